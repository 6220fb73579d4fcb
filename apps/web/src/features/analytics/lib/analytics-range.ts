/**
 * The analytics range (spec operations.md §2 "a date range of 7d, 30d, 90d or custom"), kept in
 * the address (/analytics?range=7d, or ?range=custom&from=…&to=…) so a reload or a shared link
 * shows the same figures. Days are 'YYYY-MM-DD' in the location's zone; presets end today.
 */
import { ANALYTICS_RANGES, analyticsQuerySchema, type AnalyticsRange } from '@daybook/contracts';

export const RANGE_LABEL: Record<AnalyticsRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  custom: 'Custom',
};

/** The range the page opens with when the address names none. */
export const DEFAULT_RANGE: AnalyticsRange = '30d';

const PRESET_DAYS: Record<Exclude<AnalyticsRange, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export interface AnalyticsPeriod {
  range: AnalyticsRange;
  from: string;
  to: string;
}

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

/** `day` moved by `days` calendar days (UTC arithmetic, so no zone shifts it). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The period the address names, for today `today`: a preset's last days, or the custom days as written. */
export function readPeriod(params: URLSearchParams, today: string): AnalyticsPeriod {
  const asked = params.get('range');
  const range = (ANALYTICS_RANGES as readonly string[]).includes(asked ?? '')
    ? (asked as AnalyticsRange)
    : DEFAULT_RANGE;
  if (range === 'custom')
    return {
      range,
      from: params.get('from') ?? shiftDay(today, -29),
      to: params.get('to') ?? today,
    };
  return { range, from: shiftDay(today, -(PRESET_DAYS[range] - 1)), to: today };
}

/** What is wrong with custom days, in the contract's words; null when the server would take them. */
export function periodProblem(p: AnalyticsPeriod): string | null {
  const parsed = analyticsQuerySchema.safeParse({ from: p.from, to: p.to });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
