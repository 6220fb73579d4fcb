/**
 * Who reaches a location's bank accounts (spec core.md §6, roles.ts): reading needs revenue:read
 * over the whole location (managers, owners, admins; an employee's own-only grant is refused,
 * the front desk has none), writing establishment:update (route rules). A location out of reach,
 * or another tenant's, answers 404, as does an account of another location.
 */
import { BANK_MESSAGES as M, permissionScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { findAccount, type BankAccountRow } from './bank.repository.js';

/** Refuses (403) a reader whose revenue:read covers only their own figures. */
export function requireWholeLocation(actor: Actor): void {
  if (permissionScope(actor.role, 'revenue:read') !== 'all') throw new AppError('FORBIDDEN', M.wholeLocation);
}

/**
 * The account `accountId` of location `establishmentId` when the actor reaches the location
 * (404 otherwise, with the account's wording when the location is reached but the account is
 * not one of it); `lock` takes the account's row lock.
 */
export async function openAccount(
  tx: Tx,
  actor: Actor,
  establishmentId: string,
  accountId: string,
  lock = false,
): Promise<{ account: BankAccountRow; establishment: EstablishmentRow }> {
  const establishment = await openEstablishment(tx, actor, establishmentId);
  const account = await findAccount(tx, establishment.id, accountId, lock);
  if (!account) throw new AppError('NOT_FOUND', M.accountNotFound);
  return { account, establishment };
}
