/**
 * Staff performance (issue #14 "Performance"; spec operations.md §1 "sales and performance
 * views", §6 "Performance views have a role filter"; core.md §6: managers read performance,
 * employees their own). Per staff member over local days of a location, with the previous
 * period of equal length for comparison. Money is integer cents; ratios are 0–1 fractions
 * (null when there is nothing to divide by).
 *
 * Definitions (computed on the server):
 * - Service and product revenue: the staff member's items of paid sales dated in the period,
 *   each item's total less its tax (so after discounts, without tax and tips), minus their share
 *   of refunds dated in the period. A refund is shared over a sale's items in proportion to each
 *   item's part of the sale's total.
 * - Average ticket: their sales before refunds ÷ the distinct sales they had an item on.
 * - The group's sales figures without a filter: the locations' (metrics' one definition).
 * - Appointments and booked minutes: their appointments starting in the period, neither
 *   cancelled nor a no-show. Utilisation: booked minutes ÷ scheduled minutes (weekly hours,
 *   replaced by a date's override, less time off).
 * - Rebooking rate: of their completed visits, the share whose client had another appointment
 *   at the same location (with whichever staff member, not cancelled) starting after the visit
 *   and booked no later than PERFORMANCE_REBOOK_DAYS days after it.
 * - New clients: clients of their completed visits whose first completed visit in the tenant
 *   falls in the period; returning: the other clients of their completed visits.
 */
import { z } from 'zod';
import { RAW_ROLES } from '../roles.js';

/** Days after a visit within which a next booking counts as a rebooking. */
export const PERFORMANCE_REBOOK_DAYS = 14;
/**
 * Days without a completed visit after which a client counts as lapsed (the clients report):
 * about three months, a little more than two usual gaps between haircuts or colours.
 */
export const LAPSED_CLIENT_DAYS = 90;
/** Longest period one request may cover, in days. */
export const PERFORMANCE_RANGE_MAX_DAYS = 366;
/** The roles the role filter offers (people who may work at a location). */
export const PERFORMANCE_ROLES = ['owner', 'manager', 'employee', 'frontdesk'] as const;
export type PerformanceRole = (typeof PERFORMANCE_ROLES)[number];
/** The establishment path value for every location the caller reaches. */
export const PERFORMANCE_ALL = 'all';
/** `until` value: each location's current local minute, read by the server in its own zone. */
export const PERFORMANCE_UNTIL_NOW = 'now';
/**
 * `anchor` value: the periods end on each location's own today. `to` is today as the caller
 * counts it; a location whose today is another date reads every day moved by the difference.
 */
export const PERFORMANCE_ANCHOR_TODAY = 'today' as const;
/**
 * `detail` value: the team's totals and daily series only, no row per staff member (the
 * dashboard's figure cards read no more; issue #31 "the dashboard computed afresh").
 */
export const PERFORMANCE_DETAIL_TOTALS = 'totals' as const;

/** Every user-facing text of the performance views. */
export const PERFORMANCE_MESSAGES = {
  title: 'Performance',
  loadFailed: 'Failed to fetch performance',
  range: 'The end date must be on or after the start date.',
  rangeTooLong: `A period covers at most ${PERFORMANCE_RANGE_MAX_DAYS} days.`,
  role: 'Role must be owner, manager, employee or frontdesk.',
  until: "Until must be a time (HH:MM) or 'now'.",
  anchor: "Anchor must be 'today'.",
  detail: "Detail must be 'totals'.",
  empty: 'No staff match these filters.',
  noData: 'No sales in this period.',
} as const;

/**
 * Each figure's one-line definition, shown beside it on every screen that shows it (issue #31:
 * a figure is defined once, and says what it counts). Periods are local days of the location.
 */
export const FIGURE_DEFINITIONS = {
  grossCents: 'Services and retail sold in the period at their price, before discounts, tax and tips.',
  discountsCents: 'Discounts given on the sales of the period, on their lines and on the whole order.',
  taxCents: 'Sales tax charged in the period less tax refunded in the period.',
  collectedCents: 'Money taken by card and cash in the period less money refunded in the period.',
  revenueCents:
    'Service and retail sales in the period, after discounts, without tax and tips, less refunds made in the period.',
  serviceRevenueCents:
    'Services sold in the period, after discounts, without tax and tips, less their share of refunds made in the period.',
  productRevenueCents:
    'Retail products sold in the period, after discounts, without tax, less their share of refunds made in the period.',
  refundsCents: 'Refunds made in the period, whenever the sale was.',
  tipsCents: 'Tips on sales in the period, less tips refunded in the period.',
  tickets: 'Sales (tickets) in the period.',
  averageTicketCents: 'Sales in the period before refunds, divided by the number of tickets.',
  appointments: 'Appointments starting in the period, not cancelled and not no-shows.',
  utilisation:
    'Booked minutes divided by scheduled minutes (weekly hours or the day’s override, less time off).',
  rebookingRate: `Completed visits whose client booked their next visit at the location within ${PERFORMANCE_REBOOK_DAYS} days, as a share of completed visits.`,
  newClients: 'Clients whose first completed visit anywhere in the business fell in the period.',
  returningClients: 'Clients with a completed visit in the period who had completed one before it.',
  noShows: 'Appointments starting in the period marked as no-shows.',
  purchaseOrders: 'Purchase orders dated in the period, not cancelled.',
  inventorySpendCents: 'Stock received in the period, at the unit cost on its purchase order.',
  retailBackbarSplit:
    'Stock that left the shelves in the period at each product’s current unit cost: the share sold to clients (less returns) against the share used in services.',
  topSellingProduct:
    'The product with the most units sold in the period; its sales after discounts, without tax, less refunds made in the period.',
  visitedClients: 'Clients with a completed visit in the period.',
  lapsedClients: `Clients who had a completed visit at the location before, but none anywhere in the business in the ${LAPSED_CLIENT_DAYS} days ending on the period’s last day.`,
  retention:
    'Of the clients whose first completed visit anywhere in the business was at the location in a given month, the share with another completed visit in each following month (visits up to the period’s last day).',
  bookedAppointments:
    'Appointments starting in the period, whatever their status (cancelled and no-shows included).',
  completedAppointments: 'Appointments starting in the period marked as completed.',
  cancellations: 'Appointments starting in the period that were cancelled.',
  cancellationRate: 'Cancellations divided by the appointments booked to start in the period.',
  noShowRate: 'No-shows divided by the appointments booked to start in the period.',
  onlineShare:
    'Appointments the client booked on the online booking page, divided by the appointments booked to start in the period.',
  leadTimeMedianDays:
    'The middle number of days between booking an appointment and its local start day (0: booked the same day), over the appointments booked to start in the period.',
  leadTimeAverageDays:
    'The average number of days between booking an appointment and its local start day (0: booked the same day), over the appointments booked to start in the period.',
} as const;
export type DefinedFigure = keyof typeof FIGURE_DEFINITIONS;

