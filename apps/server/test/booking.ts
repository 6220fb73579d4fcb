/**
 * Booking through the API in tests: the open starts availability offers, and a booking at one of
 * them. The demo's own bookings move with the real date, so tests look times up rather than fix
 * them.
 */
import { expect } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  AVAILABILITY_ENDPOINTS,
  endpointPath,
  type Availability,
  type AvailabilitySlot,
} from '@daybook/contracts';
import type { Session } from './context.js';

/** The hourly starts of `serviceId` with `staffIds` at the location over `days` days from `date` ('YYYY-MM-DD'). */
export async function openSlots(
  session: Session,
  establishmentId: string,
  q: { date: string; serviceId: string; staffIds: readonly string[]; days?: number },
): Promise<AvailabilitySlot[]> {
  const res = await session.request({
    url:
      endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId }) +
      `?date=${q.date}&days=${q.days ?? 14}&serviceId=${q.serviceId}&staffIds=${q.staffIds.join(',')}&interval=60`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Availability).availability;
}

/** Books `serviceId` with `staffId` at `slot` for a walk-in client named `clientName` ($85); answers its id. */
export async function bookAt(
  session: Session,
  establishmentId: string,
  b: { slot: AvailabilitySlot; serviceId: string; staffId: string; clientName: string },
): Promise<string> {
  const res = await session.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId,
      clientId: null,
      clientName: b.clientName,
      serviceId: b.serviceId,
      staffId: b.staffId,
      date: b.slot.date,
      startTime: b.slot.startTime,
      status: 'booked',
      price: 85,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}
