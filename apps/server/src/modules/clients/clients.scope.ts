/**
 * Who sees which clients and leads (spec core.md §6 data scope, 'My Clients' of §2):
 * - admin and owner: the whole tenant;
 * - manager and front desk: clients and leads whose home establishment they work at;
 * - employee: clients they have served (an appointment of theirs with the client that was not
 *   cancelled), and leads they created.
 * Anything outside answers 404, as if it did not exist.
 */
import { ALL_ESTABLISHMENTS, CLIENT_MESSAGES, MESSAGES, dataScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';

/** How far an actor's view of the CRM reaches. */
export type CrmReach =
  | { kind: 'tenant' }
  | { kind: 'establishments'; establishmentIds: string[] }
  | { kind: 'served'; userId: string };

export function crmReach(actor: Actor): CrmReach {
  switch (dataScope(actor.role, 'client')) {
    case 'tenant':
      return { kind: 'tenant' };
    case 'establishment':
      return { kind: 'establishments', establishmentIds: actor.establishmentIds };
    case 'own':
      return { kind: 'served', userId: actor.userId };
  }
}

/** 404 'Tenant not found' unless `tenantId` is the actor's own (spec §5: writes name the tenant). */
export function assertOwnTenant(actor: Actor, tenantId: string | undefined): void {
  if (tenantId !== undefined && tenantId !== actor.tenantId) throw new AppError('TENANT_NOT_FOUND');
}

/**
 * The establishment filter of a list: undefined for all locations (omitted or
 * ALL_ESTABLISHMENTS), else the id once checked to be in reach (404 otherwise).
 */
export async function listEstablishment(
  tx: Tx,
  actor: Actor,
  establishmentId: string | undefined,
): Promise<string | undefined> {
  if (!establishmentId || establishmentId === ALL_ESTABLISHMENTS) return undefined;
  return (await homeEstablishment(tx, actor, establishmentId)).id;
}

/**
 * The one establishment a record is written to: 400 for all locations or none, 404 when out of
 * reach or not in the tenant (row-level security hides other tenants').
 */
export async function homeEstablishment(
  tx: Tx,
  actor: Actor,
  establishmentId: string | undefined,
): Promise<EstablishmentRow> {
  if (!establishmentId) throw new AppError('VALIDATION', MESSAGES.missingTenantOrEstablishment);
  if (establishmentId === ALL_ESTABLISHMENTS) {
    throw new AppError('VALIDATION', CLIENT_MESSAGES.oneEstablishment, [
      { path: 'establishmentId', message: CLIENT_MESSAGES.oneEstablishment },
    ]);
  }
  return openEstablishment(tx, actor, establishmentId, CLIENT_MESSAGES.establishmentNotFound);
}
