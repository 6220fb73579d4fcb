/**
 * The sales report's tables, defined once (issue #31): each column's title and value, which the
 * screen's tables draw (dollars as '$1,234.50') and the CSV writes (dollars as 1234.50), so the
 * file holds the tables as the screen shows them.
 */
import type {
  SalesCategoryRow,
  SalesInterval,
  SalesLocationRow,
  SalesPaymentRow,
  SalesPeriod,
  SalesReport,
  SalesStaffRow,
} from '@daybook/contracts';
import { KIND_LABEL, NO_CATEGORY, NO_STAFF, TENDER_LABEL, periodLabel } from './sales-format';

/** One column: its title, and its value as text or as dollars or a count. */
export interface SalesColumn<T> {
  key: string;
  title: string;
  value: (row: T) => string | number;
  /** 'money': US dollars (2 decimals); 'count': a whole number; 'text': as is. */
  kind: 'money' | 'count' | 'text';
}

/**
 * A table of the report: its heading (the table's accessible name too), columns and rows, and
 * a totals row whose first cell reads 'Total'.
 */
export interface SalesTable<T> {
  title: string;
  columns: SalesColumn<T>[];
  rows: T[];
  total?: T;
}

const money = <T>(key: string, title: string, value: (row: T) => number): SalesColumn<T> => ({
  key,
  title,
  value,
  kind: 'money',
});

/** The series: one row per day, week or month. */
export function seriesColumns(interval: SalesInterval): SalesColumn<SalesPeriod>[] {
  return [
    { key: 'period', title: 'Period', value: (p) => periodLabel(p, interval), kind: 'text' },
    money('gross', 'Gross sales', (p) => p.gross),
    money('discounts', 'Discounts', (p) => p.discounts),
    money('refunds', 'Refunds', (p) => p.refunds),
    money('net', 'Net sales', (p) => p.net),
    money('tax', 'Tax', (p) => p.tax),
    money('tips', 'Tips', (p) => p.tips),
    { key: 'tickets', title: 'Tickets', value: (p) => p.tickets, kind: 'count' },
  ];
}

export const CATEGORY_COLUMNS: SalesColumn<SalesCategoryRow>[] = [
  { key: 'kind', title: 'Type', value: (r) => KIND_LABEL[r.kind], kind: 'text' },
  { key: 'category', title: 'Category', value: (r) => r.category ?? NO_CATEGORY, kind: 'text' },
  { key: 'quantity', title: 'Quantity', value: (r) => r.quantity, kind: 'count' },
  money('gross', 'Gross sales', (r) => r.gross),
  money('discounts', 'Discounts', (r) => r.discounts),
  money('refunds', 'Refunds', (r) => r.refunds),
  money('net', 'Net sales', (r) => r.net),
];

export const STAFF_COLUMNS: SalesColumn<SalesStaffRow>[] = [
  { key: 'staff', title: 'Staff member', value: (r) => r.staffName ?? NO_STAFF, kind: 'text' },
  money('services', 'Services', (r) => r.services),
  money('retail', 'Retail', (r) => r.retail),
  money('refunds', 'Refunds', (r) => r.refunds),
  money('net', 'Net sales', (r) => r.net),
  money('tips', 'Tips', (r) => r.tips),
];

export const PAYMENT_COLUMNS: SalesColumn<SalesPaymentRow>[] = [
  { key: 'type', title: 'Payment type', value: (r) => TENDER_LABEL[r.type], kind: 'text' },
  money('taken', 'Taken', (r) => r.taken),
  money('refunded', 'Refunded', (r) => r.refunded),
  money('net', 'Net', (r) => r.net),
];

export const LOCATION_COLUMNS: SalesColumn<SalesLocationRow>[] = [
  { key: 'name', title: 'Location', value: (r) => r.name, kind: 'text' },
  money('gross', 'Gross sales', (r) => r.gross),
  money('discounts', 'Discounts', (r) => r.discounts),
  money('refunds', 'Refunds', (r) => r.refunds),
  money('net', 'Net sales', (r) => r.net),
  money('tax', 'Tax', (r) => r.tax),
  money('tips', 'Tips', (r) => r.tips),
  { key: 'tickets', title: 'Tickets', value: (r) => r.tickets, kind: 'count' },
  money('collected', 'Collected', (r) => r.collected),
];

export const SERIES_TITLE: Record<SalesInterval, string> = {
  day: 'Sales by day',
  week: 'Sales by week',
  month: 'Sales by month',
};
export const CATEGORY_TITLE = 'Sales by category';
export const STAFF_TITLE = 'Sales by staff member';
export const PAYMENT_TITLE = 'Sales by payment type';
export const LOCATION_TITLE = 'Sales by location';

/** The series of `report` as a table, with the period's totals. */
export function seriesTable(report: SalesReport): SalesTable<SalesPeriod> {
  return {
    title: SERIES_TITLE[report.interval],
    columns: seriesColumns(report.interval),
    rows: report.series,
    total: { ...report.totals, from: report.from, to: report.to },
  };
}
