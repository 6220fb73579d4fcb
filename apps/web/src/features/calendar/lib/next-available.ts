/**
 * "Find next available" (issue #10 "Getting around"): the next free start times for a service,
 * across staff and the coming days, read from the availability endpoint (spec core.md §7 GET
 * /api/appointments/availability/{establishmentId}) in windows of at most AVAILABILITY_MAX_DAYS
 * days. Dates are 'YYYY-MM-DD' and times 'HH:MM' in the establishment's zone.
 */
import { AVAILABILITY_MAX_DAYS, type Availability } from '@daybook/contracts';
import { formatTime } from '../../../lib/format';
import { formatShortWeekdayDate } from './open-days';
import { addDays } from './wall-clock';

/** How far the search looks, in days from its first date. */
export const SEARCH_DAYS = 60;
/** How many free times the dialog offers. */
export const OFFER_LIMIT = 8;
/** The first window is short: the next free time is usually within the week. */
const FIRST_WINDOW_DAYS = 7;

/** One free start and who is free then, in the calendar's staff order. */
export interface FreeTime {
  date: string;
  startTime: string;
  endTime: string;
  staffIds: string[];
}

/** A call's range: `days` consecutive dates from `date`. */
export interface SearchWindow {
  date: string;
  days: number;
}

/**
 * The searched range: from `shown` (the calendar's date) when it is later than `today`, else
 * from today; SEARCH_DAYS long, cut at the last bookable date (`maxAdvanceDays` after today,
 * the establishment's maxAdvanceTime, beyond which the server offers nothing). `days` is 0 when
 * the start is already past that date.
 */
export function searchRange(today: string, shown: string, maxAdvanceDays: number): SearchWindow {
  const from = shown > today ? shown : today;
  const lastBookable = addDays(today, maxAdvanceDays);
  let days = 0;
  while (days < SEARCH_DAYS && addDays(from, days) <= lastBookable) days++;
  return { date: from, days };
}

/** The range cut into calls: a week first, then AVAILABILITY_MAX_DAYS at a time. */
export function searchWindows(range: SearchWindow): SearchWindow[] {
  const windows: SearchWindow[] = [];
  let done = 0;
  while (done < range.days) {
    const size = Math.min(
      windows.length === 0 ? FIRST_WINDOW_DAYS : AVAILABILITY_MAX_DAYS,
      range.days - done,
    );
    windows.push({ date: addDays(range.date, done), days: size });
    done += size;
  }
  return windows;
}

/**
 * The first `limit` free starts, asking `fetchWindow` for one window after another and stopping
 * as soon as enough are found (most searches need one call). A start with nobody free is
 * skipped. Rejects with the first failed call's error.
 */
export async function findNextFree(
  fetchWindow: (window: SearchWindow) => Promise<Availability>,
  windows: readonly SearchWindow[],
  limit: number = OFFER_LIMIT,
): Promise<FreeTime[]> {
  const found: FreeTime[] = [];
  for (const window of windows) {
    const answer = await fetchWindow(window);
    for (const slot of answer.availability) {
      const staffIds = slot.staffIds ?? [];
      if (staffIds.length === 0) continue;
      found.push({ date: slot.date, startTime: slot.startTime, endTime: slot.endTime, staffIds });
      if (found.length === limit) return found;
    }
  }
  return found;
}

/**
 * A free time as the dialog lists it, e.g. 'Tue, Dec 1 · 9:30 AM · Emma Chen', with
 * '(+2 more free)' when others are free then too; `staffName` is the first free person's.
 */
export function freeTimeLabel(time: FreeTime, staffName: string): string {
  const others = time.staffIds.length - 1;
  const more = others > 0 ? ` (+${others} more free)` : '';
  return `${formatShortWeekdayDate(time.date)} · ${formatTime(time.startTime)} · ${staffName}${more}`;
}
