/**
 * Offers of freed slots (issues #15, #30). When an appointment is cancelled or moved, a trigger
 * (migration 0035) records the slot it gave up; on its business event one instance matches that
 * slot against the location's waiting entries (same service, the
 * preferred staff member if any, local date, weekday and HH:MM times inside the entry's
 * window) and records one offer per (entry, appointment). The unique constraint makes a repeated
 * delivery of the event insert nothing, and only the first tells the front desk and managers.
 */
import type { Db, Tx } from '../../db/client.js';
import { forEachTenant, withTenant } from '../../db/tenant.js';
import type { BusinessEvent } from '../../events/business-events.js';
import type { EventBus } from '../../events/event-bus.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { establishmentById, type EstablishmentRow } from '../establishments/index.js';
import { appointmentWhen, notify } from '../notifications/index.js';
import * as repo from './waitlist.repository.js';

/** ISO weekday (1 Monday … 7 Sunday) of a 'YYYY-MM-DD' date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** True when the freed slot (local date and HH:MM times) lies in the entry's wanted window. */
export function slotFits(
  entry: Pick<
    repo.EntryRow,
    'staffId' | 'earliestDate' | 'latestDate' | 'daysOfWeek' | 'timeFrom' | 'timeTo'
  >,
  slot: { staffId: string | null; date: string; start: string; end: string },
): boolean {
  if (entry.staffId && entry.staffId !== slot.staffId) return false;
  if (slot.date < entry.earliestDate || slot.date > entry.latestDate) return false;
  if (entry.daysOfWeek && entry.daysOfWeek.length > 0 && !entry.daysOfWeek.includes(isoWeekday(slot.date)))
    return false;
  if (entry.timeFrom && slot.start < entry.timeFrom) return false;
  // A slot ending at local midnight reads 00:00: it ends after every wanted time.
  if (entry.timeTo && (slot.end > entry.timeTo || (slot.end < slot.start && entry.timeTo < '24:00')))
    return false;
  return true;
}

/** Records offers for the slots the appointments gave up; answers how many were new. */
export async function offerFreedSlots(tx: Tx, appointmentIds: string[], now: Date): Promise<number> {
  const places = new Map<string, EstablishmentRow | undefined>();
  let made = 0;
  for (const slot of await repo.freedSlotsOf(tx, appointmentIds, now)) {
    if (!slot.serviceId) continue;
    if (!places.has(slot.establishmentId))
      places.set(slot.establishmentId, await establishmentById(tx, slot.establishmentId));
    const place = places.get(slot.establishmentId);
    if (!place) continue;
    const start = wallDateTime(slot.startsAt, place.timeZone);
    const local = {
      staffId: slot.staffId,
      date: start.date,
      start: start.time,
      end: wallDateTime(slot.endsAt, place.timeZone).time,
    };
    for (const entry of await repo.waitingFor(tx, place.id, slot.serviceId)) {
      if (!slotFits(entry, local)) continue;
      const offer = await repo.insertOffer(tx, {
        tenantId: entry.tenantId,
        establishmentId: place.id,
        entryId: entry.id,
        appointmentId: slot.appointmentId,
        staffId: slot.staffId,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      });
      if (!offer) continue;
      made += 1;
      if (entry.status === 'waiting') await repo.updateEntry(tx, entry.id, { status: 'offered' });
      const told = {
        tenantId: entry.tenantId,
        type: 'system' as const,
        title: 'Waitlist: a slot opened',
        content: `${entry.serviceName} on ${appointmentWhen(local.date, local.start)} fits ${entry.clientName} on the waitlist.`,
        actionUrl: '/waitlist',
      };
      await notify(tx, { ...told, frontDeskOf: place.id, managersOf: place.id });
    }
  }
  return made;
}

/**
 * Offers the slot a cancelled or moved appointment gave up (issue #30: a reaction to the
 * appointments module's events, once per event across instances). Idempotent: a repeated
 * delivery finds the offers already made (one per entry and appointment) and tells nobody again.
 */
export function offerFreedSlotsOnEvents(deps: { db: Db; eventBus: EventBus; now: () => Date }): void {
  const offer = (event: BusinessEvent<'appointment.cancelled' | 'appointment.moved'>) =>
    withTenant(deps.db, { tenantId: event.tenantId }, (tx) =>
      offerFreedSlots(tx, [event.payload.appointmentId], deps.now()),
    ).then(() => undefined);
  deps.eventBus.on('appointment.cancelled', 'waitlist.offer-cancelled-slot', offer);
  deps.eventBus.on('appointment.moved', 'waitlist.offer-vacated-slot', offer);
}

/** How often passed offers lapse (a cron schedule, UTC): every five minutes. */
export const OFFER_LAPSE_CRON = '*/5 * * * *';

/**
 * The recurring job: in every tenant, entries whose offers have all begun go back to waiting
 * (repo.lapsePassedOffers). Answers how many.
 */
export function lapsePassedOffers(db: Db, now: Date): Promise<number> {
  return forEachTenant(db, (tx) => repo.lapsePassedOffers(tx, now));
}
