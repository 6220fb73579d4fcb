/**
 * The wire's local date + 'HH:MM' in an establishment's IANA time zone ↔ instants. Local times
 * that the clocks skip (spring forward) have no instant and are refused; a repeated hour (fall
 * back) takes its later pass, and reads back as the same wall time.
 */
import { localToInstant, nextDate, wallDateTime } from '../../lib/local-dates.js';

/**
 * The instant of wall time `time` ('HH:MM', or '24:00' = the next midnight) on `date` in
 * `timeZone`, or null when the clocks skip that wall time.
 */
export function localInstant(date: string, time: string, timeZone: string): Date | null {
  const [day, clock] = time === '24:00' ? [nextDate(date), '00:00'] : [date, time];
  const instant = localToInstant(day, clock, timeZone);
  return instant === null ? null : new Date(instant);
}

/**
 * The local date, start and end times of [startsAt, endsAt) in `timeZone`. An end at the
 * next local midnight reads '24:00'; appointments never run past it (the service refuses).
 */
export function toLocalTimes(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
): { date: string; startTime: string; endTime: string } {
  const start = wallDateTime(startsAt, timeZone);
  const end = wallDateTime(endsAt, timeZone);
  const endsNextMidnight = end.date !== start.date && end.time === '00:00';
  return { date: start.date, startTime: start.time, endTime: endsNextMidnight ? '24:00' : end.time };
}
