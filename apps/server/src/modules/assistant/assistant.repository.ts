/**
 * Queries of the assistant's threads (issue #33), inside the caller's tenant transaction (row-level
 * security). A thread is its author's alone: every read or write of a thread by id names its owner;
 * the message queries and touchThread run once the service has found the owner's thread.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AssistantMessageRole, AssistantToolCall } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { assistantMessages as m, assistantThreads as t } from './assistant.schema.js';

// Drizzle leaves a one-table query's columns unqualified, so the subqueries name the thread's
// table themselves: an unqualified `id` inside them would be the message's.
const messageCount =
  sql<number>`(SELECT count(*)::int FROM assistant_messages c WHERE c.thread_id = assistant_threads.id)`.mapWith(
    Number,
  );
const summary = { id: t.id, title: t.title, lastUpdated: t.lastUpdated, messageCount };
export interface ThreadRow {
  id: string;
  title: string;
  lastUpdated: Date;
  messageCount: number;
}

const messageColumns = {
  id: m.id,
  role: m.role,
  content: m.content,
  toolCalls: m.toolCalls,
  createdAt: m.createdAt,
};
export type MessageRow = Pick<typeof m.$inferSelect, keyof typeof messageColumns>;

const own = (userId: string, id: string) => and(eq(t.userId, userId), eq(t.id, id));

/** Whether `search` is in the thread's title or one of its messages, case-insensitively. */
function matches(search: string): SQL {
  return sql`(strpos(lower(assistant_threads.title), lower(${search})) > 0 OR EXISTS (
    SELECT 1 FROM assistant_messages c
    WHERE c.thread_id = assistant_threads.id AND strpos(lower(c.content), lower(${search})) > 0))`;
}

/** A page of `userId`'s threads, newest change first, those matching `search` when given. */
export async function threadPage(
  tx: Tx,
  userId: string,
  search: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: ThreadRow[]; total: number }> {
  const where = search ? and(eq(t.userId, userId), matches(search)) : eq(t.userId, userId);
  const rows = await tx
    .select(summary)
    .from(t)
    .where(where)
    .orderBy(desc(t.lastUpdated), desc(t.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(t)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** `userId`'s thread `id`; undefined when there is none or it is another person's. */
export async function findThread(tx: Tx, userId: string, id: string): Promise<ThreadRow | undefined> {
  const [row] = await tx.select(summary).from(t).where(own(userId, id));
  return row;
}

export async function insertThread(
  tx: Tx,
  values: { tenantId: string; userId: string; title: string; createdAt?: Date },
): Promise<ThreadRow> {
  const [row] = await tx
    .insert(t)
    .values({ ...values, ...(values.createdAt ? { lastUpdated: values.createdAt } : {}) })
    .returning({ id: t.id, title: t.title, lastUpdated: t.lastUpdated });
  return { ...row!, messageCount: 0 };
}

/** Renames `userId`'s thread `id`; undefined when it is not theirs. */
export async function renameThread(
  tx: Tx,
  userId: string,
  id: string,
  title: string,
): Promise<ThreadRow | undefined> {
  const [row] = await tx
    .update(t)
    .set({ title, lastUpdated: sql`clock_timestamp()` })
    .where(own(userId, id))
    .returning({ id: t.id });
  return row ? findThread(tx, userId, row.id) : undefined;
}

/** Deletes `userId`'s thread `id` and its messages; false when it is not theirs. */
export async function deleteThread(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx.delete(t).where(own(userId, id)).returning({ id: t.id });
  return rows.length > 0;
}

/** Whether `messageId` is a message of `threadId` (a cursor must be). */
export async function hasMessage(tx: Tx, threadId: string, messageId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.threadId, threadId), eq(m.id, messageId)));
  return row !== undefined;
}

/**
 * The latest `limit` messages of `threadId` before message `before` (none: the newest), oldest
 * first, and whether older ones remain. The cursor is compared in the database, at its precision.
 */
export async function messagesBefore(
  tx: Tx,
  threadId: string,
  before: string | undefined,
  limit: number,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  const earlier = before
    ? sql`(assistant_messages.created_at, assistant_messages.id) < (SELECT c.created_at, c.id FROM assistant_messages c WHERE c.id = ${before})`
    : undefined;
  const rows = await tx
    .select(messageColumns)
    .from(m)
    .where(and(eq(m.threadId, threadId), earlier))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasMore };
}

export async function insertMessage(
  tx: Tx,
  values: {
    tenantId: string;
    threadId: string;
    role: AssistantMessageRole;
    content: string;
    toolCalls: AssistantToolCall[];
    createdAt?: Date;
  },
): Promise<MessageRow> {
  const [row] = await tx.insert(m).values(values).returning(messageColumns);
  return row!;
}

/** Moves the thread's last change to now (or `at`), renaming it when `title` is given. */
export async function touchThread(tx: Tx, threadId: string, title: string | undefined, at?: Date) {
  await tx
    .update(t)
    .set({ lastUpdated: at ?? sql`clock_timestamp()`, ...(title === undefined ? {} : { title }) })
    .where(eq(t.id, threadId));
}
