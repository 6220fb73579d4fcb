/**
 * The wire's local date + 'HH:MM' in an establishment's IANA time zone ↔ instants. Local times
 * that the clocks skip (spring forward) have no instant and are refused; a repeated hour (fall
 * back) takes whichever instant dayjs resolves, and reads back as the same wall time.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { nextDate, wallDateTime } from '../../lib/local-dates.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instant of wall time `time` ('HH:MM', or '24:00' = the next midnight) on `date` in
 * `timeZone`, or null when the clocks skip that wall time. dayjs shifts a skipped time by the
 * gap, so reading the instant back and comparing finds the gap without a table of transitions.
 */
export function localInstant(date: string, time: string, timeZone: string): Date | null {
  const [day, clock] = time === '24:00' ? [nextDate(date), '00:00'] : [date, time];
  const wall = `${day} ${clock}`;
  const instant = dayjs.tz(wall, timeZone);
  if (!instant.isValid() || instant.tz(timeZone).format('YYYY-MM-DD HH:mm') !== wall) return null;
  return instant.toDate();
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
