/** Display formats of spec core.md §9: US dollars with 2 decimals; en-US dates with a short month. */
import { CURRENCY, LOCALE } from '@daybook/contracts';

const currencyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount of dollars, e.g. 1234.5 → '$1,234.50'. */
export function formatCurrency(amount: number): string {
  return currencyFormat.format(amount);
}

/**
 * Formats a date as 'Jan 5, 2025'. A bare 'YYYY-MM-DD' is read as that calendar day (not UTC
 * midnight, which would show the previous day west of Greenwich).
 */
export function formatDate(value: string | Date, timeZone?: string): string {
  let date: Date;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    date = new Date(y, m - 1, d);
    timeZone = undefined;
  } else {
    date = typeof value === 'string' ? new Date(value) : value;
  }
  return date.toLocaleDateString(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone });
}

/** Caps a count for a badge: above 9 reads '9+' (spec §2, §9). */
export function formatBadgeCount(count: number, cap = 9): string {
  return count > cap ? `${cap}+` : String(count);
}
