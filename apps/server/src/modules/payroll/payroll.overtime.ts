/**
 * Overtime (issue #28 "Overtime"): a person's worked minutes by local date, split into regular
 * and overtime minutes workweek by workweek under a location's rule. Workweeks are seven local
 * days from the pay schedule's anchor weekday, so a week crossing a pay period's edge counts all
 * its days: the days before the period fill the threshold, and each day's overtime is paid in the
 * period that holds the day. Pure; whole minutes and integer cents.
 */
import { periodOf } from './payroll.periods.js';

/** A location's rule: thresholds in minutes (daily null: none), multiplier of the hourly rate. */
export interface OvertimeRule {
  weeklyThresholdMinutes: number;
  dailyThresholdMinutes: number | null;
  multiplier: number;
}

export interface DaySplit {
  regular: number;
  overtime: number;
}

/** The first local date (YYYY-MM-DD) of the workweek holding `date`, weeks starting on `anchor`'s weekday. */
export function workweekOf(anchor: string, date: string): string {
  return periodOf('weekly', anchor, date).start;
}

/**
 * Splits `days` (minutes worked by local date) into regular and overtime minutes per date. In
 * date order within each workweek: minutes above the daily threshold are overtime; of the rest,
 * those past the weekly threshold (counting regular minutes only, so no minute counts twice)
 * are overtime too.
 */
export function splitOvertime(
  days: ReadonlyMap<string, number>,
  rule: OvertimeRule,
  anchor: string,
): Map<string, DaySplit> {
  const out = new Map<string, DaySplit>();
  const regularByWeek = new Map<string, number>();
  for (const date of [...days.keys()].sort()) {
    const minutes = days.get(date)!;
    const daily = rule.dailyThresholdMinutes === null ? 0 : Math.max(0, minutes - rule.dailyThresholdMinutes);
    const week = workweekOf(anchor, date);
    const before = regularByWeek.get(week) ?? 0;
    const room = Math.max(0, rule.weeklyThresholdMinutes - before);
    const weekly = Math.max(0, minutes - daily - room);
    const regular = minutes - daily - weekly;
    regularByWeek.set(week, before + regular);
    out.set(date, { regular, overtime: daily + weekly });
  }
  return out;
}

/** Regular and overtime minutes of the dates `start`…`end` (inclusive) of a split. */
export function splitWithin(split: ReadonlyMap<string, DaySplit>, start: string, end: string): DaySplit {
  let regular = 0;
  let overtime = 0;
  for (const [date, d] of split) {
    if (date < start || date > end) continue;
    regular += d.regular;
    overtime += d.overtime;
  }
  return { regular, overtime };
}

/**
 * Pay of `minutes` at `rateCents` an hour × `multiplier`, in cents. The one rounding rule of
 * hours pay: exact product, rounded half up once, the multiplier taken as whole hundredths so
 * no float error can tip a half cent.
 */
export function minutesPayCents(minutes: number, rateCents: number, multiplier = 1): number {
  const hundredths = Math.round(multiplier * 100);
  return Math.round((minutes * rateCents * hundredths) / 6000);
}
