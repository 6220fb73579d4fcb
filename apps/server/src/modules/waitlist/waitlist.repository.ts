/**
 * Queries of the waitlist: its own tables (entries, offers, freed slots) and its read models
 * (services, people, clients). Runs inside the caller's tenant transaction.
 */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  waitlistClients,
  waitlistEntries,
  waitlistFreedSlots,
  waitlistOffers,
  waitlistPeople,
  waitlistServices,
} from './waitlist.schema.js';

export type EntryRow = typeof waitlistEntries.$inferSelect;
export type NewEntry = typeof waitlistEntries.$inferInsert;
export type OfferRow = typeof waitlistOffers.$inferSelect;
export type FreedSlotRow = typeof waitlistFreedSlots.$inferSelect;
export type ServiceView = typeof waitlistServices.$inferSelect;
export type ClientView = typeof waitlistClients.$inferSelect;

/** Queue order: urgent before high before normal, then first come first served. */
const rank = sql`CASE ${waitlistEntries.priority} WHEN 'urgent' THEN 0 WHEN 'high' THEN 1 ELSE 2 END`;

/** The location's waiting and offered entries, in queue order. */
export function queueOf(tx: Tx, establishmentId: string): Promise<EntryRow[]> {
  const e = waitlistEntries;
  return tx
    .select()
    .from(e)
    .where(and(eq(e.establishmentId, establishmentId), inArray(e.status, ['waiting', 'offered'])))
    .orderBy(rank, asc(e.createdAt), asc(e.id));
}

export async function findEntry(tx: Tx, id: string, lock = false): Promise<EntryRow | undefined> {
  const q = tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return (lock ? await q.for('update') : await q)[0];
}

/**
 * The next entry to call, locked; one another desk holds is skipped (FOR UPDATE SKIP LOCKED),
 * so two concurrent calls never seat the same client.
 */
export async function lockNext(tx: Tx, establishmentId: string): Promise<EntryRow | undefined> {
  const e = waitlistEntries;
  const rows = await tx
    .select()
    .from(e)
    .where(and(eq(e.establishmentId, establishmentId), inArray(e.status, ['waiting', 'offered'])))
    .orderBy(rank, asc(e.createdAt), asc(e.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return rows[0];
}

export async function insertEntry(tx: Tx, values: NewEntry): Promise<EntryRow> {
  const [row] = await tx.insert(waitlistEntries).values(values).returning();
  if (!row) throw new Error('insert waitlist_entries returned nothing');
  return row;
}

export async function updateEntry(tx: Tx, id: string, set: Partial<NewEntry>): Promise<EntryRow> {
  const [row] = await tx
    .update(waitlistEntries)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, id))
    .returning();
  if (!row) throw new Error('update waitlist_entries returned nothing');
  return row;
}

/** Offers of the entries that are still ahead (start after `now`), newest first. */
export function offersOf(tx: Tx, entryIds: string[], now: Date): Promise<OfferRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, entryIds), gt(waitlistOffers.startsAt, now)))
    .orderBy(desc(waitlistOffers.createdAt));
}

/** Records an offer; answers it, or undefined when this (entry, appointment) was offered already. */
export async function insertOffer(
  tx: Tx,
  values: typeof waitlistOffers.$inferInsert,
): Promise<OfferRow | undefined> {
  const rows = await tx.insert(waitlistOffers).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function markOfferSent(tx: Tx, id: string, channel: 'email' | 'sms'): Promise<void> {
  const set = channel === 'email' ? { emailedAt: sql`now()` } : { textedAt: sql`now()` };
  await tx.update(waitlistOffers).set(set).where(eq(waitlistOffers.id, id));
}

/** Slots the appointments gave up (cancelled or moved) that start after `now`. */
export function freedSlotsOf(tx: Tx, appointmentIds: string[], now: Date): Promise<FreedSlotRow[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  const f = waitlistFreedSlots;
  return tx
    .select()
    .from(f)
    .where(and(inArray(f.appointmentId, appointmentIds), gt(f.startsAt, now)))
    .orderBy(asc(f.createdAt));
}

/** Waiting entries of a location for a service, in queue order (candidates for an offer). */
export function waitingFor(tx: Tx, establishmentId: string, serviceId: string): Promise<EntryRow[]> {
  const e = waitlistEntries;
  return tx
    .select()
    .from(e)
    .where(
      and(
        eq(e.establishmentId, establishmentId),
        eq(e.serviceId, serviceId),
        inArray(e.status, ['waiting', 'offered']),
        isNull(e.appointmentId),
      ),
    )
    .orderBy(rank, asc(e.createdAt));
}

/**
 * Entries still 'offered' whose every offer has begun by `now` go back to 'waiting', so they
 * are matched again and no longer count as pending. Answers how many.
 */
export async function lapsePassedOffers(tx: Tx, now: Date): Promise<number> {
  const e = waitlistEntries;
  const o = waitlistOffers;
  const lapsed = await tx
    .update(e)
    .set({ status: 'waiting', updatedAt: sql`now()` })
    .where(
      and(
        eq(e.status, 'offered'),
        sql`NOT EXISTS (SELECT 1 FROM ${o} WHERE ${o.entryId} = ${e.id} AND ${o.startsAt} > ${now})`,
      ),
    )
    .returning({ id: e.id });
  return lapsed.length;
}

/** How many entries of a location hold an offer. */
export async function offeredCount(tx: Tx, establishmentId: string): Promise<number> {
  const e = waitlistEntries;
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(e)
    .where(and(eq(e.establishmentId, establishmentId), eq(e.status, 'offered')));
  return row?.n ?? 0;
}

export async function serviceAt(
  tx: Tx,
  establishmentId: string,
  id: string,
): Promise<ServiceView | undefined> {
  const s = waitlistServices;
  const [row] = await tx
    .select()
    .from(s)
    .where(and(eq(s.id, id), eq(s.establishmentId, establishmentId), eq(s.isActive, true)));
  return row;
}

/** Display names of people, by id. */
export async function namesOf(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(waitlistPeople)
    .where(inArray(waitlistPeople.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function clientOf(tx: Tx, id: string): Promise<ClientView | undefined> {
  const [row] = await tx.select().from(waitlistClients).where(eq(waitlistClients.id, id));
  return row;
}
