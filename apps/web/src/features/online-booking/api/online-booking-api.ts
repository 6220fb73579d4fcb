/**
 * Calls and hooks of the public booking page (contracts api/online-booking.ts). No session is
 * needed; every failure surfaces as an ApiError carrying the server's message (a 404 included:
 * "This location does not take online bookings." is worth showing).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  AVAILABILITY_READS,
  ONLINE_BOOKING_ROUTES as R,
  type BookingAvailability,
  type BookingConfirmation,
  type BookingLocation,
  type OnlineBookingCreate,
} from '@daybook/contracts';
import type { ONLINE_BOOKING_ENDPOINTS } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { BOOKING_LOCATION_READS, establishmentQuery, type SlotQuery } from './booking-queries';

export { bookingKeys, type SlotQuery } from './booking-queries';

/** Books; 409 means the slot went meanwhile, 429 too many attempts (both with the server's text). */
export async function bookAppointment(
  establishmentId: string,
  body: OnlineBookingCreate,
): Promise<BookingConfirmation> {
  const answer = await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.book>(R.book, {
    params: { establishmentId },
    body,
  });
  return answer.data;
}

/** The business's locations that take online bookings; idle without a tenant id. */
export function useBookingLocations(tenantId: string | null) {
  return useQuery({
    ...endpointQuery<typeof ONLINE_BOOKING_ENDPOINTS.locations, BookingLocation[]>(
      R.locations,
      { params: { tenantId: tenantId ?? 'none' } },
      { reads: BOOKING_LOCATION_READS, select: (answer) => answer.data, staleTime: 5 * 60_000 },
    ),
    enabled: tenantId !== null,
  });
}

/** One location's services, staff, hours and bookable dates. */
export function useBookingEstablishment(establishmentId: string) {
  return useQuery(establishmentQuery(establishmentId));
}

/**
 * Free starts for one service and date, for one person or anyone; always fetched fresh, since
 * other clients book meanwhile. Idle with no query.
 */
export function useBookingSlots(query: SlotQuery | null) {
  const q = query ?? { establishmentId: 'none', serviceId: '', date: '', staffId: null };
  return useQuery({
    ...endpointQuery<typeof ONLINE_BOOKING_ENDPOINTS.availability, BookingAvailability>(
      R.availability,
      {
        params: { establishmentId: q.establishmentId },
        query: { serviceId: q.serviceId, date: q.date, ...(q.staffId ? { staffId: q.staffId } : {}) },
      },
      { reads: AVAILABILITY_READS, select: (answer) => answer.data, staleTime: 0 },
    ),
    enabled: query !== null,
  });
}

/** The booking call; the page decides what each failure means for the flow. */
export function useBookAppointment(establishmentId: string) {
  return useMutation({ mutationFn: (body: OnlineBookingCreate) => bookAppointment(establishmentId, body) });
}
