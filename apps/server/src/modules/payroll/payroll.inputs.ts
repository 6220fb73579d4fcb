/**
 * What a pay run reads (issue #14), through payroll's own read models (migration 0033 views):
 * the people of a location with their pay terms and plans, their worked time, sales, tips and
 * refunds over the instants [from, to) of a period. One query per kind for the whole location,
 * so a run for 25 people costs a handful of round trips.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CommissionRates, PayType } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { wallDateTime } from '../../lib/local-dates.js';
import type { StoredBand } from './payroll.schema.js';

export interface Window {
  establishmentId: string;
  from: Date;
  to: Date;
}

export interface PersonTerms {
  userId: string;
  name: string;
  role: string;
  payType: PayType;
  rateCents: number;
  /** Issue #28: no overtime premium (employee record; Hourly without a record: false). */
  overtimeExempt: boolean;
  status: string;
  terminationDate: string | null;
  dateJoined: string | null;
  homeEstablishmentId: string | null;
  assignments: string[];
}

const list = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

const toNumber = (v: unknown): number => Number(v ?? 0);
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/**
 * Worked minutes per person and local date of clock-in in `timeZone` (closed shifts clocked in
 * within the window; a non-empty `userIds` narrows). Seconds add up per date before rounding to a minute.
 */
export async function workedDays(
  tx: Tx,
  w: Window,
  timeZone: string,
  userIds?: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const only = userIds?.length ? sql` AND user_id IN (${list(userIds)})` : sql``;
  const rows = await queryRows<{ user_id: string; clock_in_at: unknown; seconds: unknown }>(
    tx,
    sql`SELECT user_id, clock_in_at, worked_seconds AS seconds FROM payroll_shifts
        WHERE establishment_id = ${w.establishmentId} AND clock_in_at >= ${w.from} AND clock_in_at < ${w.to}${only}`,
  );
  const seconds = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const date = wallDateTime(toDate(r.clock_in_at), timeZone).date;
    const days = seconds.get(r.user_id) ?? new Map<string, number>();
    days.set(date, (days.get(date) ?? 0) + toNumber(r.seconds));
    seconds.set(r.user_id, days);
  }
  return new Map(
    [...seconds].map(([user, days]) => [
      user,
      new Map([...days].map(([date, s]) => [date, Math.round(s / 60)])),
    ]),
  );
}

/** True when someone clocked in within the window is still clocked in at the location. */
export async function anyOpenShift(tx: Tx, w: Window): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM payroll_open_shifts
        WHERE establishment_id = ${w.establishmentId} AND clock_in_at >= ${w.from} AND clock_in_at < ${w.to} LIMIT 1`,
  );
  return rows.length > 0;
}

export interface SaleRow {
  id: string;
  transactionId: string;
  transactionNumber: number;
  at: Date;
  kind: 'service' | 'product';
  serviceId: string | null;
  name: string;
  staffId: string;
  netCents: number;
}

function toSale(r: Record<string, unknown>): SaleRow {
  return {
    id: String(r.id),
    transactionId: String(r.transaction_id),
    transactionNumber: toNumber(r.number),
    at: toDate(r.created_at),
    kind: r.kind as SaleRow['kind'],
    serviceId: (r.service_id as string | null) ?? null,
    name: String(r.name),
    staffId: String(r.staff_id),
    netCents: toNumber(r.net_cents),
  };
}

/**
 * The ids of the location's sales made in the window, as an array the item and tip queries
 * probe by sale (each sale's few rows through its index) instead of hashing every row.
 */
const salesIn = (w: Window): SQL =>
  sql`ARRAY(SELECT id FROM payroll_sales
    WHERE establishment_id = ${w.establishmentId} AND created_at >= ${w.from} AND created_at < ${w.to})`;

/** Sold items with a staff member, of sales made in the window. */
export async function saleItems(tx: Tx, w: Window): Promise<SaleRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT id, transaction_id, number, created_at, kind, service_id, name, staff_id, net_cents
        FROM payroll_sale_items WHERE transaction_id = ANY(${salesIn(w)}) AND staff_id IS NOT NULL`,
  );
  return rows.map(toSale);
}

