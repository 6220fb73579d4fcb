/**
 * Message use cases (spec core.md §7 "Messaging HTTP", "Real-time socket"; issue #11): pages and
 * catch-up, send (HTTP and socket alike), edit, delete and the read mark. Nothing is broadcast
 * here: the change feed tells every instance of each stored change after commit
 * (messaging.delivery.ts), so a message committed by an instance that dies the next moment
 * still reaches every socket.
 */
import {
  MESSAGING_MESSAGES,
  MESSAGING_SERVER_EVENTS,
  type Message,
  type MessagePage,
  type ReadState,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { rooms } from '../../realtime/rooms.js';
import { notify } from '../notifications/index.js';
import { assertOwnTenant, canModerate, postableChannel, readableChannel } from './messaging.access.js';
import type { MessagingDeps } from './messaging.channels.js';
import { mentionedIn } from './messaging.mentions.js';
import * as repo from './messaging.repository.js';
import type { StoredMessageMetadata } from './messaging.schema.js';
import { toMessage } from './messaging.views.js';

interface ChannelRef {
  channelId: string;
  tenantId: string;
}

/** How much of a message a notification quotes. */
const QUOTE = 140;

/**
 * GET …/messages: `limit` messages before the message `before` (the newest without it), oldest
 * first; or, with `since`, every message changed after that change number, deletions included.
 */
export async function listMessages(
  deps: MessagingDeps,
  actor: Actor,
  ref: ChannelRef,
  query: { limit: number; before?: string; since?: number },
): Promise<MessagePage> {
  assertOwnTenant(actor, ref.tenantId);
  return withTenant(deps.db, actor, async (tx) => {
    const { channel } = await readableChannel(tx, actor, ref.channelId);
    if (query.since !== undefined) {
      const rows = await repo.messagesSince(tx, channel.id, query.since, query.limit + 1);
      return {
        messages: rows.slice(0, query.limit).map(toMessage),
        hasMore: rows.length > query.limit,
        cursor: channel.lastSeq,
      };
    }
    let beforeSeq: number | null = null;
    if (query.before) {
      const anchor = await repo.findMessage(tx, channel.id, query.before);
      if (!anchor) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.messageNotFound);
      beforeSeq = anchor.seq;
    }
    const rows = await repo.messagesBefore(tx, channel.id, beforeSeq, query.limit + 1);
    const hasMore = rows.length > query.limit;
    return { messages: (hasMore ? rows.slice(1) : rows).map(toMessage), hasMore, cursor: channel.lastSeq };
  });
}

/** Who a new message tells in their bell: mentioned members, and the other person of a DM. */
async function tellPeople(
  tx: Tx,
  actor: Actor,
  channel: repo.ChannelRow,
  message: repo.MessageRow,
): Promise<void> {
  const sender = { id: actor.userId, name: message.senderName, avatarUrl: null };
  const quote = message.content.slice(0, QUOTE);
  const actionUrl = `/messaging?channel=${channel.id}`;
  const mentions = message.metadata.mentions ?? [];
  const base = {
    tenantId: actor.tenantId,
    except: actor.userId,
    content: quote,
    actionUrl,
    sender,
    channelId: channel.id,
  };
  if (mentions.length > 0)
    await notify(tx, {
      ...base,
      userIds: mentions,
      type: 'mention',
      title:
        channel.type === 'dm'
          ? `${sender.name} mentioned you`
          : `${sender.name} mentioned you in #${channel.name}`,
    });
  if (channel.type === 'dm') {
    const others = (await repo.membersOf(tx, [channel.id])).map((m) => m.userId);
    await notify(tx, {
      ...base,
      userIds: others.filter((id) => !mentions.includes(id)),
      type: 'message',
      title: `${sender.name} sent you a message`,
    });
  }
}

/** The metadata a message is stored with: the client's, with the mentions the server found. */
async function metadataOf(
  tx: Tx,
  actor: Actor,
  channelId: string,
  content: string,
  given: Record<string, unknown>,
) {
  const members = (await repo.membersOf(tx, [channelId])).filter((m) => m.userId !== actor.userId);
  const mentions = mentionedIn(content, members);
  const { mentions: _ignored, ...rest } = given;
  const metadata: StoredMessageMetadata = mentions.length > 0 ? { ...rest, mentions } : rest;
  return metadata;
}

/**
 * Sends a message as a member (403 for a public channel's non-member, 404 for a channel they
 * cannot see). A `clientId` the sender already used in the channel answers the stored message
 * with `created: false` and stores nothing.
 */
