/** Display of performance figures: cents as US dollars, ratios as percents, change arrows. */
import { LOCALE } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';

/** Cents as '$1,234.50'. */
export const dollars = (cents: number) => formatCurrency(cents / 100);

/** A 0–1 ratio as '42.5%', or '—' when there was nothing to divide by. */
export const percent = (ratio: number | null) =>
  ratio === null ? '—' : `${(ratio * 100).toLocaleString(LOCALE, { maximumFractionDigits: 1 })}%`;

export type Trend = 'up' | 'down' | 'flat';

/**
 * The change from `previous` to `current`: for amounts and counts a relative percent, for
 * ratios the difference in points; null when there is nothing to compare with.
 */
export function change(
  current: number | null,
  previous: number | null,
  kind: 'amount' | 'ratio',
): { trend: Trend; label: string } | null {
  if (current === null || previous === null) return null;
  const trend: Trend = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  if (kind === 'ratio') {
    const points = (current - previous) * 100;
    return { trend, label: `${points >= 0 ? '+' : '−'}${Math.abs(points).toFixed(1)} pts` };
  }
  if (previous === 0) return current === 0 ? { trend, label: '0%' } : { trend, label: 'new' };
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  return { trend, label: `${pct >= 0 ? '+' : '−'}${Math.abs(pct).toFixed(1)}%` };
}
