/**
 * The performance queries, one per figure group for every listed staff member at once, over
 * the module's read models (performance.schema.ts). Each reads the whole window — every period
 * it adds up, such as the previous period and the current one — between two instants that bound
 * every location's local days (so the time-ordered indexes serve it), keeps the exact local days
 * in each location's own zone, and adds each row into every period it falls in. Money is
 * integer cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PERFORMANCE_REBOOK_DAYS, type RawRole } from '@daybook/contracts';
import { queryPrepared, queryRows, type Tx } from '../../db/client.js';
import { addDays, startOfLocalDay } from '../../lib/local-dates.js';
import {
  performanceAppointments as appointments,
  performancePeople as people,
  performancePlaces as places,
  performanceSaleItems as saleItems,
} from './performance.schema.js';

/**
 * A period the queries add up, in the window's days: `first`…`last`; with `cut`, its last day
 * counts only what starts before each location's cut (PerformanceWindow.cuts).
 */
export interface WindowPeriod {
  first: string;
  last: string;
  cut: boolean;
}

/** What every query reads: where, who, which local days, and the periods to add them up into. */
export interface PerformanceWindow {
  places: readonly { id: string; timeZone: string }[];
  staffIds: string[];
  /** First and last local day of every period together. */
  firstDay: string;
  lastDay: string;
  /** What each query adds up; rows name a period by its index here. */
  periods: readonly WindowPeriod[];
  /**
   * Per location id, 'HH:MM' ('24:00' = the whole day): on the last day of a period with `cut`
   * only what starts before this local time there counts. Absent: no period is cut.
   */
  cuts?: ReadonlyMap<string, string>;
  /**
   * Per location id, how many days its local days are ahead of the window's (`anchor=today`):
   * its day D counts as day D − shift. Absent: every location reads the same dates.
   */
  shifts?: ReadonlyMap<string, number>;
  /** Instants bounding the window's local days in every location's zone. */
  from: Date;
  to: Date;
  /**
   * The rows besides the group's per period: each listed staff member's ('staff', the default),
   * none ('group'), or each location's ('places').
   */
  breakdown?: 'staff' | 'group' | 'places';
}

const list = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The location's own day ('YYYY-MM-DD') of `column` in its zone (`p` is performance_places). */
const ownDay = (column: SQL) => sql`to_char(${column} AT TIME ZONE p.time_zone, 'YYYY-MM-DD')`;

/** The days the location `p` is ahead of the window (0 without shifts), as an integer. */
function shiftAt(w: PerformanceWindow): SQL | null {
  if (!w.shifts || [...w.shifts.values()].every((n) => n === 0)) return null;
  const arms = [...w.shifts].map(([id, days]) => sql`WHEN ${id} THEN ${days}::int`);
  return sql`(CASE p.id::text ${sql.join(arms, sql` `)} ELSE 0 END)`;
}

/** The window's day ('YYYY-MM-DD') of `column`: the location's own day less its shift. */
function localDay(w: PerformanceWindow, column: SQL): SQL {
  const shift = shiftAt(w);
  if (!shift) return ownDay(column);
  return sql`to_char((${column} AT TIME ZONE p.time_zone)::date - ${shift}, 'YYYY-MM-DD')`;
}

/** The window's cut at the location `p` (performance_places) as a `time`. */
function cutAt(cuts: ReadonlyMap<string, string>): SQL {
  const times = new Set(cuts.values());
  if (times.size === 1) return sql`${[...times][0]}::time`;
  const arms = [...cuts].map(([id, time]) => sql`WHEN ${id} THEN ${time}::time`);
  return sql`(CASE p.id::text ${sql.join(arms, sql` `)} END)`;
}

/** Whether `column` (an instant) is before the location's cut in its day (true without cuts). */
function beforeCut(w: PerformanceWindow, column: SQL): SQL {
  if (!w.cuts) return sql`true`;
  return sql`((${column} AT TIME ZONE p.time_zone)::time < ${cutAt(w.cuts)})`;
}

/** An appointment's end as counted on a cut day: no later than the location's cut. */
function endByCut(w: PerformanceWindow, starts: SQL, ends: SQL): SQL {
  if (!w.cuts) return ends;
  return sql`least(${ends}, ((${ownDay(starts)})::date + ${cutAt(w.cuts)}) AT TIME ZONE p.time_zone)`;
}

/**
 * The window's periods at each location as a table `pr(k, establishment_id, first_day,
 * last_day, cut, starts_at)`: `k` is the period's index, `starts_at` the instant its first day
 * begins there (its own day, shifted).
 */
