/**
 * The sales of any run of local days, for modules that show sales figures beside their own
 * (issue #31 "The dashboard, reports, analytics, performance, payroll's figures … all read these
 * functions"): per location and day, the day's sums (sales-figures.ts turns them into figures),
 * and per staff member and kind what they sold and had refunded. Rolled-up days come from the
 * roll-ups; the days since, and days cut short at a local time, from the one computation
 * (sales-days.sql.ts). Inside the caller's tenant transaction; money is integer cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LineKind } from '@daybook/contracts';
import { queryPrepared, type Tx } from '../../db/client.js';
import { rolledThrough } from './sales-days.repository.js';
import { planOf, sourceOf, type DayRun, type Plan } from './sales-days.source.js';
import { DAY_TOTAL_SUMS, dayLinesOf, dayTotalsOf, type PlaceSpan } from './sales-days.sql.js';
import { NO_SALES, sumName, type SalesSums } from './sales-figures.js';

/** A location's sums of one local day. */
export interface DaySales {
  establishmentId: string;
  day: string;
  sums: SalesSums;
}

/** The kinds of a day's lines: items, and tips. */
export type SalesLineKind = LineKind | 'tip';

/** What a staff member (null: nobody) sold of a kind on a local day, and what refunds that day took back. */
export interface StaffDaySales {
  establishmentId: string;
  day: string;
  staffId: string | null;
  kind: SalesLineKind;
  netCents: number;
  refundedNetCents: number;
}

const TOTAL_COLUMNS = sql.raw(['establishment_id', 'day', ...DAY_TOTAL_SUMS].join(', '));
const LINE_COLUMNS = sql`establishment_id, day, staff_id, kind, net_cents, refunded_net_cents`;

/** The runs' sales: per location and day, and per staff member and kind. */
export interface SalesOfDays {
  /** Per location and local day with a sale or a refund (and every rolled-up day): its sums. */
  days: DaySales[];
  /** Per location, local day, staff member and kind: net sold and net refunded that day. */
  staff: StaffDaySales[];
}

/** Each plan's rows of `table` (or computed, as sourceOf), tagged with the plan's index as `read`. */
function readsOf(
  plans: readonly Plan[],
  table: SQL,
  columns: SQL,
  compute: (spans: readonly PlaceSpan[]) => SQL,
): SQL {
  return sql.join(
    plans.map(
      (plan, read) => sql`SELECT ${read}::int AS read, * FROM (${sourceOf(plan, table, columns, compute)}) x`,
    ),
    sql` UNION ALL `,
  );
}

/**
 * Each plan's day sums per location and day. Prepared: a handful of shapes per tenant (how many
 * locations, which days rolled up), each far dearer to plan than to run.
 */
async function daySums(tx: Tx, plans: readonly Plan[]): Promise<DaySales[][]> {
  const rows = await queryPrepared<Record<string, string | number>>(
    tx,
    sql`SELECT read, establishment_id, day::text AS day, ${sql.raw(DAY_TOTAL_SUMS.join(', '))}
      FROM (${readsOf(plans, sql`sales_day_totals`, TOTAL_COLUMNS, dayTotalsOf)}) x`,
  );
  const result = plans.map((): DaySales[] => []);
  for (const r of rows) {
    const sums = { ...NO_SALES };
    for (const column of DAY_TOTAL_SUMS) sums[sumName(column)] = Number(r[column] ?? 0);
    result[Number(r.read)]!.push({ establishmentId: String(r.establishment_id), day: String(r.day), sums });
  }
  return result;
}

/** Each plan's lines per location, day, staff member and kind. */
async function staffLines(tx: Tx, plans: readonly Plan[]): Promise<StaffDaySales[][]> {
  const rows = await queryPrepared<{
    read: number;
    establishment_id: string;
    day: string;
    staff_id: string | null;
    kind: SalesLineKind;
    net_cents: string | number;
    refunded_net_cents: string | number;
  }>(
    tx,
    sql`SELECT read, establishment_id, day::text AS day, staff_id, kind,
        sum(net_cents)::bigint AS net_cents, sum(refunded_net_cents)::bigint AS refunded_net_cents
      FROM (${readsOf(plans, sql`sales_day_lines`, LINE_COLUMNS, dayLinesOf)}) x
      GROUP BY read, establishment_id, day, staff_id, kind`,
  );
  const result = plans.map((): StaffDaySales[] => []);
  for (const r of rows)
    result[Number(r.read)]!.push({
      establishmentId: r.establishment_id,
      day: r.day,
      staffId: r.staff_id,
      kind: r.kind,
      netCents: Number(r.net_cents),
      refundedNetCents: Number(r.refunded_net_cents),
    });
  return result;
}

/**
 * The sales of each read's runs of local days (cents; tickets and refunds counts; a tip's amount
 * as its net), days cut short counting what happened before their cut: one answer per read, so
 * a day can be read whole in one and cut in another. Two statements for every read together;
 * one with `staff: false`, which leaves the staff lines out (`staff` is then empty), or with
 * `days: false`, which leaves the day sums out (`days` is then empty).
 */
export async function salesOfDays(
  tx: Tx,
  reads: readonly (readonly DayRun[])[],
  { staff = true, days: withDays = true }: { staff?: boolean; days?: boolean } = {},
): Promise<SalesOfDays[]> {
  const places = new Map(reads.flatMap((runs) => runs.map((r) => [r.place.id, r.place] as const)));
  const through = await rolledThrough(tx, [...places.values()]);
  const plans = reads.map((runs) => planOf(runs, through));
  if (plans.every((plan) => plan.rolled.length === 0 && plan.computed.length === 0))
    return plans.map(() => ({ days: [], staff: [] }));
  const days = withDays ? await daySums(tx, plans) : undefined;
  const lines = staff ? await staffLines(tx, plans) : undefined;
  return plans.map((_, n) => ({ days: days?.[n] ?? [], staff: lines?.[n] ?? [] }));
}
