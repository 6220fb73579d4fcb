/**
 * Calls and hooks of the public booking page (contracts api/online-booking.ts). No session is
 * needed; every failure surfaces as an ApiError carrying the server's message (a 404 included:
 * "This location does not take online bookings." is worth showing).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ONLINE_BOOKING_ROUTES,
  type BookingAvailability,
  type BookingConfirmation,
  type BookingEstablishment,
  type BookingLocation,
  type OnlineBookingCreate,
} from '@daybook/contracts';
import type { ONLINE_BOOKING_ENDPOINTS } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

/** What to ask for free starts: one date, one service, one person or anyone (null). */
export interface SlotQuery {
  establishmentId: string;
  serviceId: string;
  date: string;
  staffId: string | null;
}

/** Query keys; outside the signed-in app's location scope, which a visitor has none of. */
export const bookingKeys = {
  all: ['online-booking'] as const,
  locations: (tenantId: string) => ['online-booking', 'locations', tenantId] as const,
  establishment: (id: string) => ['online-booking', 'establishment', id] as const,
  slots: (establishmentId: string) => ['online-booking', 'slots', establishmentId] as const,
  slotsFor: (q: SlotQuery) =>
    ['online-booking', 'slots', q.establishmentId, q.serviceId, q.date, q.staffId ?? 'anyone'] as const,
};

export async function fetchLocations(tenantId: string): Promise<BookingLocation[]> {
  return (
    await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.locations>(ONLINE_BOOKING_ROUTES.locations, {
      params: { tenantId },
    })
  ).data;
}

export async function fetchEstablishment(id: string): Promise<BookingEstablishment> {
  return (
    await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.establishment>(ONLINE_BOOKING_ROUTES.establishment, {
      params: { establishmentId: id },
    })
  ).data;
}

export async function fetchSlots(q: SlotQuery): Promise<BookingAvailability> {
  const answer = await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.availability>(
    ONLINE_BOOKING_ROUTES.availability,
    {
      params: { establishmentId: q.establishmentId },
      query: { serviceId: q.serviceId, date: q.date, ...(q.staffId ? { staffId: q.staffId } : {}) },
    },
  );
  return answer.data;
}

/** Books; 409 means the slot went meanwhile, 429 too many attempts (both with the server's text). */
export async function bookAppointment(
  establishmentId: string,
  body: OnlineBookingCreate,
): Promise<BookingConfirmation> {
  const answer = await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.book>(ONLINE_BOOKING_ROUTES.book, {
    params: { establishmentId },
    body,
  });
  return answer.data;
}

/** The business's locations that take online bookings; idle without a tenant id. */
export function useBookingLocations(tenantId: string | null) {
  return useQuery({
    queryKey: bookingKeys.locations(tenantId ?? 'none'),
    queryFn: () => fetchLocations(tenantId!),
    enabled: tenantId !== null,
    staleTime: 5 * 60_000,
  });
}

/** One location's services, staff, hours and bookable dates. */
export function useBookingEstablishment(establishmentId: string) {
  return useQuery({
    queryKey: bookingKeys.establishment(establishmentId),
    queryFn: () => fetchEstablishment(establishmentId),
    staleTime: 60_000,
  });
}

/** Free starts; always fetched fresh, since other clients book meanwhile. Idle with no query. */
export function useBookingSlots(query: SlotQuery | null) {
  return useQuery({
    queryKey: query ? bookingKeys.slotsFor(query) : [...bookingKeys.all, 'slots', 'none'],
    queryFn: () => fetchSlots(query!),
    enabled: query !== null,
    staleTime: 0,
  });
}

/** The booking call; the page decides what each failure means for the flow. */
export function useBookAppointment(establishmentId: string) {
  return useMutation({ mutationFn: (body: OnlineBookingCreate) => bookAppointment(establishmentId, body) });
}
