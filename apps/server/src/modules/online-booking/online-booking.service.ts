/**
 * Public online booking, the reads (spec core.md §2 /book): a business's locations, one
 * location's offer, and its free starts. No session: the URL names the tenant or establishment,
 * and every query after the establishment lookup runs inside withTenant for its tenant. Only
 * active establishments with settings.booking.allowOnlineBooking on take part; any other answers
 * 404, like an unknown one. Booking itself is in online-booking.book.ts.
 */
import {
  AVAILABILITY_INTERVAL_DEFAULT,
  DEFAULT_SERVICE_DURATION_MINUTES,
  ONLINE_BOOKING_MESSAGES,
  type AvailabilitySlot,
  type BookingAvailability,
  type BookingEstablishment,
  type BookingLocation,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError, invalid } from '../../core/app-error.js';
import { addDays, todayIn } from '../../lib/local-dates.js';
import { availabilityIn } from '../availability/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import { establishmentsOfTenant } from '../establishments/index.js';
import { serviceById, type ServiceRow } from '../services/index.js';
import { loadCatalog } from './online-booking.catalog.js';
import { deskActor, openBookable, takesOnlineBookings } from './online-booking.desk.js';
import { toBookingService, toBookingStaff, toLocation } from './online-booking.mapper.js';

export interface OnlineBookingDeps {
  db: Db;
  /** The clock for "today" and the advance limits. */
  now: () => Date;
}

/** The service when it is an active service of `place` (row-level security hides other tenants'); else 400. */
export async function offeredService(
  tx: Tx,
  place: EstablishmentRow,
  serviceId: string,
): Promise<ServiceRow> {
  const row = await serviceById(tx, serviceId);
  if (!row || row.establishmentId !== place.id || !row.isActive) {
    throw invalid('serviceId', ONLINE_BOOKING_MESSAGES.serviceUnavailable);
  }
  return row;
}

/**
 * The locations of tenant `tenantId` that take online bookings, by name (city, state and time
 * zone only). 404 when there are none, whether or not the tenant exists.
 */
export async function listLocations(deps: OnlineBookingDeps, tenantId: string): Promise<BookingLocation[]> {
  const rows = await withTenant(deps.db, { tenantId }, (tx) => establishmentsOfTenant(tx));
  const open = rows.filter(takesOnlineBookings);
  if (open.length === 0) throw new AppError('NOT_FOUND', ONLINE_BOOKING_MESSAGES.businessNotFound);
  return open.map(toLocation);
}

/**
 * One location: address, hours, the bookable date range, its bookable staff and the active
 * services someone bookable performs (each with who). 404 as openBookable.
 */
export async function getLocation(
  deps: OnlineBookingDeps,
  establishmentId: string,
): Promise<BookingEstablishment> {
  const place = await openBookable(deps.db, establishmentId);
  const catalog = await withTenant(deps.db, { tenantId: place.tenantId }, (tx) => loadCatalog(tx, place));
  const today = todayIn(place.timeZone, deps.now());
  return {
    id: place.id,
    name: place.name,
    tenantId: place.tenantId,
    address: { street: place.street, city: place.city, state: place.state, postalCode: place.postalCode },
    phone: place.phone,
    timeZone: place.timeZone,
    businessHours: place.businessHours,
    today,
    lastDate: addDays(today, place.settings.booking.maxAdvanceTime),
    minAdvanceMinutes: place.settings.booking.minAdvanceTime,
    services: catalog.services.map((s) => toBookingService(s.row, s.staffIds)),
    staff: catalog.staff.map(toBookingStaff),
  };
}

/**
 * The free starts on local `date` for `serviceId`, with `staffId` or with anyone who performs it,
 * within the location's minimum and maximum advance time (availability applies both), every
 * 15 minutes. Availability runs as the location's front desk. 400 for a service the location
 * does not offer or a person who cannot be booked for it; 404 as openBookable.
 */
export async function listFreeStarts(
  deps: OnlineBookingDeps,
  place: EstablishmentRow,
  query: { serviceId: string; date: string; staffId?: string | null },
): Promise<AvailabilitySlot[]> {
  const { data } = await withTenant(deps.db, { tenantId: place.tenantId }, (tx) =>
    availabilityIn(
      tx,
      deskActor(place),
      place.id,
      {
        date: query.date,
        days: 1,
        serviceId: query.serviceId,
        serviceDuration: DEFAULT_SERVICE_DURATION_MINUTES,
        staffIds: query.staffId ? [query.staffId] : undefined,
        interval: AVAILABILITY_INTERVAL_DEFAULT,
      },
      deps.now(),
    ),
  );
  // Availability lists every person it considered, even without a slot: one missing cannot be booked.
  if (query.staffId && !(query.staffId in data.availabilityByStaff)) {
    throw invalid('staffId', ONLINE_BOOKING_MESSAGES.staffUnavailable);
  }
  return query.staffId ? (data.availabilityByStaff[query.staffId] ?? []) : data.availability;
}

/** GET …/availability: the free starts of one date at an establishment taking online bookings. */
export async function getFreeSlots(
  deps: OnlineBookingDeps,
  establishmentId: string,
  query: { serviceId: string; date: string; staffId?: string },
): Promise<BookingAvailability> {
  const place = await openBookable(deps.db, establishmentId);
  await withTenant(deps.db, { tenantId: place.tenantId }, (tx) => offeredService(tx, place, query.serviceId));
  const slots = await listFreeStarts(deps, place, query);
  return { date: query.date, slots: slots.map((s) => ({ startTime: s.startTime, endTime: s.endTime })) };
}