/** One person's (or a group's) figures over one period. */
export const performanceFiguresSchema = z.object({
  serviceRevenueCents: z.number().int(),
  productRevenueCents: z.number().int(),
  /** Service plus product revenue, after refunds. */
  revenueCents: z.number().int(),
  /** Refund shares already taken off the revenue above (a positive number). */
  refundsCents: z.number().int(),
  tipsCents: z.number().int(),
  /** Distinct sales with one of their items. */
  tickets: z.number().int(),
  averageTicketCents: z.number().int(),
  appointments: z.number().int(),
  bookedMinutes: z.number().int(),
  scheduledMinutes: z.number().int(),
  /** bookedMinutes ÷ scheduledMinutes; null when nothing was scheduled. */
  utilisation: z.number().nullable(),
  completedVisits: z.number().int(),
  rebookedVisits: z.number().int(),
  /** rebookedVisits ÷ completedVisits; null without completed visits. */
  rebookingRate: z.number().nullable(),
  newClients: z.number().int(),
  returningClients: z.number().int(),
  /** Their appointments starting in the period marked no-show. */
  noShows: z.number().int(),
});
export type PerformanceFigures = z.infer<typeof performanceFiguresSchema>;
/** A figure the performance report carries, with its definition. */
export type PerformanceFigure = DefinedFigure & keyof PerformanceFigures;

export const performanceStaffSchema = z.object({
  staffId: z.string(),
  staffName: z.string(),
  role: z.enum(RAW_ROLES),
  current: performanceFiguresSchema,
  previous: performanceFiguresSchema,
});
export type PerformanceStaff = z.infer<typeof performanceStaffSchema>;

/** One local day of the period: revenue of the group the totals describe (after that day's refunds). */
export const performanceDaySchema = z.object({
  date: z.string(),
  serviceRevenueCents: z.number().int(),
  productRevenueCents: z.number().int(),
  revenueCents: z.number().int(),
});
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

/** A period's figures against the previous period of equal length. */
export const performanceComparisonSchema = z.object({
  current: performanceFiguresSchema,
  previous: performanceFiguresSchema,
});
export type PerformanceComparison = z.infer<typeof performanceComparisonSchema>;

export const performanceReportSchema = z.object({
  /** The location's id, or 'all'. */
  establishmentId: z.string(),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  rebookDays: z.number().int(),
  /**
   * Whole-group figures (a sale or client shared by two counts once). Without a role or staff
   * filter the sales figures (revenue, refunds, tips, tickets) are the locations' whole sales,
   * items without a staff member too, as the sales report counts them; narrowed, those of the
   * staff listed. The other figures are always the staff listed's.
   */
  totals: performanceComparisonSchema,
  staff: z.array(performanceStaffSchema),
  /** Every day from `from` to `to`, in order. */
  daily: z.array(performanceDaySchema),
});
export type PerformanceReport = z.infer<typeof performanceReportSchema>;

/** A period compared whole, and so far: cut at each location's current minute (as `until=now`). */
export const performanceWholeAndSoFarSchema = z.object({
  whole: performanceComparisonSchema,
  soFar: performanceComparisonSchema,
});

/**
 * The dashboard's figures (issue #15 "Dashboards", #31 "the dashboard computed afresh"): the
 * group's totals, as the report's `totals` without filters (employees: their own), for today
 * against yesterday and for the last 7 days against the 7 before, each whole and so far, every
 * location's periods ending on its own today (as `anchor=today`). One reading for all four, so
 * the cards agree with each other and with the report asked the same way.
 */
export const performanceFiguresAnswerSchema = z.object({
  /** The location's id, or 'all'. */
  establishmentId: z.string(),
  /** Today as the caller counts it. */
  date: z.string(),
  rebookDays: z.number().int(),
  today: performanceWholeAndSoFarSchema,
  week: performanceWholeAndSoFarSchema,
  /**
   * With 'all' (managers and owners): each location's own figures, its days ending on its own
   * today, in the order of the locations; they add up to the whole wherever a figure adds up.
   * Empty otherwise.
   */
  locations: z.array(
    z.object({
      establishmentId: z.string(),
      today: performanceWholeAndSoFarSchema,
      week: performanceWholeAndSoFarSchema,
    }),
  ),
});
export type PerformanceFiguresAnswer = z.infer<typeof performanceFiguresAnswerSchema>;
