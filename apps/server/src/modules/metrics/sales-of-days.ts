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
import { queryRows, type Tx } from '../../db/client.js';
import { addDays, startOfLocalDay, wallInstant } from '../../lib/local-dates.js';
import { rolledThrough, spanOf } from './sales-days.repository.js';
import {
  DAY_TOTAL_SUMS,
  dayLinesOf,
  dayTotalsOf,
  type Place,
  type PlaceSpan,
  type Span,
} from './sales-days.sql.js';
import { NO_SALES, sumName, type SalesSums } from './sales-figures.js';

/** Local days `first`…`last` of a location ('YYYY-MM-DD'). */
export interface DayRun {
  place: Place;
  first: string;
  last: string;
  /**
   * Per local day, 'HH:MM': only sales and refunds before that local time count ('24:00' the
   * whole day, '00:00' none of it). Days without a cut count whole.
   */
  cuts?: ReadonlyMap<string, string>;
}

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

/** Where each day's rows come from: rolled-up day ranges, and spans to compute. */
interface Plan {
  rolled: SQL[];
  computed: PlaceSpan[];
}

/** The instants of local `day` at `place` before the cut `time` ('HH:MM'). */
function cutSpan(place: Place, day: string, time: string): Span {
  const from = new Date(startOfLocalDay(day, place.timeZone));
  // A wall time the clocks skip (never the current one) counts its minutes from midnight.
  const [h, m] = time.split(':').map(Number);
  const to = wallInstant(day, time, place.timeZone) ?? new Date(from.getTime() + (h! * 60 + m!) * 60_000);
  return { from, to };
}

/** Splits each run into rolled-up ranges and spans to compute (runs of whole days, and cut days). */
function planOf(runs: readonly DayRun[], through: ReadonlyMap<string, string | null>): Plan {
  const plan: Plan = { rolled: [], computed: [] };
  for (const { place, first, last, cuts } of runs) {
    const upTo = through.get(place.id) ?? null;
    let start: string | null = null;
    let rolled = false;
    const flush = (end: string) => {
      if (start === null) return;
      if (rolled)
        plan.rolled.push(
          sql`(establishment_id = ${place.id} AND day BETWEEN ${start}::date AND ${end}::date)`,
        );
      else plan.computed.push({ place, span: spanOf(place, start, end) });
      start = null;
    };
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const cut = cuts?.get(day);
      if (cut !== undefined && cut !== '24:00') {
        flush(addDays(day, -1));
        if (cut !== '00:00') plan.computed.push({ place, span: cutSpan(place, day, cut) });
        continue;
      }
      const isRolled = upTo !== null && day <= upTo;
      if (start !== null && isRolled !== rolled) flush(addDays(day, -1));
      if (start === null) {
        start = day;
        rolled = isRolled;
      }
    }
    flush(last);
  }
  return plan;
}

/** The plan's rows of `table` UNION ALL the computation's (one, for every span), as `columns`. */
function sourceOf(plan: Plan, table: SQL, columns: SQL, compute: (spans: readonly PlaceSpan[]) => SQL): SQL {
  const parts: SQL[] = [];
  if (plan.rolled.length > 0)
    parts.push(sql`SELECT ${columns} FROM ${table} WHERE ${sql.join(plan.rolled, sql` OR `)}`);
  if (plan.computed.length > 0) parts.push(sql`SELECT ${columns} FROM (${compute(plan.computed)}) c`);
  return sql.join(parts, sql` UNION ALL `);
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

/** The plan's day sums per location and day. */
async function daySums(tx: Tx, plan: Plan): Promise<DaySales[]> {
  const rows = await queryRows<Record<string, string | number>>(
    tx,
    sql`SELECT establishment_id, day::text AS day, ${sql.raw(DAY_TOTAL_SUMS.join(', '))}
      FROM (${sourceOf(plan, sql`sales_day_totals`, TOTAL_COLUMNS, dayTotalsOf)}) x`,
  );
  return rows.map((r) => {
    const sums = { ...NO_SALES };
    for (const column of DAY_TOTAL_SUMS) sums[sumName(column)] = Number(r[column] ?? 0);
    return { establishmentId: String(r.establishment_id), day: String(r.day), sums };
  });
}

/** The plan's lines per location, day, staff member and kind. */
async function staffLines(tx: Tx, plan: Plan): Promise<StaffDaySales[]> {
  const rows = await queryRows<{
    establishment_id: string;
    day: string;
    staff_id: string | null;
    kind: SalesLineKind;
    net_cents: string | number;
    refunded_net_cents: string | number;
  }>(
    tx,
    sql`SELECT establishment_id, day::text AS day, staff_id, kind,
        sum(net_cents)::bigint AS net_cents, sum(refunded_net_cents)::bigint AS refunded_net_cents
      FROM (${sourceOf(plan, sql`sales_day_lines`, LINE_COLUMNS, dayLinesOf)}) x
      GROUP BY establishment_id, day, staff_id, kind`,
  );
  return rows.map((r) => ({
    establishmentId: r.establishment_id,
    day: r.day,
    staffId: r.staff_id,
    kind: r.kind,
    netCents: Number(r.net_cents),
    refundedNetCents: Number(r.refunded_net_cents),
  }));
}

/**
 * The sales of the runs' local days (cents; tickets and refunds counts; a tip's amount as its
 * net), days cut short counting what happened before their cut. Two statements; one with
 * `staff: false`, which leaves the staff lines out (`staff` is then empty).
 */
export async function salesOfDays(
  tx: Tx,
  runs: readonly DayRun[],
  { staff = true }: { staff?: boolean } = {},
): Promise<SalesOfDays> {
  const places = runs.map((r) => r.place);
  const plan = planOf(runs, await rolledThrough(tx, places));
  if (plan.rolled.length === 0 && plan.computed.length === 0) return { days: [], staff: [] };
  const days = await daySums(tx, plan);
  return { days, staff: staff ? await staffLines(tx, plan) : [] };
}
