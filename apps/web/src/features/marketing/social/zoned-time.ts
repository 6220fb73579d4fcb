/**
 * Wall-clock time in a location's zone (the calendar shows posts there, issue #32): the day a
 * post falls on, the month's grid, and the conversion between an instant and the
 * `YYYY-MM-DDTHH:mm` a date-time field edits.
 */
import { zonedParts } from '../../../lib/time-zones';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of `instant` in `timeZone`. */
export function dayOf(instant: string | Date, timeZone: string): string {
  const p = zonedParts(new Date(instant), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM' of `instant` in `timeZone`. */
export function monthOf(instant: Date, timeZone: string): string {
  return dayOf(instant, timeZone).slice(0, 7);
}

/** The month `delta` months from `month` ('YYYY-MM'). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

/** 'December 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The month's weeks, Sunday first, each seven 'YYYY-MM-DD' days or null for the days of the
 * neighbouring months.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: first }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${pad(i + 1)}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** The `YYYY-MM-DDTHH:mm` of `instant` on the wall clock of `timeZone`. */
export function wallTimeOf(instant: string, timeZone: string): string {
  const p = zonedParts(new Date(instant), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Milliseconds `timeZone` is ahead of UTC at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO) a wall time `YYYY-MM-DDTHH:mm` in `timeZone` names; in the hour a spring
 * change skips, the time an hour later; null for text that is not such a time.
 */
export function instantOfWallTime(wall: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return null;
  // Two passes settle the offset on either side of a daylight-saving change.
  let instant = asUtc - offsetAt(asUtc, timeZone);
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** 'Dec 31, 2026, 10:00 PM' in `timeZone`. */
export function formatPlanned(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** '10:00 PM' in `timeZone`. */
export function formatClock(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}
