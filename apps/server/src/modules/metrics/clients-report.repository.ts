/**
 * The clients report's statements (the counts, the cohorts, the clients behind a figure) (issue #31 "Reports: Clients"), over the appointments
 * module's published view: every completed visit with a client record up to the period's last
 * day, each on its location's local day, reduced to one row per client (first visit in the
 * business, visits at the report's locations in either period, recent visits), then counted.
 * Days are 'YYYY-MM-DD'.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { addDays, startOfLocalDay } from '../../lib/local-dates.js';
import type { Place } from './sales-days.sql.js';

/** The report's locations and days. */
export interface ClientsWindow {
  places: readonly Place[];
  /** First day of the previous period. */
  first: string;
  /** First day of the period. */
  split: string;
  /** Last day of the period. */
  last: string;
  /** Days without a completed visit after which a client is lapsed. */
  lapsedDays: number;
  /** First day of the oldest retention cohort's month ('YYYY-MM-01'). */
  cohortsFrom: string;
}

const list = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Bounds every place's local days up to `last` (an instant past its end in every zone). */
export function endOfDays(places: readonly Place[], last: string): Date {
  return new Date(Math.max(...places.map((p) => startOfLocalDay(addDays(last, 1), p.timeZone))));
}

/**
 * One row per client with a completed visit up to the last day: `here` marks visits at the
 * report's locations. The tenant's history before the period counts (a first visit is the first
 * anywhere in the business).
 */
function perClient(w: ClientsWindow): SQL {
  const prevLast = addDays(w.split, -1);
  return sql`v AS MATERIALIZED (
      SELECT a.client_id, a.starts_at, (a.starts_at AT TIME ZONE e.time_zone)::date AS day,
        a.establishment_id IN (${list(w.places.map((p) => p.id))}) AS here
      FROM published.appointments a JOIN published.establishments e ON e.id = a.establishment_id
      WHERE a.status = 'completed' AND a.client_id IS NOT NULL AND a.starts_at < ${endOfDays(w.places, w.last)}
    ),
    c AS MATERIALIZED (
      SELECT v.client_id, min(v.day) AS first_day, (array_agg(v.here ORDER BY v.starts_at))[1] AS first_here,
        bool_or(v.here AND v.day >= ${w.split}::date) AS seen_now,
        bool_or(v.here AND v.day BETWEEN ${w.first}::date AND ${prevLast}::date) AS seen_prev,
        bool_or(v.here) AS here_now,
        bool_or(v.here AND v.day <= ${prevLast}::date) AS here_prev,
        bool_or(v.day > ${addDays(w.last, -w.lapsedDays)}::date) AS recent_now,
        bool_or(v.day BETWEEN ${addDays(prevLast, 1 - w.lapsedDays)}::date AND ${prevLast}::date) AS recent_prev,
        max(v.day) AS last_day,
        count(*) FILTER (WHERE v.here AND v.day >= ${w.split}::date)::int AS visits_now
      FROM v WHERE v.day <= ${w.last}::date
      GROUP BY v.client_id
    )`;
}

/** A figure of a period: its clients in `c` (perClient's rows). */
export type FigureOfPeriod = `${'new' | 'returning' | 'lapsed'}_${'now' | 'prev'}`;

/**
 * The one condition per figure and period on perClient's rows, which both the counts and the
 * list of clients behind a figure filter by: new (first visit in the business within the
 * period), returning (seen in the period, first visit before it), lapsed (seen at the locations
 * ever, no visit anywhere in the lapsedDays ending with the period's last day).
 */
export function figureCondition(figure: FigureOfPeriod, w: ClientsWindow): SQL {
  switch (figure) {
    case 'new_now':
      return sql`(c.seen_now AND c.first_day >= ${w.split}::date)`;
    case 'returning_now':
      return sql`(c.seen_now AND c.first_day < ${w.split}::date)`;
    case 'lapsed_now':
      return sql`(c.here_now AND NOT c.recent_now)`;
    case 'new_prev':
      return sql`(c.seen_prev AND c.first_day >= ${w.first}::date)`;
    case 'returning_prev':
      return sql`(c.seen_prev AND c.first_day < ${w.first}::date)`;
    case 'lapsed_prev':
      return sql`(c.here_prev AND NOT c.recent_prev)`;
  }
}

const monthNo = (d: SQL) => sql`(extract(year FROM ${d}) * 12 + extract(month FROM ${d}))::int`;

/** `m`: each client's months (as month numbers) with a completed visit anywhere up to the last day. */
const visitedMonths = (w: ClientsWindow): SQL =>
  sql`m AS (SELECT DISTINCT v.client_id, ${monthNo(sql`v.day`)} AS month_no FROM v WHERE v.day <= ${w.last}::date)`;

