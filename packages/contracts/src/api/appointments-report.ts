/**
 * The appointments report (spec core.md §2 `/reports?type=appointments`; issue #31
 * "Appointments (booked against completed, cancellations and no-shows by reason, online share,
 * lead time)"). Booked means starting in the period (local days from–to of the location),
 * whatever the status; the previous period has the same length. Rates and shares are 0–1
 * fractions (null without appointments); lead times are whole local days. Online means booked by
 * the client on the online booking page; a reason is the one staff gave when cancelling or
 * marking the no-show (APPOINTMENT_STATUS_REASONS, null: none given).
 */
import { z } from 'zod';
import { queryInt } from '../fields.js';
import { APPOINTMENT_STATUS_REASONS, APPOINTMENT_STATUSES } from '../entities/appointment.js';
import type { DefinedFigure } from '../entities/performance.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';
import { reportPeriodQuerySchema } from './clients-report.js';

/** Each figure of the appointments report and its one definition. */
export const APPOINTMENTS_FIGURES = {
  booked: 'bookedAppointments',
  completed: 'completedAppointments',
  cancelled: 'cancellations',
  noShows: 'noShows',
  cancellationRate: 'cancellationRate',
  noShowRate: 'noShowRate',
  onlineShare: 'onlineShare',
  leadTimeMedianDays: 'leadTimeMedianDays',
  leadTimeAverageDays: 'leadTimeAverageDays',
} as const satisfies Record<string, DefinedFigure>;
export type AppointmentsFigure = keyof typeof APPOINTMENTS_FIGURES;

/** The lead-time histogram's buckets, in days from booking to the start day (inclusive ranges). */
export const LEAD_TIME_BUCKETS = [
  { key: 'same_day', label: 'Same day', min: 0, max: 0 },
  { key: '1_2', label: '1–2 days', min: 1, max: 2 },
  { key: '3_7', label: '3–7 days', min: 3, max: 7 },
  { key: '8_14', label: '8–14 days', min: 8, max: 14 },
  { key: '15_plus', label: '15+ days', min: 15, max: null },
] as const;
export type LeadTimeBucket = (typeof LEAD_TIME_BUCKETS)[number]['key'];

export const appointmentsFiguresSchema = z.object({
  booked: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
  /** cancelled ÷ booked; null without booked appointments. */
  cancellationRate: z.number().nullable(),
  /** noShows ÷ booked; null without booked appointments. */
  noShowRate: z.number().nullable(),
  /** Booked appointments the client booked online. */
  online: z.number().int(),
  /** online ÷ booked; null without booked appointments. */
  onlineShare: z.number().nullable(),
  /** Days; null without booked appointments. */
  leadTimeMedianDays: z.number().nullable(),
  /** Days, one decimal; null without booked appointments. */
  leadTimeAverageDays: z.number().nullable(),
});
export type AppointmentsFigures = z.infer<typeof appointmentsFiguresSchema>;

export const appointmentsStatusRowSchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  appointments: z.number().int(),
});
export type AppointmentsStatusRow = z.infer<typeof appointmentsStatusRowSchema>;

export const appointmentsServiceRowSchema = z.object({
  serviceId: z.string(),
  /** The service's current name (its name when booked if it has none now). */
  serviceName: z.string(),
  /** The location the service belongs to (each location has its own services). */
  establishmentName: z.string(),
  booked: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
});
export type AppointmentsServiceRow = z.infer<typeof appointmentsServiceRowSchema>;

export const appointmentsReasonRowSchema = z.object({
  /** Null: cancelled or marked a no-show without a reason. */
  reason: z.enum(APPOINTMENT_STATUS_REASONS).nullable(),
  cancelled: z.number().int(),
  noShows: z.number().int(),
});
export type AppointmentsReasonRow = z.infer<typeof appointmentsReasonRowSchema>;

/** The reasons table's name for cancellations and no-shows without one. */
export const NO_REASON_LABEL = 'No reason given';

export const leadTimeRowSchema = z.object({
  bucket: z.enum(LEAD_TIME_BUCKETS.map((b) => b.key) as [LeadTimeBucket, ...LeadTimeBucket[]]),
  appointments: z.number().int(),
});
export type LeadTimeRow = z.infer<typeof leadTimeRowSchema>;

export const appointmentsReportSchema = z.object({
  /** The location's id, or ALL_ESTABLISHMENTS. */
  establishmentId: z.string(),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  totals: appointmentsFiguresSchema,
  previous: appointmentsFiguresSchema,
  /** Every status, in APPOINTMENT_STATUSES order, of the period's booked appointments. */
  byStatus: z.array(appointmentsStatusRowSchema),
  /** Services with appointments in the period, most booked first. */
  byService: z.array(appointmentsServiceRowSchema),
  /** Every LEAD_TIME_BUCKETS bucket, in order, of the period's booked appointments. */
  leadTime: z.array(leadTimeRowSchema),
  /**
   * The period's cancellations and no-shows by reason: reasons with any, in
   * APPOINTMENT_STATUS_REASONS order, then those without one (reason null).
   */
  byReason: z.array(appointmentsReasonRowSchema),
});
export type AppointmentsReport = z.infer<typeof appointmentsReportSchema>;

