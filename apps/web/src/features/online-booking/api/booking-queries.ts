/**
 * The public booking page's query keys and its first call, without React Query's hooks: the
 * app's entry imports this to ask for a location while the page's code is still on its way
 * (prefetchBookingEstablishment, called from the route's handle in app/router.tsx).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ONLINE_BOOKING_ROUTES as R,
  type BookingEstablishment,
  type DomainEntity,
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

/**
 * What a location's booking page is built from: the location, its services and who performs
 * them, and its bookable staff with their profiles.
 */
const BOOKING_PAGE_READS: readonly DomainEntity[] = [
  'establishment',
  'establishment_member',
  'user',
  'staff_profile',
  'service',
  'service_staff',
];

/** The business's locations that take online bookings: the locations alone. */
export const BOOKING_LOCATION_READS: readonly DomainEntity[] = ['establishment'];

/** Query keys; outside the signed-in app's location scope, which a visitor has none of. */
export const bookingKeys = {
  /**
   * One location's booking data as the page reads it (the data, not the envelope): the
   * prerendered page puts it in the cache under this key.
   */
  establishment: (id: string) => ['online-booking', 'establishment', id] as const,
  /** Every free-starts answer of a location (contract keys), whatever the service, date or person. */
  slots: (establishmentId: string) => [R.availability.path, { establishmentId }] as const,
};

/**
 * One location's services, staff, hours and bookable dates (ONLINE_BOOKING_ROUTES.establishment);
 * ApiError on failure, a 404 carrying "This location does not take online bookings."
 */
export async function fetchEstablishment(id: string): Promise<BookingEstablishment> {
  return (
    await callEndpoint<typeof ONLINE_BOOKING_ENDPOINTS.establishment>(R.establishment, {
      params: { establishmentId: id },
    })
  ).data;
}

/** How long a location's page data stays fresh, in ms. */
const ESTABLISHMENT_STALE_MS = 60_000;

/** The query of one location's booking data: the page, the prefetch and the prerender share it. */
export function establishmentQuery(establishmentId: string) {
  return queryOptions({
    queryKey: bookingKeys.establishment(establishmentId),
    queryFn: () => fetchEstablishment(establishmentId),
    meta: { reads: BOOKING_PAGE_READS },
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
