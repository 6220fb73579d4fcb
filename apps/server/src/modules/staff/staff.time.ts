/**
 * Local-date arithmetic in an establishment's IANA time zone. Dates are 'YYYY-MM-DD', times of
 * day 'HH:MM'. A local day is [its midnight, the next midnight), which lasts 23 or 25 hours on
 * daylight-saving days; the arithmetic goes through instants so those days come out right.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { Weekday } from '@daybook/contracts';
import { WEEKDAYS } from '@daybook/contracts';
import { nextDate } from '../../lib/local-dates.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The date's weekday, from the calendar date alone (no zone can shift it). */
export function weekdayOf(date: string): Weekday {
  // dayjs: 0 = Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(dayjs.utc(date).day() + 6) % 7]!;
}

/** The instants of the local day `date` in `timeZone`: [midnight, next midnight). */
export function localDayBounds(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: dayjs.tz(date, timeZone).toDate(),
    end: dayjs.tz(nextDate(date), timeZone).toDate(),
  };
}

/** The instant of local `date` + minutes after midnight (wall clock) in `timeZone`. */
export function localInstant(date: string, minuteOfDay: number, timeZone: string): Date {
  const h = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const m = String(minuteOfDay % 60).padStart(2, '0');
  return dayjs.tz(`${date} ${h}:${m}`, timeZone).toDate();
}

/**
 * The part of [startsAt, endsAt) that falls on local `date`, as local 'HH:MM' times; the end of
 * the day shows as '24:00'. Null when the block misses the day.
 */
export function clipToLocalDay(
  startsAt: Date,
  endsAt: Date,
  date: string,
  timeZone: string,
): { start: string; end: string } | null {
  const day = localDayBounds(date, timeZone);
  const start = Math.max(startsAt.getTime(), day.start.getTime());
  const end = Math.min(endsAt.getTime(), day.end.getTime());
  if (start >= end) return null;
  return {
    start: dayjs(start).tz(timeZone).format('HH:mm'),
    end: end === day.end.getTime() ? '24:00' : dayjs(end).tz(timeZone).format('HH:mm'),
  };
}
