/**
 * A report as tables (issue #31 "CSV and PDF export"): the one model each report's Download CSV
 * and Download PDF write. A report builds it with the cell formats of the file it is for: plain
 * numbers (1234.50) for a CSV a spreadsheet adds up, and as the screen shows them ('$1,234.50',
 * '1,234') for the PDF a person reads.
 */
import { unparse } from 'papaparse';
import { LOCALE } from '@daybook/contracts';
import { formatCurrency, formatDate } from './format';

/** A column: its header and which side its cells sit on ('right' for money and counts). */
export interface ReportColumn {
  label: string;
  align: 'left' | 'right';
}

/** One table of a report: its heading, columns and rows of cells as text (a totals row included). */
export interface ReportSection {
  heading: string;
  columns: ReportColumn[];
  rows: string[][];
}

/**
 * A report's tables under its title ('Sales report') and subtitle (location, days and when it
 * was made, en-US); see reportSubtitle.
 */
export interface ReportTable {
  title: string;
  subtitle: string;
  sections: ReportSection[];
}

/** How a report writes its numbers: dollars (a number of dollars, not cents) and counts. */
export interface CellFormats {
  money: (dollars: number) => string;
  count: (n: number) => string;
}

/** As the screen shows them: '$1,234.50', '-$5.00', '1,234'. */
export const SCREEN_CELLS: CellFormats = {
  money: formatCurrency,
  count: (n) => n.toLocaleString(LOCALE),
};

/** Plain for a spreadsheet: '1234.50', '-5.00', '1234'. */
export const CSV_CELLS: CellFormats = {
  money: (dollars) => dollars.toFixed(2),
  count: (n) => String(n),
};

/** A left-aligned column per label in `left`, then a right-aligned one per label in `right`. */
export function columns(left: string[], right: string[] = []): ReportColumn[] {
  return [
    ...left.map((label) => ({ label, align: 'left' as const })),
    ...right.map((label) => ({ label, align: 'right' as const })),
  ];
}

/**
 * 'Luxe Salon — Manhattan · Nov 1 – Nov 30, 2026 · Generated Nov 29, 2026, 9:45 PM': the place
 * (`locationName`, null for every location), the report's days (`from`/`to`, 'YYYY-MM-DD') and
 * `generatedAt` in the browser's zone.
 */
export function reportSubtitle(
  locationName: string | null,
  from: string,
  to: string,
  generatedAt: Date,
): string {
  const days = from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
  const generated = generatedAt.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
  return `${locationName ?? 'All locations'} · ${days} · Generated ${generated}`;
}

/**
 * The CSV text of `table` (CRLF lines): each section's header and rows, after a blank line and a
 * line with its heading; the first section's heading only with `firstHeading` (else its header
 * is the file's first line). The title and subtitle are left out, so that a spreadsheet reads
 * the first table from the top.
 */
export function reportTableCsv(table: ReportTable, { firstHeading = false } = {}): string {
  const lines: string[][] = [];
  table.sections.forEach((section, i) => {
    if (i > 0) lines.push([]);
    if (i > 0 || firstHeading) lines.push([section.heading]);
    lines.push(
      section.columns.map((c) => c.label),
      ...section.rows,
    );
  });
  return unparse(lines, { newline: '\r\n' });
}
