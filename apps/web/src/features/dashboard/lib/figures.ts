/**
 * Display of the dashboard figures (issue #15 "Dashboards"): cents as US dollars, 0–1 ratios
 * as percents, and the change from the previous period as a relative percent (amounts and
 * counts) or in points (rates).
 */
import { LOCALE } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

/** Cents as '$1,234.50'. */
export const dollars = (cents: number) => formatCurrency(cents / 100);

/** A count as '1,234'. */
export const count = (n: number) => n.toLocaleString(LOCALE);

/** A 0–1 ratio as '42.5%', or '—' when there was nothing to divide by. */
export const percent = (ratio: number | null) =>
  ratio === null ? '—' : `${(ratio * 100).toLocaleString(LOCALE, { maximumFractionDigits: 1 })}%`;

export type Trend = 'up' | 'down' | 'flat';

export interface Change {
  trend: Trend;
  /** '+12.5%', '−3.0 pts', 'new' (from zero), '0%'. */
  label: string;
}

/**
 * The change from `previous` to `current`: for amounts and counts a relative percent, for
 * ratios the difference in percentage points; null when either side is missing.
 */
export function change(
  current: number | null,
  previous: number | null,
  kind: 'amount' | 'ratio',
): Change | null {
  if (current === null || previous === null) return null;
  const trend: Trend = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  const signed = (n: number, unit: string) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(1)}${unit}`;
  if (kind === 'ratio') return { trend, label: signed((current - previous) * 100, ' pts') };
  if (previous === 0) return { trend, label: current === 0 ? '0%' : 'new' };
  return { trend, label: signed(((current - previous) / Math.abs(previous)) * 100, '%') };
}
