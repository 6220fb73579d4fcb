/**
 * The clients report (spec core.md §2 `/reports?type=clients`; issue #31 "Clients (new,
 * returning, lapsed; retention by first-visit month)"). Figures are counts of distinct clients of
 * completed visits over the location's local days from–to, with the previous period of the same
 * length; each figure names its one definition (FIGURE_DEFINITIONS). Walk-ins booked by name
 * only (no client record) are not clients here.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import { calendarDateSchema, idSchema, queryInt } from '../fields.js';
import type { DefinedFigure } from '../entities/performance.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { performanceRangeDays } from './performance.js';
import { SALES_REPORT_MAX_DAYS, SALES_REPORT_MESSAGES } from './sales-report.js';

/** How many months after their first the cohorts of the retention table follow, and how many cohorts it shows. */
export const RETENTION_MONTHS = 12;

/** The wording of a bad report period, shared by the clients and appointments reports (as the sales report's). */
export const REPORT_PERIOD_MESSAGES = {
  from: SALES_REPORT_MESSAGES.from,
  to: SALES_REPORT_MESSAGES.to,
  range: SALES_REPORT_MESSAGES.range,
  tooLong: SALES_REPORT_MESSAGES.tooLong,
  establishment: SALES_REPORT_MESSAGES.establishment,
} as const;

/** A location (or every reachable one) and local days from–to (checked by checkReportPeriod). */
const reportPeriodFields = {
  /** An establishment id, or ALL_ESTABLISHMENTS (or omitted) for every location the person reaches. */
  establishmentId: z
    .union(
      [idSchema(REPORT_PERIOD_MESSAGES.establishment), z.literal(ALL_ESTABLISHMENTS)],
      REPORT_PERIOD_MESSAGES.establishment,
    )
    .optional()
    .transform((v) => (v === ALL_ESTABLISHMENTS ? undefined : v)),
  from: calendarDateSchema(REPORT_PERIOD_MESSAGES.from),
  to: calendarDateSchema(REPORT_PERIOD_MESSAGES.to),
};

/** from ≤ to, at most SALES_REPORT_MAX_DAYS long. */
function checkReportPeriod(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', message: REPORT_PERIOD_MESSAGES.range, path: ['from'] });
  else if (performanceRangeDays(q.from, q.to) > SALES_REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: REPORT_PERIOD_MESSAGES.tooLong, path: ['to'] });
}

/** A location (or every reachable one) and local days from–to, at most SALES_REPORT_MAX_DAYS long. */
export const reportPeriodQuerySchema = z.object(reportPeriodFields).superRefine(checkReportPeriod);
export type ReportPeriodQuery = z.input<typeof reportPeriodQuerySchema>;
export type ReportPeriodQueryParsed = z.output<typeof reportPeriodQuerySchema>;

/** Each figure of the clients report and its one definition. */
export const CLIENTS_FIGURES = {
  clients: 'visitedClients',
  newClients: 'newClients',
  returningClients: 'returningClients',
  lapsedClients: 'lapsedClients',
} as const satisfies Record<string, DefinedFigure>;
export type ClientsFigure = keyof typeof CLIENTS_FIGURES;

/** A period's client counts: clients = new + returning; lapsed as of the period's last day. */
export const clientsFiguresSchema = z.object({
  clients: z.number().int(),
  newClients: z.number().int(),
  returningClients: z.number().int(),
  lapsedClients: z.number().int(),
});
export type ClientsFigures = z.infer<typeof clientsFiguresSchema>;

/** The clients whose first completed visit in the business was at the report's locations in `month`. */
export const retentionCohortSchema = z.object({
  /** 'YYYY-MM', the month of the first completed visit (local to its location). */
  month: z.string(),
  clients: z.number().int(),
  /**
   * Index k (0…RETENTION_MONTHS − 1): how many of them had a completed visit in the (k + 1)th
   * month after `month`; null for a month that starts after the period's last day.
   */
  returned: z.array(z.number().int().nullable()),
  /** returned ÷ clients (0–1), null where returned is. */
  retention: z.array(z.number().nullable()),
});
export type RetentionCohort = z.infer<typeof retentionCohortSchema>;

export const clientsReportSchema = z.object({
  /** The location's id, or ALL_ESTABLISHMENTS. */
  establishmentId: z.string(),
  from: z.string(),
  to: z.string(),
  /** The previous period of the same length, which `previous` covers. */
  previousFrom: z.string(),
  previousTo: z.string(),
  /** LAPSED_CLIENT_DAYS: days without a completed visit after which a client is lapsed. */
  lapsedDays: z.number().int(),
  totals: clientsFiguresSchema,
  previous: clientsFiguresSchema,
  /** The RETENTION_MONTHS cohorts ending with the month of `to`, oldest first (empty ones included). */
  cohorts: z.array(retentionCohortSchema),
});
export type ClientsReport = z.infer<typeof clientsReportSchema>;

