/**
 * How analytics figures read (issue #31): a change as '+12.5%' (or points for the retail
 * share), its direction for colour and for screen readers, and percents with one decimal.
 */

export type Trend = 'up' | 'down' | 'flat';

/** A change's sign as a trend. */
export function trendOf(change: number): Trend {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

/** '+12.5%', '−3.0%', '0.0%' (a typographic minus); `unit` 'pts' for percentage points. */
export function formatChange(change: number, unit: '%' | ' pts' = '%'): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${Math.abs(change).toFixed(1)}${unit}`;
}

/** '42.5%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Units as counted ('3', '2.5'). */
export function formatUnits(units: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(units);
}
