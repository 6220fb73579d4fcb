/**
 * Appointment of spec core.md §3: one client, one service, one staff member, one stretch of
 * time. On the wire a time is a local `date` ('YYYY-MM-DD') with `startTime`/`endTime`
 * ('HH:MM') in the establishment's IANA time zone; `duration` is minutes, derived (end − start);
 * `price` is US dollars with at most 2 decimals (integer cents in the database).
 */
import { z } from 'zod';
import { hhmm } from './establishment.js';
import { SERVICE_PRICE_MAX } from './service.js';
import {
  calendarDateSchema,
  idSchema,
  moneySchema,
  optionalTextSchema,
  requiredTextSchema,
  TEXT_MAX,
  textSchema,
} from '../fields.js';

/** The lifecycle a salon uses, in the order a visit goes through it. */
export const APPOINTMENT_STATUSES = [
  'booked',
  'confirmed',
  'checked_in',
  'in_service',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses that no longer hold the staff member's time: their slot can be booked again. */
export const APPOINTMENT_INACTIVE_STATUSES = [
  'cancelled',
  'no_show',
] as const satisfies readonly AppointmentStatus[];

/** Statuses that hold the staff member's time (every one but the inactive ones). */
export const APPOINTMENT_ACTIVE_STATUSES: readonly AppointmentStatus[] = APPOINTMENT_STATUSES.filter(
  (s) => !(APPOINTMENT_INACTIVE_STATUSES as readonly AppointmentStatus[]).includes(s),
);

/**
 * A visit paid ahead in these statuses (it has not begun) may still move to another date or start
 * time, with its staff member and length kept: its sale stays as it was sold (issue #28).
 */
export const PREPAID_MOVABLE_STATUSES = [
  'booked',
  'confirmed',
] as const satisfies readonly AppointmentStatus[];

/**
 * Why an appointment was cancelled or its client did not come (issue #31 "cancellations and
 * no-shows by reason"): one list for both, kept on the appointment only while it is cancelled or
 * a no-show (the database refuses a reason on any other status).
 */
export const APPOINTMENT_STATUS_REASONS = [
  'client_cancelled',
  'salon_cancelled',
  'illness',
  'scheduling_conflict',
  'weather',
  'forgot',
  'other',
] as const;
export type AppointmentStatusReason = (typeof APPOINTMENT_STATUS_REASONS)[number];

export const APPOINTMENT_STATUS_REASON_LABEL: Record<AppointmentStatusReason, string> = {
  client_cancelled: 'Client cancelled',
  salon_cancelled: 'Salon cancelled',
  illness: 'Illness',
  scheduling_conflict: 'Scheduling conflict',
  weather: 'Weather',
  forgot: 'Client forgot',
  other: 'Other',
};

/** True when an appointment in `status` may carry a reason (cancelled or no-show). */
export function takesStatusReason(status: AppointmentStatus): boolean {
  return (APPOINTMENT_INACTIVE_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** The changes each status allows; completed, cancelled and no-show are final. */
export const APPOINTMENT_TRANSITIONS: Record<AppointmentStatus, readonly AppointmentStatus[]> = {
  booked: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['in_service', 'completed', 'cancelled'],
  in_service: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export const APPOINTMENT_STATUS_LABEL: Record<AppointmentStatus, string> = {
  booked: 'booked',
  confirmed: 'confirmed',
  checked_in: 'checked in',
  in_service: 'in service',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'no-show',
};

/** A status as a word on its own: a badge, a history line, an event block ("Checked in"). */
export const APPOINTMENT_STATUS_TITLE: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  in_service: 'In service',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** The toast after a status change, naming it. */
export const APPOINTMENT_STATUS_CHANGED: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  in_service: 'Service started',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Marked as no-show',
};

/** Statuses that say the client is here: allowed from the appointment's own day on. */
export const APPOINTMENT_ARRIVAL_STATUSES = [
  'checked_in',
  'in_service',
  'completed',
] as const satisfies readonly AppointmentStatus[];

/** True when `status` says the client has arrived (see APPOINTMENT_ARRIVAL_STATUSES). */
export function isArrivalStatus(status: AppointmentStatus): boolean {
  return (APPOINTMENT_ARRIVAL_STATUSES as readonly AppointmentStatus[]).includes(status);
}

/** True when an appointment may go from `from` to `to` (staying put is not a change). */
export function canChangeStatus(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[from].includes(to);
}

/** Most services one visit may chain back to back (the first plus the additional ones). */
export const APPOINTMENT_VISIT_MAX_SERVICES = 5;

/** Default and largest number of appointments one list call answers. */
export const APPOINTMENT_LIST_LIMIT_DEFAULT = 500;
export const APPOINTMENT_LIST_LIMIT_MAX = 2000;
/** Longest window one list call may cover, in days (the limit caps the rows anyway). */
export const APPOINTMENT_LIST_MAX_DAYS = 400;

export const APPOINTMENT_MESSAGES = {
  notFound: 'Appointment not found.',
  date: 'Use a date as YYYY-MM-DD.',
  time: 'Use a 24-hour time as HH:MM.',
  endAfterStart: 'End time must be after start time.',
  sameDay: 'An appointment must end on the day it starts.',
  clientNameRequired: 'Client name is required.',
  clientNameTooLong: 'Client name must be at most 120 characters.',
  notesTooLong: 'Notes must be at most 2000 characters.',
  memoTooLong: 'Memo must be at most 2000 characters.',
  clientUnavailable: 'The client must be a client of this business.',
  roomId: 'Not a valid room id.',
  roomUnavailable: 'The room must be an active room of this establishment.',
  roomOverlap: 'This room is already booked at that time.',
  staffCannotPerform: 'This staff member does not perform this service.',
  additionalServices: `A visit can have at most ${APPOINTMENT_VISIT_MAX_SERVICES} services.`,
  visitEndsAfterDay: 'The services of a visit must all end on the day it starts.',
  multipleServicesOff: 'This location books one service per appointment (see its settings).',
  multipleStylistsOff:
    'This location books every service of a visit with the same staff member (see its settings).',
  price: 'Price must be zero or more, with at most 2 decimals.',
  status: `Status must be one of: ${APPOINTMENT_STATUSES.join(', ')}.`,
  statusReason: `Reason must be one of: ${APPOINTMENT_STATUS_REASONS.join(', ')}.`,
  statusReasonNotInactive: 'A reason can be given only when the appointment is cancelled or a no-show.',
  staffElsewhere: 'The staff member must be an active member of staff at this establishment.',
  staffNotBookable: 'This staff member does not take bookings (see their staff profile).',
  serviceUnavailable: 'The service must be an active service of this establishment.',
  overlap: 'This staff member is already booked at that time.',
  staffOnTimeOff: 'This staff member has time off then; choose another time or person.',
  employeeStatusOnly: 'Employees may only change the status of their own appointments.',
  /** Issue #28 "What was paid stays as it was paid" (409). */
  paidLocked:
    'This appointment is paid or completed: its service, price, staff, length and status change only through a refund of its sale. A visit paid ahead can still move to another time.',
  paidNoDelete: 'A paid or completed appointment cannot be deleted; refund its sale instead.',
  range: 'The end date must not be before the start date.',
  rangeTooLong: `A list can cover at most ${APPOINTMENT_LIST_MAX_DAYS} days.`,
  limit: `Limit must be a whole number from 1 to ${APPOINTMENT_LIST_LIMIT_MAX}.`,
  derivedName: 'A name sent with an appointment must be text of at most 120 characters.',
  derivedDuration: 'Duration must be a whole number of minutes from 1 to 1440.',
  /** Spec §8 "Appointments": what the web app shows when a call fails, and its success message. */
  fetchFailed: 'Failed to fetch appointments',
  addFailed: 'Failed to add appointment',
  createNoResponse: 'Failed to create appointment - no response from server',
  updateFailed: 'Failed to update appointment',
  deleteFailed: 'Failed to delete appointment',
  updated: 'Appointment updated successfully',
  /** The web app's toasts after booking and deleting. */
  booked: 'Appointment booked',
  deleted: 'Appointment deleted',
} as const;

/** 'Cannot change an appointment from completed to booked.' (409) */
export function statusChangeMessage(from: AppointmentStatus, to: AppointmentStatus): string {
  return `Cannot change an appointment from ${APPOINTMENT_STATUS_LABEL[from]} to ${APPOINTMENT_STATUS_LABEL[to]}.`;
}

/**
 * 'An appointment on Tuesday, December 1, 2026 can be checked in from that day on.' (400): arrival
 * statuses are for the appointment's day, not before; `dayLabel` is the date in words.
 */
export function notYetMessage(to: AppointmentStatus, dayLabel: string): string {
  const verb = to === 'in_service' ? 'started' : APPOINTMENT_STATUS_LABEL[to];
  return `An appointment on ${dayLabel} can be ${verb} from that day on.`;
}

/** 'A client can be marked as a no-show only after the start time (9:30 AM).' (400) */
export function noShowTooEarlyMessage(startLabel: string): string {
  return `A client can be marked as a no-show only after the start time (${startLabel}).`;
}

/** 'That time does not exist on 2026-03-08 in America/New_York (clocks change).' (400) */
export function nonexistentTimeMessage(date: string, timeZone: string): string {
  return `That time does not exist on ${date} in ${timeZone} (clocks change).`;
}

export const appointmentStatusSchema = z.enum(APPOINTMENT_STATUSES, APPOINTMENT_MESSAGES.status);
export const appointmentStatusReasonSchema = z.enum(
  APPOINTMENT_STATUS_REASONS,
  APPOINTMENT_MESSAGES.statusReason,
);
/** A calendar date 'YYYY-MM-DD' that exists, within the years fields.ts allows. */
export const appointmentDateSchema = calendarDateSchema(APPOINTMENT_MESSAGES.date);
/** An end time: 'HH:MM', or '24:00' for an appointment that runs to midnight. */
export const appointmentEndTimeSchema = z.union([hhmm, z.literal('24:00')], APPOINTMENT_MESSAGES.time);

/** One recorded status change: to `status` at instant `at` (ISO 8601) by user `by`. */
export const appointmentStatusChangeSchema = z.object({
  status: appointmentStatusSchema,
  /** Null for the first entry (the status it was booked with). */
  from: appointmentStatusSchema.nullable(),
  at: z.string(),
  /** Null when that user has since been deleted. */
  by: z.string().nullable(),
  byName: z.string().nullable(),
});
export type AppointmentStatusChange = z.infer<typeof appointmentStatusChangeSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  staffName: z.string(),
  /** Null until clients are linked (a later issue); clientName is always there. */
  clientId: z.string().nullable(),
  clientName: z.string(),
  serviceId: z.string(),
  /** The service's name when it was booked. */
  serviceName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  date: z.string(),
  /** Minutes the staff member is busy (end − start). */
  duration: z.number().int(),
  status: appointmentStatusSchema,
  /** Why it was cancelled or a no-show; null when none was given (and for every other status). */
  statusReason: z.enum(APPOINTMENT_STATUS_REASONS).nullable(),
  notes: z.string().nullable(),
  memo: z.string().nullable(),
  /** US dollars. */
  price: z.number(),
  /** Id of the room (a resource of kind 'room') the appointment holds, or null. */
  room: z.string().nullable(),
  roomName: z.string().nullable(),
  /** Shared by the back-to-back appointments of one multi-service visit; null for a single one. */
  visitId: z.string().nullable(),
  /**
   * 'HH:MM' local: the processing window (copied from the service when booked) during which
   * the staff member is free for another client; both null without one.
   */
  processingStartTime: z.string().nullable(),
  processingEndTime: z.string().nullable(),
  establishmentId: z.string(),
  isRequest: z.boolean(),
  isPrebook: z.boolean(),
  /**
   * Booked by the client on the online booking page (no staff member booked it). A booking
   * whose staff author was since deleted reads the same.
   */
  bookedOnline: z.boolean(),
  /** Its visit was paid at the register (issue #13). */
  paid: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Oldest first; only GET /api/appointments/item/{id} carries it. */
  statusHistory: z.array(appointmentStatusChangeSchema).optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

const optionalText = (max: number, message: string) => optionalTextSchema({ max, message, multiline: true });

const clientName = requiredTextSchema({
  max: TEXT_MAX.name,
  required: APPOINTMENT_MESSAGES.clientNameRequired,
  message: APPOINTMENT_MESSAGES.clientNameTooLong,
});

const roomId = idSchema(APPOINTMENT_MESSAGES.roomId).nullable().optional();

const price = moneySchema({ max: SERVICE_PRICE_MAX, message: APPOINTMENT_MESSAGES.price });

/**
 * Fields the spec's payload carries that the server derives instead: names come from the
 * database (ids are trusted, names are not) and the duration from the times. Accepted so the
 * web app may send the whole appointment back, in the shape an appointment has them, and
 * ignored (the API reference says so); anything else is a 400.
 */
const derivedFields = {
  serviceName: textSchema({ max: TEXT_MAX.name, message: APPOINTMENT_MESSAGES.derivedName })
    .optional()
    .describe('Ignored: the server takes the name from serviceId.'),
  staffName: textSchema({ max: TEXT_MAX.name, message: APPOINTMENT_MESSAGES.derivedName })
    .optional()
    .describe('Ignored: the server takes the name from staffId.'),
  duration: z
    .number(APPOINTMENT_MESSAGES.derivedDuration)
    .int(APPOINTMENT_MESSAGES.derivedDuration)
    .min(1, APPOINTMENT_MESSAGES.derivedDuration)
    .max(1440, APPOINTMENT_MESSAGES.derivedDuration)
    .optional()
    .describe('Ignored: the server derives the duration from startTime and endTime.'),
};

/**
 * POST /api/appointments body (spec §7). `endTime` omitted → start + the service's duration;
 * `price` omitted → the service's price; `status` omitted → 'booked'.
 */
export const appointmentCreateSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  clientId: idSchema('Not a valid client id.').nullable().optional(),
  clientName,
  serviceId: idSchema('Not a valid service id.'),
  staffId: idSchema('Not a valid staff id.'),
  date: appointmentDateSchema,
  startTime: hhmm,
  endTime: appointmentEndTimeSchema.optional(),
  status: appointmentStatusSchema.optional(),
  notes: optionalText(2000, APPOINTMENT_MESSAGES.notesTooLong),
  memo: optionalText(2000, APPOINTMENT_MESSAGES.memoTooLong),
  price: price.optional(),
  room: roomId,
  isRequest: z.boolean().optional(),
  isPrebook: z.boolean().optional(),
  /**
   * Further services of the same visit (spec §3 draft "additionalServices"), each starting when
   * the previous one ends, at its service's duration and price; `staffId` omitted → the first
   * appointment's staff member. All are booked in one transaction, or none.
   */
  additionalServices: z
    .array(
      z.object({
        serviceId: idSchema('Not a valid service id.'),
        staffId: idSchema('Not a valid staff id.').optional(),
        room: roomId,
      }),
    )
    .max(APPOINTMENT_VISIT_MAX_SERVICES - 1, APPOINTMENT_MESSAGES.additionalServices)
    .optional(),
  ...derivedFields,
});
export type AppointmentCreate = z.input<typeof appointmentCreateSchema>;
export type AppointmentCreateParsed = z.output<typeof appointmentCreateSchema>;

/**
 * PUT /api/appointments/{id} body: a subset of the fields. Moving is date/startTime/endTime/staffId (a
 * move without endTime keeps the length); a status goes through the lifecycle.
 */
export const appointmentUpdateSchema = z.object({
  /** Where the appointment is; it cannot move between establishments. */
  establishmentId: idSchema('Not a valid establishment id.').optional(),
  clientId: idSchema('Not a valid client id.').nullable().optional(),
  clientName: clientName.optional(),
  serviceId: idSchema('Not a valid service id.').optional(),
  staffId: idSchema('Not a valid staff id.').optional(),
  date: appointmentDateSchema.optional(),
  startTime: hhmm.optional(),
  endTime: appointmentEndTimeSchema.optional(),
  status: appointmentStatusSchema.optional(),
  /**
   * Why it was cancelled or a no-show, with that status or once it has it (400 otherwise); null
   * or omitted with the change: no reason given. Leaving those statuses clears it.
   */
  statusReason: appointmentStatusReasonSchema.nullable().optional(),
  notes: optionalText(2000, APPOINTMENT_MESSAGES.notesTooLong),
  memo: optionalText(2000, APPOINTMENT_MESSAGES.memoTooLong),
  price: price.optional(),
  room: roomId,
  isRequest: z.boolean().optional(),
  isPrebook: z.boolean().optional(),
  ...derivedFields,
});
export type AppointmentUpdate = z.input<typeof appointmentUpdateSchema>;
export type AppointmentUpdateParsed = z.output<typeof appointmentUpdateSchema>;
