/**
 * Rooms and resources use cases (spec core.md §7 "GET /api/admin/resources/establishment/{id}").
 * Reading needs sign-in and reach of the establishment (admin and owner reach every one of the
 * tenant, others those they work at); writing also needs establishment:update, which the route
 * checks. An establishment or resource out of reach, or of another tenant (row-level security
 * hides it), answers 404.
 */
import { RESOURCE_MESSAGES, type BookableResource } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment } from '../establishments/index.js';
import * as repo from './resources.repository.js';
import {
  toInsert,
  toResource,
  toUpdate,
  type ResourceCreateParsed,
  type ResourceUpdateParsed,
} from './resources.mapper.js';

/** The resource by id when it exists in the tenant and its establishment is within reach, else 404. */
async function reachableResource(tx: Tx, actor: Actor, id: string): Promise<repo.ResourceRow> {
  const row = await repo.findResource(tx, id);
  if (!row || !reaches(actor, row.establishmentId)) {
    throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.notFound);
  }
  return row;
}

/**
 * The establishment's rooms (first) and equipment, each by name; deactivated ones only when
 * `includeInactive`. One query; an establishment has a handful, so the list is not paged.
 */
export function listResources(
  db: Db,
  actor: Actor,
  establishmentId: string,
  includeInactive: boolean,
): Promise<BookableResource[]> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    return (await repo.listResources(tx, establishmentId, includeInactive)).map(toResource);
  });
}

/** Adds a room (kind defaults to 'room') or piece of equipment to an establishment. */
export function createResource(
  db: Db,
  actor: Actor,
  establishmentId: string,
  input: ResourceCreateParsed,
): Promise<BookableResource> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    return toResource(await repo.insertResource(tx, toInsert(actor.tenantId, establishmentId, input)));
  });
}

/** Renames, re-kinds, deactivates or reactivates a resource (any subset). */
export function updateResource(
  db: Db,
  actor: Actor,
  id: string,
  input: ResourceUpdateParsed,
): Promise<BookableResource> {
  return withTenant(db, actor, async (tx) => {
    await reachableResource(tx, actor, id);
    const row = await repo.updateResource(tx, id, toUpdate(input));
    if (!row) throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.notFound);
    return toResource(row);
  });
}

/**
 * Deletes a resource. One that appointments still hold (past ones included) is refused with
 * CONFLICT (409, RESOURCE_MESSAGES.inUse): deactivate it instead, so history keeps its room.
 */
export function deleteResource(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    await reachableResource(tx, actor, id);
    await refusing(() => repo.deleteResource(tx, id), {
      [SQLSTATE.foreignKeyViolation]: () => new AppError('CONFLICT', RESOURCE_MESSAGES.inUse),
    });
  });
}

/** Which of `ids` are active rooms of the establishment (a booking may hold one of them). */
export function activeRoomIds(tx: Tx, establishmentId: string, ids: string[]): Promise<Set<string>> {
  return repo.activeRoomIds(tx, establishmentId, ids);
}

/** Adds rooms and equipment in one statement, inside the caller's tenant transaction (the demo seed). */
export function insertResources(tx: Tx, values: repo.ResourceInsert[]): Promise<void> {
  return repo.insertResources(tx, values);
}
