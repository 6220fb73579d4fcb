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
  type OnlineBookingCreate,
} from '@daybook/contracts';
import type { ONLINE_BOOKING_ENDPOINTS } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { bookingKeys, establishmentQuery, fetchLocations, type SlotQuery } from './booking-queries';

export { bookingKeys, type SlotQuery } from './booking-queries';

/**
 * Free starts (ONLINE_BOOKING_ROUTES.availability) for one service and date, for one person or
 * anyone; ApiError on failure.
 */
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
  return useQuery(establishmentQuery(establishmentId));
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
