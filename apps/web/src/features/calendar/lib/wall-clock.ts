/**
 * Wall-clock times of an establishment as "floating" Date objects.
 *
 * The calendar library works with Date objects in the browser's zone. Appointments speak a
 * local date and 'HH:MM' in the establishment's IANA zone. A floating Date carries those
 * wall-clock fields as the browser's local fields (getHours() is the establishment's hour), so
 * the grid places 10:00 at 10:00 whatever zone the browser is in. Only "now" needs the real
 * zone: wallClockNow converts an instant with Intl, given the zone explicitly.
 */
import { zonedParts } from '../../../lib/time-zones';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' + 'HH:MM' (or '24:00') → a floating Date with those local fields. */
export function floatingDate(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d, h, min, 0, 0);
}

/** The local calendar date of a floating Date, 'YYYY-MM-DD'. */
export function toDateString(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local wall-clock time of a floating Date, 'HH:MM'. */
export function toTimeString(d: Date): string {
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * The wire times of a floating range on one date: the start's date and time, and the end's
 * time, '24:00' when the range ends at the following midnight. Null when it spans days.
 */
export function toWireRange(
  start: Date,
  end: Date,
): { date: string; startTime: string; endTime: string } | null {
  const date = toDateString(start);
  const endDate = toDateString(end);
  let endTime = toTimeString(end);
  if (endDate !== date) {
    const nextDay = floatingDate(date, '00:00');
    nextDay.setDate(nextDay.getDate() + 1);
    if (end.getTime() !== nextDay.getTime()) return null;
    endTime = '24:00';
  }
  if (end <= start) return null;
  return { date, startTime: toTimeString(start), endTime };
}

/** `instant` as a floating Date showing the wall clock of `timeZone`. */
export function wallClockNow(timeZone: string, instant: Date = new Date()): Date {
  const p = zonedParts(instant, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, 0);
}

/** Today's date in `timeZone`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, instant: Date = new Date()): string {
  return toDateString(wallClockNow(timeZone, instant));
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = floatingDate(date, '12:00');
  d.setDate(d.getDate() + days);
  return toDateString(d);
}

/** The Sunday-to-Saturday week (en-US) holding `date`: its first and last dates. */
export function weekRange(date: string): { start: string; end: string } {
  const d = floatingDate(date, '12:00');
  const offset = d.getDay();
  const start = addDays(date, -offset);
  return { start, end: addDays(start, 6) };
}

/** 'HH:MM' → minutes since midnight ('24:00' → 1440). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
