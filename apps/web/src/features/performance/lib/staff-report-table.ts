/**
 * The staff performance report's tables (issue #31 "Staff performance", "CSV and PDF export"),
 * defined once: the team's figures this period and the previous one (the KPI cards), and each
 * staff member's figures of the period (the staff table, revenue highest first as it opens). The
 * screen and the PDF write cents as '$1,234.50', ratios as '42.5%' and nothing as '—'; the CSV
 * plainly (1234.50, 42.5, nothing).
 */
import {
  LOCALE,
  ROLE_LABEL,
  mapRawRole,
  type PerformanceFigure,
  type PerformanceReport,
  type PerformanceStaff,
} from '@daybook/contracts';
import { locationSlug } from '../../../lib/csv-files';
import {
  reportSubtitle,
  reportTableCsv,
  type ReportColumn,
  type ReportTable,
} from '../../../lib/report-table';
import { dollars, percent } from './figures';

/** How a figure is written: 'money' (cents), 'count', 'ratio' (0–1 or null) or 'text'. */
export type FigureKind = 'money' | 'count' | 'ratio' | 'text';

/** The cells of one format: cents, counts and ratios (null: nothing to divide by). */
export interface FigureCells {
  money: (cents: number) => string;
  count: (n: number) => string;
  ratio: (ratio: number | null) => string;
}

/** As the screen shows them: '$1,234.50', '1,234', '42.5%', '—'. */
export const SCREEN_FIGURE_CELLS: FigureCells = {
  money: dollars,
  count: (n) => n.toLocaleString(LOCALE),
  ratio: percent,
};

/** Plain for a spreadsheet: '1234.50', '1234', '42.5', ''. */
export const CSV_FIGURE_CELLS: FigureCells = {
  money: (cents) => (cents / 100).toFixed(2),
  count: (n) => String(n),
  ratio: (ratio) => (ratio === null ? '' : (ratio * 100).toFixed(1)),
};

/** A figure of the team's: its name, its field and its kind. */
export interface TeamFigure {
  label: string;
  figure: PerformanceFigure;
  kind: Exclude<FigureKind, 'text'>;
}

/** The team's figures, in the KPI cards' order. */
export const TEAM_FIGURES: TeamFigure[] = [
  { label: 'Revenue', figure: 'revenueCents', kind: 'money' },
  { label: 'Service revenue', figure: 'serviceRevenueCents', kind: 'money' },
  { label: 'Product revenue', figure: 'productRevenueCents', kind: 'money' },
  { label: 'Average ticket', figure: 'averageTicketCents', kind: 'money' },
  { label: 'Tips', figure: 'tipsCents', kind: 'money' },
  { label: 'Appointments', figure: 'appointments', kind: 'count' },
  { label: 'Utilisation', figure: 'utilisation', kind: 'ratio' },
  { label: 'Rebooking rate', figure: 'rebookingRate', kind: 'ratio' },
  { label: 'New clients', figure: 'newClients', kind: 'count' },
  { label: 'Returning clients', figure: 'returningClients', kind: 'count' },
];

/** `value` of `kind` in `cells`' format (a ratio's null is '—' or nothing; text as is). */
export function figureCell(value: number | string | null, kind: FigureKind, cells: FigureCells): string {
  if (typeof value === 'string') return value;
  if (kind === 'ratio') return cells.ratio(value);
  if (value === null) return cells.ratio(null);
  return kind === 'money' ? cells.money(value) : cells.count(value);
}

/** A column of the staff table: its key, header, kind and value (null: a ratio with nothing to divide by). */
export interface StaffColumn {
  key: string;
  label: string;
  kind: FigureKind;
  value: (r: PerformanceStaff) => number | string | null;
}

/** 'Stylist' for the raw role, or the raw role when it maps to none. */
export const staffRoleLabel = (r: PerformanceStaff): string => {
  const role = mapRawRole(r.role);
  return role ? ROLE_LABEL[role] : r.role;
};

