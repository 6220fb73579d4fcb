/**
 * Time off and leave balances (spec operations.md §3 Time-off request, §4, §8, §9; issue #14).
 * Hours travel as decimal hours (two decimals); the server keeps integer minutes. Dates are local
 * 'YYYY-MM-DD' in the establishment's zone, both ends inclusive; instants are ISO 8601.
 */
import { z } from 'zod';

export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal'] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];

export const TIME_OFF_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

/** Ledger entry kinds: grants, accruals and positive adjustments add; deductions and expiries subtract. */
export const LEAVE_ENTRY_KINDS = ['grant', 'accrual', 'deduction', 'adjustment', 'expiry'] as const;
export type LeaveEntryKind = (typeof LEAVE_ENTRY_KINDS)[number];

/** How often the accrual policy credits hours. */
export const ACCRUAL_FREQUENCIES = ['bi-weekly', 'monthly'] as const;
export type AccrualFrequency = (typeof ACCRUAL_FREQUENCIES)[number];

/** Hours a weekday counts for a person without a schedule (Monday–Friday). */
export const TIME_OFF_DEFAULT_DAY_HOURS = 8;
/** Longest request, in days. */
export const TIME_OFF_MAX_DAYS = 92;
/** Largest single grant or adjustment, in hours. */
export const LEAVE_ADJUSTMENT_MAX_HOURS = 2000;

export const TIME_OFF_TYPE_LABEL: Record<TimeOffType, string> = {
  vacation: 'Vacation',
  sick: 'Sick',
  personal: 'Personal',
};

export const TIME_OFF_STATUS_LABEL: Record<TimeOffStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Every user-facing text of time off (spec §8 "Failed to … time off request" split per action). */
export const TIME_OFF_MESSAGES = {
  fetchFailed: 'Failed to fetch time off data',
  submitFailed: 'Failed to submit time off request',
  updateFailed: 'Failed to update time off request',
  approveFailed: 'Failed to approve time off request',
  rejectFailed: 'Failed to reject time off request',
  deleteFailed: 'Failed to delete time off request',
  noAuthContext: 'User authentication context not available',
  submitted: 'Time off request submitted.',
  updated: 'Time off request updated.',
  approved: 'Time off request approved.',
  rejected: 'Time off request rejected.',
  deleted: 'Time off request deleted.',
  startDate: 'Start date must be a date as YYYY-MM-DD.',
  endDate: 'End date must be a date as YYYY-MM-DD.',
  endBeforeStart: 'End date cannot be before the start date.',
  tooLong: `A request can cover at most ${TIME_OFF_MAX_DAYS} days.`,
  type: 'Type must be vacation, sick or personal.',
  status: 'Status must be approved or rejected.',
  noHours: 'Those dates have no scheduled working hours, so there is nothing to request.',
  overlap: 'This person already has a time off request for some of those dates.',
  notFound: 'Time off request not found.',
  personNotFound: 'Employee not found at this location.',
  ownOnly: 'You can only see or change your own time off requests.',
  notPending: 'Only a pending request can be changed; this one has already been decided.',
  approvedNotDeletable:
    'An approved request cannot be deleted or rejected; grant the hours back with an adjustment instead.',
  calendarBlocked:
    'The calendar already has a time off block for this person on those dates; remove it from the schedule first.',
  clashWarning: (n: number) =>
    `${n} appointment${n === 1 ? '' : 's'} of this person fall${n === 1 ? 's' : ''} within this time off. Reschedule or reassign ${n === 1 ? 'it' : 'them'}.`,
  overBalance: (type: TimeOffType, needed: number, available: number) =>
    `Not enough ${type} balance: this request needs ${needed} h but only ${available} h ${available === 1 ? 'is' : 'are'} available.`,
  hours: `Hours must be a non-zero number of hours up to ${LEAVE_ADJUSTMENT_MAX_HOURS}, with at most 2 decimals.`,
  kind: 'Kind must be grant or adjustment.',
  grantPositive: 'A grant must add hours.',
  policyHours: 'Hours per period must be between 0 and 1000, with at most 2 decimals.',
  employeeId: 'Not a valid employee id.',
  noPolicy: 'No accrual policy is set for this tenant.',
  /** Issue #28: approval over booked appointments names a choice for each. */
  unresolved: (n: number) =>
    `${n} booked appointment${n === 1 ? '' : 's'} of this person fall${n === 1 ? 's' : ''} within this time off. Choose for each: move it, reassign it or cancel it; nothing was approved.`,
  resolutionUnknown: 'This appointment does not clash with this time off.',
  resolutionTwice: 'Choose one thing to do with each appointment.',
  reassignSame: 'Reassign the appointment to someone other than the person taking time off.',
  stillClashing: (clientName: string) =>
    `${clientName}'s appointment would still fall within this time off; move it outside those dates. Nothing was approved.`,
  calendarRange: 'The calendar range must run from startDate to endDate, at most 42 days.',
  timeOffLabel: 'Time off',
} as const;

