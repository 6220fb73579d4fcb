/**
 * Walk-ins (spec operations.md §3 "Walk-in visit", §4, §8, §9; issue #15): clients who arrive
 * without a booking and wait in a location's queue. Statuses: waiting → in_service → done, and
 * waiting → left. A walk-in in service cannot be marked left: the client is in the chair and
 * their appointment is on the calendar, so the visit ends as done (and is checked out or the
 * appointment cancelled there). Instants are ISO 8601; estimatedTime is HH:MM in the
 * establishment's IANA zone; estimatedWait is whole minutes.
 */
import { z } from 'zod';
import { idSchema, optionalTextSchema, requiredTextSchema } from '../fields.js';
import { optionalEmailSchema, optionalPhoneSchema } from './client.js';

export const WALK_IN_STATUSES = ['waiting', 'in_service', 'done', 'left'] as const;
export type WalkInStatus = (typeof WALK_IN_STATUSES)[number];

/** The moves a walk-in's status may make (see the file comment). */
export const WALK_IN_TRANSITIONS: Record<WalkInStatus, readonly WalkInStatus[]> = {
  waiting: ['in_service', 'left'],
  in_service: ['done'],
  done: [],
  left: [],
};

/** Every user-facing text of walk-ins; the first four are spec §8's. */
export const WALK_IN_MESSAGES = {
  fetchFailed: 'Failed to fetch walk-ins',
  addFailed: 'Failed to add walk-in',
  createFailed: 'Failed to create walk-in',
  statusFailed: 'Failed to update walk-in status',
  notFound: 'Walk-in not found.',
  status: `Status must be one of ${WALK_IN_STATUSES.join(', ')}.`,
  transition: (from: WalkInStatus, to: WalkInStatus) => `A walk-in that is ${from} cannot become ${to}.`,
  clientName: 'Enter the client’s name (at most 200 characters).',
  notes: 'Notes must be at most 2000 characters.',
  service: 'Choose an active service of this location.',
  staff: 'Choose a staff member of this location who performs this service.',
  noStaffFree: 'Nobody who performs this service is free now.',
  staffBusy: 'That staff member is busy now; choose someone else.',
  noOpening: 'No openings left today',
} as const;

/**
 * Where an estimate came from: the calendar's openings today, or none left today (after closing,
 * or every suitable staff member booked up): then the wait and time are null and the screens say
 * WALK_IN_MESSAGES.noOpening rather than guess.
 */
export const WALK_IN_ESTIMATE_SOURCES = ['calendar', 'none'] as const;

/** A walk-in visit as the queue answers it (spec §3 field names, camelCase). */
export const walkInSchema = z.object({
  id: z.string(),
  type: z.literal('walk-in'),
  tenantId: z.string(),
  establishmentId: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  serviceId: z.string(),
  serviceName: z.string(),
  /** The staff member the client asked for, or null for whoever is free first. */
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  status: z.enum(WALK_IN_STATUSES),
  checkedInAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** The calendar appointment made when service started; checkout goes through it. */
  appointmentId: z.string().nullable(),
  /** Who serves (from start), or who the estimate expects to (while waiting). */
  servingStaffId: z.string().nullable(),
  servingStaffName: z.string().nullable(),
  /** Minutes until service is expected to start; null when not waiting or no opening is left today. */
  estimatedWait: z.number().int().nullable(),
  /** HH:MM local when service is expected to start; null when not waiting or no opening is left today. */
  estimatedTime: z.string().nullable(),
  estimateSource: z.enum(WALK_IN_ESTIMATE_SOURCES).nullable(),
  notes: z.string().nullable(),
});
export type WalkIn = z.infer<typeof walkInSchema>;

/** POST body: the client (name required), the service, an optional requested staff member. */
export const walkInCreateSchema = z.object({
  clientId: idSchema('Not a valid client id.').nullable().optional(),
  clientName: requiredTextSchema({ max: 200, required: WALK_IN_MESSAGES.clientName }),
  /** Stored in E.164, as the CRM's (the client is matched or added by it when service starts). */
  phone: optionalPhoneSchema,
  email: optionalEmailSchema,
  serviceId: idSchema(WALK_IN_MESSAGES.service),
  staffId: idSchema(WALK_IN_MESSAGES.staff).nullable().optional(),
  notes: optionalTextSchema({ max: 2000, message: WALK_IN_MESSAGES.notes, multiline: true }),
});
export type WalkInCreate = z.input<typeof walkInCreateSchema>;
export type WalkInCreateParsed = z.output<typeof walkInCreateSchema>;

/** PATCH body: the new status; starting service may name who serves (default: first free). */
export const walkInStatusSchema = z.object({
  status: z.enum(WALK_IN_STATUSES, WALK_IN_MESSAGES.status),
  staffId: idSchema(WALK_IN_MESSAGES.staff).optional(),
});
export type WalkInStatusChange = z.input<typeof walkInStatusSchema>;

/**
 * Who could start a waiting walk-in's service, from the calendar's openings today (the same
 * availability as bookings): each staff member who performs it at the location, in calendar
 * order, free now or not, and their next opening today (HH:MM local; null when none is left).
 */
export const walkInStaffOptionSchema = z.object({
  staffId: z.string(),
  name: z.string(),
  freeNow: z.boolean(),
  nextOpening: z.string().nullable(),
});
export type WalkInStaffOption = z.infer<typeof walkInStaffOptionSchema>;
