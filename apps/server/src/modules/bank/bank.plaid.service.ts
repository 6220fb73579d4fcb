/**
 * Financials' bank connections through Plaid (spec operations.md §1 "connect a bank", §3 "Bank
 * connection"; issue #31): Link tokens, connecting (public-token exchange: the item kept with its
 * access token sealed, its accounts added with balances), listing a location's connections, and
 * disconnecting. Syncing transactions is bank.plaid.sync.ts. Without Plaid set up every write
 * answers 409 `notConfigured` before anything is written or sent.
 */
import {
  type BankPlaidConnect,
  type BankPlaidItem,
  type BankPlaidLinkToken,
  type BankPlaidLinkTokenRequest,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { todayIn } from '../../lib/local-dates.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { requireWholeLocation } from './bank.access.js';
import { toBankAccount } from './bank.mapper.js';
import type { BankConnectionProvider, ProviderAccount } from './bank.provider.js';
import type { BankAccountInsert, BankAccountRow } from './bank.repository.js';
import * as repo from './bank.plaid.repository.js';
import { encryptToken } from './plaid-token-crypto.js';
import { withClaimedItem } from './bank.plaid.claim.js';
import { accessTokenOf, openItem, refused, requirePlaid, type PlaidContext } from './bank.plaid.access.js';

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
export async function createLinkToken(
  db: Db,
  plaidOrNull: PlaidContext | null,
  actor: Actor,
  establishmentId: string,
  body: BankPlaidLinkTokenRequest,
): Promise<BankPlaidLinkToken> {
  const plaid = requirePlaid(plaidOrNull);
  const accessToken = await withTenant(db, actor, async (tx) => {
    const { id } = await openEstablishment(tx, actor, establishmentId);
    return body.itemId ? accessTokenOf(plaid, await openItem(tx, id, body.itemId)) : undefined;
  });
  // Plaid is called with no transaction open: a bank's answer takes seconds.
  try {
    return await plaid.provider.createLinkToken({
      userRef: actor.userId,
      ...(accessToken ? { accessToken } : {}),
    });
  } catch (err) {
    throw refused(err);
  }
}

/**
 * POST …/plaid/items (establishment:update): exchanges Link's public token, keeps the item with
 * its access token sealed (AES-256-GCM) and its institution, and adds its accounts to the location
 * as accounts of provider 'plaid' with their masks, kinds and balances. Transactions come with
 * the first sync. 409 `notConfigured` or when Plaid refuses (nothing stored); 404 for a location
 * out of reach.
 */
export async function connectItem(
  db: Db,
  plaidOrNull: PlaidContext | null,
  actor: Actor,
  establishmentId: string,
  body: BankPlaidConnect,
  now: Date,
): Promise<BankPlaidItem> {
  const plaid = requirePlaid(plaidOrNull);
  // Who may connect is settled first; Plaid is then called with no transaction open.
  await withTenant(db, actor, (tx) => openEstablishment(tx, actor, establishmentId));
  let exchanged: { itemId: string; accessToken: string };
  let found: Awaited<ReturnType<BankConnectionProvider['accounts']>>;
  try {
    exchanged = await plaid.provider.exchangePublicToken(body.publicToken);
    found = await plaid.provider.accounts(exchanged.accessToken);
  } catch (err) {
    throw refused(err);
  }
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, establishmentId);
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
  now: Date,
): Promise<BankPlaidItem> {
  const plaid = requirePlaid(plaidOrNull);
  return withClaimedItem(
    db,
    plaid,
    actor,
    { establishmentId, itemId, now },
    (token) => plaid.provider.remove(token),
    async (tx, { item }, outcome) => {
      if (!outcome.ok && outcome.error.code !== 'ITEM_NOT_FOUND') throw refused(outcome.error);
      const done = await repo.updateItem(tx, item.id, {
        status: 'disconnected',
        accessTokenCiphertext: null,
        cursor: null,
        error: null,
        busySince: null,
      });
      await repo.setItemAccounts(tx, item.itemId, { status: 'disconnected' });
      return toPlaidItem(done, await repo.itemAccounts(tx, [item.itemId]));
    },
  );
}
