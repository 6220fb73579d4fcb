/**
 * Pay periods (issue #14; spec operations.md §9 bi-weekly default): local dates of a location's
 * zone. Weekly and bi-weekly periods run 7 or 14 days from the tenant's anchor date (before or
 * after it); semi-monthly ones are the 1st–15th and the 16th–month end; monthly ones the
 * calendar month. Calendar arithmetic only: no zone can shift a date.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { PayPeriodKind } from '@daybook/contracts';
import { addDays } from '../../lib/local-dates.js';

dayjs.extend(utc);

export interface Period {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** The period of `kind` (anchored at `anchor`) that holds local date `date`. */
export function periodOf(kind: PayPeriodKind, anchor: string, date: string): Period {
  if (kind === 'weekly' || kind === 'bi-weekly') {
    const length = kind === 'weekly' ? 7 : 14;
    const start = addDays(anchor, Math.floor(daysBetween(anchor, date) / length) * length);
    return { start, end: addDays(start, length - 1) };
  }
  const day = dayjs.utc(date);
  const first = day.startOf('month').format('YYYY-MM-DD');
  const last = day.endOf('month').format('YYYY-MM-DD');
  if (kind === 'monthly') return { start: first, end: last };
  return day.date() <= 15
    ? { start: first, end: addDays(first, 14) }
    : { start: addDays(first, 15), end: last };
}

/** The `count` periods up to and including the one holding `today`, newest first. */
export function recentPeriods(kind: PayPeriodKind, anchor: string, today: string, count: number): Period[] {
  const out: Period[] = [];
  let p = periodOf(kind, anchor, today);
  for (let i = 0; i < count; i++) {
    out.push(p);
    p = periodOf(kind, anchor, addDays(p.start, -1));
  }
  return out;
}

/** True when start…end is exactly one period of the schedule. */
export function isPeriod(kind: PayPeriodKind, anchor: string, start: string, end: string): boolean {
  const p = periodOf(kind, anchor, start);
  return p.start === start && p.end === end;
}
