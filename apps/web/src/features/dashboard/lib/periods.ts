/**
 * The two periods the dashboard figures compare (issue #15 "Dashboards"): today, against
 * yesterday, and the last 7 days (today included), against the 7 before. A rolling week rather
 * than Monday to date, so that the comparison always holds the same weekdays: on a Thursday a
 * Monday-to-date week against the whole of last week would read as a steep fall. Days are
 * local to the location's time zone; the performance endpoint works out the previous period of
 * equal length itself.
 */
import { localClock } from './local-clock';

/** Local days `from`…`to`, both 'YYYY-MM-DD' and both counted. */
export interface DayRange {
  from: string;
  to: string;
}

/** `day` moved by `days` (calendar arithmetic in UTC, so no daylight-saving shifts). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today, and the 7 days ending today, in `timeZone`. */
export function dashboardPeriods(
  timeZone: string,
  instant: Date = new Date(),
): { today: DayRange; week: DayRange } {
  const today = localClock(timeZone, instant).date;
  return { today: { from: today, to: today }, week: { from: addDays(today, -6), to: today } };
}
