/**
 * The sales report's two statements (issue #31 "Reports: Sales"), over day rows — rolled-up days
 * from the roll-ups, the days since from the one computation (sales-days.sql.ts): each day's
 * totals summed for the period and the previous one, per interval and per location (one row a
 * day and location, so a year reads a few hundred rows); and the period's lines summed per
 * category and per staff member. Money is integer cents; days are 'YYYY-MM-DD'.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SalesInterval } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { addDays } from '../../lib/local-dates.js';
import { spanOf } from './sales-days.repository.js';
import { DAY_TOTAL_SUMS, dayLinesOf, dayTotalsOf, type Place, type PlaceSpan } from './sales-days.sql.js';
import { planOf, sourceOf } from './sales-days.source.js';
import { monthEnd, wholeMonths } from './sales-months.js';
import { sumName, type SalesSums } from './sales-figures.js';

/** What both statements read: the locations, each one's last rolled-up day, and the days. */
export interface SalesWindow {
  places: readonly Place[];
  /** Per location id, its last rolled-up day (null: none). */
  through: ReadonlyMap<string, string | null>;
  /** First day of the previous period. */
  first: string;
  /** First day of the period. */
  split: string;
  /** Last day of the period. */
  last: string;
  interval: SalesInterval;
}

/** Each location's days from `first` (or the day after its last rolled-up one) to w.last, as spans to compute. */
function unrolledSpans(w: SalesWindow, first: string): PlaceSpan[] {
  return w.places.flatMap((place) => {
    const through = w.through.get(place.id);
    const from = through && through >= first ? addDays(through, 1) : first;
    return from <= w.last ? [{ place, span: spanOf(place, from, w.last) }] : [];
  });
}

/**
 * The rows of `table` for the rolled-up days of `first`…w.last, UNION ALL the computation's rows
 * for the days since (one computation for every location).
 */
function source(
  w: SalesWindow,
  first: string,
  table: SQL,
  columns: SQL,
  compute: (spans: readonly PlaceSpan[]) => SQL,
): SQL {
  const runs = w.places.map((place) => ({ place, first, last: w.last }));
  return sourceOf(planOf(runs, w.through), table, columns, compute);
}

/**
 * The window's line rows from `first` (default: the previous period's first day) to w.last
 * (columns of sales_day_lines without the tenant): rolled-up days from the roll-up, the days
 * since computed from the sales. Every reader of sales lines by category, staff member, service
 * or product selects from this.
 */
export const linesSource = (w: SalesWindow, first: string = w.first): SQL =>
  source(w, first, sql`sales_day_lines`, LINE_COLUMNS, dayLinesOf);

/**
 * The period's line rows (w.split…w.last), as linesSource but reading each location's whole
 * rolled-up months from the month roll-up (their `day` is the month's 1st): what the period's
 * breakdowns read, so a year reads a row per month and item rather than one per day.
 */
function periodLinesSource(w: SalesWindow): SQL {
  const parts: SQL[] = [];
  const days = (p: Place, from: string, to: string) =>
    from <= to ? [sql`(establishment_id = ${p.id} AND day BETWEEN ${from}::date AND ${to}::date)`] : [];
  const rolledDays: SQL[] = [];
  const months: SQL[] = [];
  for (const p of w.places) {
    const through = w.through.get(p.id);
    if (!through || through < w.split) continue;
    const upTo = through < w.last ? through : w.last;
    const whole = wholeMonths(w.split, upTo);
    if (!whole) {
      rolledDays.push(...days(p, w.split, upTo));
      continue;
    }
    months.push(
      sql`(establishment_id = ${p.id} AND month BETWEEN ${whole.from}::date AND ${whole.to}::date)`,
    );
    rolledDays.push(
      ...days(p, w.split, addDays(whole.from, -1)),
      ...days(p, addDays(monthEnd(whole.to), 1), upTo),
    );
  }
  if (months.length > 0)
    parts.push(sql`SELECT ${MONTH_LINE_COLUMNS} FROM sales_month_lines WHERE ${sql.join(months, sql` OR `)}`);
  if (rolledDays.length > 0)
    parts.push(sql`SELECT ${LINE_COLUMNS} FROM sales_day_lines WHERE ${sql.join(rolledDays, sql` OR `)}`);
  const spans = unrolledSpans(w, w.split);
  if (spans.length > 0) parts.push(sql`SELECT ${LINE_COLUMNS} FROM (${dayLinesOf(spans)}) c`);
  if (parts.length === 0) return sql`SELECT ${LINE_COLUMNS} FROM sales_day_lines WHERE false`;
  return sql.join(parts, sql` UNION ALL `);
}

