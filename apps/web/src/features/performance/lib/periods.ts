/**
 * The performance periods (spec operations.md §1 "Reports use a range of week or month"): this
 * week (Sunday on, en-US) or this month through today in the location's zone, or chosen days.
 */
export const PERFORMANCE_PERIODS = ['week', 'month', 'custom'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];

export const PERIOD_LABEL: Record<PerformancePeriod, string> = {
  week: 'This week',
  month: 'This month',
  custom: 'Custom',
};

/** Today in `timeZone`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, instant: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The Sunday that starts the en-US week holding `day` (calendar arithmetic in UTC). */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
}

/** The local days `period` covers in `timeZone` (through today); custom keeps `custom`. */
export function periodRange(
  period: PerformancePeriod,
  timeZone: string,
  custom: { from: string; to: string },
  now: Date = new Date(),
): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  if (period === 'week') return { from: weekStart(today), to: today };
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  return custom;
}
