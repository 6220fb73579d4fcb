/**
 * Messaging endpoints and socket events (spec core.md §7 "Messaging HTTP", "Real-time socket",
 * §4 "Messaging socket", §8 messaging texts). The spec's paths carry the tenant id; the server
 * answers 404 for any tenant but the caller's. Beyond the spec's four calls: listing the
 * caller's channels with unread counts, sending over HTTP (the socket's fallback), marking read,
 * opening a direct message, joining a public channel, editing and deleting one's messages, and
 * the tenant's people with presence for the member pickers.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { idSchema, requiredTextSchema, textSchema } from '../fields.js';
import {
  CHANNEL_DESCRIPTION_MAX,
  CHANNEL_NAME_MAX,
  MESSAGE_CONTENT_MAX,
  MESSAGE_PAGE_MAX,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPES,
  channelSchema,
  memberSchema,
  messageSchema,
  type Channel,
  type Message,
  type PresenceStatus,
} from '../entities/messaging.js';

/** Spec §8 "Messaging" texts, and the validation texts of these endpoints. */
export const MESSAGING_MESSAGES = {
  loadChannels: 'Failed to load channels',
  fetchMessages: 'Failed to fetch messages',
  sendMessage: 'Failed to send message',
  createChannel: 'Failed to create channel',
  addMember: 'Failed to add member',
  removeMember: 'Failed to remove member',
  fetchChannelMessages: 'Failed to fetch channel messages',
  addChannelMembers: 'Failed to add channel members',
  channelNotFound: 'Channel not found.',
  messageNotFound: 'Message not found.',
  notMember: 'You are not a member of this channel.',
  cannotManage: 'Only the channel’s creator or a manager can change its members.',
  channelNameRequired: 'Channel name is required.',
  channelNameTaken: 'A channel with this name already exists.',
  contentRequired: 'A message cannot be empty.',
  dmMembers: 'A direct message is between two people; open it with the other person.',
  unknownMembers: 'Some of these people are not in your business.',
  notYours: 'You can only change your own messages.',
} as const;

const tenantIdSchema = idSchema('Not a valid tenant id.');
const channelIdSchema = idSchema('Not a valid channel id.');
const userIdSchema = idSchema('Not a valid user id.');

export const messagingTenantParamsSchema = z.object({ tenantId: tenantIdSchema });
export const channelParamsSchema = z.object({ channelId: channelIdSchema, tenantId: tenantIdSchema });
export const channelMemberParamsSchema = channelParamsSchema.extend({ memberId: userIdSchema });
export const channelMessageParamsSchema = channelParamsSchema.extend({
  messageId: idSchema('Not a valid message id.'),
});

export const messageListQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number.')
    .int('limit must be a whole number.')
    .min(1, 'limit must be between 1 and 100.')
    .max(MESSAGE_PAGE_MAX, 'limit must be between 1 and 100.')
    .default(MESSAGE_PAGE_SIZE),
  /** A message id: the page holds the `limit` messages just before it (scrolling up). */
  before: idSchema('before must be a message id.').optional(),
  /**
   * A change counter (a message's changeSeq): every message sent, edited or deleted after it,
   * oldest change first, deleted ones included (catching up after a reconnect).
   */
  since: z.coerce.number('since must be a number.').int('since must be a whole number.').min(0).optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  /** Whether older messages remain (ask again with `before` = the first id). */
  hasMore: z.boolean(),
  /** The channel's change counter now: the next `since`. */
  cursor: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

const memberIdsSchema = z.array(userIdSchema).max(500, 'At most 500 members at once.');

export const channelCreateSchema = z.object({
  tenantId: tenantIdSchema,
  name: requiredTextSchema({ max: CHANNEL_NAME_MAX, required: MESSAGING_MESSAGES.channelNameRequired }),
  /** 'public' or 'private' (a dm opens with the direct endpoint; the spec's other types are public). */
  type: z.enum(['public', 'private'], "type must be 'public' or 'private'."),
  description: textSchema({ max: CHANNEL_DESCRIPTION_MAX, multiline: true }).optional().default(''),
  memberIds: memberIdsSchema.optional().default([]),
});
export type ChannelCreate = z.input<typeof channelCreateSchema>;

