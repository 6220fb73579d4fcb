/**
 * The public booking page's query keys and its first call, without React Query's hooks: the
 * app's entry imports this to ask for a location while the page's code is still on its way
 * (prefetchBookingEstablishment, called from the route's handle in app/router.tsx).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ONLINE_BOOKING_ROUTES,
  type BookingEstablishment,
  type BookingLocation,
  type ONLINE_BOOKING_ENDPOINTS,
} from '@daybook/contracts';
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

/**
 * The business's locations that take online bookings (ONLINE_BOOKING_ROUTES.locations); ApiError
 * on failure.
 */
export async function fetchLocations(tenantId: string): Promise<BookingLocation[]> {
  return (
    await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.locations>(ONLINE_BOOKING_ROUTES.locations, {
      params: { tenantId },
    })
  ).data;
}

/**
 * One location's services, staff, hours and bookable dates (ONLINE_BOOKING_ROUTES.establishment);
 * ApiError on failure, a 404 carrying "This location does not take online bookings."
 */
export async function fetchEstablishment(id: string): Promise<BookingEstablishment> {
  return (
    await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.establishment>(ONLINE_BOOKING_ROUTES.establishment, {
      params: { establishmentId: id },
    })
  ).data;
}

/** How long a location's page data stays fresh, in ms. */
const ESTABLISHMENT_STALE_MS = 60_000;

/** The query of one location's booking data: the page and the prefetch read the same entry. */
export function establishmentQuery(establishmentId: string) {
  return queryOptions({
    queryKey: bookingKeys.establishment(establishmentId),
    queryFn: () => fetchEstablishment(establishmentId),
    staleTime: ESTABLISHMENT_STALE_MS,
  });
}

/**
 * Starts reading /book/{establishmentId}'s location into the cache the page reads
 * (useBookingEstablishment), so the call and the page's code travel together. A failure is left
 * for the page, which asks again and shows it.
 */
export function prefetchBookingEstablishment(queryClient: QueryClient, establishmentId: string): void {
  void queryClient.prefetchQuery(establishmentQuery(establishmentId));
}
