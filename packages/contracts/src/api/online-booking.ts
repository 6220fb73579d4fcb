/**
 * Public online booking (spec core.md §2 /book, the client portal): a client with no account
 * chooses a location, a service, a staff member or 'anyone', a free start, and leaves a name,
 * email and phone. Only establishments whose settings.booking.allowOnlineBooking is on take part.
 *
 * Dates are 'YYYY-MM-DD' and times 'HH:MM' in the establishment's IANA time zone; durations are
 * whole minutes; prices are US dollars. Public answers never carry staff emails or phones.
 */
import { z } from 'zod';
import { idSchema } from '../fields.js';
import { appointmentDateSchema } from '../entities/appointment.js';
import { businessHoursSchema } from '../entities/establishment.js';
import { endpoint } from './endpoint.js';
import { ONLINE_BOOKING_ROUTES } from './routes.js';
import { onlineBookingCreateSchema } from './online-booking-request.js';
import { envelope } from './envelope.js';
import { ONLINE_BOOKING_MESSAGES } from './online-booking-texts.js';

export * from './online-booking-texts.js';

export const onlineBookingTenantParamsSchema = z.object({
  tenantId: idSchema('Not a valid business id.'),
});
export const onlineBookingEstablishmentParamsSchema = z.object({
  establishmentId: idSchema('Not a valid location id.'),
});

/** A location in the business's list. */
export const bookingLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  timeZone: z.string(),
});
export type BookingLocation = z.infer<typeof bookingLocationSchema>;

/** A service as clients see it. */
export const bookingServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  /** Minutes. */
  duration: z.number().int(),
  /** US dollars. */
  price: z.number(),
  /** The bookable staff (ids of `staff`) who perform it; never empty. */
  staffIds: z.array(z.string()),
});
export type BookingService = z.infer<typeof bookingServiceSchema>;

/** A staff member as clients see them: no email, phone or role. */
export const bookingStaffSchema = z.object({
  id: z.string(),
  /** 'First Last'. */
  name: z.string(),
  title: z.string().nullable(),
  /** '#RRGGBB'. */
  color: z.string(),
  avatar: z.string().nullable(),
});
export type BookingStaff = z.infer<typeof bookingStaffSchema>;

/** One location with everything the booking page needs before asking for slots. */
export const bookingEstablishmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  tenantId: z.string(),
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  phone: z.string().nullable(),
  timeZone: z.string(),
  businessHours: businessHoursSchema,
  /** Today's date at the location: the first bookable date. */
  today: z.string(),
  /** The last bookable date (today + the maximum advance time). */
  lastDate: z.string(),
  /** Minutes between now and the earliest bookable start. */
  minAdvanceMinutes: z.number().int(),
  /** Active services that someone bookable performs, by category then name. */
  services: z.array(bookingServiceSchema),
  /** Bookable staff, in the calendar's order. */
  staff: z.array(bookingStaffSchema),
});
export type BookingEstablishment = z.infer<typeof bookingEstablishmentSchema>;

/** GET …/availability query: one date, one service, optionally one staff member. */
export const onlineBookingAvailabilityQuerySchema = z.object({
  serviceId: idSchema(ONLINE_BOOKING_MESSAGES.serviceUnavailable),
  date: appointmentDateSchema,
  staffId: idSchema(ONLINE_BOOKING_MESSAGES.staffUnavailable).optional(),
});
export type OnlineBookingAvailabilityQuery = z.input<typeof onlineBookingAvailabilityQuerySchema>;

/** A free start; `endTime` is when the service ends (the local clock). */
export const bookingSlotSchema = z.object({ startTime: z.string(), endTime: z.string() });
export type BookingSlot = z.infer<typeof bookingSlotSchema>;

export const bookingAvailabilitySchema = z.object({
  date: z.string(),
  /** Starts in time order; for 'anyone', every start at which someone is free. */
  slots: z.array(bookingSlotSchema),
});
export type BookingAvailability = z.infer<typeof bookingAvailabilitySchema>;

/** What the client sees once booked. */
export const bookingConfirmationSchema = z.object({
  appointmentId: z.string(),
  establishmentName: z.string(),
  serviceName: z.string(),
  staffName: z.string(),
  date: z.string(),
  startTime: z.string(),
  /** 'HH:MM', or '24:00' for a service that runs to midnight. */
  endTime: z.string(),
  /** US dollars. */
  price: z.number(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

export const bookingLocationsResponseSchema = envelope(z.array(bookingLocationSchema));
export const bookingEstablishmentResponseSchema = envelope(bookingEstablishmentSchema);
export const bookingAvailabilityResponseSchema = envelope(bookingAvailabilitySchema);
export const bookingConfirmationResponseSchema = envelope(bookingConfirmationSchema);

/**
 * The public booking endpoints under /api/public/booking: no session, each with its own per-IP
 * limit (ONLINE_BOOKING_LIMITS; the server passes it to the route).
 */
export const ONLINE_BOOKING_ENDPOINTS = {
  locations: endpoint({
    ...ONLINE_BOOKING_ROUTES.locations,
    access: { public: true },
    summary: "A business's locations that take online bookings (404 when none).",
    params: onlineBookingTenantParamsSchema,
    response: bookingLocationsResponseSchema,
  }),
  establishment: endpoint({
    ...ONLINE_BOOKING_ROUTES.establishment,
    access: { public: true },
    summary: 'One location with its services and bookable staff (404 unless it takes online bookings).',
    params: onlineBookingEstablishmentParamsSchema,
    response: bookingEstablishmentResponseSchema,
  }),
  availability: endpoint({
    ...ONLINE_BOOKING_ROUTES.availability,
    access: { public: true },
    summary: 'Free starts of one date for a service, with one person or anyone.',
    params: onlineBookingEstablishmentParamsSchema,
    query: onlineBookingAvailabilityQuerySchema,
    response: bookingAvailabilityResponseSchema,
  }),
  book: endpoint({
    ...ONLINE_BOOKING_ROUTES.book,
    access: { public: true },
    summary: 'Books: 201 with the confirmation, 200 with the earlier one for a repeat of the same booking.',
    params: onlineBookingEstablishmentParamsSchema,
    body: onlineBookingCreateSchema,
    response: bookingConfirmationResponseSchema,
    status: 201,
    otherStatuses: [200],
  }),
} as const;
