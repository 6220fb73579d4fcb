/**
 * Service of spec core.md §3: something an establishment sells by time (a cut, a colour, a
 * massage). Durations are whole minutes; price is US dollars with at most 2 decimals on the
 * wire (integer cents in the database).
 */
import { z } from 'zod';
import { hasAtMostTwoDecimals, idSchema, optionalTextSchema, requiredTextSchema } from '../fields.js';

export const SERVICE_DURATION_MIN = 5;
export const SERVICE_DURATION_MAX = 720;
export const SERVICE_BUFFER_MAX = 240;
/** Largest price accepted, in dollars. */
export const SERVICE_PRICE_MAX = 100_000;

export const SERVICE_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: 'Name must be at most 120 characters.',
  duration: `Duration must be between ${SERVICE_DURATION_MIN} and ${SERVICE_DURATION_MAX} minutes.`,
  price: 'Price must be zero or more, with at most 2 decimals.',
  priceTooHigh: `Price must be at most $${SERVICE_PRICE_MAX.toLocaleString('en-US')}.`,
  bufferAfter: `Buffer after must be between 0 and ${SERVICE_BUFFER_MAX} minutes.`,
  processingStart: 'Processing start must be a whole number of minutes, at least 1.',
  processingDuration: 'Processing time must be a whole number of minutes, at least 1.',
  processingPair: 'Give both the processing start and the processing time, or neither.',
  processingWindow: 'Processing must end before the service ends.',
  descriptionTooLong: 'Description must be at most 1000 characters.',
  categoryTooLong: 'Category must be at most 60 characters.',
  staffId: 'Not a valid staff id.',
  staffElsewhere: 'Every staff member must work at this establishment.',
  hasAppointments: 'This service has appointments; deactivate it instead.',
  /** Spec §8 "Services and staff": what the web app shows when a call fails. */
  fetchFailed: 'Failed to fetch services',
  addFailed: 'Failed to add service',
  updateFailed: 'Failed to update service',
  deleteFailed: 'Failed to delete service',
} as const;

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  /** US dollars. */
  price: z.number(),
  /** Charged sales tax at the register (issue #13); services usually are not. */
  taxable: z.boolean(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  isActive: z.boolean(),
  establishmentId: z.string(),
  /** Minutes the staff member stays busy after the service. */
  bufferAfter: z.number().int(),
  /** Minutes into the service when the client processes and the staff member is free; null if none. */
  processingStart: z.number().int().nullable(),
  /** Minutes of processing; null if none. */
  processingDuration: z.number().int().nullable(),
  /** Users who perform it; empty means anyone at the establishment. */
  staffIds: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;

const minutes = (message: string, min: number, max: number) =>
  z.number(message).int(message).min(min, message).max(max, message);

const optionalText = (max: number, message: string, multiline = false) =>
  optionalTextSchema({ max, message, multiline });

const serviceFields = {
  name: requiredTextSchema({
    max: 120,
    required: SERVICE_MESSAGES.nameRequired,
    message: SERVICE_MESSAGES.nameTooLong,
  }),
  duration: minutes(SERVICE_MESSAGES.duration, SERVICE_DURATION_MIN, SERVICE_DURATION_MAX),
  price: z
    .number(SERVICE_MESSAGES.price)
    .min(0, SERVICE_MESSAGES.price)
    .max(SERVICE_PRICE_MAX, SERVICE_MESSAGES.priceTooHigh)
    .refine(hasAtMostTwoDecimals, SERVICE_MESSAGES.price),
  description: optionalText(1000, SERVICE_MESSAGES.descriptionTooLong, true),
  category: optionalText(60, SERVICE_MESSAGES.categoryTooLong),
  isActive: z.boolean().optional(),
  taxable: z.boolean('taxable must be true or false.').optional(),
  bufferAfter: minutes(SERVICE_MESSAGES.bufferAfter, 0, SERVICE_BUFFER_MAX).optional(),
  processingStart: minutes(SERVICE_MESSAGES.processingStart, 1, SERVICE_DURATION_MAX).nullable().optional(),
  processingDuration: minutes(SERVICE_MESSAGES.processingDuration, 1, SERVICE_DURATION_MAX)
    .nullable()
    .optional(),
  /** Duplicates are dropped. */
  staffIds: z
    .array(idSchema(SERVICE_MESSAGES.staffId))
    .max(200)
    .transform((ids) => [...new Set(ids)])
    .optional(),
};

/** The processing fields a service ends up with, to check against its duration. */
export interface ProcessingWindow {
  duration: number;
  processingStart: number | null;
  processingDuration: number | null;
}

/**
 * The message for a processing window that does not fit, or null when it fits: both fields or
 * neither, and processing must end strictly before the service does.
 */
export function processingWindowProblem(w: ProcessingWindow): string | null {
  if ((w.processingStart === null) !== (w.processingDuration === null))
    return SERVICE_MESSAGES.processingPair;
  if (w.processingStart !== null && w.processingDuration !== null) {
    if (w.processingStart + w.processingDuration >= w.duration) return SERVICE_MESSAGES.processingWindow;
  }
  return null;
}

/** POST /api/services/establishment/{establishmentId}/tenant/{tenantId} body. */
export const serviceCreateSchema = z.object(serviceFields).superRefine((s, ctx) => {
  const problem = processingWindowProblem({
    duration: s.duration,
    processingStart: s.processingStart ?? null,
    processingDuration: s.processingDuration ?? null,
  });
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['processingDuration'] });
});
export type ServiceCreate = z.input<typeof serviceCreateSchema>;
export type ServiceCreateParsed = z.output<typeof serviceCreateSchema>;

/**
 * PUT /api/services/tenant/{tenantId}/services/{serviceId} body: a subset of the fields. The processing
 * window is checked here when the body carries all three fields, and by the server against the
 * stored service otherwise.
 */
export const serviceUpdateSchema = z
  .object(serviceFields)
  .partial()
  .superRefine((s, ctx) => {
    if (s.duration === undefined || s.processingStart === undefined || s.processingDuration === undefined)
      return;
    const problem = processingWindowProblem({
      duration: s.duration,
      processingStart: s.processingStart,
      processingDuration: s.processingDuration,
    });
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['processingDuration'] });
  });
export type ServiceUpdate = z.input<typeof serviceUpdateSchema>;
export type ServiceUpdateParsed = z.output<typeof serviceUpdateSchema>;
