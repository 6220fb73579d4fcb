/**
 * Messaging socket events into the query cache, for the whole signed-in app (the sidebar's
 * unread badge is live on every page): new, edited and deleted messages into their channel's
 * pages; unread counts up for channels not on screen; channel changes and other tabs' reads;
 * presence (online, away, offline). After a reconnect the live-data layer reads everything again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGING_SERVER_EVENTS,
  SOCKET_EVENTS,
  type Message,
  type PresencePayload,
  type PresenceStatus,
  type ReadState,
  type StatusPayload,
} from '@daybook/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSocketEvent } from '../../../lib/realtime/use-realtime';
import { isOnScreen } from '../lib/open-channel';
import { applyReadState, patchChannel, putMessage, refreshChannels, useChannels } from './messaging-api';

/** Presence heard over the socket, by user id; it wins over what a list answered earlier. */
export const presenceKey = ['messaging', 'presence'] as const;
export type PresenceMap = Record<string, PresenceStatus>;

/** Presence heard since the page loaded (re-renders as it changes). */
export function usePresence(): PresenceMap {
  return useQuery<PresenceMap>({
    queryKey: presenceKey,
    queryFn: () => ({}),
    // Held in the cache only (the socket's events write it), never read from the server: no
    // announced change concerns it.
    meta: { reads: [] },
    enabled: false,
    initialData: {},
  }).data;
}

/** The unread messages over the person's channels (the sidebar's Messaging badge). */
export function useMessagingUnread(tenantId: string): number {
  return useChannels(tenantId).data?.unreadTotal ?? 0;
}

/** Keeps the messaging cache live from the socket. */
export function useMessagingSync(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const tenantId = user?.tenantId ?? '';
  const me = user?.id ?? '';
  const refresh = () => void refreshChannels(queryClient, tenantId);
  const setPresence = (userId: string, status: PresenceStatus) =>
    queryClient.setQueryData<PresenceMap>(presenceKey, (p) => ({ ...p, [userId]: status }));

  useSocketEvent<Message>(MESSAGING_SERVER_EVENTS.messageReceived, (m) => {
    putMessage(queryClient, m);
    const seen = m.senderId === me || isOnScreen(m.channelId);
    patchChannel(queryClient, tenantId, m.channelId, (c) => ({
      ...c,
      lastMessageAt: m.createdAt,
      unreadCount: seen ? c.unreadCount : c.unreadCount + 1,
    }));
  });
  useSocketEvent<Message>(MESSAGING_SERVER_EVENTS.messageUpdated, (m) => putMessage(queryClient, m));
  useSocketEvent<Message>(MESSAGING_SERVER_EVENTS.messageDeleted, (m) => putMessage(queryClient, m));
  // Membership and channel changes: the list is read again (each viewer's view differs).
  useSocketEvent(MESSAGING_SERVER_EVENTS.channelCreated, refresh);
  useSocketEvent(MESSAGING_SERVER_EVENTS.channelUpdated, refresh);
  useSocketEvent(MESSAGING_SERVER_EVENTS.channelDeleted, refresh);
  useSocketEvent(MESSAGING_SERVER_EVENTS.channelJoined, refresh);
  useSocketEvent(MESSAGING_SERVER_EVENTS.channelLeft, refresh);
  useSocketEvent<ReadState>(MESSAGING_SERVER_EVENTS.channelRead, (s) =>
    applyReadState(queryClient, tenantId, s),
  );
  useSocketEvent<StatusPayload>(MESSAGING_SERVER_EVENTS.status, (p) => setPresence(p.userId, p.status));
  useSocketEvent<PresencePayload>(SOCKET_EVENTS.userConnected, (p) => setPresence(p.userId, 'online'));
  useSocketEvent<PresencePayload>(SOCKET_EVENTS.userDisconnected, (p) => setPresence(p.userId, 'offline'));
}
