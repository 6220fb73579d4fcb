/**
 * Entries as the wire shows them (spec operations.md §3 Waitlist entry, snake_case), with their
 * place in the queue and a simple wait estimate: position × the entry's service duration
 * (spec §9's 30 minutes when the duration is unknown), counted from now while the location is
 * open, else from its next opening. The walk-ins queue computes real calendar waits; a waitlist
 * entry wants a future slot, so this only orders expectations.
 */
import { WAITLIST_DEFAULT_WAIT_MINUTES, type WaitlistEntry, type WaitlistOffer } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { queueOpensAt, type OpeningPlace } from './waitlist.opening.js';
import * as repo from './waitlist.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Minutes a client at 1-based `position` waits: position × duration (default 30). */
export function estimatedWait(position: number, durationMinutes: number | undefined): number {
  return position * (durationMinutes ?? WAITLIST_DEFAULT_WAIT_MINUTES);
}

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
  rows: readonly repo.EntryRow[],
  queue: readonly repo.EntryRow[],
  location: OpeningPlace,
  now: Date,
): Promise<WaitlistEntry[]> {
  const zone = location.timeZone;
  const opens = queueOpensAt(now, location);
  const closedFor = Math.round((opens.getTime() - now.getTime()) / 60_000);
  const place = new Map(queue.map((e, i) => [e.id, i + 1]));
  const durations = await repo.durationsOf(
    tx,
    rows.flatMap((r) => (r.serviceId ? [r.serviceId] : [])),
  );
  const open = rows.filter((r) => r.status === 'waiting' || r.status === 'offered').map((r) => r.id);
  const offers = await repo.offersOf(tx, open, now);
  const names = await repo.namesOf(tx, [
    ...rows.flatMap((r) => (r.staffId ? [r.staffId] : [])),
    ...offers.flatMap((o) => (o.staffId ? [o.staffId] : [])),
  ]);
  return rows.map((r) => {
    const position = place.get(r.id) ?? null;
    const wait =
      position === null
        ? null
        : closedFor + estimatedWait(position, r.serviceId ? durations.get(r.serviceId) : undefined);
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
      estimated_wait: wait,
      estimated_time: wait === null ? null : wallDateTime(new Date(now.getTime() + wait * 60_000), zone).time,
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
  row: repo.EntryRow,
  place: OpeningPlace,
  now: Date,
): Promise<WaitlistEntry> {
  const queue = await repo.queueOf(tx, row.establishmentId);
  const [entry] = await toEntries(tx, [row], queue, place, now);
  if (!entry) throw new Error('mapped no entry');
  return entry;
}
