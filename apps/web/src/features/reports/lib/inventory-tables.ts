/**
 * The inventory report's tables for its Download CSV and Download PDF (issue #31 "CSV and PDF
 * export"): the headline figures, retail vs backbar, running low, and usage and days remaining,
 * in the screen's order and with its columns. The PDF writes cells as the screen shows them
 * ('$1,234.50', '140 ml', '60%', '—'); the CSV plainly (1234.50, 140 with the unit in a column of
 * its own, 60.0, nothing for '—').
 */
import { LOCALE, type InventoryReport } from '@daybook/contracts';
import { locationSlug } from '../../../lib/csv-files';
import { formatDate } from '../../../lib/format';
import {
  CSV_CELLS,
  SCREEN_CELLS,
  columns,
  reportTableCsv,
  type CellFormats,
  type ReportSection,
  type ReportTable,
} from '../../../lib/report-table';
import { formatShare } from '../components/clients-report-cards';
import type { ReportFileMeta } from './sales-csv';

/** How the inventory report writes its cells: CellFormats, shares (0–1, null: none) and units. */
export interface InventoryCells extends CellFormats {
  share: (ratio: number | null) => string;
  /** What a cell the screen shows as '—' holds. */
  none: string;
  /** A quantity with its unit: on screen '140 ml' in one cell, in the CSV the unit in its own column. */
  unitColumn: boolean;
}

/** As the screen shows them: '$1,234.50', '1,234.5', '60%', '—', '140 ml'. */
export const INVENTORY_SCREEN_CELLS: InventoryCells = {
  ...SCREEN_CELLS,
  share: (ratio) => formatShare(ratio, 0),
  none: '—',
  unitColumn: false,
};

/** Plain for a spreadsheet: '1234.50', '1234.5', '60.0', '' and a Unit column. */
export const INVENTORY_CSV_CELLS: InventoryCells = {
  ...CSV_CELLS,
  share: (ratio) => (ratio === null ? '' : (ratio * 100).toFixed(1)),
  none: '',
  unitColumn: true,
};

const TYPE_LABEL = { retail: 'Retail', backbar: 'Backbar', both: 'Retail and backbar' } as const;
const PARTS = ['retail', 'backbar', 'both'] as const;

function figuresSection(r: InventoryReport, cells: InventoryCells): ReportSection {
  return {
    heading: 'Inventory figures',
    columns: columns(['Figure'], ['Value']),
    rows: [
      ['Stock value at cost', cells.money(r.stockValue)],
      ['Retail value', cells.money(r.retailValue)],
      ['Products', cells.count(r.productCount)],
      ['Low stock', cells.count(r.lowStockCount)],
      ['Out of stock', cells.count(r.outOfStockCount)],
      ['Spent on stock, last 30 days', cells.money(r.spendLast30Days)],
    ],
  };
}

function splitSection(split: InventoryReport['split'], cells: InventoryCells): ReportSection {
  const total = PARTS.reduce((sum, p) => sum + split[p].stockValue, 0);
  return {
    heading: 'Retail vs backbar',
    columns: columns(['Type'], ['Share', 'Stock value at cost', 'Products']),
    rows: PARTS.map((p) => [
      TYPE_LABEL[p],
      cells.share(total > 0 ? split[p].stockValue / total : null),
      cells.money(split[p].stockValue),
      cells.count(split[p].products),
    ]),
  };
}

function lowStockSection(rows: InventoryReport['lowStock'], cells: InventoryCells): ReportSection {
  return {
    heading: 'Running low',
    columns: columns(['Product', 'Supplier'], ['On hand', 'Minimum', 'On order']),
    rows: rows.map((r) => [
      // The screen's 'Out of stock' badge beside the name.
      r.quantity <= 0 ? `${r.name} (Out of stock)` : r.name,
      r.supplier ?? cells.none,
      cells.count(r.quantity),
      cells.count(r.min_stock_level),
      r.onOrder > 0 ? cells.count(r.onOrder) : cells.none,
    ]),
  };
}

function usageSection(rows: InventoryReport['usage'], cells: InventoryCells): ReportSection {
  const quantity = (n: number, unit: string) =>
    cells.unitColumn || unit === 'unit' ? cells.count(n) : `${cells.count(n)} ${unit}`;
  return {
    heading: 'Usage and days remaining',
    columns: columns(cells.unitColumn ? ['Product', 'Type', 'Unit'] : ['Product', 'Type'], [
      'On hand',
      'Used, 30 days',
      'Per day',
      'Days remaining',
    ]),
    rows: rows.map((r) => [
      r.brand ? `${r.name} (${r.brand})` : r.name,
      TYPE_LABEL[r.productType],
      ...(cells.unitColumn ? [r.unit_of_measure] : []),
      quantity(r.quantity, r.unit_of_measure),
      quantity(r.usedLast30Days, r.unit_of_measure),
      cells.count(r.usageRate),
      r.daysRemaining === null ? cells.none : cells.count(r.daysRemaining),
    ]),
  };
}

/**
 * The report's four tables in `cells`' formats under 'Inventory Report' and a subtitle of the
 * location, the day the figures were taken (`asOf`, en-US) and when the file was made.
 */
export function inventoryReportTable(
  report: InventoryReport,
  meta: ReportFileMeta,
  cells: InventoryCells,
): ReportTable {
  const generated = meta.generatedAt.toLocaleString(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    title: 'Inventory Report',
    subtitle: `${meta.locationName ?? 'All locations'} · As of ${formatDate(report.asOf)} · Generated ${generated}`,
    sections: [
      figuresSection(report, cells),
      splitSection(report.split, cells),
      lowStockSection(report.lowStock, cells),
      usageSection(report.usage, cells),
    ],
  };
}

/** The four tables as CSV text, the figures first (their header is the file's first line). */
export function inventoryReportCsv(report: InventoryReport): string {
  return reportTableCsv(
    inventoryReportTable(report, { locationName: null, generatedAt: new Date() }, INVENTORY_CSV_CELLS),
  );
}

/**
 * 'inventory-report-luxe-salon-manhattan-2026-11-20.csv' ('all' for every location): the report
 * is of a moment, not a period, so the name carries the one day its figures were taken (`asOf`,
 * in the browser's zone, as the screen's 'As of' line).
 */
export function inventoryCsvName(locationName: string | null, asOf: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(asOf),
  );
  return `inventory-report-${locationSlug(locationName)}-${day}.csv`;
}
