/**
 * Today's openings per service at a location, read through the availability module's use case
 * (issue #15), so walk-in estimates follow the same hours, time off, appointments and buffers as
 * the calendar's booking panel.
 */
import { availabilityQuerySchema, dataScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { wallInstant } from '../../lib/local-dates.js';
import { availabilityIn } from '../availability/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import type { ServiceRow } from '../services/index.js';
import type { ServiceOpenings } from './walk-ins.estimate.js';

const MINUTE = 60_000;
/** The finest step availability offers, minutes: estimates land on this grid. */
const STEP = '5';

/**
 * Openings today from `now` on for each active `services` entry of `place`. A walk-in is
 * served now, so the location's minimum advance time (meant for bookings ahead) is undone by
 * asking as of that much earlier. The queue is the location's, the same for every reader: an
 * employee (who sees only their own calendar column) reads it as the front desk would.
 */
export async function openingsToday(
  tx: Tx,
  actor: Actor,
  place: EstablishmentRow,
  services: ServiceRow[],
  today: string,
  now: Date,
): Promise<Map<string, ServiceOpenings>> {
  const reader: Actor =
    dataScope(actor.role, 'appointment') === 'own' ? { ...actor, role: 'FRONTDESK' } : actor;
  const asOf = new Date(now.getTime() - place.settings.booking.minAdvanceTime * MINUTE);
  const out = new Map<string, ServiceOpenings>();
  for (const service of services) {
    if (!service.isActive || service.establishmentId !== place.id) continue;
    const query = availabilityQuerySchema.parse({ date: today, serviceId: service.id, interval: STEP });
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