/**
 * The window's day totals, previous period included (columns of sales_day_totals without the
 * tenant and zone), as linesSource. Every reader of a period's figures selects from this.
 */
export const totalsSource = (w: SalesWindow): SQL =>
  source(w, w.first, sql`sales_day_totals`, TOTAL_COLUMNS, dayTotalsOf);

const LINE_COLUMNS = sql`establishment_id, day, kind, staff_id, service_id, product_id, quantity, gross_cents,
  discount_cents, net_cents, tax_cents, refunded_net_cents, refunded_tax_cents`;
/** The month roll-up's rows as day line rows: the month's 1st as their day. */
const MONTH_LINE_COLUMNS = sql`establishment_id, month AS day, kind, staff_id, service_id, product_id, quantity,
  gross_cents, discount_cents, net_cents, tax_cents, refunded_net_cents, refunded_tax_cents`;
const TOTAL_COLUMNS = sql.raw(['establishment_id', 'day', ...DAY_TOTAL_SUMS].join(', '));

/** The first day of `day`'s interval: Mondays for weeks, the 1st for months. */
function bucketOf(interval: SalesInterval, day: SQL): SQL {
  if (interval === 'day') return sql`to_char(${day}, 'YYYY-MM-DD')`;
  return sql`to_char(date_trunc(${interval}, ${day}), 'YYYY-MM-DD')`;
}

/** Which sums a row holds: the whole period's, or one interval's, category's, staff member's or location's. */
export type SumsOf = 'period' | 'interval' | 'category' | 'staff' | 'location';

export interface SumsRow {
  of: SumsOf;
  current: boolean;
  bucket: string | null;
  kind: string | null;
  category: string | null;
  staffId: string | null;
  establishmentId: string | null;
  sums: Partial<SalesSums>;
}

interface RawSumsRow {
  current: boolean;
  bucket: string | null;
  kind: string | null;
  category: string | null;
  staff_id: string | null;
  establishment_id: string | null;
  gb: number;
  gk: number;
  gs: number;
  ge: number;
  [figure: string]: string | number | boolean | null;
}

function classify(r: RawSumsRow): SumsOf {
  if (r.gb === 0) return 'interval';
  if (r.gk === 0) return 'category';
  if (r.gs === 0) return 'staff';
  if (r.ge === 0) return 'location';
  return 'period';
}

/** Numeric columns of a row (bigint sums arrive as text) by their SalesSums names. */
function sumsOf(r: RawSumsRow, names: readonly (keyof SalesSums)[]): Partial<SalesSums> {
  const out: Partial<SalesSums> = {};
  for (const name of names) out[name] = Number(r[name] ?? 0);
  return out;
}

/** The sums the lines statement answers (the period's, per category or staff member). */
const LINE_SUMS = [
  'quantity',
  'grossCents',
  'discountCents',
  'serviceNetCents',
  'serviceRefundedCents',
  'productNetCents',
  'productRefundedCents',
  'tipsCents',
  'refundedTipsCents',
] as const;

const TOTAL_SUMS = DAY_TOTAL_SUMS.map(sumName);

