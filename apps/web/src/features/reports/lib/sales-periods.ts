/**
 * The sales report's filters (issue #31): the local days from…to and the interval, kept in the
 * address (/reports?type=sales&from=…&to=…&interval=…) so a reload or a shared link shows the
 * same report, and the presets that fill them in. Days are 'YYYY-MM-DD' in the location's zone.
 */
import { SALES_INTERVALS, salesReportQuerySchema, type SalesInterval } from '@daybook/contracts';

export const SALES_PRESETS = ['last7', 'last30', 'thisMonth', 'lastMonth', 'last90', 'thisYear'] as const;
export type SalesPreset = (typeof SALES_PRESETS)[number];
/** What the period control shows: a preset, or days chosen by hand. */
export type SalesPeriodChoice = SalesPreset | 'custom';

export const SALES_PRESET_LABEL: Record<SalesPeriodChoice, string> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  last90: 'Last 90 days',
  thisYear: 'This year',
  custom: 'Custom dates',
};

export const SALES_INTERVAL_LABEL: Record<SalesInterval, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
};

/** The preset a report opens with when the address names no days. */
export const DEFAULT_SALES_PRESET: SalesPreset = 'last30';

export interface SalesFilters {
  from: string;
  to: string;
  interval: SalesInterval;
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

/** `day` moved by `days` calendar days (calendar arithmetic in UTC, so no zone shifts it). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The days `preset` covers when today is `today`; every preset ends today except last month. */
export function presetRange(preset: SalesPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'last7':
      return { from: shiftDay(today, -6), to: today };
    case 'last30':
      return { from: shiftDay(today, -29), to: today };
    case 'last90':
      return { from: shiftDay(today, -89), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const lastDay = shiftDay(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
  }
}

/** The preset whose days are exactly from…to today, or null. */
export function presetOf(range: { from: string; to: string }, today: string): SalesPreset | null {
  return (
    SALES_PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r.from === range.from && r.to === range.to;
    }) ?? null
  );
}

/** True for a real calendar day 'YYYY-MM-DD'. */
export function isDay(value: string | null): value is string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDay(value, 0) === value;
}

/**
 * The filters in `params`: days that are not real dates fall back to the default preset's, an
 * unknown interval to 'day'. An order or length the server would refuse is kept, for
 * salesFiltersProblem to say so.
 */
export function readSalesFilters(params: URLSearchParams, today: string): SalesFilters {
  const fallback = presetRange(DEFAULT_SALES_PRESET, today);
  const from = params.get('from');
  const to = params.get('to');
  const interval = params.get('interval');
  const bothDays = isDay(from) && isDay(to);
  return {
    from: bothDays ? from : fallback.from,
    to: bothDays ? to : fallback.to,
    interval: (SALES_INTERVALS as readonly string[]).includes(interval ?? '')
      ? (interval as SalesInterval)
      : 'day',
  };
}

/** The sentence the server would answer for `f` (from after to, more than a year), else null. */
export function salesFiltersProblem(f: SalesFilters): string | null {
  const parsed = salesReportQuerySchema.safeParse(f);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
