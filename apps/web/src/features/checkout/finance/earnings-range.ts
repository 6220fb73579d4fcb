/** The ranges of My Earnings: today, this week (Sunday on, en-US), this month, or chosen days. */
import { monthStart, todayIn, weekStart } from '../transactions/local-dates';

export const EARNINGS_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];

export const PERIOD_LABEL: Record<EarningsPeriod, string> = {
  today: 'Today',
  week: 'This week',
  month: 'This month',
  custom: 'Custom',
};

/** The local days `period` covers in `timeZone` (through today); custom keeps `custom`. */
export function periodRange(
  period: EarningsPeriod,
  timeZone: string,
  custom: { start: string; end: string },
): { start: string; end: string } {
  const today = todayIn(timeZone);
  switch (period) {
    case 'today':
      return { start: today, end: today };
    case 'week':
      return { start: weekStart(today), end: today };
    case 'month':
      return { start: monthStart(today), end: today };
    case 'custom':
      return custom;
  }
}
