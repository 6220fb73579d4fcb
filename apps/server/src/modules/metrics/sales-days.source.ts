/**
 * Where a run of a location's local days is read from (issue #31 "Per-day roll-ups"): the days
 * rolled up from a roll-up table, the others (and days cut short at a local time) from the one
 * computation (sales-days.sql.ts), every location's in one computation. Every reader of day rows
 * selects from sourceOf(planOf(…)).
 */
import { sql, type SQL } from 'drizzle-orm';
import { addDays, startOfLocalDay, wallInstant } from '../../lib/local-dates.js';
import { spanOf } from './sales-days.repository.js';
import type { Place, PlaceSpan, Span } from './sales-days.sql.js';

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

/** Where each day's rows come from: rolled-up day ranges, and spans to compute. */
export interface Plan {
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
export function planOf(runs: readonly DayRun[], through: ReadonlyMap<string, string | null>): Plan {
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

/**
 * The plan's rows of `table` UNION ALL the computation's (one, for every span), as `columns`;
 * no rows when the plan is empty.
 */
export function sourceOf(
  plan: Plan,
  table: SQL,
  columns: SQL,
  compute: (spans: readonly PlaceSpan[]) => SQL,
): SQL {
  const parts: SQL[] = [];
  if (plan.rolled.length > 0)
    parts.push(sql`SELECT ${columns} FROM ${table} WHERE ${sql.join(plan.rolled, sql` OR `)}`);
  if (plan.computed.length > 0) parts.push(sql`SELECT ${columns} FROM (${compute(plan.computed)}) c`);
  if (parts.length === 0) return sql`SELECT ${columns} FROM ${table} WHERE false`;
  return sql.join(parts, sql` UNION ALL `);
}