export const memberAddSchema = z.object({ memberIds: memberIdsSchema.min(1, 'Choose at least one person.') });

export const messageSendSchema = z.object({
  /** A uuid the sender makes once per message and repeats on a retry. */
  clientId: idSchema('clientId must be a uuid.'),
  content: requiredTextSchema({
    max: MESSAGE_CONTENT_MAX,
    multiline: true,
    required: MESSAGING_MESSAGES.contentRequired,
    message: `A message holds at most ${MESSAGE_CONTENT_MAX} characters.`,
  }),
  type: z.enum(MESSAGE_TYPES).optional().default('text'),
  metadata: z.record(z.string(), z.unknown()).optional().default({}),
});
export type MessageSend = z.input<typeof messageSendSchema>;

export const messageEditSchema = messageSendSchema.pick({ content: true });

export const markReadSchema = z.object({ messageId: idSchema('Not a valid message id.') });
export const readStateSchema = z.object({
  channelId: z.string(),
  lastReadSeq: z.number().int(),
  unreadCount: z.number().int(),
});
export type ReadState = z.infer<typeof readStateSchema>;

export const directOpenSchema = z.object({ tenantId: tenantIdSchema, userId: userIdSchema });

export const channelListSchema = z.object({
  channels: z.array(channelSchema),
  /** Unread messages over the caller's channels (the sidebar badge caps it at '9+'). */
  unreadTotal: z.number().int(),
});
export type ChannelList = z.infer<typeof channelListSchema>;

const BASE = '/api/admin/messaging';
const CHANNEL = `${BASE}/channels/:channelId/tenant/:tenantId`;
const ALL = { permission: 'channel:read' } as const;

