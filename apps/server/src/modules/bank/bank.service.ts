/**
 * Financials' bank accounts (spec operations.md §1, §3 "Financials per establishment"; issue
 * #31): a location's accounts with their balances, adding an account fed by statement import,
 * and an account's stored lines. Importing a statement is in bank.import.ts.
 */
import type {
  BankAccount,
  BankAccountCreateParsed,
  BankLineListQueryParsed,
  BankLinePage,
  Financials,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { openEstablishment } from '../establishments/index.js';
import { openAccount, requireWholeLocation } from './bank.access.js';
import { cursorAfter, keysetOf, toBankAccount, toBankLine } from './bank.mapper.js';
import * as repo from './bank.repository.js';
import { needsLogin } from './bank.plaid.repository.js';

/**
 * GET …/financials (revenue:read over the location): its bank accounts by name, balances in
 * dollars; `needsPlaidConnection` when one of its Plaid connections waits for its owner to sign
 * in to the bank again (a sync met ITEM_LOGIN_REQUIRED); `plaidConfigured` whether this server
 * has Plaid set up (PLAID_CLIENT_ID, PLAID_SECRET, BANK_TOKEN_KEY). 404 for a location out of
 * reach; 403 for an employee.
 */
export function financials(
  db: Db,
  actor: Actor,
  establishmentId: string,
  plaidConfigured: boolean,
): Promise<Financials> {
  return withTenant(db, actor, async (tx) => {
    requireWholeLocation(actor);
    const { id } = await openEstablishment(tx, actor, establishmentId);
    const accounts = await repo.accountsAt(tx, id);
    return {
      bankAccounts: accounts.map(toBankAccount),
      needsPlaidConnection: await needsLogin(tx, id),
      plaidConfigured,
    };
  });
}

/**
 * POST …/bank-accounts (establishment:update): a connected account fed by statement import,
 * with no balance until a statement gives one. 404 for a location out of reach.
 */
export function createStatementAccount(
  db: Db,
  actor: Actor,
  establishmentId: string,
  body: BankAccountCreateParsed,
): Promise<BankAccount> {
  return withTenant(db, actor, async (tx) => {
    const { id } = await openEstablishment(tx, actor, establishmentId);
    const row = await repo.insertAccount(tx, {
      tenantId: actor.tenantId,
      establishmentId: id,
      name: body.name,
      provider: 'statement',
      accountMask: body.accountMask ?? null,
      currency: body.currency,
      status: 'connected',
    });
    return toBankAccount(row);
  });
}

/**
 * GET …/lines (revenue:read over the location): one page of the account's lines, newest posted
 * day first, amounts in dollars; `nextCursor` when more lines follow. 404 for an account or
 * location out of reach.
 */
export function listBankLines(
  db: Db,
  actor: Actor,
  establishmentId: string,
  accountId: string,
  query: BankLineListQueryParsed,
): Promise<BankLinePage> {
  return withTenant(db, actor, async (tx) => {
    requireWholeLocation(actor);
    const { account } = await openAccount(tx, actor, establishmentId, accountId);
    const rows = await repo.listLines(
      tx,
      {
        bankAccountId: account.id,
        from: query.from,
        to: query.to,
        after: query.cursor ? keysetOf(query.cursor) : undefined,
      },
      query.limit + 1,
    );
    const page = rows.slice(0, query.limit);
    const last = page[page.length - 1];
    return {
      lines: page.map(toBankLine),
      nextCursor: rows.length > query.limit && last ? cursorAfter(last) : null,
    };
  });
}
