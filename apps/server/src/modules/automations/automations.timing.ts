/**
 * When automated messages go out (issue #32), in the location's zone: a reminder's moment before
 * the appointment, and the text window (08:00–21:00 local) a text waits for.
 */
import { addDays, wallDateTime, wallInstant, wallTimeReached } from '../../lib/local-dates.js';
import { textWindowStart } from '../consent/index.js';

const HOUR_MS = 3_600_000;

/**
 * The instant a reminder `hoursBefore` hours before `startsAt` is due. Whole days are counted on
 * the wall clock of `timeZone` (24 h before 10:00 is 10:00 the day before, across a DST change
 * too); the hours left over are elapsed hours. A wall time the clocks skip falls back to elapsed
 * days.
 */
export function reminderDue(startsAt: Date, hoursBefore: number, timeZone: string): Date {
  const days = Math.floor(hoursBefore / 24);
  const hours = hoursBefore - days * 24;
  let anchor = startsAt;
  if (days > 0) {
    const wall = wallDateTime(startsAt, timeZone);
    anchor =
      wallInstant(addDays(wall.date, -days), wall.time, timeZone) ??
      new Date(startsAt.getTime() - days * 24 * HOUR_MS);
  }
  return new Date(anchor.getTime() - hours * HOUR_MS);
}

/**
 * When a text due at `due` may go out: the text window's next opening (consent's
 * textWindowStart: `due` itself from 08:00 to 21:00 local, else the next 08:00); null when that is
 * not before `startsAt` (the text would come too late: skipped for quiet hours).
 */
export function textSlot(due: Date, timeZone: string, startsAt: Date): Date | null {
  const slot = textWindowStart(due, timeZone);
  return slot < startsAt ? slot : null;
}

/**
 * The instant `days` calendar days after `instant` at the same wall time in `timeZone` (six weeks
 * after a 10:00 visit is 10:00, across a DST change too); a wall time the clocks skip that day
 * falls back to elapsed days.
 */
export function wallDaysAfter(instant: Date, days: number, timeZone: string): Date {
  const wall = wallDateTime(instant, timeZone);
  return (
    wallInstant(addDays(wall.date, days), wall.time, timeZone) ??
    new Date(instant.getTime() + days * 24 * HOUR_MS)
  );
}

/** The local hour a birthday message goes out. */
export const BIRTHDAY_TIME = '10:00';

/** 10:00 on local `date` in `timeZone` (10:00 is never skipped by a DST change). */
export function birthdayDue(date: string, timeZone: string): Date {
  return (
    wallInstant(date, BIRTHDAY_TIME, timeZone) ?? new Date(wallTimeReached(date, BIRTHDAY_TIME, timeZone))
  );
}
