/**
 * SQL of the transaction history (issue #13, spec operations.md §7 "Transactions"): the
 * filtered list's page and whole-filter summary, keyset batches for the export, the refund's
 * locked reads and writes, and the per-staff earnings counts. Every filter leads with tenant,
 * location and created_at, the columns of transactions_list_idx (several locations: their ids
 * and the range spanning theirs).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TransactionStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import {
  checkoutPeople,
  transactionItems,
  transactionRefundLines,
  transactionRefunds,
  transactionTenders,
  transactionTips,
  transactions as t,
} from './checkout.schema.js';

/**
 * What the list, the summary and the export match: each location over its own [from, to) (its
 * local days in its zone; none matches nothing), amounts in cents.
 */
export interface TransactionFilter {
  tenantId: string;
  places: readonly { establishmentId: string; from: Date; to: Date }[];
  cashierId?: string;
  status?: TransactionStatus;
  minCents?: number;
  maxCents?: number;
  search?: string;
}

/** Sums over every transaction the filter matches, cents. */
export interface TransactionSums {
  count: number;
  salesCents: number;
  refundsCents: number;
  tipsCents: number;
  taxCents: number;
}

/**
 * The filter's locations, each over its own range. For several, the index's columns bound them
 * all at once first (their ids, the widest range), so transactions_list_idx is scanned as one
 * range; each location's own range then picks its rows.
 */
function inPlaces(places: TransactionFilter['places']): SQL | undefined {
  const own = (p: TransactionFilter['places'][number]) =>
    and(eq(t.establishmentId, p.establishmentId), gte(t.createdAt, p.from), lt(t.createdAt, p.to));
  const [only, ...others] = places;
  if (!only) return sql`false`;
  if (others.length === 0) return own(only);
  const from = Math.min(...places.map((p) => p.from.getTime()));
  const to = Math.max(...places.map((p) => p.to.getTime()));
  return and(
    inArray(
      t.establishmentId,
      places.map((p) => p.establishmentId),
    ),
    gte(t.createdAt, new Date(from)),
    lt(t.createdAt, new Date(to)),
    or(...places.map(own)),
  );
}

