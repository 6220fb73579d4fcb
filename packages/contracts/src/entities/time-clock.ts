/**
 * Today's team and the time clock (spec operations.md §3 Team member, §4; issue #14): a person's
 * status today, hours worked (breaks excluded), today's revenue (integer cents, net of discounts
 * and tax), utilisation (booked ÷ scheduled minutes, a percent), and the punches behind them.
 */
import { z } from 'zod';
import { instantSchema, requiredTextSchema, TEXT_MAX } from '../fields.js';

/** Spec §4: checked_in and on_break; the rest of the day's team is checked_out or not_in. */
export const TEAM_MEMBER_STATUSES = ['checked_in', 'on_break', 'checked_out', 'not_in'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/** What a punch records: a button pressed, the system's closing, or a manager's edit. */
export const PUNCH_KINDS = [
  'check_in',
  'check_out',
  'break_start',
  'break_end',
  'auto_check_out',
  'edit',
] as const;
export type PunchKindName = (typeof PUNCH_KINDS)[number];

/** The four buttons of a team member. */
export const TIME_CLOCK_ACTIONS = ['check-in', 'break-start', 'break-end', 'check-out'] as const;
export type TimeClockAction = (typeof TIME_CLOCK_ACTIONS)[number];

/** When the server closes shifts left open past closing: a cron schedule (UTC), every 5 minutes. */
export const TIME_CLOCK_SWEEP_CRON = '*/5 * * * *';
/** Longest range of the shifts list, days. */
export const TIME_CLOCK_RANGE_MAX_DAYS = 92;

/** Every user-facing text of the time clock. */
export const TIME_CLOCK_MESSAGES = {
  alreadyCheckedIn: 'Already checked in.',
  notCheckedIn: 'Not checked in.',
  alreadyOnBreak: 'Already on a break.',
  notOnBreak: 'Not on a break.',
  onBreak: 'End the break first.',
  notOnTeam: 'This person does not work at this location.',
  shiftNotFound: 'Shift not found.',
  ownOnly: 'You can only punch your own time clock.',
  reasonRequired: 'Give a reason for the change.',
  instant: 'Use a date and time such as 2026-03-01T09:00:00Z.',
  outBeforeIn: 'Check-out must be after check-in.',
  openShiftEdit: 'Only a closed shift can be edited; check the person out first.',
  inFuture: 'A shift cannot end in the future.',
  rangeTooLong: `Choose a range of at most ${TIME_CLOCK_RANGE_MAX_DAYS} days.`,
  endBeforeStart: 'The end date must be on or after the start date.',
  periodLocked:
    'This pay period is finalised, so its shifts can no longer change. A manager can correct a shift; the difference is paid in the next pay run.',
} as const;

/** Labels of the statuses on screen. */
export const TEAM_STATUS_LABELS: Record<TeamMemberStatus, string> = {
  checked_in: 'Checked in',
  on_break: 'On break',
  checked_out: 'Checked out',
  not_in: 'Not in',
};

/** Labels of the punches on screen. */
export const PUNCH_LABELS: Record<PunchKindName, string> = {
  check_in: 'Checked in',
  check_out: 'Checked out',
  break_start: 'Started break',
  break_end: 'Ended break',
  auto_check_out: 'Checked out automatically at closing',
  edit: 'Shift edited',
};

/** One time entry (an append-only punch). */
export const timeEntrySchema = z.object({
  id: z.string(),
  shiftId: z.string(),
  kind: z.enum(PUNCH_KINDS),
  at: z.string(),
  recordedBy: z.string().nullable(),
  recordedByName: z.string().nullable(),
  reason: z.string().nullable(),
  /** For an edit: the shift's times before it. */
  replaced: z.object({ clockInAt: z.string(), clockOutAt: z.string().nullable() }).nullable(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

export const shiftBreakSchema = z.object({ startedAt: z.string(), endedAt: z.string().nullable() });
export type ShiftBreak = z.infer<typeof shiftBreakSchema>;

/** A shift: check-in to check-out, with its breaks; workedMinutes excludes breaks (open ones to now). */
export const shiftSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  userId: z.string(),
  userName: z.string(),
  clockInAt: z.string(),
  clockOutAt: z.string().nullable(),
  autoClosed: z.boolean(),
  needsReview: z.boolean(),
  breaks: z.array(shiftBreakSchema),
  workedMinutes: z.number(),
  entries: z.array(timeEntrySchema),
});
export type Shift = z.infer<typeof shiftSchema>;

/** Spec §3 Team member, as of the location's today. */
export const teamMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.string(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** Hours worked today, breaks excluded, two decimals. */
  hoursWorked: z.number(),
  /**
   * The day's revenue as the performance report defines it (FIGURE_DEFINITIONS.revenueCents):
   * their service and product sales after discounts, without tax and tips, less refunds made
   * that day (negative when a refund of an earlier sale outweighs the day's sales). Integer cents.
   */
  todayRevenue: z.number().int(),
  /**
   * The performance report's utilisation of the day (FIGURE_DEFINITIONS.utilisation): booked ÷
   * scheduled minutes, as a percent with one decimal (0 without a schedule).
   */
  utilizationRate: z.number(),
  /** Weekly hours at the location or the day's override, less time off. */
  scheduledMinutes: z.number().int(),
  /** Their appointments at the location starting that day, neither cancelled nor no-shows. */
  bookedMinutes: z.number().int(),
  /** The open shift, else the latest of today; null when not in today. */
  shiftId: z.string().nullable(),
  /** Today's time entries, oldest first. */
  timeEntries: z.array(timeEntrySchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamTodaySchema = z.object({
  establishmentId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  members: z.array(teamMemberSchema),
  /** Shifts flagged for review (closed automatically), for those who may edit; else empty. */
  needsReview: z.array(shiftSchema),
});
export type TeamToday = z.infer<typeof teamTodaySchema>;

/** PUT shift body: corrected times and the required reason. */
export const shiftEditSchema = z
  .object({
    clockInAt: instantSchema(TIME_CLOCK_MESSAGES.instant),
    clockOutAt: instantSchema(TIME_CLOCK_MESSAGES.instant),
    reason: requiredTextSchema({ max: TEXT_MAX.line, required: TIME_CLOCK_MESSAGES.reasonRequired }),
  })
  .refine((b) => Date.parse(b.clockOutAt) > Date.parse(b.clockInAt), {
    message: TIME_CLOCK_MESSAGES.outBeforeIn,
    path: ['clockOutAt'],
  });
export type ShiftEdit = z.input<typeof shiftEditSchema>;

/** Which buttons a status allows, in the order shown. */
export function actionsFor(status: TeamMemberStatus): TimeClockAction[] {
  if (status === 'checked_in') return ['break-start', 'check-out'];
  if (status === 'on_break') return ['break-end', 'check-out'];
  return ['check-in'];
}