export async function sendMessage(
  deps: MessagingDeps,
  actor: Actor,
  ref: ChannelRef,
  input: { clientId: string; content: string; type: 'text' | 'system'; metadata: Record<string, unknown> },
): Promise<{ message: Message; created: boolean }> {
  assertOwnTenant(actor, ref.tenantId);
  return withTenant(deps.db, actor, async (tx) => {
    const { channel } = await postableChannel(tx, actor, ref.channelId);
    // The channel's lock first: a retry racing its original waits here and then finds it.
    await repo.lockChannel(tx, channel.id);
    const earlier = await repo.findByClientId(tx, channel.id, actor.userId, input.clientId);
    if (earlier) return { message: toMessage(earlier), created: false };
    const now = deps.now();
    const seq = await repo.nextChange(tx, channel.id, now);
    const id = await repo.insertMessage(tx, {
      tenantId: actor.tenantId,
      channelId: channel.id,
      senderId: actor.userId,
      clientId: input.clientId,
      content: input.content,
      type: input.type,
      metadata: await metadataOf(tx, actor, channel.id, input.content, input.metadata),
      seq,
      createdAt: now,
    });
    const stored = await repo.findMessage(tx, channel.id, id);
    if (!stored) throw new Error(`message ${id} vanished`);
    await tellPeople(tx, actor, channel, stored);
    return { message: toMessage(stored), created: true };
  });
}

/** A live message of the channel, or 404. */
async function liveMessage(tx: Tx, channelId: string, messageId: string): Promise<repo.MessageRow> {
  const found = await repo.findMessage(tx, channelId, messageId);
  if (!found || found.deletedAt) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.messageNotFound);
  return found;
}

/** PATCH …/messages/{messageId}: the sender edits their message (mentions found again, no new bell). */
export async function editMessage(
  deps: MessagingDeps,
  actor: Actor,
  ref: ChannelRef & { messageId: string },
  content: string,
): Promise<Message> {
  assertOwnTenant(actor, ref.tenantId);
  return withTenant(deps.db, actor, async (tx) => {
    const { channel } = await postableChannel(tx, actor, ref.channelId);
    await repo.lockChannel(tx, channel.id);
    const message = await liveMessage(tx, channel.id, ref.messageId);
    if (message.senderId !== actor.userId) throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.notYours);
    const changeSeq = await repo.nextChange(tx, channel.id);
    const metadata = await metadataOf(tx, actor, channel.id, content, message.metadata);
    await repo.updateMessage(tx, message.id, { content, metadata, changeSeq, editedAt: deps.now() });
    return toMessage((await repo.findMessage(tx, channel.id, message.id))!);
  });
}

/** DELETE …/messages/{messageId}: the sender, or a manager, deletes it; answers its tombstone. */
export async function deleteMessage(
  deps: MessagingDeps,
  actor: Actor,
  ref: ChannelRef & { messageId: string },
): Promise<Message> {
  assertOwnTenant(actor, ref.tenantId);
  return withTenant(deps.db, actor, async (tx) => {
    const { channel } = await readableChannel(tx, actor, ref.channelId);
    await repo.lockChannel(tx, channel.id);
    const message = await liveMessage(tx, channel.id, ref.messageId);
    if (message.senderId !== actor.userId && !canModerate(actor))
      throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.notYours);
    const changeSeq = await repo.nextChange(tx, channel.id);
    await repo.updateMessage(tx, message.id, { content: '', metadata: {}, changeSeq, deletedAt: deps.now() });
    return toMessage((await repo.findMessage(tx, channel.id, message.id))!);
  });
}

/** PUT …/read: moves the member's read mark forward to a message; every tab of theirs hears it. */
export async function markRead(
  deps: MessagingDeps,
  actor: Actor,
  ref: ChannelRef,
  messageId: string,
): Promise<ReadState> {
  assertOwnTenant(actor, ref.tenantId);
  const state = await withTenant(deps.db, actor, async (tx) => {
    const { channel } = await postableChannel(tx, actor, ref.channelId);
    const message = await repo.findMessage(tx, channel.id, messageId);
    if (!message) throw new AppError('NOT_FOUND', MESSAGING_MESSAGES.messageNotFound);
    const lastReadSeq = await repo.markRead(tx, channel.id, actor.userId, message.seq);
    return {
      channelId: channel.id,
      lastReadSeq,
      unreadCount: await repo.unreadCount(tx, channel.id, actor.userId, lastReadSeq),
    };
  });
  deps.realtime.emit(rooms.user(actor.userId), MESSAGING_SERVER_EVENTS.channelRead, state);
  return state;
}
