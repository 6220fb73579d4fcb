/**
 * The week at a glance (issue #10 "Week view stays readable with 250+ appointments"): per staff
 * member and day, how many appointments and how many hours are booked, with day and week totals.
 * A time grid of seven narrow days cannot show forty overlapping blocks a day; counts can.
 */
import type { Appointment } from '@daybook/contracts';
import { isInactiveStatus, type CalendarResource } from './calendar-events';
import { addDays, minutesOf } from './wall-clock';

/** What one staff member (or everyone) has booked in one day or the week; minutes of booked time. */
export interface BookedTotal {
  count: number;
  minutes: number;
}

export interface WeekRow {
  staff: CalendarResource;
  /** One per day of `WeekSummary.days`, in order. */
  days: BookedTotal[];
  week: BookedTotal;
}

export interface WeekSummary {
  /** The seven dates shown, 'YYYY-MM-DD', from the week's first day. */
  days: string[];
  rows: WeekRow[];
  /** Everyone's totals per day, in the order of `days`. */
  dayTotals: BookedTotal[];
  week: BookedTotal;
}

const empty = (): BookedTotal => ({ count: 0, minutes: 0 });

const add = (total: BookedTotal, minutes: number) => {
  total.count += 1;
  total.minutes += minutes;
};

/**
 * Sums the week's appointments by staff member (`staff`, in the calendar's column order) and day.
 * Cancelled and no-show appointments hold no time and are not counted; appointments of staff not
 * in `staff` (filtered out) or outside the week are left out.
 */
export function summarizeWeek(
  appointments: readonly Appointment[],
  weekStart: string,
  staff: readonly CalendarResource[],
): WeekSummary {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const rows: WeekRow[] = staff.map((s) => ({ staff: s, days: days.map(empty), week: empty() }));
  const rowOf = new Map(rows.map((r) => [r.staff.id, r]));
  const dayTotals = days.map(empty);
  const week = empty();

  for (const a of appointments) {
    const row = rowOf.get(a.staffId);
    const i = dayIndex.get(a.date);
    if (!row || i === undefined || isInactiveStatus(a.status)) continue;
    const minutes = minutesOf(a.endTime) - minutesOf(a.startTime);
    add(row.days[i]!, minutes);
    add(row.week, minutes);
    add(dayTotals[i]!, minutes);
    add(week, minutes);
  }
  return { days, rows, dayTotals, week };
}

/** Booked time as a cell reads it: '5h 30m', '45m', '2h'. */
export function formatBookedTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** The same for a screen reader: '5 hours 30 minutes', '1 hour', '45 minutes'. */
export function speakBookedTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (h === 0) return part(m, 'minute');
  return m === 0 ? part(h, 'hour') : `${part(h, 'hour')} ${part(m, 'minute')}`;
}