const toRow =
  (names: readonly (keyof SalesSums)[]) =>
  (r: RawSumsRow): SumsRow => ({
    of: classify(r),
    current: r.current,
    bucket: r.bucket,
    kind: r.kind,
    category: r.category,
    staffId: r.staff_id,
    establishmentId: r.establishment_id,
    sums: sumsOf(r, names),
  });

/** The period's line sums per kind and category, and per staff member. */
export async function lineSums(tx: Tx, w: SalesWindow): Promise<SumsRow[]> {
  const rows = await queryRows<RawSumsRow>(
    tx,
    // The days are added up first (a year's rows to one per kind, staff member and item), so the
    // categories are looked up once per item rather than once per day.
    sql`WITH src AS (${periodLinesSource(w)}),
      items AS (SELECT kind, staff_id, service_id, product_id, sum(quantity) AS quantity,
          sum(gross_cents) AS gross_cents, sum(discount_cents) AS discount_cents, sum(net_cents) AS net_cents,
          sum(refunded_net_cents) AS refunded_net_cents
        FROM src GROUP BY kind, staff_id, service_id, product_id),
      x AS (SELECT items.*, CASE items.kind WHEN 'service' THEN sv.category WHEN 'product' THEN pr.category END AS category
        FROM items
          LEFT JOIN published.services sv ON sv.id = items.service_id
          LEFT JOIN published.inventory_products pr ON pr.id = items.product_id)
      SELECT true AS current, NULL AS bucket, x.kind, x.category, x.staff_id, NULL AS establishment_id,
        1 AS gb, GROUPING(x.kind) AS gk, GROUPING(x.staff_id) AS gs, 1 AS ge,
        coalesce(sum(x.quantity) FILTER (WHERE x.kind <> 'tip'), 0) AS "quantity",
        sum(x.gross_cents) AS "grossCents", sum(x.discount_cents) AS "discountCents",
        coalesce(sum(x.net_cents) FILTER (WHERE x.kind = 'service'), 0) AS "serviceNetCents",
        coalesce(sum(x.refunded_net_cents) FILTER (WHERE x.kind = 'service'), 0) AS "serviceRefundedCents",
        coalesce(sum(x.net_cents) FILTER (WHERE x.kind = 'product'), 0) AS "productNetCents",
        coalesce(sum(x.refunded_net_cents) FILTER (WHERE x.kind = 'product'), 0) AS "productRefundedCents",
        coalesce(sum(x.net_cents) FILTER (WHERE x.kind = 'tip'), 0) AS "tipsCents",
        coalesce(sum(x.refunded_net_cents) FILTER (WHERE x.kind = 'tip'), 0) AS "refundedTipsCents"
      FROM x
      GROUP BY GROUPING SETS ((x.kind, x.category), (x.staff_id))`,
  );
  return rows.map(toRow(LINE_SUMS));
}

/** Every day sum per period, and of the period per interval and per location. */
export async function totalSums(tx: Tx, w: SalesWindow): Promise<SumsRow[]> {
  const sums = DAY_TOTAL_SUMS.map((c) => sql.raw(`sum(x.${c}) AS "${sumName(c)}"`));
  const rows = await queryRows<RawSumsRow>(
    tx,
    sql`WITH src AS (${totalsSource(w)}),
      x AS (SELECT src.*, src.day >= ${w.split}::date AS current, ${bucketOf(w.interval, sql`src.day`)} AS bucket FROM src)
      SELECT x.current, x.bucket, NULL AS kind, NULL AS category, NULL AS staff_id, x.establishment_id,
        GROUPING(x.bucket) AS gb, 1 AS gk, 1 AS gs, GROUPING(x.establishment_id) AS ge, ${sql.join(sums, sql`, `)}
      FROM x
      GROUP BY GROUPING SETS ((x.current), (x.current, x.bucket), (x.current, x.establishment_id))`,
  );
  return rows.map(toRow(TOTAL_SUMS));
}

/** Names of the people `ids`, 'First Last'. */
export async function peopleNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`SELECT id, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name
      FROM published.users WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
