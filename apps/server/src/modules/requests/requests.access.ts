/**
 * Who may reach which request (spec core.md §6, roles.ts `request`): managers, owners and admins
 * every request of the locations they reach; employees and the front desk (`:own`) only the ones
 * they raised or were assigned. A request out of reach answers 404, so its existence stays hidden.
 */
import { REQUEST_MESSAGES as M, permissionScope, type Permission } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { findRequest, type RequestRow } from './requests.repository.js';

/** True when the actor holds `permission` only for their own requests. */
export function ownOnly(actor: Actor, permission: Permission): boolean {
  return permissionScope(actor.role, permission) === 'own';
}

/** True when the person raised the request or handles it. */
export function involves(request: Pick<RequestRow, 'staffId' | 'assignedTo'>, userId: string): boolean {
  return request.staffId === userId || request.assignedTo === userId;
}

/** The request `id` and its location when the actor reaches it (404 otherwise); `lock` locks the row. */
export async function openRequest(
  tx: Tx,
  actor: Actor,
  id: string,
  lock = false,
): Promise<{ request: RequestRow; establishment: EstablishmentRow }> {
  const request = await findRequest(tx, id, lock);
  if (!request) throw new AppError('NOT_FOUND', M.notFound);
  if (ownOnly(actor, 'request:read') && !involves(request, actor.userId))
    throw new AppError('NOT_FOUND', M.notFound);
  const establishment = await openEstablishment(tx, actor, request.establishmentId, M.notFound);
  return { request, establishment };
}
