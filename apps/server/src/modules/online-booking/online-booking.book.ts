/**
 * Public online booking, the write (spec core.md §2 /book): a client with no account books one
 * service at an establishment that takes online bookings.
 *
 * Steps: the start must lie within the establishment's advance limits (400); the slot must
 * still be free for the person chosen, or for someone who performs the service when the client
 * chose 'anyone' (409 otherwise); then, in one transaction, the client is matched by email, else
 * by phone, among the tenant's live clients, or created (source 'online_booking', this home
 * establishment), and the appointment is booked ('booked', created by nobody, a request when the
 * client chose the person).
 *
 * Every rule of a booking (staff who take bookings and perform the service, the service's
 * processing window, rooms, overlaps) is the appointments module's bookAppointment, the same
 * use case the calendar books through. An overlap (409) rolls the attempt back; it runs again,
 * so 'anyone' can fall to the next free person, and only when nobody is left does the client
 * get 409 with a clear message.
 *
 * Repeats: the Idempotency-Key store (http/idempotency.ts) keys answers by user, and a public
 * request has none, so a repeat is recognised by its content instead: the same client (by
 * contact) booked for the same service at the same start at this establishment answers that
 * booking (200) rather than a second one. The contact lock makes two concurrent submits of the
 * same form run one after the other, so the second always sees the first.
 */
