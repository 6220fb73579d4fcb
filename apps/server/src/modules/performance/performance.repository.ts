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
import { addDays, startOfLocalDay, wallTimeReached } from '../../lib/local-dates.js';
import {
  performanceAppointments as appointments,
  performancePeople as people,
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

/** The ids as one `uuid[]` parameter, for `= ANY(…)`: the statement's text does not grow with them. */
const uuids = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** An array parameter of `type` (PostgreSQL's array literal: both drivers send it as text). */
const array = (values: readonly (string | number)[], type: string): SQL =>
  sql`${`{${values.join(',')}}`}::${sql.raw(`${type}[]`)}`;

/**
 * The window's periods at each location as a table `pr(k, establishment_id, starts_at, ends_at,
 * cut)`: `k` is the period's index; a row counts in it when it starts in [starts_at, ends_at),
 * from the beginning of the period's first day there (its own day, shifted) to the end of its
 * last day, or to the location's cut on a cut period's last day. Comparing instants, no row
 * needs its local day worked out (three zone conversions a row before). Arrays, so its text is
 * the same for any number of periods and locations.
 */
function periodsTable(w: PerformanceWindow): SQL {
  const rows = w.periods.flatMap((p, k) =>
    w.places.map((place) => {
      const shift = w.shifts?.get(place.id) ?? 0;
      const cut = p.cut ? w.cuts?.get(place.id) : undefined;
      const last = addDays(p.last, shift);
      const endsAt =
        cut === undefined
          ? startOfLocalDay(addDays(last, 1), place.timeZone)
          : wallTimeReached(last, cut, place.timeZone);
      const startsAt = startOfLocalDay(addDays(p.first, shift), place.timeZone);
      return { k, id: place.id, startsAt, endsAt, cut: cut !== undefined };
    }),
  );
  const iso = (ms: number) => new Date(ms).toISOString();
  return sql`unnest(${array(
    rows.map((r) => r.k),
    'int',
  )}, ${uuids(rows.map((r) => r.id))}, ${array(
    rows.map((r) => iso(r.startsAt)),
    'timestamptz',
  )}, ${array(
    rows.map((r) => iso(r.endsAt)),
    'timestamptz',
  )}, ${array(
    rows.map((r) => (r.cut ? 't' : 'f')),
    'boolean',
  )}) AS pr(k, establishment_id, starts_at, ends_at, cut)`;
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

/** Condition: the row `x` (its `establishment_id`), starting at `at`, counts in the period `pr`. */
const inPeriod = (x: SQL, at: SQL) =>
  sql`pr.establishment_id = ${x}.establishment_id AND ${at} >= pr.starts_at AND ${at} < pr.ends_at`;

/** The active people working at the locations, narrowed by role and person; one row each. */
export function listPeople(
  tx: Tx,
  establishmentIds: string[],
  filter: { role?: RawRole; staffId?: string },
): Promise<{ user_id: string; name: string; role: RawRole }[]> {
  return queryRows(
    tx,
    sql`SELECT DISTINCT pp.user_id, pp.name, pp.role FROM ${people} pp
      WHERE pp.establishment_id = ANY(${uuids(establishmentIds)}) AND pp.is_active
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
      FROM ${saleItems} x JOIN ${periodsTable(w)} ON ${inPeriod(sql`x`, sql`x.created_at`)}
      WHERE x.establishment_id = ANY(${uuids(w.places.map((p) => p.id))}) AND x.staff_id = ANY(${uuids(w.staffIds)})
        AND x.created_at >= ${w.from} AND x.created_at < ${w.to}
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
        SELECT a.establishment_id, a.staff_id, a.status, a.visit_key, a.client_id, a.starts_at, a.ends_at,
          a.status NOT IN ('cancelled', 'no_show') AS booked,
          a.status = 'completed' AND EXISTS (
            SELECT 1 FROM ${appointments} n
            WHERE n.client_id = a.client_id AND n.establishment_id = a.establishment_id
              AND n.starts_at > a.starts_at AND n.visit_key <> a.visit_key AND n.status <> 'cancelled'
              AND n.created_at <= a.ends_at + make_interval(days => ${PERFORMANCE_REBOOK_DAYS}::int)) AS rebooked
        FROM ${appointments} a
        WHERE a.establishment_id = ANY(${uuids(w.places.map((p) => p.id))}) AND a.staff_id = ANY(${uuids(w.staffIds)})
          AND a.starts_at >= ${w.from} AND a.starts_at < ${w.to}
      ), per_client AS MATERIALIZED (
        SELECT v.client_id,
          (SELECT f.starts_at FROM ${appointments} f
            WHERE f.client_id = v.client_id AND f.status = 'completed' ORDER BY f.starts_at LIMIT 1) AS first_at,
          array_agg(v.establishment_id) AS establishment_ids, array_agg(v.staff_id) AS staff_ids,
          array_agg(v.starts_at) AS starts
        FROM x v WHERE v.status = 'completed' AND v.client_id IS NOT NULL
        GROUP BY v.client_id
      ), client_visits AS MATERIALIZED (
        SELECT c.client_id, c.first_at, u.*
        FROM per_client c
          CROSS JOIN LATERAL unnest(c.establishment_ids, c.staff_ids, c.starts)
            AS u(establishment_id, staff_id, starts_at)
      )
      SELECT ${appointmentsBy.keys}, pr.k AS period,
        count(*) FILTER (WHERE x.booked)::int AS appointments,
        count(*) FILTER (WHERE x.status = 'no_show')::int AS no_shows,
        coalesce(sum(round(extract(epoch FROM
          (CASE WHEN pr.cut THEN least(x.ends_at, pr.ends_at) ELSE x.ends_at END) - x.starts_at) / 60))
          FILTER (WHERE x.booked), 0)::int AS booked_minutes,
        count(DISTINCT x.visit_key) FILTER (WHERE x.status = 'completed')::int AS completed_visits,
        count(DISTINCT x.visit_key) FILTER (WHERE x.rebooked)::int AS rebooked_visits,
        0 AS new_clients, 0 AS returning_clients
      FROM x JOIN ${periodsTable(w)} ON ${inPeriod(sql`x`, sql`x.starts_at`)}
      ${appointmentsBy.groupBy}
      UNION ALL
      SELECT ${clientsBy.keys}, pr.k AS period, 0, 0, 0, 0, 0,
        count(DISTINCT u.client_id) FILTER (WHERE u.first_at >= pr.starts_at)::int AS new_clients,
        count(DISTINCT u.client_id) FILTER (WHERE u.first_at < pr.starts_at)::int AS returning_clients
      FROM client_visits u JOIN ${periodsTable(w)} ON ${inPeriod(sql`u`, sql`u.starts_at`)}
      ${clientsBy.groupBy}`;
}
