/**
 * Walk-in use cases (spec operations.md §3 "Walk-in visit", §4, §7; issue #15, #28): today's
 * queue, adding a walk-in (status waiting), who could start one now, a status change, and the
 * register's payment finishing the visit. Every call opens the location for the
 * actor: a tenant id in the path other than the session's, or a location out of reach, is 404.
 */
import {
  WALK_IN_MESSAGES as M,
  WALK_IN_TRANSITIONS,
  type WalkIn,
  type WalkInStaffOption,
  type WalkInCreateParsed,
  type WalkInStatus,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { isBookableClient } from '../clients/index.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { performersOf, serviceById } from '../services/index.js';
import { peopleNamesAt, queueOf } from './walk-ins.queue.js';
import { toWalkIn } from './walk-ins.mapper.js';
import * as repo from './walk-ins.repository.js';
import type { WalkInRow } from './walk-ins.schema.js';
import { staffOptions, startService } from './walk-ins.start.js';

/** The location, when the path's tenant is the session's and the location within reach; else 404. */
async function openPlace(tx: Tx, actor: Actor, tenantId: string, establishmentId: string) {
  if (tenantId !== actor.tenantId) throw new AppError('TENANT_NOT_FOUND');
  return openEstablishment(tx, actor, establishmentId);
}

/** The queue's entry for `row` (its estimate reflects the whole queue); one of an earlier day alone. */
async function entryOf(
  tx: Tx,
  actor: Actor,
  place: EstablishmentRow,
  row: WalkInRow,
  now: Date,
): Promise<WalkIn> {
  const entry = (await queueOf(tx, actor, place, now)).find((w) => w.id === row.id);
  if (entry) return entry;
  const service = await serviceById(tx, row.serviceId);
  return toWalkIn(row, {
    serviceNames: new Map(service ? [[service.id, service.name]] : []),
    peopleNames: await peopleNamesAt(tx, place.id),
    timeZone: place.timeZone,
    now,
    assignment: null,
  });
}

/** GET: today's walk-ins of the location in check-in order, waiting ones with estimates. */
export function listWalkIns(
  db: Db,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
  now: Date,
): Promise<WalkIn[]> {
  return withTenant(db, actor, async (tx) =>
    queueOf(tx, actor, await openPlace(tx, actor, tenantId, establishmentId), now),
  );
}

/**
 * POST: adds a walk-in, waiting, checked in at `now`. 400 when the service is not an active
 * service of the location, the requested staff member does not work there or perform it, or
 * the client is unknown.
 */
export function addWalkIn(
  db: Db,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
  input: WalkInCreateParsed,
  now: Date,
): Promise<WalkIn> {
  return withTenant(db, actor, async (tx) => {
    const place = await openPlace(tx, actor, tenantId, establishmentId);
    const service = await serviceById(tx, input.serviceId);
    if (!service || service.establishmentId !== place.id || !service.isActive)
      throw invalid('serviceId', M.service);
    const staffId = input.staffId ?? null;
    if (staffId) {
      const performers = (await performersOf(tx, [service.id])).get(service.id) ?? [];
      const worksHere = (await peopleNamesAt(tx, place.id)).has(staffId);
      if (!worksHere || (performers.length > 0 && !performers.includes(staffId)))
        throw invalid('staffId', M.staff);
    }
    if (input.clientId && !(await isBookableClient(tx, input.clientId)))
      throw invalid('clientId', 'Not a valid client id.');
    const row = await repo.insertVisit(tx, {
      tenantId: place.tenantId,
      establishmentId: place.id,
      clientId: input.clientId ?? null,
      clientName: input.clientName,
      phone: input.phone ?? null,
      email: input.email ?? null,
      serviceId: service.id,
      requestedStaffId: staffId,
      status: 'waiting',
      checkedInAt: now,
      notes: input.notes ?? null,
    });
    return entryOf(tx, actor, place, row, now);
  });
}

/** The location's walk-in `visitId`, locked; 404 for one of another location. */
async function visitAt(tx: Tx, place: EstablishmentRow, visitId: string): Promise<WalkInRow> {
  const row = await repo.lockVisit(tx, visitId);
  if (!row || row.establishmentId !== place.id) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/**
 * GET staff: who could start the walk-in's service, free now or not, with their next opening
 * today (HH:MM local), from the calendar's availability. 404 for a walk-in of another location;
 * 400 when its service is no longer active here.
 */
export function listStaffOptions(
  db: Db,
  actor: Actor,
  params: { tenantId: string; establishmentId: string; visitId: string },
  now: Date,
): Promise<WalkInStaffOption[]> {
  return withTenant(db, actor, async (tx) => {
    const place = await openPlace(tx, actor, params.tenantId, params.establishmentId);
    const row = await visitAt(tx, place, params.visitId);
    return staffOptions(tx, actor, place, row, await peopleNamesAt(tx, place.id), now);
  });
}

/**
 * The register paid `appointmentIds` (inside its payment transaction): a walk-in in service on
 * one of them is done, stamped `now`, and leaves the queue. Answers how many were finished.
 */
export async function finishPaidWalkIns(
  tx: Tx,
  appointmentIds: readonly string[],
  now: Date,
): Promise<number> {
  if (appointmentIds.length === 0) return 0;
  return repo.finishByAppointments(tx, appointmentIds, now);
}

/**
 * PATCH: moves a walk-in along waiting → in_service → done, or waiting → left (the same status
 * again changes nothing). Starting books an appointment now with `staffId` (default: the first
 * suitable staff member free now) and links it; done and left stamp the time. 404 for a walk-in
 * of another location; 409 for a move the rules refuse or a staff member busy now.
 */
export function changeWalkInStatus(
  db: Db,
  actor: Actor,
  params: { tenantId: string; establishmentId: string; visitId: string },
  change: { status: WalkInStatus; staffId?: string },
  now: Date,
): Promise<WalkIn> {
  return withTenant(db, actor, async (tx) => {
    const place = await openPlace(tx, actor, params.tenantId, params.establishmentId);
    const row = await visitAt(tx, place, params.visitId);
    if (row.status === change.status) return entryOf(tx, actor, place, row, now);
    if (!WALK_IN_TRANSITIONS[row.status].includes(change.status))
      throw new AppError('CONFLICT', M.transition(row.status, change.status));
    const updated =
      change.status === 'in_service'
        ? await repo.updateVisit(tx, row.id, {
            status: 'in_service',
            startedAt: now,
            ...(await startService(tx, actor, place, row, change.staffId, now)),
          })
        : await repo.updateVisit(tx, row.id, { status: change.status, finishedAt: now });
    return entryOf(tx, actor, place, updated, now);
  });
}
