/** SQL of the messaging module's tables (every call inside the caller's tenant transaction). */
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ChannelType } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import {
  messagingChannels,
  messagingMembers,
  messagingMessages,
  messagingPeople,
  type StoredMessageMetadata,
} from './messaging.schema.js';

export type ChannelRow = typeof messagingChannels.$inferSelect;
export type MemberRow = typeof messagingMembers.$inferSelect;

/** A person as messaging shows them. */
export interface PersonRow {
  userId: string;
  name: string;
  avatarUrl: string | null;
}

/** A message with its sender's name. */
export type MessageRow = typeof messagingMessages.$inferSelect & { senderName: string };

/** A channel as one viewer sees it: membership, read mark and unread count. */
export interface ViewedChannelRow extends ChannelRow {
  isMember: boolean;
  lastReadSeq: number;
  unreadCount: number;
}

/** The tenant's active people, or those of `ids` (active or not, for names of past senders). */
export function people(tx: Tx, ids?: readonly string[]): Promise<PersonRow[]> {
  const p = messagingPeople;
  return tx
    .select({ userId: p.userId, name: p.name, avatarUrl: p.avatarUrl })
    .from(p)
    .where(ids ? inArray(p.userId, [...ids]) : eq(p.isActive, true))
    .orderBy(asc(p.name));
}

export async function findChannel(tx: Tx, id: string): Promise<ChannelRow | null> {
  const [row] = await tx.select().from(messagingChannels).where(eq(messagingChannels.id, id));
  return row ?? null;
}

export async function findMember(tx: Tx, channelId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await tx
    .select()
    .from(messagingMembers)
    .where(and(eq(messagingMembers.channelId, channelId), eq(messagingMembers.userId, userId)));
  return row ?? null;
}

/**
 * The channels `userId` belongs to and the tenant's public ones, with the viewer's read mark and
 * unread count (messages after it, not theirs, not deleted: read off the (channel, seq) index),
 * most recent activity first. One statement, however many channels.
 */
export function channelsFor(tx: Tx, userId: string, onlyId?: string): Promise<ViewedChannelRow[]> {
  return queryRows<ViewedChannelRow>(
    tx,
    sql`SELECT c.id, c.tenant_id AS "tenantId", c.name, c.type, c.description, c.created_by AS "createdBy",
          c.dm_key AS "dmKey", c.last_seq::int AS "lastSeq", c.last_message_at AS "lastMessageAt",
          c.created_at AS "createdAt", (m.user_id IS NOT NULL) AS "isMember",
          coalesce(m.last_read_seq, 0)::int AS "lastReadSeq",
          CASE WHEN m.user_id IS NULL THEN 0 ELSE (
            SELECT count(*) FROM messaging_messages x
            WHERE x.channel_id = c.id AND x.seq > m.last_read_seq AND x.sender_id <> ${userId}
              AND x.deleted_at IS NULL) END::int AS "unreadCount"
        FROM messaging_channels c
        LEFT JOIN messaging_members m ON m.channel_id = c.id AND m.user_id = ${userId}
        WHERE (c.type = 'public' OR m.user_id IS NOT NULL) ${onlyId ? sql`AND c.id = ${onlyId}` : sql``}
        ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.name`,
  ).then((rows) =>
    rows.map((r) => ({ ...r, lastMessageAt: toDate(r.lastMessageAt), createdAt: toDate(r.createdAt)! })),
  );
}

/** Raw statements answer timestamps as strings on one driver and Dates on the other. */
function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The members of `channelIds` with their names, by channel. One statement. */
export function membersOf(
  tx: Tx,
  channelIds: readonly string[],
): Promise<(PersonRow & { channelId: string })[]> {
  if (channelIds.length === 0) return Promise.resolve([]);
  const p = messagingPeople;
  return tx
    .select({ channelId: messagingMembers.channelId, userId: p.userId, name: p.name, avatarUrl: p.avatarUrl })
    .from(messagingMembers)
    .innerJoin(p, eq(p.userId, messagingMembers.userId))
    .where(inArray(messagingMembers.channelId, [...channelIds]))
    .orderBy(asc(p.name));
}

/** The ids of the channels `userId` is a member of (a socket's rooms). */
export async function memberChannelIds(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: messagingMembers.channelId })
    .from(messagingMembers)
    .where(eq(messagingMembers.userId, userId));
  return rows.map((r) => r.id);
}

