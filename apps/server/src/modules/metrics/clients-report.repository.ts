/**
 * The clients report's two statements (issue #31 "Reports: Clients"), over the appointments
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
        bool_or(v.day BETWEEN ${addDays(prevLast, 1 - w.lapsedDays)}::date AND ${prevLast}::date) AS recent_prev
      FROM v WHERE v.day <= ${w.last}::date
      GROUP BY v.client_id
    )`;
}

export interface ClientCountsRow {
  current: boolean;
  clients: number;
  new_clients: number;
  returning_clients: number;
  lapsed_clients: number;
}

/** The counts of the period (current) and the previous one. */
export function clientCounts(tx: Tx, w: ClientsWindow): Promise<ClientCountsRow[]> {
  return queryRows(
    tx,
    sql`WITH ${perClient(w)}
      SELECT true AS current, count(*) FILTER (WHERE c.seen_now)::int AS clients,
        count(*) FILTER (WHERE c.seen_now AND c.first_day >= ${w.split}::date)::int AS new_clients,
        count(*) FILTER (WHERE c.seen_now AND c.first_day < ${w.split}::date)::int AS returning_clients,
        count(*) FILTER (WHERE c.here_now AND NOT c.recent_now)::int AS lapsed_clients
      FROM c
      UNION ALL
      SELECT false, count(*) FILTER (WHERE c.seen_prev)::int,
        count(*) FILTER (WHERE c.seen_prev AND c.first_day >= ${w.first}::date)::int,
        count(*) FILTER (WHERE c.seen_prev AND c.first_day < ${w.first}::date)::int,
        count(*) FILTER (WHERE c.here_prev AND NOT c.recent_prev)::int
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
  const monthNo = (d: SQL) => sql`(extract(year FROM ${d}) * 12 + extract(month FROM ${d}))::int`;
  return queryRows(
    tx,
    sql`WITH ${perClient(w)},
      m AS (SELECT DISTINCT v.client_id, ${monthNo(sql`v.day`)} AS month_no FROM v WHERE v.day <= ${w.last}::date)
      SELECT to_char(c.first_day, 'YYYY-MM') AS month, m.month_no - ${monthNo(sql`c.first_day`)} AS k,
        count(*)::int AS clients
      FROM c JOIN m ON m.client_id = c.client_id
      WHERE c.first_here AND c.first_day >= ${w.cohortsFrom}::date
      GROUP BY 1, 2`,
  );
}
