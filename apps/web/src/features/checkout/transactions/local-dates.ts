/**
 * Calendar days of a location's time zone as 'YYYY-MM-DD' (spec §9: the transaction filters
 * default to today there), and their en-US labels.
 */
import { LOCALE } from '@daybook/contracts';

/** Today in `timeZone`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, instant: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function toDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function fromDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** The Sunday that starts the en-US week holding `day`. */
export function weekStart(day: string): string {
  const d = fromDay(day);
  d.setDate(d.getDate() - d.getDay());
  return toDay(d);
}

/** The first day of the month holding `day`. */
export function monthStart(day: string): string {
  return `${day.slice(0, 8)}01`;
}

/** True for a real 'YYYY-MM-DD' day. */
export function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(fromDay(value)) === value;
}

/** An instant as 'Jan 5, 2026, 2:30 PM' in `timeZone`. */
export function formatDateTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString(LOCALE, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}