/**
 * The figures of the clients report whose clients can be listed: this period's new, returning and
 * lapsed; a retention cohort's clients (`cohort`), and those of them back `after` months later
 * (`retained`, a cell of the retention table).
 */
export const CLIENTS_LIST_FIGURES = ['new', 'returning', 'lapsed', 'cohort', 'retained'] as const;
export type ClientsListFigure = (typeof CLIENTS_LIST_FIGURES)[number];
/** Clients listed per page by default, and at most. */
export const CLIENTS_LIST_PAGE_SIZE = 25;
export const CLIENTS_LIST_PAGE_SIZE_MAX = 100;

/** The wording of a bad figure or page of the clients behind a figure. */
export const CLIENTS_LIST_MESSAGES = {
  figure: 'figure must be new, returning, lapsed, cohort or retained.',
  cohort: 'cohort must be a first-visit month, YYYY-MM, for the cohort and retained figures.',
  after: `after must be a whole number of months from 1 to ${RETENTION_MONTHS} for the retained figure.`,
  page: 'page must be a whole number of at least 1.',
  pageSize: `pageSize must be between 1 and ${CLIENTS_LIST_PAGE_SIZE_MAX}.`,
} as const;

/** The report's period and location, the figure, and a page of its clients (by name). */
export const clientsListQuerySchema = z
  .object({
    ...reportPeriodFields,
    figure: z.enum(CLIENTS_LIST_FIGURES, CLIENTS_LIST_MESSAGES.figure),
    /** 'YYYY-MM': the cohort of the cohort and retained figures. */
    cohort: z
      .string(CLIENTS_LIST_MESSAGES.cohort)
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, CLIENTS_LIST_MESSAGES.cohort)
      .optional(),
    /** Months after the cohort's month (1…RETENTION_MONTHS) of the retained figure. */
    after: queryInt(CLIENTS_LIST_MESSAGES.after, 1, RETENTION_MONTHS).optional(),
    page: queryInt(CLIENTS_LIST_MESSAGES.page, 1, 1_000_000).default(1),
    pageSize: queryInt(CLIENTS_LIST_MESSAGES.pageSize, 1, CLIENTS_LIST_PAGE_SIZE_MAX).default(
      CLIENTS_LIST_PAGE_SIZE,
    ),
  })
  .superRefine((q, ctx) => {
    checkReportPeriod(q, ctx);
    const cohortFigure = q.figure === 'cohort' || q.figure === 'retained';
    if (cohortFigure !== (q.cohort !== undefined))
      ctx.addIssue({ code: 'custom', message: CLIENTS_LIST_MESSAGES.cohort, path: ['cohort'] });
    if ((q.figure === 'retained') !== (q.after !== undefined))
      ctx.addIssue({ code: 'custom', message: CLIENTS_LIST_MESSAGES.after, path: ['after'] });
  });
export type ClientsListQuery = z.input<typeof clientsListQuerySchema>;
export type ClientsListQueryParsed = z.output<typeof clientsListQuerySchema>;

/** One client behind a figure; days are local 'YYYY-MM-DD'. */
export const figureClientSchema = z.object({
  clientId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The first completed visit anywhere in the business. */
  firstVisit: z.string(),
  /** The last completed visit anywhere up to the period's last day. */
  lastVisit: z.string(),
  /** Completed visits at the report's locations over from–to. */
  visitsInRange: z.number().int(),
});
export type FigureClient = z.infer<typeof figureClientSchema>;

export const clientsListSchema = z.object({
  figure: z.enum(CLIENTS_LIST_FIGURES),
  clients: z.array(figureClientSchema),
  /** All the figure's clients: the report's count. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ClientsList = z.infer<typeof clientsListSchema>;

export const CLIENTS_REPORT_ENDPOINTS = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/reports/clients',
    access: { permission: 'revenue:read' },
    summary:
      'Clients of a location (or every reachable one) over local days from–to: new, returning and lapsed ' +
      'with the previous period, and retention by first-visit month.',
    query: reportPeriodQuerySchema,
    response: envelope(clientsReportSchema),
  }),
  clients: endpoint({
    method: 'GET',
    path: '/api/admin/reports/clients/clients',
    access: { permission: 'revenue:read' },
    summary:
      "The clients behind one of the clients report's figures (this period's new, returning or lapsed; " +
      'a retention cohort or one of its cells), ' +
      'by name, a page at a time, with the total the report counts.',
    query: clientsListQuerySchema,
    response: envelope(clientsListSchema),
  }),
} as const;
