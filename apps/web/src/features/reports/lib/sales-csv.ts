/**
 * "Download CSV" of the sales report (issue #31): the series, then each breakdown, as the
 * screen's tables show them, one after another with a blank line and the table's title between
 * them; dollars as plain numbers with two decimals (1234.50) so a spreadsheet adds them up.
 */
import { unparse } from 'papaparse';
import type { SalesReport } from '@daybook/contracts';
import { locationSlug } from '../../../lib/csv-files';
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

function cell<T>(column: SalesColumn<T>, row: T): string {
  const value = column.value(row);
  if (typeof value === 'string') return value;
  return column.kind === 'money' ? value.toFixed(2) : String(value);
}

function section<T>(table: SalesTable<T>): string[][] {
  const lines = [
    table.columns.map((c) => c.title),
    ...table.rows.map((r) => table.columns.map((c) => cell(c, r))),
  ];
  const { total } = table;
  if (total !== undefined) lines.push(table.columns.map((c, i) => (i === 0 ? 'Total' : cell(c, total))));
  return lines;
}

/**
 * The report's tables of `report` as CSV text: the series first (its header is the file's first
 * line), then by category, staff member, payment type and, with `allLocations`, location.
 */
export function salesReportCsv(report: SalesReport, allLocations: boolean): string {
  const lines: string[][] = section(seriesTable(report));
  const add = <T>(table: SalesTable<T>) => lines.push([], [table.title], ...section(table));
  add({ title: CATEGORY_TITLE, columns: CATEGORY_COLUMNS, rows: report.byCategory });
  add({ title: STAFF_TITLE, columns: STAFF_COLUMNS, rows: report.byStaff });
  add({ title: PAYMENT_TITLE, columns: PAYMENT_COLUMNS, rows: report.byPayment });
  if (allLocations) add({ title: LOCATION_TITLE, columns: LOCATION_COLUMNS, rows: report.byLocation });
  return unparse(lines, { newline: '\r\n' });
}

/** 'sales-report-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv'; 'all' for every location. */
export function salesCsvName(locationName: string | null, from: string, to: string): string {
  return `sales-report-${locationSlug(locationName)}-${from}-to-${to}.csv`;
}
