/**
 * The appointments report's tables, defined once (issue #31): by status, by service and by lead
 * time, each with its share of the period's booked appointments, and cancellations and no-shows
 * by reason, which the screen draws (SalesTableCard) and the CSV and PDF write as the screen shows
 * them.
 */
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENT_STATUS_REASON_LABEL,
  APPOINTMENT_STATUS_TITLE,
  LEAD_TIME_BUCKETS,
  NO_REASON_LABEL,
  type AppointmentsReasonRow,
  type AppointmentsReport,
  type AppointmentsServiceRow,
  type AppointmentsStatusRow,
  type LeadTimeRow,
} from '@daybook/contracts';
import {
  CSV_CELLS,
  reportSubtitle,
  reportTableCsv,
  type CellFormats,
  type ReportTable,
} from '../../../lib/report-table';
import { salesSection, type ReportFileMeta } from '../lib/sales-csv';
import type { SalesColumn, SalesTable } from '../lib/sales-tables';
import { formatShare } from './clients-report-cards';

export const LEAD_TIME_LABEL = Object.fromEntries(LEAD_TIME_BUCKETS.map((b) => [b.key, b.label])) as Record<
  LeadTimeRow['bucket'],
  string
>;

const shareOf = (n: number, report: AppointmentsReport) =>
  formatShare(report.totals.booked === 0 ? null : n / report.totals.booked);

/** Every status with its appointments and their share. */
export function statusTable(report: AppointmentsReport): SalesTable<AppointmentsStatusRow> {
  return {
    title: 'Appointments by status',
    columns: [
      { key: 'status', title: 'Status', kind: 'text', value: (r) => APPOINTMENT_STATUS_TITLE[r.status] },
      { key: 'appointments', title: 'Appointments', kind: 'count', value: (r) => r.appointments },
      { key: 'share', title: 'Share', kind: 'text', value: (r) => shareOf(r.appointments, report) },
    ],
    rows: report.byStatus,
  };
}

const LOCATION_COLUMN: SalesColumn<AppointmentsServiceRow> = {
  key: 'location',
  title: 'Location',
  kind: 'text',
  value: (r) => r.establishmentName,
};

/**
 * The services booked in the period, most booked first; with every location, each service's
 * location beside it (each location has its own services, often of the same name).
 */
export function serviceTable(report: AppointmentsReport): SalesTable<AppointmentsServiceRow> {
  const allLocations = report.establishmentId === ALL_ESTABLISHMENTS;
  return {
    title: 'Appointments by service',
    columns: [
      { key: 'service', title: 'Service', kind: 'text', value: (r) => r.serviceName },
      ...(allLocations ? [LOCATION_COLUMN] : []),
      { key: 'booked', title: 'Booked', kind: 'count', value: (r) => r.booked },
      { key: 'completed', title: 'Completed', kind: 'count', value: (r) => r.completed },
      { key: 'cancelled', title: 'Cancelled', kind: 'count', value: (r) => r.cancelled },
      { key: 'noShows', title: 'No-shows', kind: 'count', value: (r) => r.noShows },
    ],
    rows: report.byService,
  };
}

/** The lead-time histogram as a table. */
export function leadTimeTable(report: AppointmentsReport): SalesTable<LeadTimeRow> {
  return {
    title: 'Booked ahead',
    columns: [
      { key: 'bucket', title: 'Lead time', kind: 'text', value: (r) => LEAD_TIME_LABEL[r.bucket] },
      { key: 'appointments', title: 'Appointments', kind: 'count', value: (r) => r.appointments },
      { key: 'share', title: 'Share', kind: 'text', value: (r) => shareOf(r.appointments, report) },
    ],
    rows: report.leadTime,
  };
}

/** The period's cancellations and no-shows by the reason given, those without one last. */
export function reasonTable(report: AppointmentsReport): SalesTable<AppointmentsReasonRow> {
  return {
    title: 'Cancellations and no-shows by reason',
    columns: [
      {
        key: 'reason',
        title: 'Reason',
        kind: 'text',
        value: (r) => (r.reason === null ? NO_REASON_LABEL : APPOINTMENT_STATUS_REASON_LABEL[r.reason]),
      },
      { key: 'cancelled', title: 'Cancellations', kind: 'count', value: (r) => r.cancelled },
      { key: 'noShows', title: 'No-shows', kind: 'count', value: (r) => r.noShows },
    ],
    rows: report.byReason,
  };
}

/** The report's four tables: by status, service, lead time and reason; counts in `cells`' format. */
export function appointmentsReportTable(
  report: AppointmentsReport,
  meta: ReportFileMeta,
  cells: CellFormats,
): ReportTable {
  return {
    title: 'Appointments Report',
    subtitle: reportSubtitle(meta.locationName, report.from, report.to, meta.generatedAt),
    sections: [
      salesSection(statusTable(report), cells),
      salesSection(serviceTable(report), cells),
      salesSection(leadTimeTable(report), cells),
      salesSection(reasonTable(report), cells),
    ],
  };
}

/** The report's four tables as CSV text, each under its title, a blank line between them. */
export function appointmentsReportCsv(report: AppointmentsReport): string {
  return reportTableCsv(
    appointmentsReportTable(report, { locationName: null, generatedAt: new Date() }, CSV_CELLS),
    { firstHeading: true },
  );
}
