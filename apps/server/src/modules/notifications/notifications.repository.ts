/** SQL of the notifications module's tables (every call inside the caller's tenant transaction). */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationSettings } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  notificationDeskPeople,
  notificationManagerPeople,
  notificationSettings,
  notifications,
} from './notifications.schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationInsert = typeof notifications.$inferInsert;

/** At most this many rows per INSERT, so that the change feed announces their ids (0016). */
const INSERT_BATCH = 20;

/** Stores `rows`, INSERT_BATCH a statement; answers their ids. */
export async function insertNotifications(tx: Tx, rows: NotificationInsert[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const done = await tx
      .insert(notifications)
      .values(rows.slice(i, i + INSERT_BATCH))
      .returning({ id: notifications.id });
    ids.push(...done.map((r) => r.id));
  }
  return ids;
}

/** A page of `userId`'s notifications, newest first, after the one with id `before`. */
export function listNotifications(
  tx: Tx,
  userId: string,
  limit: number,
  before: string | undefined,
): Promise<NotificationRow[]> {
  const mine = eq(notifications.userId, userId);
  // Keyset paging on the (tenant, user, created_at, id) index; an unknown cursor: no rows.
  const where = before
    ? and(
        mine,
        sql`(${notifications.createdAt}, ${notifications.id}) < (SELECT c.created_at, c.id FROM notifications c WHERE c.id = ${before} AND c.user_id = ${userId})`,
      )
    : mine;
  return tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of `userId`'s notifications are unread. */
export async function countUnread(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** The notifications with `ids` (any owner: for delivering them). */
export function notificationsByIds(tx: Tx, ids: string[]): Promise<NotificationRow[]> {
  return tx.select().from(notifications).where(inArray(notifications.id, ids));
}

/** Marks one of `userId`'s notifications read (keeping an earlier read time); null if not theirs. */
export async function markRead(
  tx: Tx,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of `userId` read; answers how many. */
export async function markAllRead(tx: Tx, userId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one of `userId`'s notifications; false if there was none. */
export async function deleteNotification(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Updates a job notification's progress and texts (its owner sees it move). */
export async function updateJobNotification(
  tx: Tx,
  id: string,
  change: Partial<
    Pick<NotificationRow, 'type' | 'title' | 'content' | 'progress' | 'downloadUrl' | 'actionUrl'>
  >,
): Promise<void> {
  await tx.update(notifications).set(change).where(eq(notifications.id, id));
}

/** The active front-desk people of `establishmentId`. */
export async function deskPeople(tx: Tx, establishmentId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: notificationDeskPeople.userId })
    .from(notificationDeskPeople)
    .where(eq(notificationDeskPeople.establishmentId, establishmentId));
  return rows.map((r) => r.userId);
}

export async function managerPeople(tx: Tx, establishmentId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: notificationManagerPeople.userId })
    .from(notificationManagerPeople)
    .where(eq(notificationManagerPeople.establishmentId, establishmentId));
  return rows.map((r) => r.userId);
}

/** `userId`'s stored settings, or null (the defaults apply). */
export async function findSettings(tx: Tx, userId: string): Promise<NotificationSettings | null> {
  const [row] = await tx
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.settings ?? null;
}

/** Stores `userId`'s settings whole. */
export async function saveSettings(
  tx: Tx,
  tenantId: string,
  userId: string,
  settings: NotificationSettings,
  at: Date,
): Promise<void> {
  await tx
    .insert(notificationSettings)
    .values({ tenantId, userId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: at } });
}
