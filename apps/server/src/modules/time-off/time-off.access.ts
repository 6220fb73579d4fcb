/**
 * Who may touch which request (spec core.md §6, roles.ts): employees only their own rows
 * (`time_off:*:own`), managers the people of the locations they reach, owners and admins the
 * tenant. A request out of reach answers 404, another person's to an employee 403.
 */
import { TIME_OFF_MESSAGES, permissionScope, type Permission } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { activeStaffAt, openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { findRequest, type RequestRow } from './time-off.repository.js';

/** True when the actor holds `permission` only for their own rows. */
export function ownOnly(actor: Actor, permission: Permission): boolean {
  return permissionScope(actor.role, permission) === 'own';
}

/**
 * Where the actor acts for `userId`: `given`, else the selected location, else the first of the
 * actor's locations where the person works. 404 when the actor does not reach it or the person
 * does not work there.
 */
export async function placeFor(
  tx: Tx,
  actor: Actor,
  userId: string,
  given: string | undefined,
): Promise<EstablishmentRow> {
  const candidates = given ? [given] : [...new Set([actor.establishmentId, ...actor.establishmentIds])];
  for (const id of candidates) {
    if (!id) continue;
    if ((await activeStaffAt(tx, id, [userId])).length === 0) continue;
    return openEstablishment(tx, actor, id);
  }
  if (given) await openEstablishment(tx, actor, given);
  throw new AppError('NOT_FOUND', TIME_OFF_MESSAGES.personNotFound);
}

/**
 * The request `id` and its establishment when the actor may use `permission` on it; `lock` takes
 * the request's row lock.
 */
export async function openRequest(
  tx: Tx,
  actor: Actor,
  id: string,
  permission: Permission,
  lock = false,
): Promise<{ request: RequestRow; establishment: EstablishmentRow }> {
  const request = await findRequest(tx, id, lock);
  if (!request) throw new AppError('NOT_FOUND', TIME_OFF_MESSAGES.notFound);
  if (ownOnly(actor, permission) && request.userId !== actor.userId) {
    throw new AppError('FORBIDDEN', TIME_OFF_MESSAGES.ownOnly);
  }
  const establishment = await openEstablishment(
    tx,
    actor,
    request.establishmentId,
    TIME_OFF_MESSAGES.notFound,
  );
  return { request, establishment };
}
