/**
 * Performance endpoint (issue #14 "Performance"): staff figures of one location, or of every
 * location the caller reaches ('all'), over local days `from`…`to` (inclusive), with the role
 * and staff filters. Employees always get their own figures alone (performance:read:own).
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema, timeOfDaySchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ANCHOR_TODAY,
  PERFORMANCE_DETAIL_TOTALS,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_RANGE_MAX_DAYS,
  PERFORMANCE_ROLES,
  PERFORMANCE_UNTIL_NOW,
  performanceFiguresAnswerSchema,
  performanceReportSchema,
} from '../entities/performance.js';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted ('YYYY-MM-DD', calendar arithmetic in UTC). */
export function performanceRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export const performanceParamsSchema = z.object({
  id: z.union([z.literal(PERFORMANCE_ALL), idSchema('Not a valid establishment id.')], {
    error: "Not a valid establishment id (or 'all').",
  }),
});

/**
 * `from`…`to` local days, at most PERFORMANCE_RANGE_MAX_DAYS; role and staff narrow the people.
 * `until` ('HH:MM', each location's local time) cuts the last day of both periods there: only
 * appointments starting, money taken and hours scheduled before it count, so that today so far
 * compares with yesterday by the same time rather than with the whole of yesterday. `until=now`
 * cuts each location at its own current minute (the server's clock), so every location's takings
 * so far count whatever its zone; a location whose local day is already past `to` counts that
 * day whole, one not yet at it counts none of it. `anchor=today` ends the periods on each
 * location's own today (the dashboards' today and last 7 days): `to` is today as the caller counts
 * it, and a location already in tomorrow, or still in yesterday, reads each day moved by one, so
 * every location's today counts across the zones.
 */
export const performanceQuerySchema = z
  .object({
    from: calendarDateSchema(),
    to: calendarDateSchema(),
    until: z
      .union([z.literal(PERFORMANCE_UNTIL_NOW), timeOfDaySchema(PERFORMANCE_MESSAGES.until)], {
        error: PERFORMANCE_MESSAGES.until,
      })
      .optional(),
    anchor: z.literal(PERFORMANCE_ANCHOR_TODAY, PERFORMANCE_MESSAGES.anchor).optional(),
    detail: z.literal(PERFORMANCE_DETAIL_TOTALS, PERFORMANCE_MESSAGES.detail).optional(),
    role: z.enum(PERFORMANCE_ROLES, PERFORMANCE_MESSAGES.role).optional(),
    staffId: idSchema('Not a valid staff id.').optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', message: PERFORMANCE_MESSAGES.range, path: ['to'] });
    else if (performanceRangeDays(q.from, q.to) > PERFORMANCE_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: PERFORMANCE_MESSAGES.rangeTooLong, path: ['to'] });
  });
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

/** `date`: today as the caller counts it (the periods then end on each location's own today). */
export const performanceFiguresQuerySchema = z.object({ date: calendarDateSchema() });
export type PerformanceFiguresQuery = z.input<typeof performanceFiguresQuerySchema>;

export const PERFORMANCE_ENDPOINTS = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/performance',
    access: { permission: 'performance:read' },
    summary:
      'Revenue, tips, average ticket, utilisation, rebooking and new clients per staff member, ' +
      'with the previous period and a daily series (employees: their own).',
    params: performanceParamsSchema,
    query: performanceQuerySchema,
    response: envelope(performanceReportSchema),
  }),
  figures: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/performance/figures',
    access: { permission: 'performance:read' },
    summary:
      "The dashboard's team figures: today against yesterday and the last 7 days against the 7 " +
      'before, each whole and so far (employees: their own).',
    params: performanceParamsSchema,
    query: performanceFiguresQuerySchema,
    response: envelope(performanceFiguresAnswerSchema),
  }),
} as const;
