/**
 * When a location's waitlist starts moving (issue #15 "Waitlist"): an estimate counted from the
 * middle of the night read "~45 min (3:33 AM)". Waits count from now while the location is
 * open, else from its next opening in its business hours (IANA zone of the location).
 */
import { WEEKDAYS, type BusinessHours } from '@daybook/contracts';
import { addDays, todayIn, wallInstant } from '../../lib/local-dates.js';

/** The part of a location the opening needs. */
export interface OpeningPlace {
  timeZone: string;
  businessHours: BusinessHours;
}

/** Local `date`'s weekday as business hours name it ('YYYY-MM-DD'; getUTCDay counts from Sunday). */
function weekdayOf(date: string) {
  return WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/**
 * `now` while `place` is open; else the start of its next open day's hours within a week; `now`
 * when it has no open hours at all (nothing better is known).
 */
export function queueOpensAt(now: Date, place: OpeningPlace): Date {
  const today = todayIn(place.timeZone, now);
  for (let n = 0; n <= WEEKDAYS.length; n += 1) {
    const date = addDays(today, n);
    const hours = place.businessHours[weekdayOf(date)];
    if (!hours.isOpen) continue;
    const open = wallInstant(date, hours.openTime, place.timeZone);
    const close = wallInstant(date, hours.closeTime, place.timeZone);
    if (!open || !close || now >= close) continue;
    return now > open ? now : open;
  }
  return now;
}
