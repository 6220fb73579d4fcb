/**
 * Today's queue of a location with its estimates (spec operations.md §7 GET walk-ins, §9;
 * issue #15), inside the caller's tenant transaction.
 */
import type { WalkIn } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { startOfLocalDay, todayIn } from '../../lib/local-dates.js';
import { staffAt, type EstablishmentRow } from '../establishments/index.js';
import { servicesByIds } from '../services/index.js';
import { assignQueue, openingsToday } from '../availability/index.js';
import { toWalkIn } from './walk-ins.mapper.js';
import * as repo from './walk-ins.repository.js';

/** Names of the location's people by id ('First Last'). */
export async function peopleNamesAt(tx: Tx, establishmentId: string): Promise<Map<string, string>> {
  const people = await staffAt(tx, establishmentId);
  return new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
}

/**
 * The walk-ins checked in today (local date in the location's zone) in check-in order; each
 * waiting one with its expected start and staff member (availability's queue rule).
 */
export async function queueOf(tx: Tx, actor: Actor, place: EstablishmentRow, now: Date): Promise<WalkIn[]> {
  const today = todayIn(place.timeZone, now);
  const rows = await repo.listSince(tx, place.id, new Date(startOfLocalDay(today, place.timeZone)));
  const services = await servicesByIds(tx, [...new Set(rows.map((r) => r.serviceId))]);
  const waiting = rows.filter((r) => r.status === 'waiting');
  const openings = await openingsToday(
    tx,
    actor,
    place,
    waiting.map((r) => r.serviceId),
    now,
  );
  const assignments = assignQueue(
    waiting.map((r) => ({ id: r.id, serviceId: r.serviceId, requestedStaffId: r.requestedStaffId })),
    openings,
  );
  const context = {
    serviceNames: new Map(services.map((s) => [s.id, s.name])),
    peopleNames: await peopleNamesAt(tx, place.id),
    timeZone: place.timeZone,
    now,
  };
  return rows.map((row) => toWalkIn(row, { ...context, assignment: assignments.get(row.id) }));
}