/** What approving leave does with a booked appointment inside it (issue #28). */
export const TIME_OFF_CLASH_ACTIONS = ['move', 'reassign', 'cancel'] as const;
export type TimeOffClashAction = (typeof TIME_OFF_CLASH_ACTIONS)[number];

/** The block's words on the calendar: "Time off · Vacation". */
export function timeOffBlockLabel(type: TimeOffType): string {
  return `${TIME_OFF_MESSAGES.timeOffLabel} · ${TIME_OFF_TYPE_LABEL[type]}`;
}

/** A request as lists and answers show it. `approvedBy`/`approvedDate` are set once approved. */
export const timeOffRequestSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  establishmentId: z.string(),
  type: z.enum(TIME_OFF_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  /** Scheduled working hours the dates cover (what approval deducts). */
  hours: z.number(),
  status: z.enum(TIME_OFF_STATUSES),
  notes: z.string().nullable(),
  reviewerNotes: z.string().nullable(),
  approvedBy: z.string().nullable(),
  approvedByName: z.string().nullable(),
  /** Instant of approval. */
  approvedDate: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** Instant of approval or rejection. */
  reviewedDate: z.string().nullable(),
  /** The calendar block approval wrote (staff time off). */
  calendarBlockId: z.string().nullable(),
  createdAt: z.string(),
});
export type TimeOffRequest = z.infer<typeof timeOffRequestSchema>;

/** One person's balances in hours (spec §3, §9: zero without entries), and pending hours per type. */
export const leaveBalanceSchema = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  vacation: z.number(),
  sick: z.number(),
  personal: z.number(),
  pending: z.object({ vacation: z.number(), sick: z.number(), personal: z.number() }),
});
export type LeaveBalance = z.infer<typeof leaveBalanceSchema>;

/** One ledger entry, hours signed. */
export const leaveEntrySchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  type: z.enum(TIME_OFF_TYPES),
  kind: z.enum(LEAVE_ENTRY_KINDS),
  hours: z.number(),
  effectiveDate: z.string(),
  requestId: z.string().nullable(),
  period: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LeaveEntry = z.infer<typeof leaveEntrySchema>;

/** An appointment of the person inside the leave's dates. */
export const timeOffClashSchema = z.object({
  appointmentId: z.string(),
  establishmentId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  clientName: z.string(),
  serviceName: z.string(),
  status: z.string(),
  /** The booked service: who may take it over (issue #28). */
  serviceId: z.string(),
  /** The person on leave: the staff member it is booked with. */
  staffId: z.string(),
});
export type TimeOffClash = z.infer<typeof timeOffClashSchema>;

/** What approving would do: the balance before and after, and the appointments that clash. */
export const timeOffReviewSchema = z.object({
  request: timeOffRequestSchema,
  balanceHours: z.number(),
  remainingHours: z.number(),
  sufficient: z.boolean(),
  clashes: z.array(timeOffClashSchema),
  warning: z.string().nullable(),
});
export type TimeOffReview = z.infer<typeof timeOffReviewSchema>;

/** The answer to a decision: the request, and on approval the clashes with their warning. */
export const timeOffDecisionSchema = z.object({
  request: timeOffRequestSchema,
  clashes: z.array(timeOffClashSchema),
  warning: z.string().nullable(),
  /** What was done with each clashing appointment; a cancelled one's client is told by email when they have one. */
  resolved: z.array(
    z.object({
      appointmentId: z.string(),
      action: z.enum(TIME_OFF_CLASH_ACTIONS),
      clientNotified: z.boolean(),
    }),
  ),
});
export type TimeOffDecision = z.infer<typeof timeOffDecisionSchema>;

/**
 * Approved leave as the calendar draws it (issue #28): a labelled, non-bookable block over the
 * person's whole local days, 'YYYY-MM-DD' inclusive.
 */
export const timeOffBlockSchema = z.object({
  requestId: z.string(),
  staffId: z.string(),
  type: z.enum(TIME_OFF_TYPES),
  /** "Time off · Vacation". */
  label: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TimeOffBlock = z.infer<typeof timeOffBlockSchema>;

/** The tenant's accrual policy for one type; null hours mean no cap / carry everything. */
export const leavePolicySchema = z.object({
  type: z.enum(TIME_OFF_TYPES),
  frequency: z.enum(ACCRUAL_FREQUENCIES),
  hoursPerPeriod: z.number(),
  capHours: z.number().nullable(),
  carryOverHours: z.number().nullable(),
});
export type LeavePolicy = z.infer<typeof leavePolicySchema>;

/** The outcome of an accrual run: entries written, and skipped (already written, or at the cap). */
export const accrualRunSchema = z.object({
  period: z.string(),
  written: z.number().int(),
  skipped: z.number().int(),
});
export type AccrualRun = z.infer<typeof accrualRunSchema>;
