/**
 * "Download CSV" and "Download PDF" of the sales report (issue #31): the series, then each
 * breakdown, as the screen's tables show them, one after another under the table's title. The
 * CSV writes dollars as plain numbers with two decimals (1234.50) so a spreadsheet adds them up;
 * the PDF as the screen does ('$1,234.50').
 */
import type { SalesReport } from '@daybook/contracts';
import { locationSlug } from '../../../lib/csv-files';
import {
  CSV_CELLS,
  reportSubtitle,
  reportTableCsv,
  type CellFormats,
  type ReportSection,
  type ReportTable,
} from '../../../lib/report-table';
import {
  CATEGORY_COLUMNS,
  CATEGORY_TITLE,
  LOCATION_COLUMNS,
  LOCATION_TITLE,
  PAYMENT_COLUMNS,
  PAYMENT_TITLE,
  STAFF_COLUMNS,
  STAFF_TITLE,
  seriesTable,
  type SalesColumn,
  type SalesTable,
} from './sales-tables';

/** Where and when a report file is made: its location's name (null for every location) and the moment. */
export interface ReportFileMeta {
  locationName: string | null;
  generatedAt: Date;
}

/** A sales table (or any report's SalesTable) as a section, its totals row last, in `cells`' formats. */
export function salesSection<T>(table: SalesTable<T>, cells: CellFormats): ReportSection {
  const cell = (column: SalesColumn<T>, row: T): string => {
    const value = column.value(row);
    if (typeof value === 'string') return value;
    return column.kind === 'money' ? cells.money(value) : cells.count(value);
  };
  const rows = table.rows.map((r) => table.columns.map((c) => cell(c, r)));
  const { total } = table;
  if (total !== undefined) rows.push(table.columns.map((c, i) => (i === 0 ? 'Total' : cell(c, total))));
  return {
    heading: table.title,
    columns: table.columns.map((c) => ({ label: c.title, align: c.kind === 'text' ? 'left' : 'right' })),
    rows,
  };
}

/**
 * The sales report's tables of `report`: the series first, then by category, staff member,
 * payment type and, with `allLocations`, location; numbers in `cells`' formats.
 */
export function salesReportTable(
  report: SalesReport,
  allLocations: boolean,
  meta: ReportFileMeta,
  cells: CellFormats,
): ReportTable {
  const sections = [
    salesSection(seriesTable(report), cells),
    salesSection({ title: CATEGORY_TITLE, columns: CATEGORY_COLUMNS, rows: report.byCategory }, cells),
    salesSection({ title: STAFF_TITLE, columns: STAFF_COLUMNS, rows: report.byStaff }, cells),
    salesSection({ title: PAYMENT_TITLE, columns: PAYMENT_COLUMNS, rows: report.byPayment }, cells),
  ];
  if (allLocations)
    sections.push(
      salesSection({ title: LOCATION_TITLE, columns: LOCATION_COLUMNS, rows: report.byLocation }, cells),
    );
  return {
    title: 'Sales Report',
    subtitle: reportSubtitle(meta.locationName, report.from, report.to, meta.generatedAt),
    sections,
  };
}

/**
 * The report's tables of `report` as CSV text: the series first (its header is the file's first
 * line), then by category, staff member, payment type and, with `allLocations`, location.
 */
export function salesReportCsv(report: SalesReport, allLocations: boolean): string {
  return reportTableCsv(
    salesReportTable(report, allLocations, { locationName: null, generatedAt: new Date() }, CSV_CELLS),
  );
}

/** 'sales-report-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv'; 'all' for every location. */
export function salesCsvName(locationName: string | null, from: string, to: string): string {
  return `sales-report-${locationSlug(locationName)}-${from}-to-${to}.csv`;
}
