/**
 * Time-off endpoints (spec operations.md §7 HR, issue #14): the spec's paths and snake_case
 * bodies for requests, plus the approval preview, balance adjustments and the accrual policy.
 * Employees submit and edit their own requests; managers decide for their location.
 */
import { z } from 'zod';
import {
  calendarDateSchema,
  hasAtMostTwoDecimals,
  idSchema,
  instantSchema,
  optionalTextSchema,
  TEXT_MAX,
} from '../fields.js';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';
import {
  ACCRUAL_FREQUENCIES,
  LEAVE_ADJUSTMENT_MAX_HOURS,
  TIME_OFF_MESSAGES as M,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
  accrualRunSchema,
  leaveBalanceSchema,
  leaveEntrySchema,
  leavePolicySchema,
  timeOffBlockSchema,
  timeOffDecisionSchema,
  timeOffRequestSchema,
  timeOffReviewSchema,
} from '../entities/time-off.js';

const establishmentParams = z.object({ id: idSchema('Not a valid establishment id.') });
/** The list's location, or ALL_ESTABLISHMENTS: every location the caller reaches, in one answer. */
const listParams = z.object({
  id: z.union([z.literal(ALL_ESTABLISHMENTS), idSchema('Not a valid establishment id.')], {
    error: 'Not a valid establishment id.',
  }),
});
const requestParams = z.object({ id: idSchema('Not a valid time off request id.') });
const type = z.enum(TIME_OFF_TYPES, M.type);
const notes = optionalTextSchema({ max: TEXT_MAX.long, multiline: true });
const hours = (message: string, min: number, max: number) =>
  z.number(message).min(min, message).max(max, message).refine(hasAtMostTwoDecimals, message);

/** GET …/time-off-requests query: filters by status, type and person (all optional). */
export const timeOffListQuerySchema = z.object({
  status: z.enum(TIME_OFF_STATUSES, 'Status must be pending, approved or rejected.').optional(),
  type: type.optional(),
  employee_id: idSchema(M.employeeId).optional(),
});
export type TimeOffListQuery = z.input<typeof timeOffListQuerySchema>;

/**
 * POST /api/admin/time-off-requests body (spec §7): `employee_id` lets a manager submit for a
 * person of their location (an employee submits for themself); `establishment_id` defaults to
 * the person's first location. End before start is refused here, before the server's own check.
 */
export const timeOffCreateSchema = z
  .object({
    start_date: calendarDateSchema(M.startDate),
    end_date: calendarDateSchema(M.endDate),
    type,
    notes,
    employee_id: idSchema(M.employeeId).optional(),
    establishment_id: idSchema('Not a valid establishment id.').optional(),
  })
  .refine((b) => b.end_date >= b.start_date, { path: ['end_date'], message: M.endBeforeStart });
export type TimeOffCreate = z.input<typeof timeOffCreateSchema>;
export type TimeOffCreateParsed = z.output<typeof timeOffCreateSchema>;

/** PUT /api/admin/time-off-requests/{id} body: the fields to change of a pending request. */
export const timeOffUpdateSchema = z.object({
  start_date: calendarDateSchema(M.startDate).optional(),
  end_date: calendarDateSchema(M.endDate).optional(),
  type: type.optional(),
  notes,
});
export type TimeOffUpdate = z.input<typeof timeOffUpdateSchema>;
export type TimeOffUpdateParsed = z.output<typeof timeOffUpdateSchema>;

/**
 * PUT /api/hr/time-off/{id} body (spec §7): approve or reject with notes. `reviewedDate` and
 * `reviewedBy` are accepted as the spec sends them, and ignored: the server records the signed-in
 * reviewer and its own clock.
 */
