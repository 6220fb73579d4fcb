/**
 * Words and numbers of the sales report (issue #31): a period of the series as en-US dates, the
 * change of a figure against the previous period, and the names of rows that have none.
 * Dollars go through lib/format's formatCurrency.
 */
import { LOCALE, type SalesInterval, type SalesPeriod } from '@daybook/contracts';
import { formatDate } from '../../../lib/format';
import { shiftDay } from './sales-periods';

/** A count: '1,234'. */
export const formatCount = (n: number) => n.toLocaleString(LOCALE);

const monthName = (day: string) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, 1)).toLocaleDateString(LOCALE, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** 'Nov 5 – Nov 11, 2026' (the year once when both ends share it). */
export function formatDayRange(from: string, to: string): string {
  if (from === to) return formatDate(from);
  const start = formatDate(from);
  const end = formatDate(to);
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${start.replace(/, \d{4}$/, '')} – ${end}`
    : `${start} – ${end}`;
}

/**
 * A period of the series: a day 'Nov 5, 2026'; a whole month 'November 2026'; a week or a month
 * clipped by the report's ends as its days, 'Nov 2 – Nov 8, 2026'.
 */
export function periodLabel(p: Pick<SalesPeriod, 'from' | 'to'>, interval: SalesInterval): string {
  if (interval === 'day' || p.from === p.to) return formatDate(p.from);
  const wholeMonth =
    p.from.endsWith('-01') && shiftDay(p.to, 1).endsWith('-01') && p.from.slice(0, 7) === p.to.slice(0, 7);
  return interval === 'month' && wholeMonth ? monthName(p.from) : formatDayRange(p.from, p.to);
}

export type Trend = 'up' | 'down' | 'flat';

/**
 * How `current` moved from `previous`, as a percent of the previous to one decimal: '+12.5%',
 * '−3.0%', '0.0%' (flat); null when the previous period had nothing to compare with (0).
 */
export function salesChange(current: number, previous: number): { trend: Trend; label: string } | null {
  if (previous === 0) return null;
  // Rounded first, so that a change too small to show reads unchanged rather than '+0.0%'.
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  const trend: Trend = pct > 0 ? 'up' : pct < 0 ? 'down' : 'flat';
  const sign = trend === 'up' ? '+' : trend === 'down' ? '−' : '';
  return { trend, label: `${sign}${Math.abs(pct).toFixed(1)}%` };
}

export const TENDER_LABEL = { cash: 'Cash', card: 'Card' } as const;
export const KIND_LABEL = { service: 'Services', product: 'Retail' } as const;
export const NO_CATEGORY = 'No category';
export const NO_STAFF = 'No staff member';