/** In a retention cohort: first visit in the business at the report's locations, from cohortsFrom on. */
const inCohorts = (w: ClientsWindow): SQL => sql`(c.first_here AND c.first_day >= ${w.cohortsFrom}::date)`;
/** The cohort of a client of `c`, 'YYYY-MM'. */
const cohortOf = sql`to_char(c.first_day, 'YYYY-MM')`;
/** Months from the cohort's month to a visited month of `m`. */
const monthsAfter = sql`(m.month_no - ${monthNo(sql`c.first_day`)})`;

export interface ClientCountsRow {
  current: boolean;
  clients: number;
  new_clients: number;
  returning_clients: number;
  lapsed_clients: number;
}

/** The counts of the period (current) and the previous one. */
export function clientCounts(tx: Tx, w: ClientsWindow): Promise<ClientCountsRow[]> {
  const counted = (f: FigureOfPeriod) => sql`count(*) FILTER (WHERE ${figureCondition(f, w)})::int`;
  return queryRows(
    tx,
    sql`WITH ${perClient(w)}
      SELECT true AS current, count(*) FILTER (WHERE c.seen_now)::int AS clients,
        ${counted('new_now')} AS new_clients,
        ${counted('returning_now')} AS returning_clients,
        ${counted('lapsed_now')} AS lapsed_clients
      FROM c
      UNION ALL
      SELECT false, count(*) FILTER (WHERE c.seen_prev)::int, ${counted('new_prev')},
        ${counted('returning_prev')}, ${counted('lapsed_prev')}
      FROM c`,
  );
}

export interface CohortRow {
  /** 'YYYY-MM' of the first visit. */
  month: string;
  /** Months after the first visit's month (0: the cohort itself). */
  k: number;
  clients: number;
}

/**
 * Per cohort (clients whose first visit in the business was at the report's locations, in a
 * month from cohortsFrom on) and month after it: how many had a completed visit anywhere then.
 */
export function cohortCounts(tx: Tx, w: ClientsWindow): Promise<CohortRow[]> {
  return queryRows(
    tx,
    sql`WITH ${perClient(w)}, ${visitedMonths(w)}
      SELECT ${cohortOf} AS month, ${monthsAfter} AS k, count(*)::int AS clients
      FROM c JOIN m ON m.client_id = c.client_id
      WHERE ${inCohorts(w)}
      GROUP BY 1, 2`,
  );
}

/**
 * Which of perClient's clients a list is about: a figure of the period, a retention cohort, or
 * those of a cohort back `after` months after its month (a cell of the retention table).
 */
export type FigureSelection =
  | { figure: 'new' | 'returning' | 'lapsed' }
  | { figure: 'cohort'; cohort: string }
  | { figure: 'retained'; cohort: string; after: number };

/** The condition of `s` on `c`, from the same pieces as clientCounts' and cohortCounts'. */
function selectionCondition(s: FigureSelection, w: ClientsWindow): SQL {
  switch (s.figure) {
    case 'cohort':
      return sql`(${inCohorts(w)} AND ${cohortOf} = ${s.cohort})`;
    case 'retained':
      return sql`(${inCohorts(w)} AND ${cohortOf} = ${s.cohort}
        AND EXISTS (SELECT 1 FROM m WHERE m.client_id = c.client_id AND ${monthsAfter} = ${s.after}))`;
    default:
      return figureCondition(`${s.figure}_now`, w);
  }
}

/** One row of a page of a figure's clients; all null but total when the page is past the end. */
export interface FigureClientRow {
  total: number;
  client_id: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  first_day: string | null;
  last_day: string | null;
  visits_now: number | null;
}

/**
 * The clients of `selection`, by name (then id), `limit` from `offset`, each row with the
 * selection's total; one statement over perClient's rows and the clients module's published view.
 */
export function figureClients(
  tx: Tx,
  w: ClientsWindow,
  selection: FigureSelection,
  limit: number,
  offset: number,
): Promise<FigureClientRow[]> {
  return queryRows(
    tx,
    sql`WITH ${perClient(w)}, ${visitedMonths(w)},
      f AS (SELECT c.client_id, c.first_day, c.last_day, c.visits_now FROM c WHERE ${selectionCondition(selection, w)})
      SELECT t.total, p.client_id, p.name, p.email, p.phone, to_char(p.first_day, 'YYYY-MM-DD') AS first_day,
        to_char(p.last_day, 'YYYY-MM-DD') AS last_day, p.visits_now
      FROM (SELECT count(*)::int AS total FROM f) t
      LEFT JOIN LATERAL (
        SELECT f.*, cl.name, cl.email, cl.phone
        FROM f JOIN published.clients cl ON cl.id = f.client_id
        ORDER BY cl.name, cl.id LIMIT ${limit} OFFSET ${offset}
      ) p ON true`,
  );
}
