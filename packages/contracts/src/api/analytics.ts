/**
 * Analytics (spec operations.md §2 "Analytics: metrics with a date range of 7d, 30d, 90d or
 * custom", §3 "totalRevenue, averageOrderValue, totalPurchaseOrders, inventorySpend,
 * retailBackbarSplit, topSellingProduct; each has a change figure"; core.md §2 `/analytics` and
 * the admin's System Analytics, locations side by side; issue #31). Each metric names its one
 * definition (ANALYTICS_FIGURES → FIGURE_DEFINITIONS): revenue and average order value are the
 * sales report's net sales and average ticket. Local days of each location; the previous period
 * has the same length and ends the day before `from`. Money is US dollars with two decimals.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import { calendarDateSchema, idSchema } from '../fields.js';
import type { DefinedFigure } from '../entities/performance.js';
import { endpoint } from './endpoint.js';
import { performanceRangeDays } from './performance.js';
import { envelope } from './envelope.js';

/** The longest period one answer covers (a year, leap or not). */
export const ANALYTICS_MAX_DAYS = 366;

/** The ranges the screen offers: the last 7, 30 or 90 days up to today, or chosen days. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', 'custom'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];

/** Every user-facing text of analytics (spec §8 wording lives in contracts). */
export const ANALYTICS_MESSAGES = {
  title: 'Analytics',
  systemTitle: 'System Analytics',
  from: 'from must be a date like 2026-11-01.',
  to: 'to must be a date like 2026-11-30.',
  range: 'from must not be after to.',
  tooLong: `Analytics cover at most ${ANALYTICS_MAX_DAYS} days.`,
  establishment: 'Not a valid establishment id.',
  loadFailed: 'Analytics could not be loaded.',
  noData: 'No sales, orders or stock movements in this period.',
  noProduct: 'No products sold in this period.',
  noSplit: 'No stock sold or used in this period.',
} as const;

/** Each metric and the one definition (FIGURE_DEFINITIONS) every screen shows beside it. */
export const ANALYTICS_FIGURES = {
  totalRevenue: 'revenueCents',
  averageOrderValue: 'averageTicketCents',
  totalPurchaseOrders: 'purchaseOrders',
  inventorySpend: 'inventorySpendCents',
  retailBackbarSplit: 'retailBackbarSplit',
  topSellingProduct: 'topSellingProduct',
} as const satisfies Record<string, DefinedFigure>;
export type AnalyticsFigure = keyof typeof ANALYTICS_FIGURES;

/**
 * A metric in the period and the previous one. `change`: (current − previous) ÷ previous × 100,
 * one decimal; null when the previous is 0.
 */
export const analyticsMetricSchema = z.object({
  current: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type AnalyticsMetric = z.infer<typeof analyticsMetricSchema>;

/**
 * Cost of stock sold as retail against stock used as backbar. `current`/`previous`: the retail
 * share in percent (one decimal; backbar is the rest), null when nothing left the shelves.
 * `change`: the retail share's move in percentage points, one decimal; null without both shares.
 */
export const analyticsSplitSchema = z.object({
  current: z.number().nullable(),
  previous: z.number().nullable(),
  change: z.number().nullable(),
  /** Cost of the period's retail sales less returns, dollars. */
  retailCost: z.number(),
  /** Cost of the period's backbar usage, dollars. */
  backbarCost: z.number(),
});
export type AnalyticsSplit = z.infer<typeof analyticsSplitSchema>;

/** The product with most units sold in the period; `change` compares its units with its previous period's. */
export const analyticsTopProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Units sold in the period (before refunds). */
  units: z.number(),
  /** Its sales after discounts, without tax, less refunds made in the period, dollars. */
  net: z.number(),
  previousUnits: z.number(),
  change: z.number().nullable(),
});
export type AnalyticsTopProduct = z.infer<typeof analyticsTopProductSchema>;

/** The six metrics of a selection of locations. */
export const analyticsFiguresSchema = z.object({
  totalRevenue: analyticsMetricSchema,
  averageOrderValue: analyticsMetricSchema,
  totalPurchaseOrders: analyticsMetricSchema,
  inventorySpend: analyticsMetricSchema,
  retailBackbarSplit: analyticsSplitSchema,
  /** Null when no product was sold in the period. */
  topSellingProduct: analyticsTopProductSchema.nullable(),
});
export type AnalyticsFigures = z.infer<typeof analyticsFiguresSchema>;

/** One local day's revenue (net sales), dollars. */
export const analyticsDaySchema = z.object({ date: z.string(), revenue: z.number() });
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsLocationSchema = analyticsFiguresSchema.extend({
  establishmentId: z.string(),
  name: z.string(),
});
export type AnalyticsLocation = z.infer<typeof analyticsLocationSchema>;

export const analyticsQuerySchema = z
  .object({
    /** An establishment id, or ALL_ESTABLISHMENTS (or omitted) for every location the person reaches. */
    establishmentId: z
      .union(
        [idSchema(ANALYTICS_MESSAGES.establishment), z.literal(ALL_ESTABLISHMENTS)],
        ANALYTICS_MESSAGES.establishment,
      )
      .optional()
      .transform((v) => (v === ALL_ESTABLISHMENTS ? undefined : v)),
    from: calendarDateSchema(ANALYTICS_MESSAGES.from),
    to: calendarDateSchema(ANALYTICS_MESSAGES.to),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.range, path: ['from'] });
    else if (performanceRangeDays(q.from, q.to) > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: ANALYTICS_MESSAGES.tooLong, path: ['to'] });
  });
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
export type AnalyticsQueryParsed = z.output<typeof analyticsQuerySchema>;

export const analyticsSchema = z.object({
  /** The location's id, or ALL_ESTABLISHMENTS. */
  establishmentId: z.string(),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: analyticsFiguresSchema,
  /** Every day from `from` to `to`, in order. */
  daily: z.array(analyticsDaySchema),
  /** One row per location, by name; their revenue, orders and spend add up to the totals. */
  byLocation: z.array(analyticsLocationSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;

export const ANALYTICS_ENDPOINTS = {
  analytics: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    access: { permission: 'revenue:read' },
    summary:
      'Analytics of a location (or every reachable one) over local days from–to: revenue, average order value, ' +
      'purchase orders, inventory spend, retail/backbar split and top-selling product against the previous period, ' +
      'daily revenue, and every location side by side.',
    query: analyticsQuerySchema,
    response: envelope(analyticsSchema),
  }),
} as const;