function periodsTable(w: PerformanceWindow): SQL {
  const rows = w.periods.flatMap((p, k) =>
    w.places.map((place) => {
      const startsAt = new Date(
        startOfLocalDay(addDays(p.first, w.shifts?.get(place.id) ?? 0), place.timeZone),
      );
      return sql`(${k}::int, ${place.id}::uuid, ${p.first}::text, ${p.last}::text, ${p.cut}::boolean, ${startsAt}::timestamptz)`;
    }),
  );
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS pr(k, establishment_id, first_day, last_day, cut, starts_at)`;
}

/**
 * The key columns `staff_id, establishment_id` of rows `x` grouped per period (`pr.k`) and per
 * the window's breakdown (both null on the group's rows), and their GROUP BY.
 */
function grouped(w: PerformanceWindow, x: SQL): { keys: SQL; groupBy: SQL } {
  switch (w.breakdown ?? 'staff') {
    case 'group':
      return {
        keys: sql`NULL::uuid AS staff_id, NULL::uuid AS establishment_id`,
        groupBy: sql`GROUP BY pr.k`,
      };
    case 'places':
      return {
        keys: sql`NULL::uuid AS staff_id,
          CASE WHEN GROUPING(pr.establishment_id) = 0 THEN pr.establishment_id END AS establishment_id`,
        groupBy: sql`GROUP BY GROUPING SETS ((pr.establishment_id, pr.k), (pr.k))`,
      };
    case 'staff':
      return {
        keys: sql`CASE WHEN GROUPING(${x}.staff_id) = 0 THEN ${x}.staff_id END AS staff_id,
          NULL::uuid AS establishment_id`,
        groupBy: sql`GROUP BY GROUPING SETS ((${x}.staff_id, pr.k), (pr.k))`,
      };
  }
}

/**
 * Condition: the row `x` (its `establishment_id`, window `day` and `before_cut`) counts in the
 * period `pr`: at its location, one of its days, and before the cut when on the last day of a
 * cut period.
 */
const inPeriod = (x: SQL) =>
  sql`pr.establishment_id = ${x}.establishment_id AND ${x}.day BETWEEN pr.first_day AND pr.last_day
    AND (NOT pr.cut OR ${x}.day <> pr.last_day OR ${x}.before_cut)`;

/** The active people working at the locations, narrowed by role and person; one row each. */
export function listPeople(
  tx: Tx,
  establishmentIds: string[],
  filter: { role?: RawRole; staffId?: string },
): Promise<{ user_id: string; name: string; role: RawRole }[]> {
  return queryRows(
    tx,
    sql`SELECT DISTINCT pp.user_id, pp.name, pp.role FROM ${people} pp
      WHERE pp.establishment_id IN (${list(establishmentIds)}) AND pp.is_active
        ${filter.role ? sql`AND pp.role = ${filter.role}` : sql``}
        ${filter.staffId ? sql`AND pp.user_id = ${filter.staffId}` : sql``}
      ORDER BY pp.name, pp.user_id`,
  );
}

/** A row's keys: both null on the whole group's row of a period (see PerformanceWindow.breakdown). */
export interface BreakdownKeys {
  staff_id: string | null;
  establishment_id: string | null;
}

export interface TicketsRow extends BreakdownKeys {
  period: number;
  sale_count: number;
}

/**
 * Tickets per staff member and period (the distinct sales they had an item on), and per period
 * for the group (a sale shared by two counts once). Their money comes from the metrics module.
 */
export function ticketsByPeriod(tx: Tx, w: PerformanceWindow): Promise<TicketsRow[]> {
  const { keys, groupBy } = grouped(w, sql`x`);
  return queryRows(
    tx,
    sql`SELECT ${keys}, pr.k AS period,
        count(DISTINCT x.transaction_id)::int AS sale_count
      FROM (SELECT s.establishment_id, s.staff_id, s.transaction_id, ${localDay(w, sql`s.created_at`)} AS day,
          ${beforeCut(w, sql`s.created_at`)} AS before_cut
        FROM ${saleItems} s JOIN ${places} p ON p.id = s.establishment_id
        WHERE s.establishment_id IN (${list(w.places.map((p) => p.id))}) AND s.staff_id IN (${list(w.staffIds)})
          AND s.created_at >= ${w.from} AND s.created_at < ${w.to}) x
        JOIN ${periodsTable(w)} ON ${inPeriod(sql`x`)}
      ${groupBy}`,
  );
}

export interface VisitFiguresRow extends BreakdownKeys {
  period: number;
  appointments: number;
  no_shows: number;
  booked_minutes: number;
  completed_visits: number;
  rebooked_visits: number;
  new_clients: number;
  returning_clients: number;
}

/**
 * Per staff member and period (and per period for the group), from one reading of the window's
 * appointments: appointments and booked minutes (neither cancelled nor no-show), no-shows,
 * completed visits, and those rebooked — the client had another appointment at the location,
 * not cancelled, starting later and booked within PERFORMANCE_REBOOK_DAYS days of the visit's
 * end; and the distinct clients of completed visits, new when their first completed visit in
 * the tenant is on or after the period's first local day, returning otherwise. Each row carries
 * either the appointment figures or the client figures, the others 0.
 *
 * A visit is rebooked when one later appointment of its client qualifies: a semi-join that stops
 * at the first, through the client's time-ordered index, once per appointment however many
 * periods it counts in. Each client's first visit is looked up once, on the row grouping their
 * visits, and the visits are unnested from that row again: no join is left for the planner to
 * choose, so the plan cannot turn into a lookup per visit row and client (as it did when a table
 * without statistics made it expect one visit row where there were thousands). Prepared: its
 * text changes only with the number of locations and people, and planning it costs as much as
 * a third of running it.
 */
export function visitFigures(tx: Tx, w: PerformanceWindow): Promise<VisitFiguresRow[]> {
  return queryPrepared(tx, visitFiguresSql(w));
}

/** visitFigures' statement. */
export function visitFiguresSql(w: PerformanceWindow): SQL {
  const appointmentsBy = grouped(w, sql`x`);
  const clientsBy = grouped(w, sql`u`);
  return sql`WITH x AS MATERIALIZED (
        SELECT y.* FROM (
          SELECT a.establishment_id, a.staff_id, a.status, a.visit_key, a.client_id,
            ${localDay(w, sql`a.starts_at`)} AS day, ${beforeCut(w, sql`a.starts_at`)} AS before_cut,
            a.status NOT IN ('cancelled', 'no_show') AS booked,
            round(extract(epoch FROM a.ends_at - a.starts_at) / 60) AS minutes,
            round(extract(epoch FROM ${endByCut(w, sql`a.starts_at`, sql`a.ends_at`)} - a.starts_at) / 60) AS cut_minutes,
            a.status = 'completed' AND EXISTS (
              SELECT 1 FROM ${appointments} n
              WHERE n.client_id = a.client_id AND n.establishment_id = a.establishment_id
                AND n.starts_at > a.starts_at AND n.visit_key <> a.visit_key AND n.status <> 'cancelled'
                AND n.created_at <= a.ends_at + make_interval(days => ${PERFORMANCE_REBOOK_DAYS}::int)) AS rebooked
          FROM ${appointments} a JOIN ${places} p ON p.id = a.establishment_id
          WHERE a.establishment_id IN (${list(w.places.map((p) => p.id))}) AND a.staff_id IN (${list(w.staffIds)})
            AND a.starts_at >= ${w.from} AND a.starts_at < ${w.to}) y
        WHERE y.day BETWEEN ${w.firstDay} AND ${w.lastDay}
      ), per_client AS MATERIALIZED (
        SELECT v.client_id,
          (SELECT f.starts_at FROM ${appointments} f
            WHERE f.client_id = v.client_id AND f.status = 'completed' ORDER BY f.starts_at LIMIT 1) AS first_at,
          array_agg(v.establishment_id) AS establishment_ids, array_agg(v.staff_id) AS staff_ids,
          array_agg(v.day) AS days, array_agg(v.before_cut) AS before_cuts
        FROM x v WHERE v.status = 'completed' AND v.client_id IS NOT NULL
        GROUP BY v.client_id
      ), client_visits AS MATERIALIZED (
        SELECT c.client_id, c.first_at, u.*
        FROM per_client c
          CROSS JOIN LATERAL unnest(c.establishment_ids, c.staff_ids, c.days, c.before_cuts)
            AS u(establishment_id, staff_id, day, before_cut)
      )
      SELECT ${appointmentsBy.keys}, pr.k AS period,
        count(*) FILTER (WHERE x.booked)::int AS appointments,
        count(*) FILTER (WHERE x.status = 'no_show')::int AS no_shows,
        coalesce(sum(CASE WHEN pr.cut AND x.day = pr.last_day THEN x.cut_minutes ELSE x.minutes END)
          FILTER (WHERE x.booked), 0)::int AS booked_minutes,
        count(DISTINCT x.visit_key) FILTER (WHERE x.status = 'completed')::int AS completed_visits,
        count(DISTINCT x.visit_key) FILTER (WHERE x.rebooked)::int AS rebooked_visits,
        0 AS new_clients, 0 AS returning_clients
      FROM x JOIN ${periodsTable(w)} ON ${inPeriod(sql`x`)}
      ${appointmentsBy.groupBy}
      UNION ALL
      SELECT ${clientsBy.keys}, pr.k AS period, 0, 0, 0, 0, 0,
        count(DISTINCT u.client_id) FILTER (WHERE u.first_at >= pr.starts_at)::int AS new_clients,
        count(DISTINCT u.client_id) FILTER (WHERE u.first_at < pr.starts_at)::int AS returning_clients
      FROM client_visits u JOIN ${periodsTable(w)} ON ${inPeriod(sql`u`)}
      ${clientsBy.groupBy}`;
}
