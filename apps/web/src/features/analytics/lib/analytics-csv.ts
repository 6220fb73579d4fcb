/**
 * "Download CSV" of analytics (issue #31): the metric cards as a table (current, previous and the
 * change the card shows), the daily revenue, and with every location the locations side by side,
 * with a blank line and the table's title between them. Dollars are plain numbers with two
 * decimals (1234.50) and percents and changes plain numbers with one, so a spreadsheet adds them
 * up; a figure the screen shows as '—' is an empty cell.
 */
import { unparse } from 'papaparse';
import type { Analytics, AnalyticsFigures } from '@daybook/contracts';
import { locationSlug } from '../../../lib/csv-files';
import { DAILY_REVENUE_TITLE, LOCATIONS_TITLE, METRIC_LABEL } from './analytics-labels';

const dollars = (value: number) => value.toFixed(2);
const percent = (value: number | null) => (value === null ? '' : value.toFixed(1));
const count = (value: number) => String(value);

/**
 * The cards' metrics. The split is the retail share (percent; its change in points); the top
 * product takes two lines: its name, then its units against the previous period's with the change.
 */
function metricLines(t: AnalyticsFigures): string[][] {
  const split = t.retailBackbarSplit;
  const top = t.topSellingProduct;
  /** A card's row: its title, current and previous in `format`, and its change. */
  const row = (
    figure: 'totalRevenue' | 'averageOrderValue' | 'totalPurchaseOrders' | 'inventorySpend',
    format: (n: number) => string,
  ) => [
    METRIC_LABEL[figure],
    format(t[figure].current),
    format(t[figure].previous),
    percent(t[figure].change),
  ];
  return [
    ['Metric', 'Current', 'Previous', 'Change'],
    row('totalRevenue', dollars),
    row('averageOrderValue', dollars),
    row('totalPurchaseOrders', count),
    row('inventorySpend', dollars),
    [METRIC_LABEL.retailBackbarSplit, percent(split.current), percent(split.previous), percent(split.change)],
    [METRIC_LABEL.topSellingProduct, top ? top.name : '', '', ''],
    [
      `${METRIC_LABEL.topSellingProduct} units sold`,
      top ? count(top.units) : '',
      top ? count(top.previousUnits) : '',
      percent(top ? top.change : null),
    ],
  ];
}

/** One location's (or the whole's) row of the side-by-side table, its columns split into numbers. */
function locationCells(f: AnalyticsFigures): string[] {
  const retail = f.retailBackbarSplit.current;
  return [
    dollars(f.totalRevenue.current),
    percent(f.totalRevenue.change),
    dollars(f.averageOrderValue.current),
    count(f.totalPurchaseOrders.current),
    dollars(f.inventorySpend.current),
    percent(retail),
    percent(retail === null ? null : 100 - retail),
    f.topSellingProduct ? f.topSellingProduct.name : '',
    f.topSellingProduct ? count(f.topSellingProduct.units) : '',
  ];
}

function locationLines(data: Analytics): string[][] {
  return [
    [
      'Location',
      METRIC_LABEL.totalRevenue,
      `${METRIC_LABEL.totalRevenue} change`,
      METRIC_LABEL.averageOrderValue,
      METRIC_LABEL.totalPurchaseOrders,
      METRIC_LABEL.inventorySpend,
      'Retail share',
      'Backbar share',
      METRIC_LABEL.topSellingProduct,
      'Units sold',
    ],
    ...data.byLocation.map((l) => [l.name, ...locationCells(l)]),
    ['All locations', ...locationCells(data.totals)],
  ];
}

/**
 * Analytics `data` as CSV text: the metrics first (their header is the file's first line), then
 * the daily revenue (ISO dates) and, with `allLocations`, every location and the whole.
 */
export function analyticsCsv(data: Analytics, allLocations: boolean): string {
  const lines = metricLines(data.totals);
  lines.push(
    [],
    [DAILY_REVENUE_TITLE],
    ['Date', 'Revenue'],
    ...data.daily.map((d) => [d.date, dollars(d.revenue)]),
  );
  if (allLocations) lines.push([], [LOCATIONS_TITLE], ...locationLines(data));
  return unparse(lines, { newline: '\r\n' });
}

/** 'analytics-luxe-salon-manhattan-2026-11-01-to-2026-11-30.csv'; 'all' for every location (null). */
export function analyticsCsvName(locationName: string | null, from: string, to: string): string {
  return `analytics-${locationSlug(locationName)}-${from}-to-${to}.csv`;
}
