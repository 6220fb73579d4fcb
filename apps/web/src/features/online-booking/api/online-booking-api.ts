/**
 * Calls and hooks of the public booking page (contracts api/online-booking.ts). No session is
 * needed; every failure surfaces as an ApiError carrying the server's message (a 404 included:
 * "This location does not take online bookings." is worth showing).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ONLINE_BOOKING_PATHS,
  type BookingAvailability,
  type BookingConfirmation,
  type BookingEstablishment,
  type BookingLocation,
  type OnlineBookingCreate,
} from '@daybook/contracts';
import { apiRequestRequired } from '../../../lib/api-client';

interface DataAnswer<T> {
  success: boolean;
  data: T;
}

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
  return (await apiRequestRequired<DataAnswer<BookingLocation[]>>(ONLINE_BOOKING_PATHS.locations(tenantId)))
    .data;
}

export async function fetchEstablishment(id: string): Promise<BookingEstablishment> {
  return (await apiRequestRequired<DataAnswer<BookingEstablishment>>(ONLINE_BOOKING_PATHS.establishment(id)))
    .data;
}

export async function fetchSlots(q: SlotQuery): Promise<BookingAvailability> {
  const params = new URLSearchParams({ serviceId: q.serviceId, date: q.date });
  if (q.staffId) params.set('staffId', q.staffId);
  const path = ONLINE_BOOKING_PATHS.availability(q.establishmentId, `?${params.toString()}`);
  return (await apiRequestRequired<DataAnswer<BookingAvailability>>(path)).data;
}

/** Books; 409 means the slot went meanwhile, 429 too many attempts (both with the server's text). */
export async function bookAppointment(
  establishmentId: string,
  body: OnlineBookingCreate,
): Promise<BookingConfirmation> {
  const answer = await apiRequestRequired<DataAnswer<BookingConfirmation>>(
    ONLINE_BOOKING_PATHS.book(establishmentId),
    { method: 'POST', body },
  );
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
