/**
 * The clients report's tables, defined once (issue #31): the figures against the previous period
 * and the retention cohorts, which the screen draws (SalesTableCard) and the CSV and PDF write as
 * the screen shows them (shares as '50.0%', '—' for a month not yet reached).
 */
import {
  LOCALE,
  RETENTION_MONTHS,
  type ClientsFigures,
  type ClientsReport,
  type RetentionCohort,
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

/** The report's figures with their names, in the order the screen shows them. */
export const CLIENT_FIGURE_LABEL: Record<keyof ClientsFigures, string> = {
  clients: 'Clients',
  newClients: 'New clients',
  returningClients: 'Returning clients',
  lapsedClients: 'Lapsed clients',
};

export const RETENTION_TITLE = 'Retention by first-visit month';

/** 'Jan 2027' of 'YYYY-MM'. */
export function monthLabel(month: string): string {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1)).toLocaleDateString(
    LOCALE,
    { month: 'short', year: 'numeric', timeZone: 'UTC' },
  );
}

interface FigureRow {
  figure: keyof ClientsFigures;
  now: number;
  previous: number;
}

/** The figures of the period and the previous one, one row each. */
export function figuresTable(report: ClientsReport): SalesTable<FigureRow> {
  return {
    title: 'Clients this period and the previous',
    columns: [
      { key: 'figure', title: 'Figure', kind: 'text', value: (r) => CLIENT_FIGURE_LABEL[r.figure] },
      { key: 'now', title: 'This period', kind: 'count', value: (r) => r.now },
      { key: 'previous', title: 'Previous period', kind: 'count', value: (r) => r.previous },
    ],
    rows: (Object.keys(CLIENT_FIGURE_LABEL) as (keyof ClientsFigures)[]).map((figure) => ({
      figure,
      now: report.totals[figure],
      previous: report.previous[figure],
    })),
  };
}

/** The cohorts, newest first: their size and the share back in each following month. */
export function retentionTable(report: ClientsReport): SalesTable<RetentionCohort> {
  const months: SalesColumn<RetentionCohort>[] = Array.from({ length: RETENTION_MONTHS }, (_, k) => ({
    key: `m${k + 1}`,
    title: `Month ${k + 1}`,
    kind: 'text',
    value: (c) => formatShare(c.retention[k] ?? null),
  }));
  return {
    title: RETENTION_TITLE,
    columns: [
      { key: 'month', title: 'First visit', kind: 'text', value: (c) => monthLabel(c.month) },
      { key: 'clients', title: 'Clients', kind: 'count', value: (c) => c.clients },
      ...months,
    ],
    rows: [...report.cohorts].reverse(),
  };
}

/** The report's two tables, the figures first, then the cohorts; counts in `cells`' format. */
export function clientsReportTable(
  report: ClientsReport,
  meta: ReportFileMeta,
  cells: CellFormats,
): ReportTable {
  return {
    title: 'Clients Report',
    subtitle: reportSubtitle(meta.locationName, report.from, report.to, meta.generatedAt),
    sections: [salesSection(figuresTable(report), cells), salesSection(retentionTable(report), cells)],
  };
}

/** The report's two tables as CSV text, the figures first, the cohorts after a blank line and their title. */
export function clientsReportCsv(report: ClientsReport): string {
  return reportTableCsv(
    clientsReportTable(report, { locationName: null, generatedAt: new Date() }, CSV_CELLS),
  );
}