export const timeOffDecisionBodySchema = z.object({
  status: z.enum(['approved', 'rejected'], M.status),
  notes,
  // Ignored, but still a real day: a calendar date or an ISO 8601 instant (issue #28).
  reviewedDate: z
    .union(
      [calendarDateSchema(), instantSchema()],
      'reviewedDate must be a date or an ISO 8601 date and time.',
    )
    .optional(),
  reviewedBy: z.string().max(120).optional(),
  /**
   * Issue #28: what to do with each booked appointment inside the leave (the review's clashes):
   * move it to `date` 'YYYY-MM-DD' at `startTime` 'HH:MM' (local, same length), reassign it to
   * `staffId`, or cancel it and email the client. Approval refuses when a clash has no choice.
   */
  resolutions: z
    .array(
      z.discriminatedUnion(
        'action',
        [
          z.object({
            appointmentId: idSchema('Not a valid appointment id.'),
            action: z.literal('move'),
            date: calendarDateSchema('Date must be a date as YYYY-MM-DD.'),
            startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM.'),
          }),
          z.object({
            appointmentId: idSchema('Not a valid appointment id.'),
            action: z.literal('reassign'),
            staffId: idSchema('Not a valid staff id.'),
          }),
          z.object({ appointmentId: idSchema('Not a valid appointment id.'), action: z.literal('cancel') }),
        ],
        'Action must be move, reassign or cancel.',
      ),
    )
    .max(200)
    .optional(),
});
export type TimeOffDecisionBody = z.input<typeof timeOffDecisionBodySchema>;
export type TimeOffDecisionBodyParsed = z.output<typeof timeOffDecisionBodySchema>;
export type TimeOffResolution = NonNullable<TimeOffDecisionBodyParsed['resolutions']>[number];

/** GET …/time-off-calendar query: the calendar's shown local dates, both inclusive. */
export const timeOffCalendarQuerySchema = z
  .object({
    startDate: calendarDateSchema(M.startDate),
    endDate: calendarDateSchema(M.endDate),
  })
  .refine(
    (q) => q.startDate <= q.endDate && Date.parse(q.endDate) - Date.parse(q.startDate) < 42 * 86_400_000,
    { path: ['endDate'], message: M.calendarRange },
  );
/** POST /api/hr/leave-balances/adjustments body: a grant (adds) or an adjustment (either sign). */
export const leaveAdjustmentSchema = z
  .object({
    employee_id: idSchema(M.employeeId),
    type,
    kind: z.enum(['grant', 'adjustment'], M.kind),
    hours: hours(M.hours, -LEAVE_ADJUSTMENT_MAX_HOURS, LEAVE_ADJUSTMENT_MAX_HOURS).refine(
      (h) => Math.round(h * 60) !== 0,
      M.hours,
    ),
    note: optionalTextSchema({ max: TEXT_MAX.line }),
    establishment_id: idSchema('Not a valid establishment id.').optional(),
  })
  .refine((b) => b.kind !== 'grant' || b.hours > 0, { path: ['hours'], message: M.grantPositive });
export type LeaveAdjustment = z.input<typeof leaveAdjustmentSchema>;
export type LeaveAdjustmentParsed = z.output<typeof leaveAdjustmentSchema>;

/** PUT /api/hr/leave-policy body: the whole policy, one entry per type it covers. */
export const leavePolicyUpdateSchema = z.object({
  policies: z
    .array(
      z.object({
        type,
        frequency: z.enum(ACCRUAL_FREQUENCIES, 'Frequency must be bi-weekly or monthly.'),
        hoursPerPeriod: hours(M.policyHours, 0, 1000),
        capHours: hours(M.policyHours, 0, 10000).nullable(),
        carryOverHours: hours(M.policyHours, 0, 10000).nullable(),
      }),
    )
    .max(TIME_OFF_TYPES.length),
});
export type LeavePolicyUpdate = z.input<typeof leavePolicyUpdateSchema>;

/** POST /api/hr/leave-accruals/run body: the location whose people accrue, for the period of `date`. */
export const accrualRunBodySchema = z.object({
  establishment_id: idSchema('Not a valid establishment id.'),
  date: calendarDateSchema().optional(),
});

