/** Staff and schedule endpoints (spec core.md §7 "Staff schedule" and the staff screens). */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';
import {
  dateSchema,
  scheduleOverrideInputSchema,
  scheduleOverrideSchema,
  STAFF_MESSAGES,
  staffMemberSchema,
  staffScheduleSchema,
  staffUpdateSchema,
  timeOffInputSchema,
  timeOffSchema,
  weeklyHoursSchema,
} from '../entities/staff.js';

export const staffEstablishmentParamsSchema = z.object({
  tenantId: idSchema('Not a valid tenant id.'),
  establishmentId: idSchema('Not a valid establishment id.'),
});
export const staffParamsSchema = staffEstablishmentParamsSchema.extend({
  userId: idSchema('Not a valid staff id.'),
});
export const staffOverrideParamsSchema = staffParamsSchema.extend({ date: dateSchema });
export const staffTimeOffParamsSchema = staffParamsSchema.extend({ id: idSchema('Not a valid id.') });

/** Most local days one schedule answer covers (a week). */
export const STAFF_SCHEDULE_DAYS_MAX = 7;
/** The 400 sentence for a `days` that is not a whole number from 1 to 7. */
export const STAFF_SCHEDULE_DAYS_MESSAGE = `Use a whole number of days from 1 to ${STAFF_SCHEDULE_DAYS_MAX}.`;

/**
 * `date` is 'YYYY-MM-DD'; omitted means today in the establishment's time zone. `days` is how
 * many local days from `date` the answer covers, 1 to 7, default 1.
 */
export const staffScheduleQuerySchema = z.object({
  date: dateSchema.optional(),
  days: z.coerce
    .number(STAFF_SCHEDULE_DAYS_MESSAGE)
    .int(STAFF_SCHEDULE_DAYS_MESSAGE)
    .min(1, STAFF_SCHEDULE_DAYS_MESSAGE)
    .max(STAFF_SCHEDULE_DAYS_MAX, STAFF_SCHEDULE_DAYS_MESSAGE)
    .default(1),
});
/** Inclusive local dates; either end may be left open. */
export const staffRangeQuerySchema = z
  .object({ from: dateSchema.optional(), to: dateSchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: STAFF_MESSAGES.range, path: ['to'] });

export const staffListResponseSchema = envelope(z.array(staffMemberSchema));
export const staffMemberResponseSchema = envelope(staffMemberSchema);
export const weeklyHoursResponseSchema = envelope(weeklyHoursSchema);
export const scheduleOverrideResponseSchema = envelope(scheduleOverrideSchema);
export const scheduleOverrideListResponseSchema = envelope(z.array(scheduleOverrideSchema));
export const timeOffResponseSchema = envelope(timeOffSchema);
export const timeOffListResponseSchema = envelope(z.array(timeOffSchema));

/** One local day of a schedule answer: its date and each person's day. */
export const staffScheduleDaySchema = z.object({ date: z.string(), schedules: z.array(staffScheduleSchema) });

/**
 * GET …/schedule answer: spec §7 `schedules`, plus the date and zone they were computed for.
 * With `days` > 1, `date` and `schedules` are still the first day's, and `days` lists every day
 * from the first, in date order, each with the schedules a one-day answer for that date gives.
 * A one-day answer carries no `days`.
 */
export const staffScheduleResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  timeZone: z.string(),
  schedules: z.array(staffScheduleSchema),
  days: z.array(staffScheduleDaySchema).optional(),
});
export type StaffScheduleResponse = z.infer<typeof staffScheduleResponseSchema>;

const base = '/api/admin/staff/tenant/:tenantId/establishment/:establishmentId';

/**
 * Staff and schedule endpoints under /api/admin/staff/tenant/{tenantId}/establishment/
 * {establishmentId} (spec core.md §7 "Staff schedule" and the staff screens).
 */
export const STAFF_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: base,
    access: { signedIn: true },
    summary: 'Everyone working at the establishment (front desk needs it for the calendar).',
    params: staffEstablishmentParamsSchema,
    response: staffListResponseSchema,
  }),
  schedule: endpoint({
    method: 'GET',
    path: `${base}/schedule`,
    access: { permission: 'schedule:read' },
    summary:
      "Each person's day: `date` 'YYYY-MM-DD', default today in the establishment's zone; `days` 1-7 (default 1) adds a `days` list from that date.",
    params: staffEstablishmentParamsSchema,
    query: staffScheduleQuerySchema,
    response: staffScheduleResponseSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/:userId`,
    access: { permission: 'employee:update' },
    summary: 'Display colour, title, bio, bookable flag and sort order of one person.',
    params: staffParamsSchema,
    body: staffUpdateSchema,
    response: staffMemberResponseSchema,
  }),
  hours: endpoint({
    method: 'GET',
    path: `${base}/:userId/hours`,
    access: { permission: 'schedule:read' },
    summary: "One person's weekly working hours.",
    params: staffParamsSchema,
    response: weeklyHoursResponseSchema,
  }),
  saveHours: endpoint({
    method: 'PUT',
    path: `${base}/:userId/hours`,
    access: { permission: 'schedule:update' },
    summary: 'Replaces the whole week.',
    params: staffParamsSchema,
    body: weeklyHoursSchema,
    response: weeklyHoursResponseSchema,
  }),
  overrides: endpoint({
    method: 'GET',
    path: `${base}/:userId/overrides`,
    access: { permission: 'schedule:read' },
    summary: "One person's changes to their hours on given dates, within an optional date range.",
    params: staffParamsSchema,
    query: staffRangeQuerySchema,
    response: scheduleOverrideListResponseSchema,
  }),
  saveOverride: endpoint({
    method: 'POST',
    path: `${base}/:userId/overrides`,
    access: { permission: 'schedule:update' },
    summary: "Sets one date's hours (a day off or one interval); replaces a change on the same date.",
    params: staffParamsSchema,
    body: scheduleOverrideInputSchema,
    response: scheduleOverrideResponseSchema,
  }),
  removeOverride: endpoint({
    method: 'DELETE',
    path: `${base}/:userId/overrides/:date`,
    access: { permission: 'schedule:update' },
    summary: "Removes one date's change to the hours.",
    params: staffOverrideParamsSchema,
    response: successOnlySchema,
  }),
  timeOff: endpoint({
    method: 'GET',
    path: `${base}/:userId/time-off`,
    access: { permission: 'schedule:read' },
    summary: "One person's time off, within an optional date range.",
    params: staffParamsSchema,
    query: staffRangeQuerySchema,
    response: timeOffListResponseSchema,
  }),
  addTimeOff: endpoint({
    method: 'POST',
    path: `${base}/:userId/time-off`,
    access: { permission: 'schedule:update' },
    summary: "Blocks time off; 409 when it overlaps another of the person's blocks.",
    params: staffParamsSchema,
    body: timeOffInputSchema,
    response: timeOffResponseSchema,
    status: 201,
  }),
  removeTimeOff: endpoint({
    method: 'DELETE',
    path: `${base}/:userId/time-off/:id`,
    access: { permission: 'schedule:update' },
    summary: 'Removes one block of time off.',
    params: staffTimeOffParamsSchema,
    response: successOnlySchema,
  }),
} as const;
