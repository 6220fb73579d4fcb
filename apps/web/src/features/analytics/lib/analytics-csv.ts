/**
 * "Download CSV" and "Download PDF" of analytics (issue #31): the metric cards as a table
 * (current, previous and the change the card shows), the daily revenue, and with every location
 * the locations side by side, each under the table's title. The CSV writes dollars as plain
 * numbers with two decimals (1234.50), percents and changes as plain numbers with one and days
 * as ISO dates, so a spreadsheet adds them up, and a figure the screen shows as '—' as an empty
 * cell; the PDF writes them as the screen does ('$1,234.50', '42.5%', '+12.5%', 'Nov 1, 2026').
 */
import { ANALYTICS_MESSAGES, type Analytics, type AnalyticsFigures } from '@daybook/contracts';
import { locationSlug } from '../../../lib/csv-files';
import { formatCurrency, formatDate } from '../../../lib/format';
import {
  CSV_CELLS,
  SCREEN_CELLS,
  columns,
  reportSubtitle,
  reportTableCsv,
  type CellFormats,
  type ReportTable,
} from '../../../lib/report-table';
import { formatChange, formatPercent, formatUnits } from './analytics-format';
import { DAILY_REVENUE_TITLE, LOCATIONS_TITLE, METRIC_LABEL } from './analytics-labels';

/** How analytics writes its cells: dollars and counts, percents, changes (null: none) and days. */
export interface AnalyticsCells extends CellFormats {
  percent: (value: number | null) => string;
  /** A change in percent, or in points ('pts') for the retail share. */
  change: (value: number | null, unit: '%' | ' pts') => string;
  /** A 'YYYY-MM-DD' day. */
  day: (day: string) => string;
}

/** Plain for a spreadsheet: '1234.50', '42.5', '-3.0', '2026-11-01'; nothing for '—'. */
export const ANALYTICS_CSV_CELLS: AnalyticsCells = {
  ...CSV_CELLS,
  percent: (value) => (value === null ? '' : value.toFixed(1)),
  change: (value) => (value === null ? '' : value.toFixed(1)),
  day: (day) => day,
};

/** As the screen shows them: '$1,234.50', '2.5' units, '42.5%', '+12.5%', 'Nov 1, 2026', '—'. */
export const ANALYTICS_SCREEN_CELLS: AnalyticsCells = {
  ...SCREEN_CELLS,
  money: formatCurrency,
  count: formatUnits,
  percent: (value) => (value === null ? '—' : formatPercent(value)),
  change: (value, unit) => (value === null ? '—' : formatChange(value, unit)),
  day: (day) => formatDate(day),
};

/**
 * The cards' metrics. The split is the retail share (percent; its change in points); the top
 * product takes two lines: its name, then its units against the previous period's with the change.
 */
function metricRows(t: AnalyticsFigures, cells: AnalyticsCells): string[][] {
  const split = t.retailBackbarSplit;
  const top = t.topSellingProduct;
  const empty = cells.percent(null);
  /** A card's row: its title, current and previous in `format`, and its change. */
  const row = (
    figure: 'totalRevenue' | 'averageOrderValue' | 'totalPurchaseOrders' | 'inventorySpend',
    format: (n: number) => string,
  ) => [
    METRIC_LABEL[figure],
    format(t[figure].current),
    format(t[figure].previous),
    cells.change(t[figure].change, '%'),
  ];
  return [
    row('totalRevenue', cells.money),
    row('averageOrderValue', cells.money),
    row('totalPurchaseOrders', cells.count),
    row('inventorySpend', cells.money),
    [
      METRIC_LABEL.retailBackbarSplit,
      cells.percent(split.current),
      cells.percent(split.previous),
      cells.change(split.change, ' pts'),
    ],
    [METRIC_LABEL.topSellingProduct, top ? top.name : empty, empty, empty],
    [
      `${METRIC_LABEL.topSellingProduct} units sold`,
      top ? cells.count(top.units) : empty,
      top ? cells.count(top.previousUnits) : empty,
      cells.change(top ? top.change : null, '%'),
    ],
  ];
}

/** One location's (or the whole's) row of the side-by-side table, its columns split into numbers. */
function locationCells(f: AnalyticsFigures, cells: AnalyticsCells): string[] {
  const retail = f.retailBackbarSplit.current;
  const empty = cells.percent(null);
  return [
    cells.money(f.totalRevenue.current),
    cells.change(f.totalRevenue.change, '%'),
    cells.money(f.averageOrderValue.current),
    cells.count(f.totalPurchaseOrders.current),
    cells.money(f.inventorySpend.current),
    cells.percent(retail),
    cells.percent(retail === null ? null : 100 - retail),
    f.topSellingProduct ? f.topSellingProduct.name : empty,
    f.topSellingProduct ? cells.count(f.topSellingProduct.units) : empty,
  ];
}

/**
 * Analytics `data` as tables: the metrics first, then the daily revenue and, with
 * `allLocations`, every location and the whole; cells in `cells`' formats.
 */
export function analyticsTable(
  data: Analytics,
  allLocations: boolean,
  meta: { locationName: string | null; generatedAt: Date },
  cells: AnalyticsCells,
): ReportTable {
  const sections: ReportTable['sections'] = [
    {
      heading: 'Metrics',
      columns: columns(['Metric'], ['Current', 'Previous', 'Change']),
      rows: metricRows(data.totals, cells),
    },
    {
      heading: DAILY_REVENUE_TITLE,
      columns: columns(['Date'], ['Revenue']),
      rows: data.daily.map((d) => [cells.day(d.date), cells.money(d.revenue)]),
    },
  ];
  if (allLocations)
    sections.push({
      heading: LOCATIONS_TITLE,
      columns: columns(
        ['Location'],
        [
          METRIC_LABEL.totalRevenue,
          `${METRIC_LABEL.totalRevenue} change`,
          METRIC_LABEL.averageOrderValue,
          METRIC_LABEL.totalPurchaseOrders,
          METRIC_LABEL.inventorySpend,
          'Retail share',
          'Backbar share',
        ],
      ).concat(columns([METRIC_LABEL.topSellingProduct], ['Units sold'])),
      rows: [
        ...data.byLocation.map((l) => [l.name, ...locationCells(l, cells)]),
        ['All locations', ...locationCells(data.totals, cells)],
      ],
    });
  return {
    title: allLocations ? ANALYTICS_MESSAGES.systemTitle : ANALYTICS_MESSAGES.title,
    subtitle: reportSubtitle(meta.locationName, data.from, data.to, meta.generatedAt),
    sections,
  };
}

/**
 * Analytics `data` as CSV text: the metrics first (their header is the file's first line), then
 * the daily revenue (ISO dates) and, with `allLocations`, every location and the whole.
 */
export function analyticsCsv(data: Analytics, allLocations: boolean): string {
  return reportTableCsv(
    analyticsTable(data, allLocations, { locationName: null, generatedAt: new Date() }, ANALYTICS_CSV_CELLS),
  );
}

/** 'analytics-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv'; 'all' for every location (null). */
export function analyticsCsvName(locationName: string | null, from: string, to: string): string {
  return `analytics-${locationSlug(locationName)}-${from}-to-${to}.csv`;
}
