/** Queries of the segments module, inside the caller's tenant transaction (row-level security). */
import { and, asc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { SegmentFilter } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { segmentAppointments, segmentClients, segments } from './segments.schema.js';

export type SegmentRow = typeof segments.$inferSelect;

const c = segmentClients;
const a = segmentAppointments;

/** A client appointment of `status` matching `condition` exists (appointments_client_start_idx). */
const had = (status: 'completed' | 'no_show', condition?: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${a} WHERE ${a.clientId} = ${c.id} AND ${a.status} = ${status}${
    condition ? sql` AND ${condition}` : sql``
  })`;

const cents = (dollars: number) => Math.round(dollars * 100);

/** Keeps an IN list non-empty for a reader who reaches no location (matches nothing). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The SQL condition on segment_clients for every field of `filter` but consent (the consent
 * module answers that: segmentIds). Parameterised; an empty filter holds every client.
 */
export function segmentWhere(filter: SegmentFilter): SQL | undefined {
  const f = filter;
  return and(
    f.lastVisitBefore ? lt(c.lastVisitDay, f.lastVisitBefore) : undefined,
    f.lastVisitAfter ? gt(c.lastVisitDay, f.lastVisitAfter) : undefined,
    f.visitsMin !== undefined ? gte(c.visitCount, f.visitsMin) : undefined,
    f.visitsMax !== undefined ? lte(c.visitCount, f.visitsMax) : undefined,
    f.spendMin !== undefined ? gte(c.spendCents, cents(f.spendMin)) : undefined,
    f.spendMax !== undefined ? lte(c.spendCents, cents(f.spendMax)) : undefined,
    f.serviceIds?.length ? had('completed', inArray(a.serviceId, f.serviceIds)) : undefined,
    f.categories?.length ? had('completed', inArray(a.category, f.categories)) : undefined,
    f.staffIds?.length ? had('completed', inArray(a.staffId, f.staffIds)) : undefined,
    f.establishmentIds?.length ? had('completed', inArray(a.establishmentId, f.establishmentIds)) : undefined,
    f.birthdayMonth !== undefined ? sql`extract(month FROM ${c.birthdate}) = ${f.birthdayMonth}` : undefined,
    f.noShowsMin !== undefined
      ? sql`(SELECT count(*) FROM ${a} WHERE ${a.clientId} = ${c.id} AND ${a.status} = 'no_show') >= ${f.noShowsMin}`
      : undefined,
  );
}

/** Whose clients a reader reaches: every client (undefined), or those whose home is one of these. */
export type SegmentReach = { establishmentIds: readonly string[] } | undefined;

/** The ids of the clients `filter` holds (consent aside) within `reach`, by name: one query. */
export async function matchingClientIds(
  tx: Tx,
  filter: SegmentFilter,
  reach: SegmentReach,
): Promise<string[]> {
  const rows = await tx
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        segmentWhere(filter),
        reach ? inArray(c.establishmentId, [...reach.establishmentIds, NO_ID]) : undefined,
      ),
    )
    .orderBy(asc(c.name), asc(c.id));
  return rows.map((r) => r.id!);
}

export interface MemberRow {
  id: string;
  name: string;
  email: string | null;
  lastVisitAt: Date | null;
}

/** The named clients, in the order of `ids`. */
export async function membersByIds(tx: Tx, ids: readonly string[]): Promise<MemberRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: c.id, name: c.name, email: c.email, lastVisitAt: c.lastVisitAt })
    .from(c)
    .where(inArray(c.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id!, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ id, name: r.name ?? '', email: r.email, lastVisitAt: r.lastVisitAt }] : [];
  });
}

/** The tenant's segments by name. */
export function listSegments(tx: Tx): Promise<SegmentRow[]> {
  return tx.select().from(segments).orderBy(asc(segments.name), asc(segments.id));
}

export async function findSegment(tx: Tx, id: string): Promise<SegmentRow | undefined> {
  const [row] = await tx.select().from(segments).where(eq(segments.id, id));
  return row;
}

export async function insertSegment(tx: Tx, values: typeof segments.$inferInsert): Promise<SegmentRow> {
  const [row] = await tx.insert(segments).values(values).returning();
  return row!;
}

/** Replaces name and filter; undefined when there is no such segment. */
export async function updateSegment(
  tx: Tx,
  id: string,
  values: Pick<SegmentRow, 'name' | 'filter'>,
): Promise<SegmentRow | undefined> {
  const [row] = await tx
    .update(segments)
    .set({ ...values, updatedAt: sql`clock_timestamp()` })
    .where(eq(segments.id, id))
    .returning();
  return row;
}

/** Deletes; false when there was no such segment. */
export async function deleteSegment(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(segments).where(eq(segments.id, id)).returning({ id: segments.id });
  return rows.length > 0;
}
