/**
 * Entries as the wire shows them (spec operations.md §3 Waitlist entry, snake_case), with their
 * place in the queue and a wait estimate from the calendar (issue #28): in queue order, each
 * entry takes the earliest opening today of its service (its preferred staff member's, when it
 * names one) that the entries ahead leave: availability's openings and the same queue rule as
 * the walk-ins. No opening left today (after closing, or booked up): no estimate, never a guess.
 */
import type { WaitlistEntry, WaitlistOffer } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { assignQueue, minutesUntil, openingsToday } from '../availability/index.js';
import type { EstablishmentRow } from '../establishments/index.js';
import * as repo from './waitlist.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toOffer(o: repo.OfferRow, zone: string, names: Map<string, string>): WaitlistOffer {
  const start = wallDateTime(o.startsAt, zone);
  return {
    id: o.id,
    appointment_id: o.appointmentId,
    date: start.date,
    start_time: start.time,
    end_time: wallDateTime(o.endsAt, zone).time,
    staff_id: o.staffId,
    staff_name: o.staffId ? (names.get(o.staffId) ?? null) : null,
    emailed_at: iso(o.emailedAt),
    texted_at: iso(o.textedAt),
    created_at: o.createdAt.toISOString(),
  };
}

/**
 * The wire shape of `rows`. Positions count among `queue` (the location's waiting and offered
 * entries in queue order); rows outside it have none.
 */
export async function toEntries(
  tx: Tx,
  actor: Actor,
  rows: readonly repo.EntryRow[],
  queue: readonly repo.EntryRow[],
  location: EstablishmentRow,
  now: Date,
): Promise<WaitlistEntry[]> {
  const zone = location.timeZone;
  const place = new Map(queue.map((e, i) => [e.id, i + 1]));
  const asking = queue.flatMap((e) =>
    e.serviceId ? [{ id: e.id, serviceId: e.serviceId, requestedStaffId: e.staffId }] : [],
  );
  const openings = await openingsToday(
    tx,
    actor,
    location,
    asking.map((e) => e.serviceId),
    now,
  );
  const starts = assignQueue(asking, openings);
  const open = rows.filter((r) => r.status === 'waiting' || r.status === 'offered').map((r) => r.id);
  const offers = await repo.offersOf(tx, open, now);
  const names = await repo.namesOf(tx, [
    ...rows.flatMap((r) => (r.staffId ? [r.staffId] : [])),
    ...offers.flatMap((o) => (o.staffId ? [o.staffId] : [])),
  ]);
  return rows.map((r) => {
    const position = place.get(r.id) ?? null;
    const start = position === null ? null : (starts.get(r.id)?.start ?? null);
    return {
      id: r.id,
      tenant_id: r.tenantId,
      establishment_id: r.establishmentId,
      client_id: r.clientId,
      client_name: r.clientName,
      phone: r.phone,
      email: r.email,
      service_id: r.serviceId,
      service_name: r.serviceName,
      staff_id: r.staffId,
      preferred_staff: r.staffId ? (names.get(r.staffId) ?? null) : null,
      earliest_date: r.earliestDate,
      latest_date: r.latestDate,
      days_of_week: r.daysOfWeek ?? null,
      time_from: r.timeFrom,
      time_to: r.timeTo,
      position,
      estimated_wait: start === null ? null : minutesUntil(now.getTime(), start),
      estimated_time: start === null ? null : wallDateTime(new Date(start), zone).time,
      priority: r.priority,
      status: r.status,
      notes: r.notes,
      created_at: r.createdAt.toISOString(),
      seated_at: iso(r.seatedAt),
      appointment_id: r.appointmentId,
      offers: offers.filter((o) => o.entryId === r.id).map((o) => toOffer(o, zone, names)),
    };
  });
}

/** One entry's wire shape, placed in its location's current queue. */
export async function toEntry(
  tx: Tx,
  actor: Actor,
  row: repo.EntryRow,
  place: EstablishmentRow,
  now: Date,
): Promise<WaitlistEntry> {
  const queue = await repo.queueOf(tx, row.establishmentId);
  const [entry] = await toEntries(tx, actor, [row], queue, place, now);
  if (!entry) throw new Error('mapped no entry');
  return entry;
}
