/**
 * Financials' bank connections through Plaid (spec operations.md §1 "connect a bank", §3 "Bank
 * connection"; issue #31): Link tokens, connecting (public-token exchange: the item kept with its
 * access token sealed, its accounts added with balances), listing a location's connections, and
 * disconnecting. Syncing transactions is bank.plaid.sync.ts. Without Plaid set up every write
 * answers 409 `notConfigured` before anything is written or sent.
 */
import {
  BANK_PLAID_MESSAGES as M,
  type BankPlaidConnect,
  type BankPlaidItem,
  type BankPlaidLinkToken,
  type BankPlaidLinkTokenRequest,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { todayIn } from '../../lib/local-dates.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { requireWholeLocation } from './bank.access.js';
import { toBankAccount } from './bank.mapper.js';
import { BankProviderError, type BankConnectionProvider, type ProviderAccount } from './bank.provider.js';
import type { BankAccountInsert, BankAccountRow } from './bank.repository.js';
import * as repo from './bank.plaid.repository.js';
import { decryptToken, encryptToken } from './plaid-token-crypto.js';

/** What the Plaid use cases need: the provider and the key sealing access tokens; null: not set up. */
export interface PlaidContext {
  provider: BankConnectionProvider;
  tokenKey: Buffer;
}

/** The context, or 409 `notConfigured` when Plaid is not set up on this server. */
export function requirePlaid(plaid: PlaidContext | null): PlaidContext {
  if (!plaid) throw new AppError('CONFLICT', M.notConfigured);
  return plaid;
}

/** A provider's refusal as a 409 with its text for a person (else its own); anything else unchanged. */
export function refused(err: unknown): unknown {
  if (!(err instanceof BankProviderError)) return err;
  return new AppError('CONFLICT', M.plaidRefused(err.displayMessage ?? err.message));
}

/** The wire shape of a connection with its accounts. */
export function toPlaidItem(row: repo.PlaidItemRow, accounts: BankAccountRow[]): BankPlaidItem {
  return {
    itemId: row.itemId,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    status: row.status,
    lastSync: row.lastSyncAt ? row.lastSyncAt.toISOString() : null,
    error: row.error,
    accounts: accounts.filter((a) => a.plaidItemId === row.itemId).map(toBankAccount),
  };
}

/** Connection `itemId` of the location, with its accounts; 404 when the location has none such. */
export async function openItem(tx: Tx, establishmentId: string, itemId: string): Promise<repo.PlaidItemRow> {
  const item = await repo.findItem(tx, establishmentId, itemId);
  if (!item) throw new AppError('NOT_FOUND', M.itemNotFound);
  return item;
}

/**
 * The access token of a connection still connected (its status not `disconnected`); 409 when it
 * is disconnected, or sealed under another BANK_TOKEN_KEY than this server's.
 */
export function accessTokenOf(plaid: PlaidContext, item: repo.PlaidItemRow): string {
  if (!item.accessTokenCiphertext) throw new AppError('CONFLICT', M.disconnected);
  try {
    return decryptToken(plaid.tokenKey, item.itemId, item.accessTokenCiphertext);
  } catch {
    throw new AppError('CONFLICT', M.tokenUnreadable);
  }
}

/** The rows of a connection's accounts as the provider reports them, balances as of today there. */
export function accountRows(
  item: Pick<repo.PlaidItemRow, 'tenantId' | 'establishmentId' | 'itemId'>,
  establishment: EstablishmentRow,
  accounts: ProviderAccount[],
  now: Date,
  synced: boolean,
): BankAccountInsert[] {
  const today = todayIn(establishment.timeZone, now);
  return accounts.map((a) => ({
    tenantId: item.tenantId,
    establishmentId: item.establishmentId,
    name: a.name,
    provider: 'plaid',
    accountMask: a.mask,
    accountType: a.type,
    currency: a.currency,
    balanceCents: a.balanceCents,
    balanceOn: a.balanceCents === null ? null : today,
    lastSyncAt: synced ? now : null,
    status: 'connected',
    plaidItemId: item.itemId,
    plaidAccountId: a.providerAccountId,
  }));
}

/**
 * POST …/plaid/link-token (establishment:update): a Link token naming the person by id only; with
 * `itemId`, Link in update mode to sign in again to that connection. 409 `notConfigured`, 409
 * when Plaid refuses; 404 for a location or connection out of reach.
 */
export function createLinkToken(
  db: Db,
  plaidOrNull: PlaidContext | null,
  actor: Actor,
  establishmentId: string,
  body: BankPlaidLinkTokenRequest,
): Promise<BankPlaidLinkToken> {
  const plaid = requirePlaid(plaidOrNull);
  return withTenant(db, actor, async (tx) => {
    const { id } = await openEstablishment(tx, actor, establishmentId);
    const accessToken = body.itemId ? accessTokenOf(plaid, await openItem(tx, id, body.itemId)) : undefined;
    try {
      return await plaid.provider.createLinkToken({
        userRef: actor.userId,
        ...(accessToken ? { accessToken } : {}),
      });
    } catch (err) {
      throw refused(err);
    }
  });
}

/**
 * POST …/plaid/items (establishment:update): exchanges Link's public token, keeps the item with
 * its access token sealed (AES-256-GCM) and its institution, and adds its accounts to the location
 * as accounts of provider 'plaid' with their masks, kinds and balances. Transactions come with
 * the first sync. 409 `notConfigured` or when Plaid refuses (nothing stored); 404 for a location
 * out of reach.
 */
export function connectItem(
  db: Db,
  plaidOrNull: PlaidContext | null,
  actor: Actor,
  establishmentId: string,
  body: BankPlaidConnect,
  now: Date,
): Promise<BankPlaidItem> {
  const plaid = requirePlaid(plaidOrNull);
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, establishmentId);
    let exchanged: { itemId: string; accessToken: string };
    let found: Awaited<ReturnType<BankConnectionProvider['accounts']>>;
    try {
      exchanged = await plaid.provider.exchangePublicToken(body.publicToken);
      found = await plaid.provider.accounts(exchanged.accessToken);
    } catch (err) {
      throw refused(err);
    }
    const item = await repo.insertItem(tx, {
      tenantId: actor.tenantId,
      establishmentId: establishment.id,
      itemId: exchanged.itemId,
      accessTokenCiphertext: encryptToken(plaid.tokenKey, exchanged.itemId, exchanged.accessToken),
      institutionId: found.institutionId,
      institutionName: found.institutionName,
      status: 'connected',
      connectedBy: actor.userId,
      createdAt: now,
    });
    await repo.upsertAccounts(tx, accountRows(item, establishment, found.accounts, now, false));
    return toPlaidItem(item, await repo.itemAccounts(tx, [item.itemId]));
  });
}