function where(f: TransactionFilter): SQL | undefined {
  const search = f.search?.trim().replace(/^#/, '');
  return and(
    eq(t.tenantId, f.tenantId),
    inPlaces(f.places),
    f.cashierId ? eq(t.cashierId, f.cashierId) : undefined,
    f.status ? eq(t.status, f.status) : undefined,
    f.minCents === undefined ? undefined : gte(t.totalCents, f.minCents),
    f.maxCents === undefined ? undefined : lte(t.totalCents, f.maxCents),
    search
      ? or(
          ilike(t.customerName, `%${escapeLike(search)}%`),
          /^\d{1,9}$/.test(search) ? eq(t.number, Number(search)) : undefined,
        )
      : undefined,
  );
}

const sumOf = (column: SQL | AnyPgColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

/** One page of matching ids, newest first, and the sums over every match, in two statements. */
export async function listTransactionIds(
  tx: Tx,
  f: TransactionFilter,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; sums: TransactionSums }> {
  // One after the other: a pg client runs one query at a time anyway.
  const rows = await tx
    .select({ id: t.id })
    .from(t)
    .where(where(f))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit)
    .offset(page.offset);
  const [sums] = await tx
    .select({
      count: sql`count(*)`.mapWith(Number),
      salesCents: sumOf(t.totalCents),
      refundsCents: sumOf(t.refundedCents),
      tipsCents: sumOf(t.tipCents),
      taxCents: sumOf(t.taxCents),
    })
    .from(t)
    .where(where(f));
  return {
    ids: rows.map((r) => r.id),
    sums: sums ?? { count: 0, salesCents: 0, refundsCents: 0, tipsCents: 0, taxCents: 0 },
  };
}

/**
 * Where an export batch stopped: the last row's created_at as PostgreSQL prints it (microseconds
 * kept, which a JS Date would drop) and its id.
 */
export interface ExportCursor {
  createdAt: string;
  id: string;
}

/** The next `limit` matching ids after `cursor` (newest first), with the cursor after them. */
export async function exportBatch(
  tx: Tx,
  f: TransactionFilter,
  cursor: ExportCursor | null,
  limit: number,
): Promise<{ ids: string[]; next: ExportCursor | null }> {
  const rows = await tx
    .select({ id: t.id, createdAt: sql<string>`${t.createdAt}::text` })
    .from(t)
    .where(
      and(
        where(f),
        cursor
          ? sql`(${t.createdAt}, ${t.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  const last = rows.at(-1);
  return { ids: rows.map((r) => r.id), next: rows.length === limit && last ? last : null };
}

export type TransactionRow = typeof t.$inferSelect;

/** The transaction `id` locked FOR UPDATE (refunds of one sale queue here), or undefined. */
export async function lockTransaction(tx: Tx, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row;
}

export type TenderRow = typeof transactionTenders.$inferSelect;
export type ItemRow = typeof transactionItems.$inferSelect;
export type TipRow = typeof transactionTips.$inferSelect;

/** The sale's tenders and its items, in position order, and its tips. */
export async function saleParts(
  tx: Tx,
  transactionId: string,
): Promise<{ tenders: TenderRow[]; items: ItemRow[]; tips: TipRow[] }> {
  const tenders = await tx
    .select()
    .from(transactionTenders)
    .where(eq(transactionTenders.transactionId, transactionId))
    .orderBy(asc(transactionTenders.position));
  const items = await tx
    .select()
    .from(transactionItems)
    .where(eq(transactionItems.transactionId, transactionId))
    .orderBy(asc(transactionItems.position));
  const tips = await tx
    .select()
    .from(transactionTips)
    .where(eq(transactionTips.transactionId, transactionId))
    .orderBy(asc(transactionTips.id));
  return { tenders, items, tips };
}

/** `CASE id WHEN … THEN … END` over `adds`: each row's own increment, for one UPDATE of many rows. */
function increments(id: AnyPgColumn, adds: readonly { id: string; add: number }[]): SQL {
  return sql`CASE ${id} ${sql.join(
    adds.map((a) => sql`WHEN ${a.id}::uuid THEN ${a.add}::bigint`),
    sql` `,
  )} ELSE 0 END`;
}

/** Adds each `add` (cents) to what its tender has had refunded, in one statement. */
export async function addTenderRefunds(tx: Tx, adds: readonly { id: string; add: number }[]): Promise<void> {
  if (adds.length === 0) return;
  const c = transactionTenders;
  await tx
    .update(c)
    .set({ refundedCents: sql`${c.refundedCents} + ${increments(c.id, adds)}` })
    .where(
      inArray(
        c.id,
        adds.map((a) => a.id),
      ),
    );
}

/** Adds each `add` (units) to its item's quantity returned to stock, in one statement. */
export async function addReturned(tx: Tx, adds: readonly { id: string; add: number }[]): Promise<void> {
  if (adds.length === 0) return;
  const i = transactionItems;
  await tx
    .update(i)
    .set({ returnedQuantity: sql`${i.returnedQuantity} + ${increments(i.id, adds)}` })
    .where(
      inArray(
        i.id,
        adds.map((a) => a.id),
      ),
    );
}

/** What a refund took back of one line: an item's net and tax, or a tip's amount (net), cents. */
export interface RefundLineShare {
  itemId: string | null;
  tipId: string | null;
  netCents: number;
  taxCents: number;
}

/**
 * Records what refund `refundId` took back of each line, and adds it to each item's and tip's
 * running refunded totals (whose CHECKs refuse more than the line had), in three statements.
 */
export async function addRefundLines(
  tx: Tx,
  refund: { tenantId: string; refundId: string; transactionId: string },
  shares: readonly RefundLineShare[],
): Promise<void> {
  if (shares.length === 0) return;
  await tx.insert(transactionRefundLines).values(shares.map((share) => ({ ...refund, ...share })));
  const items = shares.flatMap((s) => (s.itemId ? [{ ...s, id: s.itemId }] : []));
  if (items.length > 0) {
    const i = transactionItems;
    await tx
      .update(i)
      .set({
        refundedNetCents: sql`${i.refundedNetCents} + ${increments(
          i.id,
          items.map((x) => ({ id: x.id, add: x.netCents })),
        )}`,
        refundedTaxCents: sql`${i.refundedTaxCents} + ${increments(
          i.id,
          items.map((x) => ({ id: x.id, add: x.taxCents })),
        )}`,
      })
      .where(
        inArray(
          i.id,
          items.map((x) => x.id),
        ),
      );
  }
  const tips = shares.flatMap((s) => (s.tipId ? [{ id: s.tipId, add: s.netCents }] : []));
  if (tips.length > 0) {
    const p = transactionTips;
    await tx
      .update(p)
      .set({ refundedCents: sql`${p.refundedCents} + ${increments(p.id, tips)}` })
      .where(
        inArray(
          p.id,
          tips.map((x) => x.id),
        ),
      );
  }
}

/** Records a refund; answers its id. */
export async function insertRefund(tx: Tx, values: typeof transactionRefunds.$inferInsert): Promise<string> {
  const [row] = await tx.insert(transactionRefunds).values(values).returning({ id: transactionRefunds.id });
  if (!row) throw new Error('insert transaction_refunds returned nothing');
  return row.id;
}

/** Writes the transaction's refund totals (the table's CHECKs hold status and amounts together). */
export async function markRefunded(
  tx: Tx,
  id: string,
  values: Pick<TransactionRow, 'refundedCents' | 'refundedAt' | 'refundReason' | 'status'>,
): Promise<void> {
  await tx.update(t).set(values).where(eq(t.id, id));
}

/** Who the earnings' counts cover: one location over [from, to), optionally one staff member. */
export interface EarningsFilter {
  tenantId: string;
  establishmentId: string;
  from: Date;
  to: Date;
  staffId?: string;
}

/** A staff member's counts over the range: services performed (units) and transactions taken part in. */
export interface StaffCountsRow {
  staffId: string;
  services: number;
  transactions: number;
}

const inRange = (f: EarningsFilter) =>
  and(
    eq(t.tenantId, f.tenantId),
    eq(t.establishmentId, f.establishmentId),
    gte(t.createdAt, f.from),
    lt(t.createdAt, f.to),
  );

/** The named staff member's rows, or every row that names one. */
const staffOf = (
  column: typeof transactionItems.staffId | typeof transactionTips.staffId,
  f: EarningsFilter,
) => (f.staffId ? eq(column, f.staffId) : sql`${column} IS NOT NULL`);

/**
 * Per staff member over the range: the services they performed (quantities of their service
 * items) and the transactions with one of their items or a tip for them, each counted once.
 * Counts only: the money of earnings is the metrics module's (salesOfDays).
 */
export async function staffCounts(tx: Tx, f: EarningsFilter): Promise<StaffCountsRow[]> {
  const i = transactionItems;
  const p = transactionTips;
  // UNION ALL: two like service lines of one sale both count their units.
  const touched = unionAll(
    tx
      .select({
        staffId: i.staffId,
        transactionId: i.transactionId,
        services: sql<number>`CASE WHEN ${i.kind} = 'service' THEN ${i.quantity} ELSE 0 END`.as('services'),
      })
      .from(i)
      .innerJoin(t, eq(t.id, i.transactionId))
      .where(and(inRange(f), staffOf(i.staffId, f))),
    tx
      .select({
        staffId: p.staffId,
        transactionId: p.transactionId,
        services: sql<number>`0`.as('services'),
      })
      .from(p)
      .innerJoin(t, eq(t.id, p.transactionId))
      .where(and(inRange(f), staffOf(p.staffId, f))),
  ).as('touched');
  const rows = await tx
    .select({
      staffId: touched.staffId,
      services: sumOf(sql`${touched.services}`),
      transactions: sql`count(DISTINCT ${touched.transactionId})`.mapWith(Number),
    })
    .from(touched)
    .groupBy(touched.staffId);
  return rows.flatMap((r) => (r.staffId ? [{ ...r, staffId: r.staffId }] : []));
}

/** Display names of people `ids`. */
export async function peopleNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: checkoutPeople.userId, name: checkoutPeople.name })
    .from(checkoutPeople)
    .where(inArray(checkoutPeople.userId, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
