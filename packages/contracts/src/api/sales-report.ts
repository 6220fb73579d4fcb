/**
 * The sales report (spec operations.md §1 "analytics and reports", §2 "reports by week or
 * month"; core.md §2 `/reports?type=sales`; issue #31 "Sales (by day, week or month; by service
 * category, staff member, payment type, location)"). Every figure is defined once (SALES_FIGURES
 * names its FIGURE_DEFINITIONS entry), computed once on the server from per-day roll-ups (the metrics module) and the
 * raw sales of days not yet rolled up. Days are the location's local days; refunds count on the
 * day they are made, whenever the sale was. Money is US dollars with two decimals on the wire.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import { calendarDateSchema, idSchema } from '../fields.js';
import { TENDER_TYPES } from '../checkout/tenders.js';
import type { DefinedFigure } from '../entities/performance.js';
import { endpoint } from './endpoint.js';
import { performanceRangeDays } from './performance.js';
import { envelope } from './envelope.js';

/** How the report's series groups its days: weeks start on Monday, months on the 1st. */
export const SALES_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof SALES_INTERVALS)[number];

/** The longest period one report covers (a year, leap or not). */
export const SALES_REPORT_MAX_DAYS = 366;

export const SALES_REPORT_MESSAGES = {
  from: 'from must be a date like 2026-11-01.',
  to: 'to must be a date like 2026-11-30.',
  range: 'from must not be after to.',
  tooLong: `A report covers at most ${SALES_REPORT_MAX_DAYS} days.`,
  interval: `interval must be one of: ${SALES_INTERVALS.join(', ')}.`,
  establishment: 'Not a valid establishment id.',
} as const;

/** Each figure of the report and the one definition (FIGURE_DEFINITIONS) every screen shows beside it. */
export const SALES_FIGURES = {
  gross: 'grossCents',
  discounts: 'discountsCents',
  refunds: 'refundsCents',
  net: 'revenueCents',
  services: 'serviceRevenueCents',
  retail: 'productRevenueCents',
  tax: 'taxCents',
  tips: 'tipsCents',
  collected: 'collectedCents',
  tickets: 'tickets',
  averageTicket: 'averageTicketCents',
} as const satisfies Record<string, DefinedFigure>;
export type SalesFigure = keyof typeof SALES_FIGURES;

/** The period's figures, US dollars (tickets a count). */
export const salesFiguresSchema = z.object({
  gross: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  net: z.number(),
  services: z.number(),
  retail: z.number(),
  tax: z.number(),
  tips: z.number(),
  collected: z.number(),
  tickets: z.number().int(),
  averageTicket: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One interval of the series: its first and last local day, and its figures. */
export const salesPeriodSchema = salesFiguresSchema.extend({
  from: z.string(),
  to: z.string(),
});
export type SalesPeriod = z.infer<typeof salesPeriodSchema>;

/** What was sold of one service category or of retail, in the period. */
export const salesCategoryRowSchema = z.object({
  kind: z.enum(['service', 'product']),
  /** The service's or product's category; null when it has none. */
  category: z.string().nullable(),
  /** Units sold in the period (before refunds). */
  quantity: z.number().int(),
  gross: z.number(),
  discounts: z.number(),
  refunds: z.number(),
  net: z.number(),
});
export type SalesCategoryRow = z.infer<typeof salesCategoryRowSchema>;

/** What one staff member sold (null: lines sold with nobody on them). */
export const salesStaffRowSchema = z.object({
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  services: z.number(),
  retail: z.number(),
  refunds: z.number(),
  net: z.number(),
  tips: z.number(),
});
export type SalesStaffRow = z.infer<typeof salesStaffRowSchema>;

/** Money taken and given back by one payment type in the period. */
export const salesPaymentRowSchema = z.object({
  type: z.enum(TENDER_TYPES),
  taken: z.number(),
  refunded: z.number(),
  net: z.number(),
});
export type SalesPaymentRow = z.infer<typeof salesPaymentRowSchema>;

export const salesLocationRowSchema = salesFiguresSchema.extend({
  establishmentId: z.string(),
  name: z.string(),
});
export type SalesLocationRow = z.infer<typeof salesLocationRowSchema>;

export const salesReportQuerySchema = z
  .object({
    /** An establishment id, or ALL_ESTABLISHMENTS (or omitted) for every location the person reaches. */
    establishmentId: z
      .union(
        [idSchema(SALES_REPORT_MESSAGES.establishment), z.literal(ALL_ESTABLISHMENTS)],
        SALES_REPORT_MESSAGES.establishment,
      )
      .optional()
      .transform((v) => (v === ALL_ESTABLISHMENTS ? undefined : v)),
    from: calendarDateSchema(SALES_REPORT_MESSAGES.from),
    to: calendarDateSchema(SALES_REPORT_MESSAGES.to),
    interval: z.enum(SALES_INTERVALS, SALES_REPORT_MESSAGES.interval).default('day'),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', message: SALES_REPORT_MESSAGES.range, path: ['from'] });
    else if (performanceRangeDays(q.from, q.to) > SALES_REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', message: SALES_REPORT_MESSAGES.tooLong, path: ['to'] });
  });
export type SalesReportQuery = z.input<typeof salesReportQuerySchema>;
export type SalesReportQueryParsed = z.output<typeof salesReportQuerySchema>;

export const salesReportSchema = z.object({
  /** The location's id, or ALL_ESTABLISHMENTS. */
  establishmentId: z.string(),
  from: z.string(),
  to: z.string(),
  /** The previous period of the same length, which `previous` covers. */
  previousFrom: z.string(),
  previousTo: z.string(),
  interval: z.enum(SALES_INTERVALS),
  totals: salesFiguresSchema,
  previous: salesFiguresSchema,
  /** Every interval touching from…to, in order (the first and last clipped to the period). */
  series: z.array(salesPeriodSchema),
  /** Services by category, then retail by category; largest net first within each. */
  byCategory: z.array(salesCategoryRowSchema),
  /** Largest net first; the row of lines with nobody on them last. */
  byStaff: z.array(salesStaffRowSchema),
  byPayment: z.array(salesPaymentRowSchema),
  /** One row per location of the report, by name. */
  byLocation: z.array(salesLocationRowSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

export const SALES_REPORT_ENDPOINTS = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/reports/sales',
    access: { permission: 'revenue:read' },
    summary:
      'Sales of a location (or every reachable one) over local days from–to: totals with the previous period, ' +
      'a series by day, week or month, and breakdowns by category, staff member, payment type and location.',
    query: salesReportQuerySchema,
    response: envelope(salesReportSchema),
  }),
} as const;