/** Tips with a staff member, of sales made in the window. */
export async function tips(
  tx: Tx,
  w: Window,
): Promise<{ staffId: string; transactionNumber: number; at: Date; amountCents: number }[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT staff_id, number, created_at, amount_cents FROM payroll_tips
        WHERE transaction_id = ANY(${salesIn(w)}) AND staff_id IS NOT NULL AND amount_cents > 0`,
  );
  return rows.map((r) => ({
    staffId: String(r.staff_id),
    transactionNumber: toNumber(r.number),
    at: toDate(r.created_at),
    amountCents: toNumber(r.amount_cents),
  }));
}

/** What a refund made in the window took back of one of a person's lines (net, cents). */
export interface RefundLine {
  transactionNumber: number;
  at: Date;
  kind: 'service' | 'product' | 'tip';
  serviceId: string | null;
  staffId: string;
  netCents: number;
}

/**
 * The lines refunds made in the window took back, of the location's sales whenever made (a
 * refund counts in the period it happens), each with the staff member of its item or tip.
 */
export async function refunds(tx: Tx, w: Window): Promise<RefundLine[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT number, created_at, kind, service_id, staff_id, net_cents FROM payroll_refunds
        WHERE establishment_id = ${w.establishmentId} AND created_at >= ${w.from} AND created_at < ${w.to}
          AND staff_id IS NOT NULL`,
  );
  return rows.map((r) => ({
    transactionNumber: toNumber(r.number),
    at: toDate(r.created_at),
    kind: r.kind as RefundLine['kind'],
    serviceId: (r.service_id as string | null) ?? null,
    staffId: String(r.staff_id),
    netCents: toNumber(r.net_cents),
  }));
}

/**
 * Pay terms of the people assigned to `establishmentId` and of `alsoIds` (whoever worked or sold
 * there), with every assignment of each.
 */
export async function peopleTerms(
  tx: Tx,
  establishmentId: string,
  alsoIds: readonly string[],
): Promise<PersonTerms[]> {
  const extra = alsoIds.length > 0 ? sql` OR p.user_id IN (${list(alsoIds)})` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT p.user_id, p.name, p.role, p.pay_type, p.pay_rate_cents, p.overtime_exempt, p.status, p.termination_date::text AS termination_date,
          p.date_joined::text AS date_joined, p.home_establishment_id,
          coalesce((SELECT array_agg(a2.establishment_id::text ORDER BY a2.establishment_id)
                    FROM payroll_assignments a2 WHERE a2.user_id = p.user_id), '{}') AS assignments
        FROM payroll_people p
        WHERE p.user_id IN (SELECT a.user_id FROM payroll_assignments a WHERE a.establishment_id = ${establishmentId})${extra}`,
  );
  return rows.map((r) => ({
    userId: String(r.user_id),
    name: String(r.name),
    role: String(r.role),
    payType: r.pay_type as PayType,
    rateCents: toNumber(r.pay_rate_cents),
    overtimeExempt: r.overtime_exempt === true,
    status: String(r.status),
    terminationDate: (r.termination_date as string | null) ?? null,
    dateJoined: (r.date_joined as string | null) ?? null,
    homeEstablishmentId: (r.home_establishment_id as string | null) ?? null,
    assignments: parseArray(r.assignments),
  }));
}

/** A text[] as pg (array) or PGlite (array or '{a,b}') hands it over. */
function parseArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  const s = String(v ?? '{}');
  return s === '{}' ? [] : s.slice(1, -1).split(',');
}

/** Commission rates per person: their saved plan, else their employee record's percents. */
export async function ratesOf(tx: Tx, userIds: readonly string[]): Promise<Map<string, CommissionRates>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`SELECT p.user_id, coalesce(c.service_percent::float8, p.commission_percent) AS service_percent,
          coalesce(c.product_percent::float8, p.product_commission_percent) AS product_percent,
          coalesce(c.overrides, '{}'::jsonb) AS overrides, c.tier_mode, c.tiers
        FROM payroll_people p LEFT JOIN commission_plans c ON c.user_id = p.user_id
        WHERE p.user_id IN (${list(userIds)})`,
  );
  return new Map(
    rows.map((r) => {
      const bands = (typeof r.tiers === 'string' ? JSON.parse(r.tiers) : r.tiers) as StoredBand[] | null;
      const overrides = (typeof r.overrides === 'string' ? JSON.parse(r.overrides) : r.overrides) as Record<
        string,
        number
      >;
      const rates: CommissionRates = {
        servicePercent: toNumber(r.service_percent),
        productPercent: toNumber(r.product_percent),
        overrides,
        tiers: r.tier_mode && bands ? { mode: r.tier_mode as 'all' | 'progressive', bands } : null,
      };
      return [String(r.user_id), rates];
    }),
  );
}

/** Names of people by id. */
export async function namesOf(tx: Tx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{ user_id: string; name: string }>(
    tx,
    sql`SELECT user_id, name FROM payroll_people WHERE user_id IN (${list(userIds)})`,
  );
  return new Map(rows.map((r) => [r.user_id, r.name]));
}
