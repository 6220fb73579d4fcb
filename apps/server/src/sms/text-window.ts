/**
 * Quiet hours of text messages (issue #32): texts go out only between TEXT_QUIET_END (08:00)
 * and TEXT_QUIET_START (21:00), local time of the location. Every sender of texts asks here when
 * one due at some instant may leave.
 */
import { TEXT_QUIET_END, TEXT_QUIET_START } from '@daybook/contracts';
import { addDays, wallDateTime, wallTimeReached } from '../lib/local-dates.js';

/**
 * The first instant at or after `at` when a text may go out in `timeZone` (IANA): `at` itself
 * when the local time is from 08:00 up to (not including) 21:00, else the next local 08:00 (the
 * same day before 08:00, the next day from 21:00). Clock changes are read as the wall clock
 * reads them: an 08:00 the clocks skip is reached where they land.
 */
export function textWindowStart(at: Date, timeZone: string): Date {
  const { date, time } = wallDateTime(at, timeZone);
  if (time >= TEXT_QUIET_END && time < TEXT_QUIET_START) return at;
  const day = time < TEXT_QUIET_END ? date : addDays(date, 1);
  return new Date(wallTimeReached(day, TEXT_QUIET_END, timeZone));
}