export async function insertChannel(
  tx: Tx,
  values: {
    tenantId: string;
    name: string;
    type: ChannelType;
    description: string;
    createdBy: string;
    dmKey?: string;
  },
): Promise<ChannelRow | null> {
  const [row] = await tx.insert(messagingChannels).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The dm channel of the sorted pair `dmKey`, if it exists. */
export async function findDm(tx: Tx, dmKey: string): Promise<ChannelRow | null> {
  const [row] = await tx
    .select()
    .from(messagingChannels)
    .where(and(eq(messagingChannels.type, 'dm'), eq(messagingChannels.dmKey, dmKey)));
  return row ?? null;
}

/** Adds members (those already in stay as they are); answers who was added. */
export async function addMembers(
  tx: Tx,
  tenantId: string,
  channelId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(messagingMembers)
    .values(userIds.map((userId) => ({ tenantId, channelId, userId })))
    .onConflictDoNothing()
    .returning({ userId: messagingMembers.userId });
  return rows.map((r) => r.userId);
}

/** Removes a member; answers whether they were one. */
export async function removeMember(tx: Tx, channelId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .delete(messagingMembers)
    .where(and(eq(messagingMembers.channelId, channelId), eq(messagingMembers.userId, userId)))
    .returning({ userId: messagingMembers.userId });
  return rows.length > 0;
}

/** Takes the channel row's lock until commit (sends, edits and deletes of a channel queue here). */
export async function lockChannel(tx: Tx, channelId: string): Promise<void> {
  await tx
    .select({ id: messagingChannels.id })
    .from(messagingChannels)
    .where(eq(messagingChannels.id, channelId))
    .for('update');
}

/**
 * The channel's next change number, under its row lock (held until commit, so changes commit in
 * number order); a new message also moves the channel's last activity.
 */
export async function nextChange(tx: Tx, channelId: string, newMessageAt?: Date): Promise<number> {
  const [row] = await tx
    .update(messagingChannels)
    .set({
      lastSeq: sql`${messagingChannels.lastSeq} + 1`,
      ...(newMessageAt ? { lastMessageAt: newMessageAt } : {}),
    })
    .where(eq(messagingChannels.id, channelId))
    .returning({ seq: messagingChannels.lastSeq });
  if (!row) throw new Error(`channel ${channelId} vanished`);
  return row.seq;
}

const messageColumns = {
  id: messagingMessages.id,
  tenantId: messagingMessages.tenantId,
  channelId: messagingMessages.channelId,
  senderId: messagingMessages.senderId,
  clientId: messagingMessages.clientId,
  content: messagingMessages.content,
  type: messagingMessages.type,
  metadata: messagingMessages.metadata,
  seq: messagingMessages.seq,
  changeSeq: messagingMessages.changeSeq,
  createdAt: messagingMessages.createdAt,
  editedAt: messagingMessages.editedAt,
  deletedAt: messagingMessages.deletedAt,
  senderName: messagingPeople.name,
};

function selectMessages(tx: Tx) {
  return tx
    .select(messageColumns)
    .from(messagingMessages)
    .innerJoin(messagingPeople, eq(messagingPeople.userId, messagingMessages.senderId))
    .$dynamic();
}

export async function findMessage(tx: Tx, channelId: string, id: string): Promise<MessageRow | null> {
  const [row] = await selectMessages(tx).where(
    and(eq(messagingMessages.channelId, channelId), eq(messagingMessages.id, id)),
  );
  return row ?? null;
}

/** The message `senderId` already sent to the channel with `clientId` (a retried send). */
export async function findByClientId(
  tx: Tx,
  channelId: string,
  senderId: string,
  clientId: string,
): Promise<MessageRow | null> {
  const [row] = await selectMessages(tx).where(
    and(
      eq(messagingMessages.channelId, channelId),
      eq(messagingMessages.senderId, senderId),
      eq(messagingMessages.clientId, clientId),
    ),
  );
  return row ?? null;
}

export async function insertMessage(
  tx: Tx,
  values: {
    tenantId: string;
    channelId: string;
    senderId: string;
    clientId: string;
    content: string;
    type: 'text' | 'system';
    metadata: StoredMessageMetadata;
    seq: number;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await tx
    .insert(messagingMessages)
    .values({ ...values, changeSeq: values.seq })
    .returning({ id: messagingMessages.id });
  return row!.id;
}

/** Changes a message (an edit or a deletion) under change number `changeSeq`. */
export async function updateMessage(
  tx: Tx,
  id: string,
  change: {
    content: string;
    metadata: StoredMessageMetadata;
    changeSeq: number;
    editedAt?: Date;
    deletedAt?: Date;
  },
): Promise<void> {
  await tx.update(messagingMessages).set(change).where(eq(messagingMessages.id, id));
}

/** Up to `limit` messages just before position `beforeSeq` (the newest without one), oldest first. */
export async function messagesBefore(
  tx: Tx,
  channelId: string,
  beforeSeq: number | null,
  limit: number,
): Promise<MessageRow[]> {
  const m = messagingMessages;
  const rows = await selectMessages(tx)
    .where(and(eq(m.channelId, channelId), beforeSeq === null ? undefined : lt(m.seq, beforeSeq)))
    .orderBy(desc(m.seq))
    .limit(limit);
  return rows.reverse();
}

/** Up to `limit` messages changed after change number `since`, oldest change first. */
export function messagesSince(
  tx: Tx,
  channelId: string,
  since: number,
  limit: number,
): Promise<MessageRow[]> {
  const m = messagingMessages;
  return selectMessages(tx)
    .where(and(eq(m.channelId, channelId), gt(m.changeSeq, since)))
    .orderBy(asc(m.changeSeq))
    .limit(limit);
}

/** The messages with `ids` (for delivering them after commit). */
export function messagesByIds(tx: Tx, ids: readonly string[]): Promise<MessageRow[]> {
  return selectMessages(tx).where(inArray(messagingMessages.id, [...ids]));
}

/** Moves `userId`'s read mark forward to `seq` (never back); answers the mark. */
export async function markRead(tx: Tx, channelId: string, userId: string, seq: number): Promise<number> {
  const [row] = await tx
    .update(messagingMembers)
    .set({ lastReadSeq: sql`GREATEST(${messagingMembers.lastReadSeq}, ${seq})` })
    .where(and(eq(messagingMembers.channelId, channelId), eq(messagingMembers.userId, userId)))
    .returning({ seq: messagingMembers.lastReadSeq });
  return row?.seq ?? 0;
}

/** Messages of the channel after `lastReadSeq`, not `userId`'s own, not deleted. */
export async function unreadCount(
  tx: Tx,
  channelId: string,
  userId: string,
  lastReadSeq: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM messaging_messages
        WHERE channel_id = ${channelId} AND seq > ${lastReadSeq} AND sender_id <> ${userId} AND deleted_at IS NULL`,
  );
  return row?.n ?? 0;
}