import {
  ONLINE_BOOKING_MESSAGES,
  nonexistentTimeMessage,
  tooFarMessage,
  tooSoonMessage,
  type Appointment,
  type BookingConfirmation,
  type OnlineBookingCreateParsed,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import { AppError, invalid } from '../../core/app-error.js';
import { addDays, isCalendarDate, todayIn, wallInstant } from '../../lib/local-dates.js';
import { SlotTaken, bookAppointment, findActiveBooking } from '../appointments/index.js';
import { addClient, findClientByContact, type ContactClient } from '../clients/index.js';
import { appointmentWhen, notify } from '../notifications/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import type { ServiceRow } from '../services/index.js';
import { openBookable } from './online-booking.desk.js';
import { toConfirmation } from './online-booking.mapper.js';
import { lockContact } from './online-booking.repository.js';
import { listFreeStarts, offeredService, type OnlineBookingDeps } from './online-booking.service.js';

const MINUTE = 60_000;
/** Attempts before a client is told the time was taken: each can fall to the next free person. */
const ATTEMPTS = 3;

export interface BookingResult {
  confirmation: BookingConfirmation;
  /** False when an identical booking already existed and this answers it. */
  created: boolean;
}

/** This client's active booking of the service at `startsAt` at the place, if any. */
function findRepeat(
  tx: Tx,
  place: EstablishmentRow,
  clientId: string,
  serviceId: string,
  startsAt: Date,
): Promise<Appointment | null> {
  return findActiveBooking(tx, { establishment: place, clientId, serviceId, startsAt });
}

/**
 * The start instant of the booking; 400 for a day that does not exist, a wall time the clocks
 * skip, a start sooner than the minimum advance time or a date past the maximum advance time.
 */
function checkStart(place: EstablishmentRow, input: OnlineBookingCreateParsed, now: Date): Date {
  const zone = place.timeZone;
  if (!isCalendarDate(input.date)) throw invalid('date', ONLINE_BOOKING_MESSAGES.date);
  const startsAt = wallInstant(input.date, input.startTime, zone);
  if (!startsAt) throw invalid('startTime', nonexistentTimeMessage(input.date, zone));
  const { minAdvanceTime, maxAdvanceTime } = place.settings.booking;
  if (startsAt.getTime() < now.getTime() + minAdvanceTime * MINUTE) {
    throw invalid('startTime', tooSoonMessage(minAdvanceTime));
  }
  if (input.date > addDays(todayIn(zone, now), maxAdvanceTime)) {
    throw invalid('date', tooFarMessage(maxAdvanceTime));
  }
  return startsAt;
}

/** Who takes the booking: the person chosen if still free then, else the first free performer; null when none. */
async function chooseStaff(
  deps: OnlineBookingDeps,
  place: EstablishmentRow,
  input: OnlineBookingCreateParsed,
): Promise<string | null> {
  const slots = await listFreeStarts(deps, place, input);
  const slot = slots.find((s) => s.startTime === input.startTime);
  if (!slot) return null;
  return input.staffId ?? slot.staffIds?.[0] ?? null;
}

/** The service asked for (400 unless offered) and this client's booking of it at `startsAt`, if any. */
function earlierBooking(
  deps: OnlineBookingDeps,
  place: EstablishmentRow,
  startsAt: Date,
  input: OnlineBookingCreateParsed,
): Promise<{ service: ServiceRow; repeat: Appointment | null }> {
  return withTenant(deps.db, { tenantId: place.tenantId }, async (tx) => {
    const service = await offeredService(tx, place, input.serviceId);
    const client = await findClientByContact(tx, input);
    const repeat = client ? await findRepeat(tx, place, client.id, service.id, startsAt) : null;
    return { service, repeat };
  });
}

/**
 * Books into the open transaction: the client matched or created, then the appointment through
 * the appointments module's bookAppointment, as the calendar books.
 */
async function write(
  tx: Tx,
  place: EstablishmentRow,
  service: ServiceRow,
  staffId: string,
  startsAt: Date,
  input: OnlineBookingCreateParsed,
): Promise<BookingResult> {
  await lockContact(tx, place.tenantId, input.email);
  let client: ContactClient | null = await findClientByContact(tx, input);
  if (client) {
    const repeat = await findRepeat(tx, place, client.id, service.id, startsAt);
    if (repeat) return { confirmation: toConfirmation(place, repeat), created: false };
  } else {
    client = await addClient(tx, {
      tenantId: place.tenantId,
      establishmentId: place.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      source: 'online_booking',
    });
  }
  const booked = await bookAppointment(
    tx,
    { onlineAt: place },
    {
      establishmentId: place.id,
      clientId: client.id,
      // The name the client gave: the person expected at the desk, even on a shared phone.
      clientName: input.name,
      serviceId: service.id,
      staffId,
      date: input.date,
      startTime: input.startTime,
      status: 'booked',
      notes: input.notes ?? undefined,
      // A client who chose the person requested them (spec §3 isRequest); 'anyone' did not.
      isRequest: input.staffId !== null,
    },
  );
  await tellNewBooking(tx, place, booked);
  return { confirmation: toConfirmation(place, booked), created: true };
}

/** A new online booking goes to the establishment's front desk and the staff member. */
async function tellNewBooking(tx: Tx, place: EstablishmentRow, booked: Appointment): Promise<void> {
  const content = `${booked.clientName} booked ${booked.serviceName} with ${booked.staffName} on ${appointmentWhen(booked.date, booked.startTime)}.`;
  const told = { tenantId: place.tenantId, type: 'system' as const, title: 'New online booking', content };
  await notify(tx, { ...told, frontDeskOf: place.id, except: booked.staffId, actionUrl: '/front-desk' });
  await notify(tx, { ...told, userIds: [booked.staffId], actionUrl: '/calendar' });
}

/**
 * One attempt: a repeat answers the earlier booking; otherwise choose the person and write.
 * The repeat is looked for before availability, which no longer offers the slot the earlier
 * booking holds, and again when no slot is left, in case that booking committed in between.
 */
async function attempt(
  deps: OnlineBookingDeps,
  place: EstablishmentRow,
  startsAt: Date,
  input: OnlineBookingCreateParsed,
): Promise<BookingResult> {
  const first = await earlierBooking(deps, place, startsAt, input);
  if (first.repeat) return { confirmation: toConfirmation(place, first.repeat), created: false };
  const staffId = await chooseStaff(deps, place, input);
  if (!staffId) {
    const { repeat } = await earlierBooking(deps, place, startsAt, input);
    if (repeat) return { confirmation: toConfirmation(place, repeat), created: false };
    throw new AppError('CONFLICT', ONLINE_BOOKING_MESSAGES.slotTaken);
  }
  return withTenant(deps.db, { tenantId: place.tenantId }, (tx) =>
    write(tx, place, first.service, staffId, startsAt, input),
  );
}

/**
 * POST …/appointments: books `input` at `establishmentId` (see the file comment). Errors: 404
 * establishment not taking online bookings; 400 service, staff member or start (advance limits);
 * 409 ONLINE_BOOKING_MESSAGES.slotTaken when the slot is gone.
 */
export async function bookOnline(
  deps: OnlineBookingDeps,
  establishmentId: string,
  input: OnlineBookingCreateParsed,
): Promise<BookingResult> {
  const place = await openBookable(deps.db, establishmentId);
  const startsAt = checkStart(place, input, deps.now());
  for (let n = 1; ; n++) {
    try {
      // A deadlock victim runs again at once; a slot taken meanwhile chooses the person afresh.
      return await retryingTransient(() => attempt(deps, place, startsAt, input));
    } catch (err) {
      if (!(err instanceof SlotTaken)) throw err;
      if (n >= ATTEMPTS) throw new AppError('CONFLICT', ONLINE_BOOKING_MESSAGES.slotTaken);
    }
  }
}