/** The staff table's columns, in its order. */
export const STAFF_COLUMNS: StaffColumn[] = [
  { key: 'name', label: 'Staff member', kind: 'text', value: (r) => r.staffName },
  { key: 'role', label: 'Role', kind: 'text', value: staffRoleLabel },
  { key: 'revenue', label: 'Revenue', kind: 'money', value: (r) => r.current.revenueCents },
  { key: 'services', label: 'Services', kind: 'money', value: (r) => r.current.serviceRevenueCents },
  { key: 'products', label: 'Products', kind: 'money', value: (r) => r.current.productRevenueCents },
  { key: 'tips', label: 'Tips', kind: 'money', value: (r) => r.current.tipsCents },
  { key: 'ticket', label: 'Avg ticket', kind: 'money', value: (r) => r.current.averageTicketCents },
  { key: 'appointments', label: 'Appointments', kind: 'count', value: (r) => r.current.appointments },
  { key: 'utilisation', label: 'Utilisation', kind: 'ratio', value: (r) => r.current.utilisation },
  { key: 'rebooking', label: 'Rebooking', kind: 'ratio', value: (r) => r.current.rebookingRate },
  { key: 'new', label: 'New clients', kind: 'count', value: (r) => r.current.newClients },
  { key: 'returning', label: 'Returning', kind: 'count', value: (r) => r.current.returningClients },
];

/** A sort of the staff table: a column's key and its direction. */
export type StaffSort = { key: string; direction: 'ascending' | 'descending' };

/** How the staff table opens: revenue, highest first. */
export const DEFAULT_STAFF_SORT: StaffSort = { key: 'revenue', direction: 'descending' };

/** `rows` sorted by `sort` (a ratio's null below every number), ties by name. */
export function sortStaff(rows: PerformanceStaff[], sort: StaffSort): PerformanceStaff[] {
  const column = STAFF_COLUMNS.find((c) => c.key === sort.key) ?? STAFF_COLUMNS[2]!;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.value(a) ?? -1;
    const y = column.value(b) ?? -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return sign * order || a.staffName.localeCompare(b.staffName);
  });
}

const reportColumns = (list: { label: string; kind: FigureKind }[]): ReportColumn[] =>
  list.map((c) => ({ label: c.label, align: c.kind === 'text' ? 'left' : 'right' }));

/**
 * The report's two tables in `cells`' format under 'Staff Performance Report': 'Team figures'
 * (each figure this period and the previous one) and 'Staff performance' (each staff member's
 * figures of the period, revenue highest first); the subtitle names the location (null: every
 * location), the days and when the file was made.
 */
export function staffReportTable(
  report: PerformanceReport,
  meta: { locationName: string | null; generatedAt: Date },
  cells: FigureCells,
): ReportTable {
  const { current, previous } = report.totals;
  return {
    title: 'Staff Performance Report',
    subtitle: reportSubtitle(meta.locationName, report.from, report.to, meta.generatedAt),
    sections: [
      {
        heading: 'Team figures',
        columns: reportColumns([
          { label: 'Figure', kind: 'text' },
          { label: 'This period', kind: 'count' },
          { label: 'Previous period', kind: 'count' },
        ]),
        rows: TEAM_FIGURES.map((f) => [
          f.label,
          figureCell(current[f.figure], f.kind, cells),
          figureCell(previous[f.figure], f.kind, cells),
        ]),
      },
      {
        heading: 'Staff performance',
        columns: reportColumns(STAFF_COLUMNS),
        rows: sortStaff(report.staff, DEFAULT_STAFF_SORT).map((r) =>
          STAFF_COLUMNS.map((c) => figureCell(c.value(r), c.kind, cells)),
        ),
      },
    ],
  };
}

/** The two tables as CSV text, the team's figures first (their header is the file's first line). */
export function staffReportCsv(report: PerformanceReport): string {
  return reportTableCsv(
    staffReportTable(report, { locationName: null, generatedAt: new Date() }, CSV_FIGURE_CELLS),
  );
}

/** 'staff-report-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv'; 'all' for every location (null). */
export function staffCsvName(locationName: string | null, from: string, to: string): string {
  return `staff-report-${locationSlug(locationName)}-${from}-to-${to}.csv`;
}