/** The report's figures whose appointments can be listed (issue #31 "the rows behind a figure one click away"). */
export const APPOINTMENTS_LIST_FIGURES = ['booked', 'completed', 'cancelled', 'no_show', 'online'] as const;
export type AppointmentsListFigure = (typeof APPOINTMENTS_LIST_FIGURES)[number];

/** The reason row 'No reason given' in the list's `reason` query. */
export const NO_REASON = 'none';

export const APPOINTMENTS_LIST_PAGE_SIZE = 25;
export const APPOINTMENTS_LIST_PAGE_SIZE_MAX = 100;

export const APPOINTMENTS_LIST_MESSAGES = {
  figure: `figure must be one of ${APPOINTMENTS_LIST_FIGURES.join(', ')}.`,
  reason: `reason must be one of ${APPOINTMENT_STATUS_REASONS.join(', ')} or ${NO_REASON}.`,
  reasonFigure: 'reason goes only with the figures cancelled and no_show.',
  page: 'page must be a whole number of at least 1.',
  pageSize: `pageSize must be between 1 and ${APPOINTMENTS_LIST_PAGE_SIZE_MAX}.`,
} as const;

/**
 * The report's location and period, one figure and (cancelled, no_show) one reason row
 * (NO_REASON: those without one), and the page, newest first.
 */
export const appointmentsListQuerySchema = reportPeriodQuerySchema
  .safeExtend({
    figure: z.enum(APPOINTMENTS_LIST_FIGURES, APPOINTMENTS_LIST_MESSAGES.figure),
    reason: z.enum([...APPOINTMENT_STATUS_REASONS, NO_REASON], APPOINTMENTS_LIST_MESSAGES.reason).optional(),
    page: queryInt(APPOINTMENTS_LIST_MESSAGES.page, 1, 1_000_000).default(1),
    pageSize: queryInt(APPOINTMENTS_LIST_MESSAGES.pageSize, 1, APPOINTMENTS_LIST_PAGE_SIZE_MAX).default(
      APPOINTMENTS_LIST_PAGE_SIZE,
    ),
  })
  .superRefine((q, ctx) => {
    if (q.reason !== undefined && q.figure !== 'cancelled' && q.figure !== 'no_show')
      ctx.addIssue({ code: 'custom', message: APPOINTMENTS_LIST_MESSAGES.reasonFigure, path: ['reason'] });
  });
export type AppointmentsListQuery = z.input<typeof appointmentsListQuerySchema>;
export type AppointmentsListQueryParsed = z.output<typeof appointmentsListQuerySchema>;

/** One appointment behind a figure, as the location saw it. */
export const appointmentsListRowSchema = z.object({
  id: z.string(),
  /** Local day of the start, in the location's zone, 'YYYY-MM-DD'. */
  date: z.string(),
  /** Local start time, 'HH:MM' (24 h). */
  time: z.string(),
  clientName: z.string(),
  /** The service's current name (its name when booked if it has none now). */
  serviceName: z.string(),
  /** 'First Last'; empty when the staff member is gone. */
  staffName: z.string(),
  establishmentName: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  reason: z.enum(APPOINTMENT_STATUS_REASONS).nullable(),
  bookedOnline: z.boolean(),
});
export type AppointmentsListRow = z.infer<typeof appointmentsListRowSchema>;

export const appointmentsListSchema = z.object({
  appointments: z.array(appointmentsListRowSchema),
  /** Every appointment behind the figure: the report's count. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AppointmentsList = z.infer<typeof appointmentsListSchema>;

export const APPOINTMENTS_REPORT_ENDPOINTS = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/reports/appointments',
    access: { permission: 'revenue:read' },
    summary:
      'Appointments of a location (or every reachable one) starting on local days from–to: booked, completed, ' +
      'cancelled and no-shows and the share booked online with the previous period, by status, service and ' +
      'reason, and lead time.',
    query: reportPeriodQuerySchema,
    response: envelope(appointmentsReportSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/reports/appointments/list',
    access: { permission: 'revenue:read' },
    summary:
      'The appointments behind one figure of the appointments report (booked, completed, cancelled, no_show, ' +
      'online; a reason row with reason), same location and period, newest first, paged.',
    query: appointmentsListQuerySchema,
    response: envelope(appointmentsListSchema),
  }),
} as const;
