/**
 * Display formats of spec core.md §9: US dollars with 2 decimals; en-US dates with a short month;
 * durations; wall times ('HH:MM' in the establishment's zone) as en-US labels.
 */
import { CURRENCY, LOCALE } from '@daybook/contracts';

let currencyFormat: Intl.NumberFormat | undefined;

/**
 * Formats an amount of dollars, e.g. 1234.5 → '$1,234.50', -5 → '-$5.00', exactly as
 * Intl.NumberFormat('en-US', USD, 2 decimals) does. Written out for US dollars: the first
 * Intl.NumberFormat of a page loads the locale's data, a long task on a phone (about 60 ms
 * on a 4× slowed CPU), and the public booking page's prices are drawn while it hydrates.
 */
export function formatCurrency(amount: number): string {
  // Intl rounds the number's shortest decimal form ('0.015', not the double just below it).
  const digits = Math.abs(amount).toString();
  if (LOCALE !== 'en-US' || CURRENCY !== 'USD' || !/^\d+(\.\d+)?$/.test(digits)) {
    currencyFormat ??= new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return currencyFormat.format(amount);
  }
  const [int = '0', frac = ''] = digits.split('.');
  // Half away from zero, as Intl does: the third decimal decides.
  const up = (frac[2] ?? '0') >= '5' ? 1n : 0n;
  const total = (BigInt(int + frac.slice(0, 2).padEnd(2, '0')) + up).toString().padStart(3, '0');
  const whole = total.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}$${whole}.${total.slice(-2)}`;
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

/** Minutes as '45 min', '1 h', '1 h 30 min'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

function minuteOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return (h * 60 + m) % (24 * 60);
}

/** en-US time label of 'HH:MM', e.g. '2:30 PM'. */
export function formatTime(time: string): string {
  const m = minuteOfDay(time);
  const h = Math.floor(m / 60);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${suffix}`;
}

/** en-US time range, e.g. '9:00 AM – 10:30 AM'. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${end === '24:00' ? '12:00 AM' : formatTime(end)}`;
}

/** A short en-US range that names AM/PM once when both ends share it: '10:30–11:15 AM', '11:30 AM–12:15 PM'. */
export function formatShortRange(start: string, end: string): string {
  const [s, sSuffix] = formatTime(start).split(' ') as [string, string];
  const e = formatTime(end);
  return e.endsWith(sSuffix) ? `${s}–${e}` : `${formatTime(start)}–${e}`;
}
