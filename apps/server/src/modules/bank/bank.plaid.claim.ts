/**
 * A call to Plaid on one connection with no database transaction open (issue #31: "one sync at a
 * time per item"): a bank answers in seconds, and holding a transaction that long would hold a
 * pooled connection, or on the embedded database every other request. The connection is claimed
 * in a short transaction (bank_plaid_items.busy_since), Plaid is called, and what it said is
 * written in a second transaction that clears the claim.
 */
import { BANK_PLAID_MESSAGES as M } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { BankProviderError } from './bank.provider.js';
import * as repo from './bank.plaid.repository.js';
import { accessTokenOf, openItem, type PlaidContext } from './bank.plaid.access.js';

/** What the call to Plaid gave: its value, or Plaid's refusal. */
export type PlaidOutcome<T> = { ok: true; value: T } | { ok: false; error: BankProviderError };

/** The claimed connection and its location, as the second transaction gets them. */
export interface ClaimedItem {
  item: repo.PlaidItemRow;
  establishment: EstablishmentRow;
}

/**
 * Claims connection `itemId` of location `establishmentId`, runs `call` with its access token
 * (and the claimed row) outside any transaction, then `write` in a new one; `write` must clear the claim (busySince:
 * null) with what it stores. A claim is cleared however the rest ends. Errors: 404 for a location
 * or connection out of reach; 409 `syncRunning` while another claim holds it, `disconnected`,
 * `tokenUnreadable` (the claim is not taken then); whatever `call` throws other than a Plaid
 * refusal, and whatever `write` throws.
 */
export async function withClaimedItem<T, R>(
  db: Db,
  plaid: PlaidContext,
  actor: Actor,
  where: { establishmentId: string; itemId: string; now: Date },
  call: (accessToken: string, item: repo.PlaidItemRow) => Promise<T>,
  write: (tx: Tx, claimed: ClaimedItem, outcome: PlaidOutcome<T>) => Promise<R>,
): Promise<R> {
  const { claimed, token } = await withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, where.establishmentId);
    const found = await openItem(tx, establishment.id, where.itemId);
    const item = await repo.claimItem(tx, found.id, where.now);
    if (!item) throw new AppError('CONFLICT', M.syncRunning);
    // A token this server cannot use rolls the claim back with the transaction.
    return { claimed: { item, establishment }, token: accessTokenOf(plaid, item) };
  });
  try {
    let outcome: PlaidOutcome<T>;
    try {
      outcome = { ok: true, value: await call(token, claimed.item) };
    } catch (err) {
      if (!(err instanceof BankProviderError)) throw err;
      outcome = { ok: false, error: err };
    }
    return await withTenant(db, actor, (tx) => write(tx, claimed, outcome));
  } catch (err) {
    await withTenant(db, actor, (tx) => repo.releaseItem(tx, claimed.item.id));
    throw err;
  }
}
