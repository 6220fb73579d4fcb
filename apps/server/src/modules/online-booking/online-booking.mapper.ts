/**
 * Database rows → what the public booking page may see (contracts api/online-booking.ts). Only
 * fields chosen here leave the server: no staff emails, phones or roles, no internal settings.
 */
import type { BookingConfirmation, BookingLocation, BookingService, BookingStaff } from '@daybook/contracts';
import type { AppointmentView } from '../appointments/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import type { ServiceRow } from '../services/index.js';
import { wallSpan } from '../../lib/local-dates.js';

/** A bookable person: who they are and how the calendar shows them. */
export interface BookablePerson {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  color: string;
  title: string | null;
}

export function toLocation(row: EstablishmentRow): BookingLocation {
  return { id: row.id, name: row.name, city: row.city, state: row.state, timeZone: row.timeZone };
}

export function toBookingStaff(p: BookablePerson): BookingStaff {
  return {
    id: p.id,
    name: `${p.firstName} ${p.lastName}`.trim(),
    title: p.title,
    color: p.color,
    avatar: p.avatarUrl,
  };
}

export function toBookingService(row: ServiceRow, staffIds: string[]): BookingService {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    description: row.description,
    duration: row.durationMinutes,
    price: row.priceCents / 100,
    staffIds,
  };
}

/** The confirmation of a stored appointment, in the establishment's time zone. */
export function toConfirmation(place: EstablishmentRow, row: AppointmentView): BookingConfirmation {
  return {
    appointmentId: row.id,
    establishmentName: place.name,
    serviceName: row.serviceName,
    staffName: row.staffName,
    ...wallSpan(row.startsAt, row.endsAt, place.timeZone),
    price: row.priceCents / 100,
  };
}
