/**
 * The online booking request (POST /api/public/booking/establishments/{id}/appointments). Apart
 * from the rest of ./online-booking.ts because its phone rule carries libphonenumber's metadata:
 * the booking page loads that group up front and this schema only when the client reaches the
 * details step.
 */
import { z } from 'zod';
import { appointmentDateSchema } from '../entities/appointment.js';
import { emailSchema } from '../entities/contact.js';
import { hhmm } from '../entities/establishment.js';
import { phoneSchema } from '../phone.js';
import { idSchema, optionalTextSchema, requiredTextSchema } from '../fields.js';
import {
  ONLINE_BOOKING_MESSAGES,
  ONLINE_BOOKING_NAME_MAX,
  ONLINE_BOOKING_NOTES_MAX,
} from './online-booking-texts.js';

/**
 * POST …/appointments body. `staffId` null means 'anyone': the server books someone free who
 * performs the service. Email and phone find the client's record (email first) or start one.
 */
export const onlineBookingCreateSchema = z.object({
  serviceId: idSchema(ONLINE_BOOKING_MESSAGES.serviceUnavailable),
  staffId: idSchema(ONLINE_BOOKING_MESSAGES.staffUnavailable).nullable(),
  date: z.string(ONLINE_BOOKING_MESSAGES.date).pipe(appointmentDateSchema),
  startTime: z.string(ONLINE_BOOKING_MESSAGES.time).pipe(hhmm),
  name: requiredTextSchema({
    max: ONLINE_BOOKING_NAME_MAX,
    required: ONLINE_BOOKING_MESSAGES.nameRequired,
    message: ONLINE_BOOKING_MESSAGES.nameTooLong,
  }),
  email: emailSchema,
  phone: phoneSchema,
  notes: optionalTextSchema({
    max: ONLINE_BOOKING_NOTES_MAX,
    message: ONLINE_BOOKING_MESSAGES.notesTooLong,
    multiline: true,
  }),
});
export type OnlineBookingCreate = z.input<typeof onlineBookingCreateSchema>;
export type OnlineBookingCreateParsed = z.output<typeof onlineBookingCreateSchema>;