/** GET …/plaid/items (revenue:read over the location): its connections, newest first, with their accounts. */
export function listItems(db: Db, actor: Actor, establishmentId: string): Promise<BankPlaidItem[]> {
  return withTenant(db, actor, async (tx) => {
    requireWholeLocation(actor);
    const { id } = await openEstablishment(tx, actor, establishmentId);
    const items = await repo.itemsAt(tx, id);
    const accounts = await repo.itemAccounts(
      tx,
      items.map((i) => i.itemId),
    );
    return items.map((i) => toPlaidItem(i, accounts));
  });
}

/**
 * POST …/plaid/items/{itemId}/disconnect (establishment:update): removes the item at Plaid, then
 * erases its access token and cursor and marks it and its accounts disconnected; the accounts'
 * lines stay. An item Plaid no longer knows is disconnected all the same. 409 `notConfigured`,
 * `disconnected` (already), `syncRunning`, or when Plaid refuses (nothing changed); 404 for a
 * location or connection out of reach.
 */
export function disconnectItem(
  db: Db,
  plaidOrNull: PlaidContext | null,
  actor: Actor,
  establishmentId: string,
  itemId: string,
): Promise<BankPlaidItem> {
  const plaid = requirePlaid(plaidOrNull);
  return withTenant(db, actor, async (tx) => {
    const { id } = await openEstablishment(tx, actor, establishmentId);
    const found = await openItem(tx, id, itemId);
    const item = await repo.lockItem(tx, found.id);
    if (!item) throw new AppError('CONFLICT', M.syncRunning);
    const token = accessTokenOf(plaid, item);
    try {
      await plaid.provider.remove(token);
    } catch (err) {
      if (!(err instanceof BankProviderError && err.code === 'ITEM_NOT_FOUND')) throw refused(err);
    }
    const done = await repo.updateItem(tx, item.id, {
      status: 'disconnected',
      accessTokenCiphertext: null,
      cursor: null,
      error: null,
    });
    await repo.setItemAccounts(tx, item.itemId, { status: 'disconnected' });
    return toPlaidItem(done, await repo.itemAccounts(tx, [item.itemId]));
  });
}