export const TIME_OFF_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/time-off-requests',
    access: { permission: 'time_off:read' },
    summary:
      'Time off requests of a location, or of every location reached (ALL_ESTABLISHMENTS), ' +
      'newest first, filtered (employees: their own).',
    params: listParams,
    query: timeOffListQuerySchema,
    response: envelope(z.array(timeOffRequestSchema)),
  }),
  balances: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/leave-balances',
    access: { permission: 'time_off:read' },
    summary: 'Leave balances in hours per person of a location (employees: their own).',
    params: establishmentParams,
    response: envelope(z.array(leaveBalanceSchema)),
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/leave-ledger',
    access: { permission: 'time_off:read' },
    summary: 'Balance ledger entries of a location’s people (employees: their own), newest first.',
    params: establishmentParams,
    query: z.object({ employee_id: idSchema(M.employeeId).optional() }),
    response: envelope(z.array(leaveEntrySchema)),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/time-off-requests',
    access: { permission: 'time_off:create' },
    summary: 'Submits a pending request; hours are the person’s scheduled hours over the dates.',
    body: timeOffCreateSchema,
    response: envelope(timeOffRequestSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/time-off-requests/:id',
    access: { permission: 'time_off:update' },
    summary: 'Edits a pending request (employees: their own); hours are computed again.',
    params: requestParams,
    body: timeOffUpdateSchema,
    response: envelope(timeOffRequestSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/time-off-requests/:id',
    access: { permission: 'time_off:delete' },
    summary: 'Deletes a pending or rejected request (employees: their own pending ones).',
    params: requestParams,
    response: successOnlySchema,
  }),
  calendar: endpoint({
    method: 'GET',
    path: '/api/admin/establishments/:id/time-off-calendar',
    access: { permission: 'schedule:read' },
    summary:
      "Approved time off of the location's staff between two local dates, as the calendar's labelled blocks (employees: their own).",
    params: establishmentParams,
    query: timeOffCalendarQuerySchema,
    response: envelope(z.array(timeOffBlockSchema)),
  }),
  review: endpoint({
    method: 'GET',
    path: '/api/hr/time-off/:id/review',
    access: { permission: 'time_off:approve' },
    summary: 'What approving would do: balance before and after, and clashing appointments.',
    params: requestParams,
    response: envelope(timeOffReviewSchema),
  }),
  decide: endpoint({
    method: 'PUT',
    path: '/api/hr/time-off/:id',
    access: { permission: 'time_off:approve' },
    summary: 'Approves (deducts the balance, blocks the calendar) or rejects a pending request.',
    params: requestParams,
    body: timeOffDecisionBodySchema,
    response: envelope(timeOffDecisionSchema),
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/hr/leave-balances/adjustments',
    access: { permission: 'time_off:approve' },
    summary: 'Grants hours or adjusts a person’s balance of one type.',
    body: leaveAdjustmentSchema,
    response: envelope(leaveEntrySchema),
    status: 201,
  }),
  policy: endpoint({
    method: 'GET',
    path: '/api/hr/leave-policy',
    access: { permission: 'time_off:read' },
    summary: 'The tenant’s accrual policy, one entry per type it covers.',
    response: envelope(z.array(leavePolicySchema)),
  }),
  setPolicy: endpoint({
    method: 'PUT',
    path: '/api/hr/leave-policy',
    access: { permission: 'tenant:settings' },
    summary: 'Replaces the tenant’s accrual policy (owners).',
    body: leavePolicyUpdateSchema,
    response: envelope(z.array(leavePolicySchema)),
  }),
  runAccruals: endpoint({
    method: 'POST',
    path: '/api/hr/leave-accruals/run',
    access: { permission: 'time_off:approve' },
    summary:
      'Credits the policy’s hours to a location’s people for one period; running it again writes nothing.',
    body: accrualRunBodySchema,
    response: envelope(accrualRunSchema),
  }),
} as const;
