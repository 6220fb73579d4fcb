/**
 * Appointment availability (spec core.md §3 "Availability", §7
 * GET /api/appointments/availability/{establishmentId}, §8 'Failed to check availability', §9
 * default service duration 60 minutes).
 *
 * A slot is a start time at which a booking of the asked length fits: inside the
 * establishment's business hours and the staff member's working hours for that local date, clear
 * of their time off and active appointments (with the buffers after them), and within the
 * establishment's minimum and maximum advance time. Dates are 'YYYY-MM-DD' and times 'HH:MM' in
 * the establishment's IANA time zone; durations are whole minutes.
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema } from '../fields.js';
import { DEFAULT_SERVICE_DURATION_MINUTES } from '../constants.js';
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from '../entities/service.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** Most consecutive local dates one call may cover (a month view of the booking panel). */
export const AVAILABILITY_MAX_DAYS = 31;
/** Default step between candidate start times, in minutes, counted from local midnight. */
export const AVAILABILITY_INTERVAL_DEFAULT = 15;
export const AVAILABILITY_INTERVAL_MIN = 5;
export const AVAILABILITY_INTERVAL_MAX = 60;

export const AVAILABILITY_MESSAGES = {
  /** Spec §8: what the web app shows when the call fails. */
  failed: 'Failed to check availability',
  date: 'Use a date as YYYY-MM-DD.',
  days: `Days must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}.`,
  interval: `Interval must be a whole number of minutes from ${AVAILABILITY_INTERVAL_MIN} to ${AVAILABILITY_INTERVAL_MAX}.`,
  serviceDuration: `Service duration must be a whole number of minutes from ${SERVICE_DURATION_MIN} to ${SERVICE_DURATION_MAX}.`,
  staffId: 'Not a valid staff id.',
  serviceId: 'Not a valid service id.',
} as const;

export const availabilityParamsSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
});

/** A query-string whole number within [min, max], with `fallback` when absent. */
const wholeNumber = (message: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))
    .default(fallback);

/**
 * GET /api/appointments/availability/{establishmentId} query.
 * - `date`: the first local date, default today in the establishment's zone.
 * - `days`: consecutive dates from `date` (1–31, default 1).
 * - `serviceId`: the service to book; its duration, buffer after and processing window apply,
 *   and only the staff who perform it are considered (none listed: anyone bookable).
 * - `serviceDuration`: minutes when no `serviceId` is given (default 60, spec §9); ignored with one.
 * - `staffIds`: comma list narrowing the staff considered; unknown ids are ignored.
 * - `interval`: minutes between candidate start times, counted from local midnight (default 15).
 */
export const availabilityQuerySchema = z.object({
  date: calendarDateSchema(AVAILABILITY_MESSAGES.date).optional(),
  days: wholeNumber(AVAILABILITY_MESSAGES.days, 1, AVAILABILITY_MAX_DAYS, 1),
  serviceId: idSchema(AVAILABILITY_MESSAGES.serviceId).optional(),
  serviceDuration: wholeNumber(
    AVAILABILITY_MESSAGES.serviceDuration,
    SERVICE_DURATION_MIN,
    SERVICE_DURATION_MAX,
    DEFAULT_SERVICE_DURATION_MINUTES,
  ),
  staffIds: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(z.array(idSchema(AVAILABILITY_MESSAGES.staffId)).max(200))
    .optional(),
  interval: wholeNumber(
    AVAILABILITY_MESSAGES.interval,
    AVAILABILITY_INTERVAL_MIN,
    AVAILABILITY_INTERVAL_MAX,
    AVAILABILITY_INTERVAL_DEFAULT,
  ),
});
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;
export type AvailabilityQueryParsed = z.output<typeof availabilityQuerySchema>;

/**
 * One bookable start. `endTime` is the start plus the duration in real minutes, read on the
 * local clock (on a daylight-saving day it can differ from the wall-clock difference).
 * On a fall-back day a repeated wall time is offered once, for the instant that
 * POST /api/appointments books for that label; slots are in real-time order.
 */
export const availabilitySlotSchema = z.object({
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** In `availability` only: the staff free at this start, in the calendar's staff order. */
  staffIds: z.array(z.string()).optional(),
  available: z.literal(true),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilitySchema = z.object({
  /** Every start at which someone is free, with who. */
  availability: z.array(availabilitySlotSchema),
  /** Each staff member considered (even with no slot) → their slots. */
  availabilityByStaff: z.record(z.string(), z.array(availabilitySlotSchema)),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityResponseSchema = envelope(availabilitySchema);

/**
 * GET /api/appointments/availability/{establishmentId} (spec core.md §7): free slots for a date
 * range, overall and per staff member. Its static 'availability' segment takes precedence over
 * GET /api/appointments/{establishmentId}.
 */
export const AVAILABILITY_ENDPOINTS = {
  find: endpoint({
    method: 'GET',
    path: '/api/appointments/availability/:establishmentId',
    access: { permission: 'appointment:read' },
    summary: 'Free start times for a date range, overall and per staff member.',
    params: availabilityParamsSchema,
    query: availabilityQuerySchema,
    response: availabilityResponseSchema,
  }),
} as const;
