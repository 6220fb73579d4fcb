/**
 * The appointments report's statements (issue #31 "Reports: Appointments"), over the appointments
 * module's published view: the appointments starting on the window's local days (each in its
 * location's zone), with their lead time in whole local days from booking to the start day
 * (never below 0: an appointment entered after it started counts as booked the same day),
 * whether the client booked it online, and the reason given for a cancellation or no-show.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, AppointmentStatusReason, AppointmentsListFigure } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { startOfLocalDay } from '../../lib/local-dates.js';
import { endOfDays } from './clients-report.repository.js';
import type { Place } from './sales-days.sql.js';

/** The report's locations and days. */
export interface AppointmentsWindow {
  places: readonly Place[];
  /** First day of the previous period. */
  first: string;
  /** First day of the period. */
  split: string;
  /** Last day of the period. */
  last: string;
}

/**
 * The window's appointments: status, service, `current` (in the period), `lead` (days),
 * `booked_online`, `status_reason`, and for the list the start, client, staff and zone.
 */
function window(w: AppointmentsWindow): SQL {
  const ids = sql.join(
    w.places.map((p) => sql`${p.id}`),
    sql`, `,
  );
  const from = new Date(Math.min(...w.places.map((p) => startOfLocalDay(w.first, p.timeZone))));
  return sql`x AS MATERIALIZED (
      SELECT y.*, y.day >= ${w.split}::date AS current FROM (
        SELECT a.id, a.starts_at, a.client_name, a.staff_id, e.time_zone,
          a.status, a.service_id, a.service_name, e.name AS establishment_name, a.booked_online, a.status_reason,
          (a.starts_at AT TIME ZONE e.time_zone)::date AS day,
          greatest(0, (a.starts_at AT TIME ZONE e.time_zone)::date - (a.created_at AT TIME ZONE e.time_zone)::date) AS lead
        FROM published.appointments a JOIN published.establishments e ON e.id = a.establishment_id
        WHERE a.establishment_id IN (${ids}) AND a.starts_at >= ${from} AND a.starts_at < ${endOfDays(w.places, w.last)}) y
      WHERE y.day BETWEEN ${w.first}::date AND ${w.last}::date
    )`;
}

/**
 * Each listable figure's one condition over the window's `x`: the report counts the rows it
 * holds and the list shows them, so the two cannot disagree.
 */
export const FIGURE_WHERE: Readonly<Record<AppointmentsListFigure, SQL>> = {
  booked: sql`true`,
  completed: sql`x.status = 'completed'`,
  cancelled: sql`x.status = 'cancelled'`,
  no_show: sql`x.status = 'no_show'`,
  online: sql`x.booked_online`,
};

/** A reason row's condition (null: the row of those without a reason), as the reasons table groups them. */
export const reasonWhere = (reason: string | null): SQL =>
  sql`x.status_reason IS NOT DISTINCT FROM ${reason}`;

export interface AppointmentCountsRow {
  current: boolean;
  booked: number;
  completed: number;
  cancelled: number;
  no_shows: number;
  online: number;
  /** Days (a half when the middle falls between two). */
  median_lead: number | string | null;
  average_lead: number | string | null;
  same_day: number;
  days_1_2: number;
  days_3_7: number;
  days_8_14: number;
  days_15_plus: number;
}

/** Counts, lead times and the lead-time histogram of the period (current) and the previous one. */
export function appointmentCounts(tx: Tx, w: AppointmentsWindow): Promise<AppointmentCountsRow[]> {
  return queryRows(
    tx,
    sql`WITH ${window(w)}
      SELECT x.current, count(*) FILTER (WHERE ${FIGURE_WHERE.booked})::int AS booked,
        count(*) FILTER (WHERE ${FIGURE_WHERE.completed})::int AS completed,
        count(*) FILTER (WHERE ${FIGURE_WHERE.cancelled})::int AS cancelled,
        count(*) FILTER (WHERE ${FIGURE_WHERE.no_show})::int AS no_shows,
        count(*) FILTER (WHERE ${FIGURE_WHERE.online})::int AS online,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY x.lead) AS median_lead,
        avg(x.lead)::float8 AS average_lead,
        count(*) FILTER (WHERE x.lead = 0)::int AS same_day,
        count(*) FILTER (WHERE x.lead BETWEEN 1 AND 2)::int AS days_1_2,
        count(*) FILTER (WHERE x.lead BETWEEN 3 AND 7)::int AS days_3_7,
        count(*) FILTER (WHERE x.lead BETWEEN 8 AND 14)::int AS days_8_14,
        count(*) FILTER (WHERE x.lead >= 15)::int AS days_15_plus
      FROM x GROUP BY x.current`,
  );
}

