/**
 * Syncing a Plaid connection's transactions into its accounts' bank lines (issue #31: "transactions
 * sync by cursor handling added, modified and removed transactions; one sync at a time per
 * item"). Under the item's claim (a second sync meanwhile is refused, not queued; Plaid is called
 * with no transaction open), every page after the stored cursor is read first, then applied in
 * one transaction: added and modified lines stored by line key (Plaid's transaction_id; a stored
 * one takes the new values), removed ones deleted; the accounts' balances, the cursor and the last sync move on, and the new lines are matched to
 * the deposits they can pay in (reconciliation, as after a statement import). When the history
 * changes while its pages are read, Plaid asks to start again from the stored cursor, which is done.
 */
import { DEPOSIT_WINDOW_DAYS, type BankPlaidSyncResult } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import {
  BankProviderError,
  LOGIN_REQUIRED,
  MUTATION_DURING_PAGINATION,
  type BankConnectionProvider,
  type ProviderChanges,
} from './bank.provider.js';
import { lineRow, type BankAccountRow, type BankLineInsert } from './bank.repository.js';
import { matchAutomatically } from './bank.reconciliation.js';
import * as repo from './bank.plaid.repository.js';
import { refused, requirePlaid, type PlaidContext } from './bank.plaid.access.js';
import { withClaimedItem } from './bank.plaid.claim.js';
import { accountRows, toPlaidItem } from './bank.plaid.service.js';

/** Pages one sync reads at most (500 updates each): a first sync of years of history fits. */
const MAX_PAGES = 200;
/** Times a sync starts its pages again when Plaid reports the history changed meanwhile. */
const MAX_RESTARTS = 3;

/** Every change after `cursor`, all pages, as one page whose `nextCursor` is the last one's. */
export async function readAllChanges(
  provider: BankConnectionProvider,
  accessToken: string,
  cursor: string | null,
): Promise<ProviderChanges> {
  for (let attempt = 0; ; attempt += 1) {
    const all: ProviderChanges = {
      added: [],
      modified: [],
      removed: [],
      nextCursor: cursor ?? '',
      hasMore: true,
    };
    try {
      for (let page = 0; all.hasMore; page += 1) {
        if (page === MAX_PAGES)
          throw new BankProviderError('TOO_MANY_PAGES', 'The bank history is too long for one sync.', null);
        const next = await provider.changes(accessToken, page === 0 ? cursor : all.nextCursor);
        all.added.push(...next.added);
        all.modified.push(...next.modified);
        all.removed.push(...next.removed);
        all.nextCursor = next.nextCursor;
        all.hasMore = next.hasMore;
      }
      return all;
    } catch (err) {
      const restart = err instanceof BankProviderError && err.code === MUTATION_DURING_PAGINATION;
      if (!restart || attempt + 1 >= MAX_RESTARTS) throw err;
    }
  }
}

/** Lines of the changes for the accounts stored, with the account and location they belong to. */
function linesOf(changes: ProviderChanges['added'], accounts: Map<string, BankAccountRow>): BankLineInsert[] {
  return changes.flatMap((l) => {
    const account = accounts.get(l.providerAccountId);
    if (!account) return [];
    return [lineRow(account, l, null)];
  });
}

/**
 * POST …/plaid/items/{itemId}/sync (establishment:update): reads the connection's transaction
 * changes since its cursor into its accounts' lines (pending transactions left out) and refreshes
 * their balances. Answers the lines added, modified and removed and the connection afterwards.
 * When the bank wants its customer to sign in again (ITEM_LOGIN_REQUIRED) the connection is
 * marked `login_required`, its accounts disconnected (the financials then say
 * `needsPlaidConnection`), and the answer is a 200 with that status and no lines. Errors: 409
 * `notConfigured`, `disconnected`, `syncRunning` (another sync holds the connection), or when
 * Plaid refuses otherwise (its code kept on the connection, nothing else written); 404 for a
 * location or connection out of reach.
 */
export async function syncItem(
  db: Db,
  plaidOrNull: PlaidContext | null,
  actor: Actor,
  establishmentId: string,
  itemId: string,
  now: Date,
): Promise<BankPlaidSyncResult> {
  const plaid = requirePlaid(plaidOrNull);
  const outcome = await withClaimedItem(
    db,
    plaid,
    actor,
    { establishmentId, itemId, now },
    async (token, item) => ({
      changes: await readAllChanges(plaid.provider, token, item.cursor),
      accounts: await plaid.provider.accounts(token),
    }),
    async (tx, { item, establishment }, read) => {
      if (!read.ok) {
        const login = read.error.code === LOGIN_REQUIRED;
        const marked = await repo.updateItem(tx, item.id, {
          error: read.error.code,
          busySince: null,
          ...(login ? { status: 'login_required' as const } : {}),
        });
        if (login) await repo.setItemAccounts(tx, item.itemId, { status: 'disconnected' });
        const result = {
          added: 0,
          modified: 0,
          removed: 0,
          item: toPlaidItem(marked, await repo.itemAccounts(tx, [item.itemId])),
        };
        // Commit the mark, then answer: signing in again is an expected state, any other refusal a 409.
        return { result, failure: login ? null : read.error };
      }
      const { changes, accounts } = read.value;
      await repo.upsertAccounts(tx, accountRows(item, establishment, accounts.accounts, now, true));
      const stored = new Map(
        (await repo.itemAccounts(tx, [item.itemId])).map((a) => [a.plaidAccountId ?? '', a]),
      );
      const lines = linesOf([...changes.added, ...changes.modified], stored);
      await repo.upsertLines(tx, lines);
      let removed = 0;
      for (const [providerAccountId, account] of stored) {
        const keys = changes.removed
          .filter((r) => r.providerAccountId === providerAccountId)
          .map((r) => r.lineKey);
        removed += await repo.deleteLines(tx, account.id, keys);
      }
      // Lines posted on these days may pay in deposits of business days up to the window before.
      const days = lines.map((l) => l.postedOn).sort();
      const [first, last] = [days[0], days[days.length - 1]];
      if (first && last)
        await matchAutomatically(
          tx,
          item.tenantId,
          establishment,
          addDays(first, -DEPOSIT_WINDOW_DAYS),
          last,
        );
      const done = await repo.updateItem(tx, item.id, {
        cursor: changes.nextCursor,
        lastSyncAt: now,
        status: 'connected',
        error: null,
        busySince: null,
      });
      const result = {
        added: linesOf(changes.added, stored).length,
        modified: linesOf(changes.modified, stored).length,
        removed,
        item: toPlaidItem(done, await repo.itemAccounts(tx, [item.itemId])),
      };
      return { result, failure: null };
    },
  );
  if (outcome.failure) throw refused(outcome.failure);
  return outcome.result;
}
