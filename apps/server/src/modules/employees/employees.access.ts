/**
 * Who reaches whose employee record (spec core.md §6; issue #14): owners and admins every
 * person of the tenant, a manager the people of their locations, an employee themself only.
 * A record out of reach answers 404, as one that does not exist.
 */
import {
  EMPLOYEE_MESSAGES,
  canAccessAnyEstablishment,
  permissionScope,
  type EmployeeUpdateParsed,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './employees.repository.js';

/** The fields create and update share, parsed. */
export type EmployeeFieldsParsed = Omit<EmployeeUpdateParsed, 'firstName' | 'lastName'>;

/** Whether the actor sees contacts and pay of `personId` (employee:read, or their own record). */
export function seesDetails(actor: Actor, personId: string): boolean {
  return permissionScope(actor.role, 'employee:read') === 'all' || actor.userId === personId;
}

/** The establishments whose people the actor may list; undefined: the whole tenant. */
export function reachableEstablishments(actor: Actor): string[] | undefined {
  return canAccessAnyEstablishment(actor.role) ? undefined : actor.establishmentIds;
}

/**
 * Opens the person `id` for `permission` (employee:read, :update, :delete): with an 'own'
 * scope only the actor themself, otherwise a person within the actor's locations (owners and
 * admins: the tenant). Inactive (terminated) people are included. 404 otherwise.
 */
export async function openPerson(
  tx: Tx,
  actor: Actor,
  id: string,
  permission: 'employee:read' | 'employee:update' | 'employee:delete',
): Promise<repo.PersonWithRecord> {
  const scope = permissionScope(actor.role, permission);
  if (scope === null || (scope === 'own' && id !== actor.userId)) {
    throw new AppError('NOT_FOUND', EMPLOYEE_MESSAGES.notFound);
  }
  const establishmentIds = scope === 'own' ? undefined : reachableEstablishments(actor);
  const [row] = await repo.listPeople(tx, { establishmentIds, userIds: [id], includeInactive: true });
  if (!row) throw new AppError('NOT_FOUND', EMPLOYEE_MESSAGES.notFound);
  return row;
}
