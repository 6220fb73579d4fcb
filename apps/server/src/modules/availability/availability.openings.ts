/**
 * Today's openings per service at a location, read through availabilityIn (issue #15, #28), so
 * the queues' estimates and "who is free now" follow the same hours, time off, appointments and
 * buffers as the calendar's booking panel: one definition of free, never a second.
 */
import { availabilityQuerySchema, dataScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { todayIn, wallInstant } from '../../lib/local-dates.js';
import type { EstablishmentRow } from '../establishments/index.js';
import { servicesByIds } from '../services/index.js';
import type { ServiceOpenings } from './availability.queue.js';
import { availabilityIn } from './availability.service.js';

const MINUTE = 60_000;
/** The finest step availability offers, minutes: estimates land on this grid. */
const STEP = 5;
/** An opening this close after now counts as free now (one grid step, ms). */
const FREE_NOW_MS = STEP * MINUTE;

/**
 * Openings today (the location's local date, IANA zone) from `now` on for each of `serviceIds`
 * that is an active service of `place`; other ids are left out. A queued client is served now,
 * so the location's minimum advance time (meant for bookings ahead) is undone by asking as of
 * that much earlier. The queue is the location's, the same for every reader: an employee (who
 * sees only their own calendar column) reads it as the front desk would. After closing, or with
 * nobody working, a service's starts are empty.
 */
export async function openingsToday(
  tx: Tx,
  actor: Actor,
  place: EstablishmentRow,
  serviceIds: readonly string[],
  now: Date,
): Promise<Map<string, ServiceOpenings>> {
  const reader: Actor =
    dataScope(actor.role, 'appointment') === 'own' ? { ...actor, role: 'FRONTDESK' } : actor;
  const asOf = new Date(now.getTime() - place.settings.booking.minAdvanceTime * MINUTE);
  const today = todayIn(place.timeZone, now);
  const out = new Map<string, ServiceOpenings>();
  if (serviceIds.length === 0) return out;
  for (const service of await servicesByIds(tx, [...new Set(serviceIds)])) {
    if (!service.isActive || service.establishmentId !== place.id) continue;
    const query = availabilityQuerySchema.parse({
      date: today,
      serviceId: service.id,
      interval: String(STEP),
    });
    const { data } = await availabilityIn(tx, reader, place.id, query, asOf);
    const startsByStaff = new Map<string, number[]>();
    for (const [staffId, slots] of Object.entries(data.availabilityByStaff)) {
      const starts = slots
        .map((s) => wallInstant(s.date, s.startTime, place.timeZone)?.getTime())
        .filter((t): t is number => t !== undefined);
      startsByStaff.set(staffId, starts);
    }
    out.set(service.id, {
      staffOrder: Object.keys(data.availabilityByStaff),
      startsByStaff,
      holdMinutes: service.durationMinutes + service.bufferAfterMinutes,
    });
  }
  return out;
}

/** When `staffId` can next start the service today (epoch ms), or null when not again today. */
export function nextOpening(openings: ServiceOpenings | undefined, staffId: string): number | null {
  return openings?.startsByStaff.get(staffId)?.[0] ?? null;
}

/** Whether `staffId` can start the service now: an opening within one grid step of `now`. */
export function isFreeNow(openings: ServiceOpenings | undefined, staffId: string, now: Date): boolean {
  const next = nextOpening(openings, staffId);
  return next !== null && next < now.getTime() + FREE_NOW_MS;
}
