/**
 * Team messaging (spec core.md §3 "Messaging channel", "Member", "Message", "Typing entry").
 * Every channel and message is stored; nothing is invented (the spec's stand-ins are not built).
 */
import { z } from 'zod';

/** Public channels are open to the whole tenant; private ones to their members; dm to two people. */
export const CHANNEL_TYPES = ['public', 'private', 'dm'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** Presence: online, away (the tab is hidden), offline (no socket left). */
export const PRESENCE_STATUSES = ['online', 'away', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

export const MESSAGE_TYPES = ['text', 'system'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const CHANNEL_NAME_MAX = 80;
export const CHANNEL_DESCRIPTION_MAX = 250;
export const MESSAGE_CONTENT_MAX = 4_000;
export const MESSAGE_PAGE_SIZE = 50;
export const MESSAGE_PAGE_MAX = 100;

export const memberSchema = z.object({
  /** The person's user id. */
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.enum(PRESENCE_STATUSES),
});
export type Member = z.infer<typeof memberSchema>;

export const messageSenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MessageSender = z.infer<typeof messageSenderSchema>;

export const messageSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  senderId: z.string(),
  /** The sender's own id for this send: a retried send with the same one is stored once. */
  clientId: z.string(),
  /** Empty once deleted. */
  content: z.string(),
  type: z.enum(MESSAGE_TYPES),
  /** `mentions`: the user ids the server found as @Name in the content. */
  metadata: z.object({ mentions: z.array(z.string()).optional() }).catchall(z.unknown()),
  /** Position in the channel: 1, 2, 3… in the order messages were stored. */
  seq: z.number().int(),
  /**
   * The channel's change counter when this message last changed (sent, edited or deleted):
   * a client that has seen changes up to N asks for `since=N` to catch up.
   */
  changeSeq: z.number().int(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  sender: messageSenderSchema,
});
export type Message = z.infer<typeof messageSchema>;

export const channelSchema = z.object({
  id: z.string(),
  /** For a dm, the other person's name as the viewer sees it. */
  name: z.string(),
  type: z.enum(CHANNEL_TYPES),
  description: z.string(),
  createdBy: z.string().nullable(),
  members: z.array(memberSchema),
  /** Whether the viewer is a member (a public channel lists for everyone, joined or not). */
  isMember: z.boolean(),
  /** Whether the viewer may add and remove members (creator, managers and above). */
  canManage: z.boolean(),
  /** Messages after the viewer's last read one, not their own, not deleted. */
  unreadCount: z.number().int(),
  /** The viewer's last read message position (seq); 0 when nothing was read. */
  lastReadSeq: z.number().int(),
  /** ISO 8601 instant of the latest message, or null. */
  lastMessageAt: z.string().nullable(),
});
export type Channel = z.infer<typeof channelSchema>;

export const typingEntrySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  /** Epoch milliseconds when last heard (the client's clock). */
  timestamp: z.number(),
});
export type TypingEntry = z.infer<typeof typingEntrySchema>;
