/**
 * Waitlist (spec operations.md §3 Waitlist entry, §4, §8, §9; issue #15): clients waiting for a
 * service at a location, each with the window of local dates, weekdays and HH:MM times they
 * want. Status waiting → offered (a freed slot matched) → seated (called or booked), or removed.
 * The wire uses the spec's snake_case names. estimated_wait is whole minutes until the entry's
 * expected start: the earliest opening today of its service (its preferred staff member's, when
 * it names one) that the entries ahead leave, from the calendar (availability); estimated_time
 * is that start, HH:MM in the establishment's IANA zone. Both are null when no opening is left
 * today (WAITLIST_MESSAGES.noOpening).
 */
import { z } from 'zod';
import { calendarDateSchema, idSchema, optionalTextSchema, requiredTextSchema, TEXT_MAX } from '../fields.js';
import { emailSchema } from './contact.js';

export const WAITLIST_STATUSES = ['waiting', 'offered', 'seated', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

export const WAITLIST_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type WaitlistPriority = (typeof WAITLIST_PRIORITIES)[number];

/** Every user-facing text of the waitlist; the first two are spec §8's. */
export const WAITLIST_MESSAGES = {
  fetchFailed: 'Failed to fetch waitlist',
  addFailed: 'Failed to add to waitlist',
  updateFailed: 'Failed to update the waitlist entry',
  removeFailed: 'Failed to remove the waitlist entry',
  callFailed: 'Failed to call the next client',
  bookFailed: 'Failed to book from the waitlist',
  offerFailed: 'Failed to send the offer',
  notFound: 'Waitlist entry not found.',
  nobodyWaiting: 'Nobody is waiting.',
  notWaiting: 'This client is no longer waiting.',
  status: `Status must be one of ${WAITLIST_STATUSES.join(', ')}.`,
  priority: `Priority must be one of ${WAITLIST_PRIORITIES.join(', ')}.`,
  clientName: 'Enter the client’s name (at most 120 characters).',
  phone: 'Phone must be at most 40 characters.',
  notes: 'Notes must be at most 2000 characters.',
  service: 'Choose an active service of this location.',
  staff: 'Choose a staff member of this location.',
  client: 'Choose a client of this business.',
  window: 'The latest date must be on or after the earliest date.',
  timeWindow: 'The end time must be after the start time.',
  time: 'Enter a time as HH:MM.',
  days: 'Days of the week are numbers from 1 (Monday) to 7 (Sunday).',
  noEmail: 'This client has no email address.',
  noPhone: 'This client has no phone number.',
  smsOff: 'Text messages are not configured',
  noOffer: 'This entry has no open offer.',
  noOpening: 'No openings left today',
} as const;

const hhmm = z.string(WAITLIST_MESSAGES.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, WAITLIST_MESSAGES.time);

/** A freed slot proposed to an entry (local date and HH:MM times). */
export const waitlistOfferSchema = z.object({
  id: z.string(),
  appointment_id: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  staff_id: z.string().nullable(),
  staff_name: z.string().nullable(),
  emailed_at: z.string().nullable(),
  texted_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;

/** A waitlist entry on the wire (spec §3, snake_case). */
export const waitlistEntrySchema = z.object({
  id: z.string(),
  tenant_id: z.string(),
  establishment_id: z.string(),
  client_id: z.string().nullable(),
  client_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  service_id: z.string().nullable(),
  service_name: z.string(),
  staff_id: z.string().nullable(),
  /** The preferred staff member's name, or null for whoever is free. */
  preferred_staff: z.string().nullable(),
  earliest_date: z.string(),
  latest_date: z.string(),
  days_of_week: z.array(z.number().int()).nullable(),
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  /** 1-based place among the waiting and offered entries; null once seated or removed. */
  position: z.number().int().nullable(),
  estimated_wait: z.number().int().nullable(),
  estimated_time: z.string().nullable(),
  priority: z.enum(WAITLIST_PRIORITIES),
  status: z.enum(WAITLIST_STATUSES),
  notes: z.string().nullable(),
  created_at: z.string(),
  seated_at: z.string().nullable(),
  appointment_id: z.string().nullable(),
  /** Open offers, newest first (only while waiting or offered). */
  offers: z.array(waitlistOfferSchema),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

const windowFields = {
  earliest_date: calendarDateSchema(),
  latest_date: calendarDateSchema(),
  days_of_week: z
    .array(
      z
        .number(WAITLIST_MESSAGES.days)
        .int(WAITLIST_MESSAGES.days)
        .min(1, WAITLIST_MESSAGES.days)
        .max(7, WAITLIST_MESSAGES.days),
    )
    .max(7, WAITLIST_MESSAGES.days)
    .nullable()
    .optional(),
  time_from: hhmm.nullable().optional(),
  time_to: hhmm.nullable().optional(),
};

const windowChecks = <
  T extends {
    earliest_date?: string;
    latest_date?: string;
    time_from?: string | null;
    time_to?: string | null;
  },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.earliest_date && v.latest_date && v.latest_date < v.earliest_date)
    ctx.addIssue({ code: 'custom', path: ['latest_date'], message: WAITLIST_MESSAGES.window });
  if (v.time_from && v.time_to && v.time_to <= v.time_from)
    ctx.addIssue({ code: 'custom', path: ['time_to'], message: WAITLIST_MESSAGES.timeWindow });
};

const contactFields = {
  client_id: idSchema(WAITLIST_MESSAGES.client).nullable().optional(),
  client_name: requiredTextSchema({
    max: TEXT_MAX.name,
    required: WAITLIST_MESSAGES.clientName,
    message: WAITLIST_MESSAGES.clientName,
  }),
  phone: optionalTextSchema({ max: 40, message: WAITLIST_MESSAGES.phone }),
  email: emailSchema.nullable().optional(),
  staff_id: idSchema(WAITLIST_MESSAGES.staff).nullable().optional(),
  priority: z.enum(WAITLIST_PRIORITIES, WAITLIST_MESSAGES.priority).optional(),
  notes: optionalTextSchema({ max: TEXT_MAX.long, message: WAITLIST_MESSAGES.notes, multiline: true }),
};

/**
 * POST body: who, what, and optionally the wanted window (spec §7, snake_case): the spec's fields
 * alone make an entry. Without earliest_date the window starts today (the location's local date);
 * without latest_date it runs to the last day the location books ahead (or earliest_date).
 */
export const waitlistCreateSchema = z
  .object({
    ...contactFields,
    service_id: idSchema(WAITLIST_MESSAGES.service),
    ...windowFields,
    earliest_date: windowFields.earliest_date.optional(),
    latest_date: windowFields.latest_date.optional(),
  })
  .superRefine(windowChecks);
export type WaitlistCreate = z.input<typeof waitlistCreateSchema>;
export type WaitlistCreateParsed = z.output<typeof waitlistCreateSchema>;

/** PATCH body: any of the fields, and the status (seated comes from call-next or book). */
export const waitlistUpdateSchema = z
  .object({
    ...contactFields,
    client_name: contactFields.client_name.optional(),
    ...windowFields,
    earliest_date: windowFields.earliest_date.optional(),
    latest_date: windowFields.latest_date.optional(),
    status: z.enum(WAITLIST_STATUSES, WAITLIST_MESSAGES.status).optional(),
  })
  .superRefine(windowChecks);
export type WaitlistUpdate = z.input<typeof waitlistUpdateSchema>;
export type WaitlistUpdateParsed = z.output<typeof waitlistUpdateSchema>;

/** POST book body: the slot to book (local date, HH:MM) and who performs it. */
export const waitlistBookSchema = z.object({
  date: calendarDateSchema(),
  start_time: hhmm,
  staff_id: idSchema(WAITLIST_MESSAGES.staff),
});
export type WaitlistBook = z.input<typeof waitlistBookSchema>;

/** POST offer/send body: the channel to send the entry's newest offer through. */
export const waitlistSendSchema = z.object({
  channel: z.enum(['email', 'sms'], 'Channel must be email or sms.'),
});
export type WaitlistSend = z.input<typeof waitlistSendSchema>;

/** GET offers/pending answer: the nav badge's count, and whether texts can be sent. */
export const waitlistPendingSchema = z.object({ offered: z.number().int(), sms_configured: z.boolean() });
export type WaitlistPending = z.infer<typeof waitlistPendingSchema>;
