/**
 * Database rows → what the public booking page may see (contracts api/online-booking.ts). Only
 * fields chosen here leave the server: no staff emails, phones or roles, no internal settings.
 */
import type {
  Appointment,
  BookingConfirmation,
  BookingLocation,
  BookingService,
  BookingStaff,
} from '@daybook/contracts';
import type { EstablishmentRow } from '../establishments/index.js';
import type { ServiceRow } from '../services/index.js';

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

/** The confirmation of a booked appointment. */
export function toConfirmation(place: EstablishmentRow, booked: Appointment): BookingConfirmation {
  return {
    appointmentId: booked.id,
    establishmentName: place.name,
    serviceName: booked.serviceName,
    staffName: booked.staffName,
    date: booked.date,
    startTime: booked.startTime,
    endTime: booked.endTime,
    price: booked.price,
  };
}
