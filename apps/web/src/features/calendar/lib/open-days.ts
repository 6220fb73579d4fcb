/**
 * Open and closed days of an establishment (spec core.md §3 "Business hours": each weekday
 * monday to sunday has an isOpen flag) and the en-US labels the calendar uses to speak of them.
 * Dates are 'YYYY-MM-DD' local dates of the establishment's zone; nothing here reads the clock.
 */
import { WEEKDAYS, type BusinessHours, type Weekday } from '@daybook/contracts';
import { addDays, floatingDate } from './wall-clock';

/** The weekday of a 'YYYY-MM-DD' date, as business hours name it ('monday' … 'sunday'). */
export function weekdayOf(date: string): Weekday {
  // getDay() counts from Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(floatingDate(date, '12:00').getDay() + 6) % 7]!;
}

/** Whether the establishment opens on `date`'s weekday. */
export function isOpenOn(hours: BusinessHours, date: string): boolean {
  return hours[weekdayOf(date)].isOpen;
}

/**
 * The first date after `date` on which the establishment opens, at most a week later (the
 * hours repeat weekly, so the search wraps around the week once); null when every weekday is
 * closed.
 */
export function nextOpenDay(hours: BusinessHours, date: string): string | null {
  for (let i = 1; i <= 7; i++) {
    const next = addDays(date, i);
    if (isOpenOn(hours, next)) return next;
  }
  return null;
}

/** 'monday' → 'Mondays'. */
const plural = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}s`;

/** The spec's wording of a weekly closed day: 'Luxe Salon Manhattan is closed on Mondays'. */
export function closedOnText(establishmentName: string, day: Weekday): string {
  return `${establishmentName} is closed on ${plural(day)}`;
}

/** A date as 'Tuesday, Dec 1' (en-US, no year: the calendar only points a few weeks ahead). */
export function formatWeekdayDate(date: string): string {
  return floatingDate(date, '12:00').toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  });
}

/** A date as 'Tue, Dec 1' (en-US), for lists. */
export function formatShortWeekdayDate(date: string): string {
  return floatingDate(date, '12:00').toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
}

/**
 * What the day view says about a day nobody can be booked on:
 * - `closed`: the establishment is closed on that weekday; `next` is the next open date (null
 *   when it is closed every day);
 * - `nobody`: it opens that weekday, but no bookable staff member works that date (a holiday
 *   entered as everyone's day off, for instance);
 * - null: an ordinary day.
 * `nobodyWorking` comes from the staff schedules of the date (false while they are unknown).
 */
export type DayNotice = { kind: 'closed'; day: Weekday; next: string | null } | { kind: 'nobody' } | null;

/** The notice for `date` (see DayNotice). */
export function dayNotice(hours: BusinessHours, date: string, nobodyWorking: boolean): DayNotice {
  if (!isOpenOn(hours, date)) return { kind: 'closed', day: weekdayOf(date), next: nextOpenDay(hours, date) };
  return nobodyWorking ? { kind: 'nobody' } : null;
}

/**
 * Why a staff member has no free start on `date` for a service, most telling reason first:
 * the date has passed, the establishment is closed that weekday, the date is beyond the
 * booking window (`maxAdvanceDays` after `today`, the establishment's maxAdvanceTime), or else
 * the person is off or booked up. `today` is today's date in the establishment's zone.
 */
export function noFreeTimeReason(
  establishment: { name: string; businessHours: BusinessHours; maxAdvanceDays: number },
  today: string,
  date: string,
): string {
  if (date < today) return `${formatWeekdayDate(date)} has passed.`;
  if (!isOpenOn(establishment.businessHours, date)) {
    return `${closedOnText(establishment.name, weekdayOf(date))}.`;
  }
  if (date > addDays(today, establishment.maxAdvanceDays)) {
    return `Bookings open ${establishment.maxAdvanceDays} days ahead.`;
  }
  return 'Not working, on time off or booked up that day.';
}