export const MESSAGING_ENDPOINTS = {
  channels: endpoint({
    method: 'GET',
    path: `${BASE}/channels/tenant/:tenantId`,
    access: ALL,
    summary: "The caller's channels and DMs, and the tenant's public channels, with unread counts.",
    params: messagingTenantParamsSchema,
    response: envelope(channelListSchema),
  }),
  messages: endpoint({
    method: 'GET',
    path: `${CHANNEL}/messages`,
    access: ALL,
    summary: 'A page of messages, oldest first: `limit` before `before`, or every change `since`.',
    params: channelParamsSchema,
    query: messageListQuerySchema,
    response: envelope(messagePageSchema),
  }),
  createChannel: endpoint({
    method: 'POST',
    path: `${BASE}/channels`,
    access: { permission: 'channel:create' },
    summary: 'Creates a public or private channel; the creator is a member.',
    body: channelCreateSchema,
    response: envelope(channelSchema),
    status: 201,
  }),
  addMembers: endpoint({
    method: 'POST',
    path: `${CHANNEL}/members`,
    access: { permission: 'channel:update' },
    summary: "Adds people to a channel (its creator or a manager); answers the channel's members.",
    params: channelParamsSchema,
    body: memberAddSchema,
    response: envelope(z.array(memberSchema)),
  }),
  removeMember: endpoint({
    method: 'DELETE',
    path: `${CHANNEL}/members/:memberId`,
    access: ALL,
    summary: 'Removes a member (creator or manager), or leaves (your own id).',
    params: channelMemberParamsSchema,
    response: envelope(z.object({ id: z.string() })),
  }),
  join: endpoint({
    method: 'POST',
    path: `${CHANNEL}/join`,
    access: ALL,
    summary: 'Joins a public channel.',
    params: channelParamsSchema,
    response: envelope(channelSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: `${CHANNEL}/messages`,
    access: ALL,
    summary: 'Sends a message (201), or answers the one already stored for this clientId (200).',
    params: channelParamsSchema,
    body: messageSendSchema,
    response: envelope(messageSchema),
    status: 201,
    otherStatuses: [200],
  }),
  edit: endpoint({
    method: 'PATCH',
    path: `${CHANNEL}/messages/:messageId`,
    access: ALL,
    summary: 'Edits your own message.',
    params: channelMessageParamsSchema,
    body: messageEditSchema,
    response: envelope(messageSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${CHANNEL}/messages/:messageId`,
    access: ALL,
    summary: 'Deletes your own message (a manager may delete others’ too); answers its tombstone.',
    params: channelMessageParamsSchema,
    response: envelope(messageSchema),
  }),
  markRead: endpoint({
    method: 'PUT',
    path: `${CHANNEL}/read`,
    access: ALL,
    summary: 'Moves your read mark forward to a message (never back); every tab of yours hears it.',
    params: channelParamsSchema,
    body: markReadSchema,
    response: envelope(readStateSchema),
  }),
  openDirect: endpoint({
    method: 'POST',
    path: `${BASE}/direct`,
    access: ALL,
    summary: 'Opens the direct-message channel with one person, creating it the first time.',
    body: directOpenSchema,
    response: envelope(channelSchema),
  }),
  people: endpoint({
    method: 'GET',
    path: `${BASE}/people/tenant/:tenantId`,
    access: ALL,
    summary: "The tenant's active people with presence, for the new-DM and member pickers.",
    params: messagingTenantParamsSchema,
    response: envelope(z.array(memberSchema)),
  }),
} as const;

/** Socket events a client sends (spec core.md §7); identity always comes from the session. */
export const MESSAGING_CLIENT_EVENTS = {
  /** MessageSendPayload, with an ack answering MessageAck. */
  send: 'message:send',
  /** TypingSendPayload. */
  typing: 'message:typing',
  /** ChannelRoomPayload: start hearing a channel's live events (members only). */
  join: 'channel:join',
  /** ChannelRoomPayload: stop hearing them. */
  leave: 'channel:leave',
  /** StatusSendPayload: online or away. */
  status: 'user:status',
} as const;

/** Socket events the server sends for messaging (spec §7, plus edits, deletions and read state). */
export const MESSAGING_SERVER_EVENTS = {
  /** Message: a new message in a channel the socket has joined. */
  messageReceived: 'message:received',
  /** Message: an edited message. */
  messageUpdated: 'message:updated',
  /** Message (tombstone): a deleted message. */
  messageDeleted: 'message:deleted',
  /** TypingPayload. */
  typing: 'message:typing',
  /** Channel: a channel the person now belongs to (created, or added to it). */
  channelCreated: 'channel:created',
  /** ChannelRefPayload: a channel's name, description or members changed: read again. */
  channelUpdated: 'channel:updated',
  /** ChannelRefPayload. */
  channelDeleted: 'channel:deleted',
  /** ChannelMembersPayload: people joined a channel. */
  channelJoined: 'channel:joined',
  /** ChannelLeftPayload: someone left or was removed (removed: the person's own sockets too). */
  channelLeft: 'channel:left',
  /** ReadState: the person read a channel in another tab. */
  channelRead: 'channel:read',
  /** StatusPayload. */
  status: 'user:status',
} as const;

export interface MessageSendPayload extends MessageSend {
  channelId: string;
}
export type MessageAck = { ok: true; message: Message } | { ok: false; error: string };
export interface TypingSendPayload {
  channelId: string;
  isTyping: boolean;
}
export interface TypingPayload {
  channelId: string;
  userId: string;
  userName: string;
  isTyping: boolean;
}
export interface ChannelRoomPayload {
  channelId: string;
}
export interface StatusSendPayload {
  status: Exclude<PresenceStatus, 'offline'>;
}
export interface StatusPayload {
  userId: string;
  status: PresenceStatus;
}
export interface ChannelRefPayload {
  channelId: string;
}
export interface ChannelMembersPayload {
  channelId: string;
  members: Channel['members'];
}
export interface ChannelLeftPayload {
  channelId: string;
  userId: string;
}
