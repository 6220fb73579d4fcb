/**
 * Whole months inside runs of local days, for the month roll-up (sales_month_lines, issue #31):
 * which months a roll-up completes, and which whole months a period can read from it. Days and
 * months are 'YYYY-MM-DD' (a month by its 1st).
 */
import { addDays } from '../../lib/local-dates.js';

/** The 1st of `day`'s month. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The last day of the month that starts on `month`. */
export function monthEnd(month: string): string {
  const d = new Date(`${month}T00:00:00Z`);
  return addDays(
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10),
    -1,
  );
}

/**
 * The whole months inside `first`…`last` (inclusive), as the first and last month's 1st; null
 * when no month lies wholly inside.
 */
export function wholeMonths(first: string, last: string): { from: string; to: string } | null {
  const from = monthOf(first) === first ? first : addDays(monthEnd(monthOf(first)), 1);
  const lastMonth = monthOf(last);
  const to = monthEnd(lastMonth) === last ? lastMonth : monthOf(addDays(lastMonth, -1));
  return from <= to ? { from, to } : null;
}

/**
 * The months touching `first`…`last` that are whole once every day up to `through` is rolled
 * up, as the first and last month's 1st; null when none is.
 */
export function monthsCompleted(
  first: string,
  last: string,
  through: string,
): { from: string; to: string } | null {
  const from = monthOf(first);
  const end = last < through ? last : through;
  const lastWhole = monthEnd(monthOf(end)) <= through ? monthOf(end) : monthOf(addDays(monthOf(end), -1));
  return from <= lastWhole ? { from, to: lastWhole } : null;
}
