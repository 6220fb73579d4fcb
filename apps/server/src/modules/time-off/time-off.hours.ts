/**
 * How many hours a request covers (issue #14): the person's scheduled working minutes on each
 * local date of the range at the establishment (date overrides over weekly hours), or, for a
 * person with no weekly hours there, 8 hours per Monday–Friday. Minutes are the unit; hours on
 * the wire are minutes / 60 with two decimals.
 */
import { TIME_OFF_DEFAULT_DAY_HOURS, WEEKDAYS } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { addDays } from '../../lib/local-dates.js';
import { hoursOf, overridesOf, weekdayOf } from '../staff/index.js';

/** Minutes to decimal hours, two decimals. */
export function toHours(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** Decimal hours to whole minutes. */
export function toMinutes(hours: number): number {
  return Math.round(hours * 60);
}

/** Every local date from `start` to `end`, inclusive. */
export function datesOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Scheduled working minutes of `userId` at the establishment over [start, end] (inclusive dates). */
export async function scheduledMinutes(
  tx: Tx,
  establishmentId: string,
  userId: string,
  start: string,
  end: string,
): Promise<number> {
  const [hours, overrides] = await Promise.all([
    hoursOf(tx, establishmentId, [userId]),
    overridesOf(tx, establishmentId, [userId], start, end),
  ]);
  const weekly = new Map<number, number>();
  for (const h of hours) weekly.set(h.weekday, (weekly.get(h.weekday) ?? 0) + h.endMinute - h.startMinute);
  const byDate = new Map(overrides.map((o) => [o.date, o]));
  const unscheduled = hours.length === 0;
  let total = 0;
  for (const date of datesOf(start, end)) {
    const weekday = WEEKDAYS.indexOf(weekdayOf(date));
    const override = byDate.get(date);
    if (override) {
      total += override.isWorking ? (override.endMinute ?? 0) - (override.startMinute ?? 0) : 0;
    } else if (unscheduled) {
      total += weekday < 5 ? TIME_OFF_DEFAULT_DAY_HOURS * 60 : 0;
    } else {
      total += weekly.get(weekday) ?? 0;
    }
  }
  return total;
}
