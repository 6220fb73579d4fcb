/** Appointment endpoints (spec core.md §7 "Appointments"). */
import { z } from 'zod';
import { envelope } from './envelope.js';
import {
  APPOINTMENT_LIST_LIMIT_DEFAULT,
  APPOINTMENT_LIST_LIMIT_MAX,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_STATUSES,
  appointmentDateSchema,
  appointmentSchema,
} from '../entities/appointment.js';

/**
 * Paths as the spec gives them, plus `item` for one appointment with its status history (the
 * spec has no read-one call; `/api/appointments/{establishmentId}/{id}` would be ambiguous).
 */
export const APPOINTMENT_PATHS = {
  list: (establishmentId: string) => `/api/appointments/${establishmentId}`,
  item: (id: string) => `/api/appointments/item/${id}`,
  create: '/api/appointments',
  one: (id: string) => `/api/appointments/${id}`,
} as const;

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
  establishmentId: z.uuid('Not a valid establishment id.'),
});
export const appointmentParamsSchema = z.object({ id: z.uuid('Not a valid appointment id.') });

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
    staffIds: commaList(z.uuid('Not a valid staff id.')).optional(),
    status: commaList(z.enum(APPOINTMENT_STATUSES, APPOINTMENT_MESSAGES.status)).optional(),
    clientId: z.uuid('Not a valid client id.').optional(),
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
  establishmentId: z.uuid('Not a valid establishment id.'),
});

export const appointmentListResponseSchema = envelope(z.array(appointmentSchema));
export const appointmentResponseSchema = envelope(appointmentSchema);
/**
 * POST /api/appointments answer: the (first) appointment; for a multi-service visit `visit`
 * lists all of its appointments in order, the first included.
 */
export const appointmentCreateResponseSchema = envelope(
  appointmentSchema.extend({ visit: z.array(appointmentSchema).optional() }),
);
