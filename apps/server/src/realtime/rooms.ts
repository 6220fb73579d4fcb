/**
 * Socket.IO room names. A socket joins its tenant's, each of its establishments', its user's
 * and its session's at the handshake; everything the server emits goes to one of these, so a
 * socket never receives another tenant's events. Messaging adds the rooms of the channels the
 * person belongs to.
 */
export const rooms = {
  tenant: (tenantId: string) => `tenant:${tenantId}`,
  establishment: (establishmentId: string) => `establishment:${establishmentId}`,
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  /** A messaging channel's members' sockets (joined at the handshake and when added). */
  channel: (channelId: string) => `channel:${channelId}`,
};