export interface BreakdownRow {
  /** Null on the rows by status. */
  service_id: string | null;
  service_name: string | null;
  /** The location the service belongs to (null on the status rows). */
  establishment_name: string | null;
  /** Null on the rows by service. */
  status: string | null;
  booked: number;
  completed: number;
  cancelled: number;
  no_shows: number;
}

/** The period's appointments by status, and by service (its current name, else its name when booked, and its location). */
export function appointmentBreakdowns(tx: Tx, w: AppointmentsWindow): Promise<BreakdownRow[]> {
  return queryRows(
    tx,
    sql`WITH ${window(w)}
      SELECT x.service_id, coalesce(min(s.name), min(x.service_name)) AS service_name,
        min(x.establishment_name) AS establishment_name, x.status,
        count(*) FILTER (WHERE ${FIGURE_WHERE.booked})::int AS booked,
        count(*) FILTER (WHERE ${FIGURE_WHERE.completed})::int AS completed,
        count(*) FILTER (WHERE ${FIGURE_WHERE.cancelled})::int AS cancelled,
        count(*) FILTER (WHERE ${FIGURE_WHERE.no_show})::int AS no_shows
      FROM x LEFT JOIN published.services s ON s.id = x.service_id
      WHERE x.current
      GROUP BY GROUPING SETS ((x.service_id), (x.status))`,
  );
}

export interface ReasonRow {
  /** Null: none given. */
  reason: string | null;
  cancelled: number;
  no_shows: number;
}

/** The period's cancellations and no-shows by the reason given (null: none). */
export function appointmentReasons(tx: Tx, w: AppointmentsWindow): Promise<ReasonRow[]> {
  return queryRows(
    tx,
    sql`WITH ${window(w)}
      SELECT x.status_reason AS reason,
        count(*) FILTER (WHERE ${FIGURE_WHERE.cancelled})::int AS cancelled,
        count(*) FILTER (WHERE ${FIGURE_WHERE.no_show})::int AS no_shows
      FROM x
      WHERE x.current AND (${FIGURE_WHERE.cancelled} OR ${FIGURE_WHERE.no_show})
      GROUP BY x.status_reason`,
  );
}

export interface ListedRow {
  id: string;
  date: string;
  time: string;
  client_name: string;
  service_name: string;
  staff_name: string;
  establishment_name: string;
  status: AppointmentStatus;
  status_reason: AppointmentStatusReason | null;
  booked_online: boolean;
}

/** How many of the period's appointments hold `where` (a FIGURE_WHERE, maybe with a reasonWhere). */
export async function listedTotal(tx: Tx, w: AppointmentsWindow, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`WITH ${window(w)} SELECT count(*)::int AS total FROM x WHERE x.current AND ${where}`,
  );
  return row?.total ?? 0;
}

/** One page of the period's appointments that hold `where`, newest start first (local date and 'HH:MM'). */
export function listedAppointments(
  tx: Tx,
  w: AppointmentsWindow,
  where: SQL,
  page: number,
  pageSize: number,
): Promise<ListedRow[]> {
  return queryRows(
    tx,
    sql`WITH ${window(w)}
      SELECT x.id, to_char(x.day, 'YYYY-MM-DD') AS date,
        to_char(x.starts_at AT TIME ZONE x.time_zone, 'HH24:MI') AS time,
        x.client_name, coalesce(s.name, x.service_name) AS service_name,
        trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS staff_name,
        x.establishment_name, x.status, x.status_reason, x.booked_online
      FROM x
        LEFT JOIN published.services s ON s.id = x.service_id
        LEFT JOIN published.users u ON u.id = x.staff_id
      WHERE x.current AND ${where}
      ORDER BY x.starts_at DESC, x.id DESC
      LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
}
