/**
 * Rooms and resources use cases (spec core.md §7 "GET /api/admin/resources/establishment/{id}").
 * Reading needs sign-in and reach of the establishment (admin and owner reach every one of the
 * tenant, others those they work at); writing also needs establishment:update, which the route
 * checks. An establishment or resource out of reach, or of another tenant (row-level security
 * hides it), answers 404.
 */
import { RESOURCE_MESSAGES, canAccessAnyEstablishment, type BookableResource } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { findEstablishment } from '../establishments/index.js';
import * as repo from './resources.repository.js';
import {
  toInsert,
  toResource,
  toUpdate,
  type ResourceCreateParsed,
  type ResourceUpdateParsed,
} from './resources.mapper.js';

/** PostgreSQL's foreign_key_violation. */
const FOREIGN_KEY_VIOLATION = '23503';

function reachable(actor: Actor, establishmentId: string): boolean {
  return canAccessAnyEstablishment(actor.role) || actor.establishmentIds.includes(establishmentId);
}

/** Checks reach before the database, then existence inside the tenant. */
async function assertEstablishment(tx: Tx, actor: Actor, establishmentId: string): Promise<void> {
  if (!reachable(actor, establishmentId) || !(await findEstablishment(tx, establishmentId))) {
    throw new AppError('NOT_FOUND', 'Establishment not found.');
  }
}

/** The resource by id when it exists in the tenant and its establishment is within reach, else 404. */
async function reachableResource(tx: Tx, actor: Actor, id: string): Promise<repo.ResourceRow> {
  const row = await repo.findResource(tx, id);
  if (!row || !reachable(actor, row.establishmentId)) {
    throw new AppError('NOT_FOUND', RESOURCE_MESSAGES.notFound);
  }
  return row;
}

/** True for a SQLSTATE `code` raised by pg or PGlite, possibly wrapped by drizzle. */
function hasSqlState(err: unknown, code: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    if ((e as { code?: string }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
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
    await assertEstablishment(tx, actor, establishmentId);
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
    await assertEstablishment(tx, actor, establishmentId);
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
    try {
      await repo.deleteResource(tx, id);
    } catch (err) {
      if (hasSqlState(err, FOREIGN_KEY_VIOLATION)) throw new AppError('CONFLICT', RESOURCE_MESSAGES.inUse);
      throw err;
    }
  });
}
