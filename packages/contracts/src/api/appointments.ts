/** Appointment endpoints (spec core.md §7 "Appointments"). */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { envelope, successOnlySchema } from './envelope.js';
import { endpoint } from './endpoint.js';
import {
  APPOINTMENT_LIST_LIMIT_DEFAULT,
  APPOINTMENT_LIST_LIMIT_MAX,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  appointmentDateSchema,
  appointmentCreateSchema,
  appointmentSchema,
  appointmentUpdateSchema,
} from '../entities/appointment.js';

/**
 * Request header that makes a write safe to retry: POST /api/appointments now, payments later.
 * The same key with the same body within IDEMPOTENCY_TTL_HOURS replays the first answer.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a stored answer is replayed for a repeated key, in hours. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_MESSAGES = {
  key: 'Idempotency-Key must be 1 to 255 visible characters.',
  reused: 'Idempotency-Key reused with a different request.',
} as const;
/** 1–255 visible ASCII characters (a UUID is typical). */
export const idempotencyKeySchema = z
  .string(IDEMPOTENCY_MESSAGES.key)
  .regex(/^[\x21-\x7E]{1,255}$/, IDEMPOTENCY_MESSAGES.key);

export const appointmentEstablishmentParamsSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
});
export const appointmentParamsSchema = z.object({ id: idSchema('Not a valid appointment id.') });

const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(z.array(item));

/**
 * GET /api/appointments/{establishmentId} query (spec §3 "Appointment filters"). Dates are
 * local to the establishment and inclusive; omitted dates mean today there (one given: that
 * day). `staffIds` and `status` are comma lists; results are ordered by start.
 */
export const appointmentListQuerySchema = z
  .object({
    startDate: appointmentDateSchema.optional(),
    endDate: appointmentDateSchema.optional(),
    staffIds: commaList(idSchema('Not a valid staff id.')).optional(),
    status: commaList(z.enum(APPOINTMENT_STATUSES, APPOINTMENT_MESSAGES.status)).optional(),
    clientId: idSchema('Not a valid client id.').optional(),
    limit: z
      .string()
      .regex(/^\d{1,5}$/, APPOINTMENT_MESSAGES.limit)
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, APPOINTMENT_MESSAGES.limit)
          .max(APPOINTMENT_LIST_LIMIT_MAX, APPOINTMENT_MESSAGES.limit),
      )
      .default(APPOINTMENT_LIST_LIMIT_DEFAULT),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: APPOINTMENT_MESSAGES.range,
    path: ['endDate'],
  });
export type AppointmentListQuery = z.input<typeof appointmentListQuerySchema>;
export type AppointmentListQueryParsed = z.output<typeof appointmentListQuerySchema>;

/** DELETE /api/appointments/{id} body (spec §7): the establishment it belongs to. */
export const appointmentDeleteSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
});

export const appointmentListResponseSchema = envelope(z.array(appointmentSchema));
export const appointmentResponseSchema = envelope(appointmentSchema);
/**
 * POST /api/appointments answer: the (first) appointment; for a multi-service visit `visit`
 * lists all of its appointments in order, the first included.
 */
export const bookedAppointmentSchema = appointmentSchema.extend({
  visit: z.array(appointmentSchema).optional(),
});
/** A booking's answer data: the first appointment, and for a multi-service visit all of its parts. */
export type BookedAppointment = z.infer<typeof bookedAppointmentSchema>;
export const appointmentCreateResponseSchema = envelope(bookedAppointmentSchema);

/**
 * The appointment endpoints (spec core.md §7 "Appointments"), paths as the spec gives them plus
 * `item` for one appointment with its status history (the spec has no read-one call;
 * `/api/appointments/{establishmentId}/{id}` would be ambiguous).
 */
export const APPOINTMENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/appointments/:establishmentId',
    access: { permission: 'appointment:read' },
    summary: "The establishment's appointments in a window of local dates, filtered, ordered by start.",
    params: appointmentEstablishmentParamsSchema,
    query: appointmentListQuerySchema,
    response: appointmentListResponseSchema,
  }),
  item: endpoint({
    method: 'GET',
    path: '/api/appointments/item/:id',
    access: { permission: 'appointment:read' },
    summary: 'One appointment with its status history.',
    params: appointmentParamsSchema,
    response: appointmentResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/appointments',
    access: { permission: 'appointment:create' },
    summary:
      'Books an appointment, or a visit of back-to-back services (additionalServices); an Idempotency-Key header makes a retry replay the first answer.',
    body: appointmentCreateSchema,
    response: appointmentCreateResponseSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/appointments/:id',
    access: { permission: 'appointment:update' },
    summary: 'Changes any subset: move, reassign, status through the lifecycle, notes, price.',
    params: appointmentParamsSchema,
    body: appointmentUpdateSchema,
    response: appointmentResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/appointments/:id',
    access: { permission: 'appointment:delete' },
    summary: 'Deletes an appointment; the body names its establishment.',
    params: appointmentParamsSchema,
    body: appointmentDeleteSchema,
    response: successOnlySchema,
  }),
} as const;
