/**
 * The performance queries, one per figure group for every listed staff member at once, over
 * the module's read models (performance.schema.ts). Each reads the whole window — the previous
 * period and the current one — between two instants that bound every location's local days
 * (so the time-ordered indexes serve it), then keeps the exact local days in each location's
 * own zone. Money is integer cents.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PERFORMANCE_REBOOK_DAYS, type RawRole } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { addDays } from '../../lib/local-dates.js';
import {
  performanceAppointments as appointments,
  performancePeople as people,
  performancePlaces as places,
  performanceSaleItems as saleItems,
} from './performance.schema.js';

/** What every query reads: where, who, and which local days. */
export interface PerformanceWindow {
  establishmentIds: string[];
  staffIds: string[];
  /** First local day of the previous period. */
  firstDay: string;
  /** First local day of the current period. */
  splitDay: string;
  /** Last local day of the current period. */
  lastDay: string;
  /**
   * Per location id, 'HH:MM' ('24:00' = the whole day): on each period's last day only what
   * starts before this local time there counts. Absent: whole days.
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

/** The local days `until` cuts: the last of each period (the schedule's hours too). */
export function periodLastDays(w: Pick<PerformanceWindow, 'splitDay' | 'lastDay'>): [string, string] {
  return [addDays(w.splitDay, -1), w.lastDay];
}

const cutDays = (w: PerformanceWindow): SQL => {
  const [previous, current] = periodLastDays(w);
  return sql`${previous}, ${current}`;
};

/** The window's cut at the location `p` (performance_places) as a `time`. */
function cutAt(cuts: ReadonlyMap<string, string>): SQL {
  const times = new Set(cuts.values());
  if (times.size === 1) return sql`${[...times][0]}::time`;
  const arms = [...cuts].map(([id, time]) => sql`WHEN ${id} THEN ${time}::time`);
  return sql`(CASE p.id::text ${sql.join(arms, sql` `)} END)`;
}

/**
 * Condition: `column` (an instant) falls before the location's cut when on a period's last day
 * (always true without cuts). `p` is performance_places.
 */
function beforeCut(w: PerformanceWindow, column: SQL): SQL {
  if (!w.cuts) return sql`true`;
  return sql`(${localDay(w, column)} NOT IN (${cutDays(w)}) OR (${column} AT TIME ZONE p.time_zone)::time < ${cutAt(w.cuts)})`;
}

/**
 * The end of an appointment as counted: on a period's last day no later than the location's
 * cut, so booked minutes match the scheduled minutes cut at the same time.
 */
function countedEnd(w: PerformanceWindow, starts: SQL, ends: SQL): SQL {
  if (!w.cuts) return ends;
  return sql`CASE WHEN ${localDay(w, starts)} IN (${cutDays(w)})
    THEN least(${ends}, ((${ownDay(starts)})::date + ${cutAt(w.cuts)}) AT TIME ZONE p.time_zone)
    ELSE ${ends} END`;
}

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

export interface TicketsRow {
  /** Null on the whole group's row of a day. */
  staff_id: string | null;
  day: string;
  sale_count: number;
}

/**
 * Tickets per staff member and local day (the distinct sales they had an item on), and per day
 * for the group (a sale shared by two counts once). Their money comes from the metrics module.
 */
export function ticketsByDay(tx: Tx, w: PerformanceWindow): Promise<TicketsRow[]> {
  return queryRows(
    tx,
    sql`SELECT CASE WHEN GROUPING(x.staff_id) = 0 THEN x.staff_id END AS staff_id, x.day,
        count(DISTINCT x.transaction_id)::int AS sale_count
      FROM (SELECT s.staff_id, s.transaction_id, ${localDay(w, sql`s.created_at`)} AS day
        FROM ${saleItems} s JOIN ${places} p ON p.id = s.establishment_id
        WHERE s.establishment_id IN (${list(w.establishmentIds)}) AND s.staff_id IN (${list(w.staffIds)})
          AND s.created_at >= ${w.from} AND s.created_at < ${w.to} AND ${beforeCut(w, sql`s.created_at`)}) x
      WHERE x.day BETWEEN ${w.firstDay} AND ${w.lastDay}
      GROUP BY GROUPING SETS ((x.staff_id, x.day), (x.day))`,
  );
}

export interface AppointmentFiguresRow {
  staff_id: string | null;
  current: boolean;
  appointments: number;
  no_shows: number;
  booked_minutes: number;
  completed_visits: number;
  rebooked_visits: number;
}

/**
 * Per staff member and period (and per period for the group): appointments and booked minutes
 * (neither cancelled nor no-show), completed visits, and those rebooked — the client had another
 * appointment at the location, not cancelled, starting later and booked within
 * PERFORMANCE_REBOOK_DAYS days of the visit's end.
 */
export function appointmentFigures(tx: Tx, w: PerformanceWindow): Promise<AppointmentFiguresRow[]> {
  const at = list(w.establishmentIds);
  // A visit is rebooked when one later appointment of its client qualifies: a semi-join that
  // stops at the first, through the client's time-ordered index.
  return queryRows(
    tx,
    sql`WITH x AS MATERIALIZED (
        SELECT y.*, y.day >= ${w.splitDay} AS current FROM (
          SELECT a.id, a.staff_id, a.status, a.visit_key, a.client_id, a.establishment_id, a.starts_at, a.ends_at,
            ${localDay(w, sql`a.starts_at`)} AS day, a.status NOT IN ('cancelled', 'no_show') AS booked,
            round(extract(epoch FROM ${countedEnd(w, sql`a.starts_at`, sql`a.ends_at`)} - a.starts_at) / 60) AS minutes
          FROM ${appointments} a JOIN ${places} p ON p.id = a.establishment_id
          WHERE a.establishment_id IN (${at}) AND a.staff_id IN (${list(w.staffIds)})
            AND a.starts_at >= ${w.from} AND a.starts_at < ${w.to} AND ${beforeCut(w, sql`a.starts_at`)}) y
        WHERE y.day BETWEEN ${w.firstDay} AND ${w.lastDay}
      )
      SELECT CASE WHEN GROUPING(x.staff_id) = 0 THEN x.staff_id END AS staff_id, x.current,
        count(*) FILTER (WHERE x.booked)::int AS appointments,
        count(*) FILTER (WHERE x.status = 'no_show')::int AS no_shows,
        coalesce(sum(x.minutes) FILTER (WHERE x.booked), 0)::int AS booked_minutes,
        count(DISTINCT x.visit_key) FILTER (WHERE x.status = 'completed')::int AS completed_visits,
        count(DISTINCT x.visit_key) FILTER (WHERE x.status = 'completed' AND EXISTS (
          SELECT 1 FROM ${appointments} n
          WHERE n.client_id = x.client_id AND n.establishment_id = x.establishment_id
            AND n.starts_at > x.starts_at AND n.visit_key <> x.visit_key AND n.status <> 'cancelled'
            AND n.created_at <= x.ends_at + make_interval(days => ${PERFORMANCE_REBOOK_DAYS}::int)))::int
          AS rebooked_visits
      FROM x
      GROUP BY GROUPING SETS ((x.staff_id, x.current), (x.current))`,
  );
}

export interface ClientFiguresRow {
  staff_id: string | null;
  current: boolean;
  new_clients: number;
  returning_clients: number;
}

/**
 * Per staff member and period (and per period for the group): distinct clients of completed
 * visits, new when their first completed visit in the tenant is on or after the period's first
 * local day, returning otherwise.
 *
 * Each client's first visit is looked up once, on the row grouping their visits, and the visits
 * are unnested from that row again: no join is left for the planner to choose, so the plan
 * cannot turn into a lookup per visit row and client (as it did when a table without
 * statistics made it expect one visit row where there were thousands).
 */
export function clientFigures(tx: Tx, w: PerformanceWindow): Promise<ClientFiguresRow[]> {
  return queryRows(
    tx,
    sql`WITH per_client AS MATERIALIZED (
        SELECT v.client_id,
          (SELECT f.starts_at FROM ${appointments} f
            WHERE f.client_id = v.client_id AND f.status = 'completed' ORDER BY f.starts_at LIMIT 1) AS first_at,
          array_agg(v.staff_id) AS staff_ids, array_agg(v.current) AS currents,
          array_agg(v.period_start) AS period_starts
        FROM (SELECT x.staff_id, x.client_id, x.day >= ${w.splitDay} AS current,
            (((CASE WHEN x.day >= ${w.splitDay} THEN ${w.splitDay} ELSE ${w.firstDay} END)::date + x.shift)::timestamp
              AT TIME ZONE x.time_zone) AS period_start
          FROM (SELECT a.staff_id, a.client_id, p.time_zone, ${shiftAt(w) ?? sql`0`} AS shift, ${localDay(w, sql`a.starts_at`)} AS day
            FROM ${appointments} a JOIN ${places} p ON p.id = a.establishment_id
            WHERE a.establishment_id IN (${list(w.establishmentIds)}) AND a.staff_id IN (${list(w.staffIds)})
              AND a.starts_at >= ${w.from} AND a.starts_at < ${w.to} AND ${beforeCut(w, sql`a.starts_at`)}
              AND a.status = 'completed' AND a.client_id IS NOT NULL) x
          WHERE x.day BETWEEN ${w.firstDay} AND ${w.lastDay}) v
        GROUP BY v.client_id
      )
      SELECT CASE WHEN GROUPING(u.staff_id) = 0 THEN u.staff_id END AS staff_id, u.current,
        count(DISTINCT c.client_id) FILTER (WHERE c.first_at >= u.period_start)::int AS new_clients,
        count(DISTINCT c.client_id) FILTER (WHERE c.first_at < u.period_start)::int AS returning_clients
      FROM per_client c
        CROSS JOIN LATERAL unnest(c.staff_ids, c.currents, c.period_starts) AS u(staff_id, current, period_start)
      GROUP BY GROUPING SETS ((u.staff_id, u.current), (u.current))`,
  );
}
