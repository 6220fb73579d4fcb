/** Staff and schedule endpoints (spec core.md §7 "Staff schedule" and the staff screens). */
import { z } from 'zod';
import { envelope } from './envelope.js';
import {
  dateSchema,
  scheduleOverrideSchema,
  STAFF_MESSAGES,
  staffMemberSchema,
  staffScheduleSchema,
  timeOffSchema,
  weeklyHoursSchema,
} from '../entities/staff.js';

const base = (tenantId: string, establishmentId: string) =>
  `/api/admin/staff/tenant/${tenantId}/establishment/${establishmentId}`;

/** Paths under /api/admin/staff/tenant/{tenantId}/establishment/{establishmentId}. */
export const STAFF_PATHS = {
  list: base,
  /** `date` is 'YYYY-MM-DD'; omitted means today in the establishment's time zone. */
  schedule: (tenantId: string, establishmentId: string, date?: string) =>
    `${base(tenantId, establishmentId)}/schedule${date ? `?date=${date}` : ''}`,
  one: (tenantId: string, establishmentId: string, userId: string) =>
    `${base(tenantId, establishmentId)}/${userId}`,
  hours: (tenantId: string, establishmentId: string, userId: string) =>
    `${base(tenantId, establishmentId)}/${userId}/hours`,
  overrides: (tenantId: string, establishmentId: string, userId: string) =>
    `${base(tenantId, establishmentId)}/${userId}/overrides`,
  override: (tenantId: string, establishmentId: string, userId: string, date: string) =>
    `${base(tenantId, establishmentId)}/${userId}/overrides/${date}`,
  timeOff: (tenantId: string, establishmentId: string, userId: string) =>
    `${base(tenantId, establishmentId)}/${userId}/time-off`,
  timeOffOne: (tenantId: string, establishmentId: string, userId: string, id: string) =>
    `${base(tenantId, establishmentId)}/${userId}/time-off/${id}`,
} as const;

export const staffEstablishmentParamsSchema = z.object({
  tenantId: z.uuid('Not a valid tenant id.'),
  establishmentId: z.uuid('Not a valid establishment id.'),
});
export const staffParamsSchema = staffEstablishmentParamsSchema.extend({
  userId: z.uuid('Not a valid staff id.'),
});
export const staffOverrideParamsSchema = staffParamsSchema.extend({ date: dateSchema });
export const staffTimeOffParamsSchema = staffParamsSchema.extend({ id: z.uuid('Not a valid id.') });

export const staffScheduleQuerySchema = z.object({ date: dateSchema.optional() });
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

/** GET …/schedule answer: spec §7 `schedules`, plus the date and zone they were computed for. */
export const staffScheduleResponseSchema = z.object({
  success: z.literal(true),
  date: z.string(),
  timeZone: z.string(),
  schedules: z.array(staffScheduleSchema),
});
export type StaffScheduleResponse = z.infer<typeof staffScheduleResponseSchema>;
