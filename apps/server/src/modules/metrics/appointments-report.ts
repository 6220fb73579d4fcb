/**
 * The appointments report (spec core.md §2 `/reports?type=appointments`; issue #31
 * "Appointments (booked against completed, cancellations and no-shows, lead time)"): the
 * appointments starting on local days from–to (booked: every status) and in the previous period
 * of the same length, by status, by service and (cancellations and no-shows) by the reason given,
 * how far ahead they were booked and the share the client booked online (the appointments
 * module publishes both, migration 0068).
 */
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENT_STATUS_REASONS,
  APPOINTMENT_STATUSES,
  LEAD_TIME_BUCKETS,
  NO_REASON,
  type AppointmentsFigures,
  type AppointmentsList,
  type AppointmentsListQueryParsed,
  type AppointmentsReasonRow,
  type AppointmentsReport,
  type AppointmentsServiceRow,
  type ReportPeriodQueryParsed,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import { sql } from 'drizzle-orm';
import * as repo from './appointments-report.repository.js';
import { previousFrom, reportPlaces } from './clients-report.js';
import { assertWholeSales } from './sales-report.js';

const NO_APPOINTMENTS: AppointmentsFigures = {
  booked: 0,
  completed: 0,
  cancelled: 0,
  noShows: 0,
  cancellationRate: null,
  noShowRate: null,
  online: 0,
  onlineShare: null,
  leadTimeMedianDays: null,
  leadTimeAverageDays: null,
};

/** A 0–1 share to four decimals; null without a whole. */
const share = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** Days to one decimal; null when there were no appointments. */
const days = (value: number | string | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;

function figuresOf(r: repo.AppointmentCountsRow | undefined): AppointmentsFigures {
  if (!r || r.booked === 0) return NO_APPOINTMENTS;
  return {
    booked: r.booked,
    completed: r.completed,
    cancelled: r.cancelled,
    noShows: r.no_shows,
    cancellationRate: share(r.cancelled, r.booked),
    noShowRate: share(r.no_shows, r.booked),
    online: r.online,
    onlineShare: share(r.online, r.booked),
    leadTimeMedianDays: days(r.median_lead),
    leadTimeAverageDays: days(r.average_lead),
  };
}

/** The histogram's counts in LEAD_TIME_BUCKETS order. */
function histogram(r: repo.AppointmentCountsRow | undefined): AppointmentsReport['leadTime'] {
  const n = {
    same_day: r?.same_day ?? 0,
    '1_2': r?.days_1_2 ?? 0,
    '3_7': r?.days_3_7 ?? 0,
    '8_14': r?.days_8_14 ?? 0,
    '15_plus': r?.days_15_plus ?? 0,
  };
  return LEAD_TIME_BUCKETS.map((b) => ({ bucket: b.key, appointments: n[b.key] }));
}

/** The reasons table: the list's reasons that were given, in its order, then none given. */
function reasonTable(rows: readonly repo.ReasonRow[]): AppointmentsReasonRow[] {
  return [...APPOINTMENT_STATUS_REASONS, null].flatMap((reason) => {
    const r = rows.find((x) => x.reason === reason);
    return r ? [{ reason, cancelled: r.cancelled, noShows: r.no_shows }] : [];
  });
}

/**
 * GET /api/admin/reports/appointments: the report of the location asked for, or of every
 * location the actor reaches. 404 for a location out of reach; 403 for a role that reads only
 * its own sales.
 */
export function appointmentsReport(
  db: Db,
  actor: Actor,
  q: ReportPeriodQueryParsed,
): Promise<AppointmentsReport> {
  assertWholeSales(actor);
  return withTenant(db, actor, async (tx) => {
    const places = await reportPlaces(tx, actor, q.establishmentId);
    const w: repo.AppointmentsWindow = {
      places,
      first: previousFrom(q.from, q.to),
      split: q.from,
      last: q.to,
    };
    const counts = places.length > 0 ? await repo.appointmentCounts(tx, w) : [];
    const rows = places.length > 0 ? await repo.appointmentBreakdowns(tx, w) : [];
    const reasons = places.length > 0 ? await repo.appointmentReasons(tx, w) : [];
    const current = counts.find((r) => r.current);
    const byStatus = APPOINTMENT_STATUSES.map((status) => ({
      status,
      appointments: rows.find((r) => r.service_id === null && r.status === status)?.booked ?? 0,
    }));
    const byService: AppointmentsServiceRow[] = rows
      .flatMap((r) =>
        r.service_id === null
          ? []
          : [
              {
                serviceId: r.service_id,
                serviceName: r.service_name ?? '',
                establishmentName: r.establishment_name ?? '',
                booked: r.booked,
                completed: r.completed,
                cancelled: r.cancelled,
                noShows: r.no_shows,
              },
            ],
      )
      .sort((a, b) => b.booked - a.booked || a.serviceName.localeCompare(b.serviceName));
    return {
      establishmentId: q.establishmentId ?? ALL_ESTABLISHMENTS,
      from: q.from,
      to: q.to,
      previousFrom: w.first,
      previousTo: addDays(q.from, -1),
      totals: figuresOf(current),
      previous: figuresOf(counts.find((r) => !r.current)),
      byStatus,
      byService,
      leadTime: histogram(current),
      byReason: reasonTable(reasons),
    };
  });
}

/**
 * GET /api/admin/reports/appointments/list: the appointments behind one figure of the report
 * (same location, period, reach and roles), with a reason row's reason narrowed to it, newest
 * first; `total` is the report's figure. 404 for a location out of reach; 403 as the report.
 */
export function appointmentsList(
  db: Db,
  actor: Actor,
  q: AppointmentsListQueryParsed,
): Promise<AppointmentsList> {
  assertWholeSales(actor);
  return withTenant(db, actor, async (tx) => {
    const places = await reportPlaces(tx, actor, q.establishmentId);
    const page = { appointments: [], total: 0, page: q.page, pageSize: q.pageSize };
    if (places.length === 0) return page;
    const w: repo.AppointmentsWindow = { places, first: q.from, split: q.from, last: q.to };
    const where =
      q.reason === undefined
        ? repo.FIGURE_WHERE[q.figure]
        : sql`${repo.FIGURE_WHERE[q.figure]} AND ${repo.reasonWhere(q.reason === NO_REASON ? null : q.reason)}`;
    const total = await repo.listedTotal(tx, w, where);
    const rows = total > 0 ? await repo.listedAppointments(tx, w, where, q.page, q.pageSize) : [];
    return {
      ...page,
      total,
      appointments: rows.map((r) => ({
        id: r.id,
        date: r.date,
        time: r.time,
        clientName: r.client_name,
        serviceName: r.service_name,
        staffName: r.staff_name,
        establishmentName: r.establishment_name,
        status: r.status,
        reason: r.status_reason,
        bookedOnline: r.booked_online,
      })),
    };
  });
}
