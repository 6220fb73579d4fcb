/**
 * Calendar dates ('YYYY-MM-DD') and wall-clock readings in an IANA time zone, shared by every
 * module that speaks the spec's date + 'HH:MM'. Reading an instant's wall time goes through
 * one cached Intl.DateTimeFormat per zone: a list of hundreds of appointments reads in well
 * under a millisecond, where a dayjs zone conversion per row cost ~0.2 ms each.
 */
import { fromMinuteOfDay, toMinuteOfDay } from '@daybook/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The cached wall-clock formatter of `timeZone` (24-hour, numeric parts). */
export function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/**
 * Offsets change only at instants that are whole quarter hours (every offset and every
 * transition time of current tz data is), so one reading per quarter hour and zone is exact.
 */
const OFFSET_STEP = 15 * MINUTE;
/** Quarter hours remembered per zone before that zone's memory starts afresh (about a year). */
const OFFSET_MEMORY = 35_000;
const offsetMemory = new Map<string, Map<number, number>>();

function readOffset(bucketStart: number, timeZone: string): number {
  const parts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 };
  for (const p of zoneFormatter(timeZone).formatToParts(new Date(bucketStart))) {
    if (p.type in parts) parts[p.type as keyof typeof parts] = Number(p.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((wall - bucketStart) / MINUTE);
}

/**
 * The UTC offset of `timeZone` at `instant` (epoch ms), in minutes (local − UTC), from the
 * platform's tz data. Remembered per quarter hour: the calendar reads hundreds of instants per
 * request, and one Intl reading costs as much as the rest of an appointment's mapping.
 */
export function offsetMinutesAt(instant: number, timeZone: string): number {
  let zone = offsetMemory.get(timeZone);
  if (!zone || zone.size >= OFFSET_MEMORY) {
    zone = new Map();
    offsetMemory.set(timeZone, zone);
  }
  const bucket = Math.floor(instant / OFFSET_STEP);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    offset = readOffset(bucket * OFFSET_STEP, timeZone);
    zone.set(bucket, offset);
  }
  return offset;
}

/** Numeric wall-clock parts of `instant` (ms since epoch) in `timeZone`. */
export function wallParts(
  instant: number,
  timeZone: string,
): { year: number; month: number; day: number; hour: number; minute: number } {
  const wall = new Date(instant + offsetMinutesAt(instant, timeZone) * MINUTE);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

interface WallReading {
  /** Instants at which the wall clock reads the time: two when repeated, none when skipped. */
  instants: number[];
  /** The instant the reading would have under the offset before a change. */
  underOldOffset: number;
}

function readWall(date: string, time: string, timeZone: string): WallReading {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  // No zone changes offset twice within two days: the offsets a day either side cover both.
  const before = offsetMinutesAt(wall - DAY, timeZone);
  const after = offsetMinutesAt(wall + DAY, timeZone);
  const instants = [...new Set([before, after])]
    .map((offset) => ({ offset, instant: wall - offset * MINUTE }))
    .filter(({ offset, instant }) => offsetMinutesAt(instant, timeZone) === offset)
    .map(({ instant }) => instant);
  return { instants, underOldOffset: wall - before * MINUTE };
}

/**
 * The instant (epoch ms) at which the wall clock of `timeZone` reads `date` ('YYYY-MM-DD')
 * `time` ('HH:MM'), null when the clocks skip it (spring forward). A repeated time (clocks fall
 * back) is its later pass: an hour booked from 01:00 then reads 01:00–02:00, where the earlier
 * pass would read 01:00–01:00.
 */
export function localToInstant(date: string, time: string, timeZone: string): number | null {
  const { instants } = readWall(date, time, timeZone);
  return instants.length > 0 ? Math.max(...instants) : null;
}

/** The first instant of local day `date`: its midnight, or the end of a gap that skips it. */
export function startOfLocalDay(date: string, timeZone: string): number {
  const { instants, underOldOffset } = readWall(date, '00:00', timeZone);
  // A skipped midnight is where the clocks jump, which the old offset reads as 00:00.
  return instants.length > 0 ? Math.min(...instants) : underOldOffset;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date and 'HH:MM' of `instant` in `timeZone`. */
export function wallDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const p = wallParts(instant.getTime(), timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** True when 'YYYY-MM-DD' names a real calendar day (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  return dayjs.utc(date).format('YYYY-MM-DD') === date;
}

const DAY_MS = 86_400_000;

/** addDays' answers so far: the same few weeks are stepped through again and again. */
const addedDays = new Map<string, string>();
/** Enough for every location's coming months and a year's reports; past it the map starts afresh. */
const ADDED_DAYS_MAX = 50_000;

/**
 * The date `n` days after `date` (calendar arithmetic in UTC, so no zone can shift it). Plain
 * Date arithmetic rather than dayjs: reports step through every day of every person's period,
 * and dayjs's parse and format cost 5 ms of a performance report's 50. Remembered, since even
 * Date's parse and format were a tenth of an availability answer computed afresh.
 */
export function addDays(date: string, n: number): string {
  const key = `${date}|${n}`;
  let added = addedDays.get(key);
  if (added === undefined) {
    added = new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
    if (addedDays.size >= ADDED_DAYS_MAX) addedDays.clear();
    addedDays.set(key, added);
  }
  return added;
}

/** The day after `date`. */
export function nextDate(date: string): string {
  return addDays(date, 1);
}

/** Today's date in `timeZone` at instant `now`. */
export function todayIn(timeZone: string, now: Date): string {
  return wallDateTime(now, timeZone).date;
}

/**
 * The instant of the wire's wall time `time` ('HH:MM', or '24:00' = the next midnight) on local
 * `date` in `timeZone`, or null when the clocks skip that wall time. A repeated time (fall
 * back) takes its later pass, as localToInstant does, and reads back as the same wall time.
 */
export function wallInstant(date: string, time: string, timeZone: string): Date | null {
  const [day, clock] = time === '24:00' ? [nextDate(date), '00:00'] : [date, time];
  const instant = localToInstant(day, clock, timeZone);
  return instant === null ? null : new Date(instant);
}

/**
 * The first instant on local `date` in `timeZone` whose wall time reads `time` ('HH:MM', '24:00'
 * = the next midnight) or later, as "before HH:MM" is read on a clock that day: a skipped time is
 * reached where the clocks land; a repeated one at its later pass. A report cut at a wall time.
 */
export function wallTimeReached(date: string, time: string, timeZone: string): number {
  for (let minute = toMinuteOfDay(time); minute < 1440; minute++) {
    const at = localToInstant(date, fromMinuteOfDay(minute), timeZone);
    if (at !== null) return at;
  }
  return startOfLocalDay(nextDate(date), timeZone);
}

/**
 * The wire's local date, start and end times ('HH:MM') of [startsAt, endsAt) in `timeZone`.
 * An end at the next local midnight reads '24:00': nothing booked runs past its day, so the
 * wire speaks one date per appointment.
 */
export function wallSpan(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
): { date: string; startTime: string; endTime: string } {
  const start = wallDateTime(startsAt, timeZone);
  const end = wallDateTime(endsAt, timeZone);
  const endsNextMidnight = end.date !== start.date && end.time === '00:00';
  return { date: start.date, startTime: start.time, endTime: endsNextMidnight ? '24:00' : end.time };
}
