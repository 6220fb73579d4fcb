/**
 * Service catalogue use cases (spec core.md §3 Service, §6, §7 Services).
 * Every call names its tenant and establishment in the path: a tenant that is not the actor's
 * answers 404, and so does an establishment or service out of the actor's reach (admin and
 * owner reach every establishment of the tenant, others only those they work at).
 */
import {
  SERVICE_MESSAGES,
  processingWindowProblem,
  type Service,
  type ServiceCreateParsed,
  type ServiceUpdateParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { activeStaffAt, openEstablishment } from '../establishments/index.js';
import * as repo from './services.repository.js';
import { toInsert, toService, toUpdate } from './services.mapper.js';

function assertOwnTenant(actor: Actor, tenantId: string): void {
  if (tenantId !== actor.tenantId) throw new AppError('TENANT_NOT_FOUND');
}

/** The service by id, when it exists in the tenant and its establishment is within reach. */
async function reachableService(tx: Tx, actor: Actor, serviceId: string): Promise<repo.ServiceRow> {
  const row = await repo.findService(tx, serviceId);
  if (!row || !reaches(actor, row.establishmentId)) throw new AppError('NOT_FOUND', 'Service not found.');
  return row;
}

/** Refuses staff who are not active people assigned to the establishment (400). */
async function assertStaffAt(tx: Tx, establishmentId: string, staffIds: string[]): Promise<void> {
  const found = await activeStaffAt(tx, establishmentId, staffIds);
  if (found.length !== staffIds.length) {
    throw new AppError('VALIDATION', SERVICE_MESSAGES.staffElsewhere, [
      { path: 'staffIds', message: SERVICE_MESSAGES.staffElsewhere },
    ]);
  }
}

async function withStaff(tx: Tx, row: repo.ServiceRow): Promise<Service> {
  const staff = await repo.staffIdsByService(tx, [row.id]);
  return toService(row, staff.get(row.id) ?? []);
}

/**
 * The establishment's services ordered by category then name, each with its staff ids
 * (two queries in all). Inactive services only when `includeInactive`. Permission service:read.
 */
export function listServices(
  db: Db,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
  includeInactive: boolean,
): Promise<Service[]> {
  assertOwnTenant(actor, tenantId);
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const rows = await repo.listServices(tx, establishmentId, includeInactive);
    const staff = await repo.staffIdsByService(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toService(r, staff.get(r.id) ?? []));
  });
}

/** Adds a service to an establishment's catalogue, with its staff (permission service:create). */
export function createService(
  db: Db,
  actor: Actor,
  tenantId: string,
  establishmentId: string,
  input: ServiceCreateParsed,
): Promise<Service> {
  assertOwnTenant(actor, tenantId);
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    await assertStaffAt(tx, establishmentId, input.staffIds ?? []);
    return insertService(tx, actor.tenantId, establishmentId, input);
  });
}

/**
 * Inserts a service and its staff inside an open tenant transaction, without reach or staff
 * checks: the create endpoint checks first; the demo seed uses it directly.
 */
export async function insertService(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  input: ServiceCreateParsed,
): Promise<Service> {
  const staffIds = input.staffIds ?? [];
  const row = await repo.insertService(tx, toInsert(tenantId, establishmentId, input));
  await repo.setServiceStaff(tx, tenantId, row.id, staffIds);
  // Sorted like the list query returns them, so an answer does not depend on how it was made.
  return toService(row, [...staffIds].sort());
}

/**
 * Changes any subset of a service's fields; `staffIds`, when given, replaces the staff list.
 * The processing window is checked against the service as it will be (permission service:update).
 */
export function updateService(
  db: Db,
  actor: Actor,
  tenantId: string,
  serviceId: string,
  input: ServiceUpdateParsed,
): Promise<Service> {
  assertOwnTenant(actor, tenantId);
  return withTenant(db, actor, async (tx) => {
    const current = await reachableService(tx, actor, serviceId);
    const problem = processingWindowProblem({
      duration: input.duration ?? current.durationMinutes,
      processingStart:
        input.processingStart !== undefined ? input.processingStart : current.processingStartMinutes,
      processingDuration:
        input.processingDuration !== undefined ? input.processingDuration : current.processingDurationMinutes,
    });
    if (problem)
      throw new AppError('VALIDATION', problem, [{ path: 'processingDuration', message: problem }]);
    if (input.staffIds) await assertStaffAt(tx, current.establishmentId, input.staffIds);

    const row = await repo.updateService(tx, serviceId, toUpdate(input));
    if (!row) throw new AppError('NOT_FOUND', 'Service not found.');
    if (input.staffIds) await repo.setServiceStaff(tx, actor.tenantId, serviceId, input.staffIds);
    return withStaff(tx, row);
  });
}

/**
 * Deletes a service and its staff list (permission service:delete). A service that other
 * records still reference (appointments, later) is refused with CONFLICT: deactivate it instead.
 */
export function deleteService(db: Db, actor: Actor, tenantId: string, serviceId: string): Promise<void> {
  assertOwnTenant(actor, tenantId);
  return withTenant(db, actor, async (tx) => {
    await reachableService(tx, actor, serviceId);
    await refusing(() => repo.deleteService(tx, serviceId), {
      [SQLSTATE.foreignKeyViolation]: () => new AppError('CONFLICT', SERVICE_MESSAGES.hasAppointments),
    });
  });
}
