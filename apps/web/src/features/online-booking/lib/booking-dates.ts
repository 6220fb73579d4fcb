/**
 * Calendar dates ('YYYY-MM-DD') and wall times ('HH:MM') of the booking page. Dates are the
 * establishment's, not the browser's: the arithmetic runs in UTC so no zone can shift a day, and
 * labels are formatted en-US (spec core.md §9: short month, day, year).
 */
import { LOCALE, WEEKDAYS, type BusinessHours, type Weekday } from '@daybook/contracts';

const DAY_MS = 86_400_000;

function utcDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** The date `n` days after `date` (negative: before). */
export function addDays(date: string, n: number): string {
  return new Date(utcDate(date).getTime() + n * DAY_MS).toISOString().slice(0, 10);
}

/** 'monday' … 'sunday' for a date. */
export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(utcDate(date).getUTCDay() + 6) % 7]!;
}

/** True when the business hours open on that date's weekday. */
export function isOpenOn(hours: BusinessHours, date: string): boolean {
  return hours[weekdayOf(date)].isOpen;
}

/** The first date from `from` to `to` (inclusive) on which the business opens, or null. */
export function firstOpenDate(hours: BusinessHours, from: string, to: string): string | null {
  // A week covers every weekday: a business closed all week never opens.
  for (const d of datesFrom(from, 7)) {
    if (d > to) break;
    if (isOpenOn(hours, d)) return d;
  }
  return null;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / DAY_MS);
}

/** The first date of the `size`-day page, counted from `first`, that holds `date`. */
export function pageStart(first: string, date: string, size: number): string {
  return addDays(first, Math.floor(Math.max(0, daysBetween(first, date)) / size) * size);
}

/** `count` consecutive dates from `start`. */
export function datesFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/**
 * A date format made on first use: the first Intl format of a page loads the locale's data, a
 * long task on a phone, and the page's first step (services) shows no date.
 */
const format = (options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date: Date) =>
      (made ??= new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: 'UTC' })).format(date),
  };
};
const weekdayShort = format({ weekday: 'short' });
const monthYear = format({ month: 'long', year: 'numeric' });
const monthShort = format({ month: 'short' });
const longDate = format({ weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' });

/** { weekday: 'Tue', day: '3' } for the date strip. */
export function dayLabel(date: string): { weekday: string; day: string } {
  return { weekday: weekdayShort.format(utcDate(date)), day: String(Number(date.slice(8, 10))) };
}

/** The month(s) a run of dates covers: 'March 2026', 'Mar – Apr 2026', 'Dec 2026 – Jan 2027'. */
export function monthsLabel(first: string, last: string): string {
  const [a, b] = [utcDate(first), utcDate(last)];
  if (first.slice(0, 7) === last.slice(0, 7)) return monthYear.format(a);
  if (first.slice(0, 4) === last.slice(0, 4)) {
    return `${monthShort.format(a)} – ${monthShort.format(b)} ${first.slice(0, 4)}`;
  }
  return `${monthShort.format(a)} ${first.slice(0, 4)} – ${monthShort.format(b)} ${last.slice(0, 4)}`;
}

/** 'Tuesday, Mar 3, 2026'. */
export function formatLongDate(date: string): string {
  return longDate.format(utcDate(date));
}

/** '9:00 AM', '1:30 PM'; '24:00' (a service that runs to midnight) reads '12:00 AM'. */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour = h % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** '9:00 AM – 10:00 AM'. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime(start)} – ${formatTime(end)}`;
}

/** '45 min', '1 hr', '1 hr 30 min'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} hr` : `${h} hr ${m} min`;
}
