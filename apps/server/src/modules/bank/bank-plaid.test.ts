/**
 * Financials' bank connections through Plaid over HTTP (issue #31; spec operations.md §3 "Bank
 * connection"), with the app's Plaid client pointed at the scripted loopback Plaid: a Link token,
 * connecting (accounts and balances, the access token stored sealed), syncs by cursor with
 * added, modified and removed transactions across pages, a re-sync that changes nothing, one
 * sync at a time, a bank asking to sign in again, Plaid refusing, disconnecting; who may do what,
 * tenants apart; and a server without Plaid, which says so and writes nothing.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BANK_ENDPOINTS as B,
  BANK_PLAID_ENDPOINTS as E,
  BANK_PLAID_MESSAGES as M,
  RECONCILIATION_ENDPOINTS as R,
  endpointPath,
  type BankLinePage,
  type BankPlaidItem,
  type BankPlaidLinkToken,
  type BankPlaidSyncResult,
  type Financials,
  type Reconciliation,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok, refused } from '../../../test/http.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { decryptToken, encryptToken } from './plaid-token-crypto.js';
import {
  TEST_CLIENT_ID,
  TEST_SECRET,
  plaidAccount,
  plaidTransaction,
  startScriptedPlaid,
  type ScriptedItem,
  type ScriptedPlaid,
} from './plaid.test-server.js';

type Who = 'owner' | 'manager' | 'employee' | 'north';
const key = randomBytes(32);
const TOKEN = 'access-sandbox-8ab976e6-64bc-4b38-98f7-731e7a349970';
const ITEM = 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6';
let plaid: ScriptedPlaid;
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
let manhattan: string;

const paths = {
  linkToken: (id: string) => endpointPath(E.linkToken, { id }),
  items: (id: string) => endpointPath(E.items, { id }),
  sync: (id: string, itemId = ITEM) => endpointPath(E.sync, { id, itemId }),
  disconnect: (id: string, itemId = ITEM) => endpointPath(E.disconnect, { id, itemId }),
  financials: (id: string) => endpointPath(B.financials, { id }),
  lines: (id: string, accountId: string) => endpointPath(B.lines, { id, accountId }) + '?limit=500',
  reconciliation: (id: string, day: string) => `${endpointPath(R.view, { id })}?from=${day}&to=${day}`,
};

/** A paid card sale of `cents` at Manhattan at `at`, written into checkout's tables as its fixtures do. */
function cardSale(at: Date, cents: number) {
  return withTenant(ctx.database.db, { tenantId }, async (t) => {
    const [ticket] = await queryRows<{ id: string }>(
      t,
      sql`INSERT INTO tickets (tenant_id, establishment_id, number, status, priority, staff_ids, created_at, updated_at, paid_at)
          VALUES (${tenantId}, ${manhattan}, 960001, 'paid', 'normal', '{}', ${at}, ${at}, ${at}) RETURNING id`,
    );
    const [sale] = await queryRows<{ id: string }>(
      t,
      sql`INSERT INTO transactions (tenant_id, establishment_id, number, ticket_id, subtotal_cents, discount_cents,
            tax_cents, tip_cents, total_cents, status, tip_split, created_at)
          VALUES (${tenantId}, ${manhattan}, 960001, ${ticket!.id}, ${cents}, 0, 0, 0, ${cents}, 'completed', 'even', ${at})
          RETURNING id`,
    );
    await t.execute(
      sql`INSERT INTO transaction_tenders (tenant_id, transaction_id, position, type, amount_cents, card_type, card_last4, auth_code)
          VALUES (${tenantId}, ${sale!.id}, 0, 'card', ${cents}, 'visa', '4242', 'A1B2C3')`,
    );
  });
}

/** The stored row of the item, read in the tenant. */
async function storedItem(): Promise<{
  access_token_ciphertext: string | null;
  cursor: string | null;
  status: string;
}> {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const [row] = await queryRows<{
      access_token_ciphertext: string | null;
      cursor: string | null;
      status: string;
    }>(tx, sql`SELECT access_token_ciphertext, cursor, status FROM bank_plaid_items WHERE item_id = ${ITEM}`);
    return row!;
  });
}

/** Every stored line of the item's checking account as [key, day, cents, description]. */
async function checkingLines(): Promise<[string, string, number, string][]> {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const rows = await queryRows<{
      line_key: string;
      posted_on: string;
      amount_cents: string;
      description: string;
    }>(
      tx,
      sql`SELECT l.line_key, l.posted_on::text AS posted_on, l.amount_cents::text AS amount_cents, l.description
        FROM bank_lines l JOIN bank_accounts a ON a.id = l.bank_account_id
        WHERE a.plaid_account_id = 'acc-checking' ORDER BY l.line_key`,
    );
    return rows.map((r) => [r.line_key, r.posted_on, Number(r.amount_cents), r.description]);
  });
}

const tx = (id: string, amount: number, over: Partial<Parameters<typeof plaidTransaction>[0]> = {}) =>
  plaidTransaction({
    transaction_id: id,
    account_id: 'acc-checking',
    amount,
    date: '2026-11-02',
    name: id,
    ...over,
  });

function scriptItem(): ScriptedItem {
  return {
    itemId: ITEM,
    accessToken: TOKEN,
    institutionId: 'ins_109508',
    institutionName: 'First Platypus Bank',
    accounts: [
      plaidAccount({ account_id: 'acc-checking', mask: '0000', name: 'Plaid Checking' }),
      plaidAccount({
        account_id: 'acc-card',
        mask: '3333',
        name: 'Plaid Credit Card',
        type: 'credit' as never,
        subtype: 'credit card' as never,
        balances: {
          available: null,
          current: 410,
          limit: 2000,
          iso_currency_code: 'USD',
          unofficial_currency_code: null,
        },
      }),
    ],
    pages: new Map([
      // First sync: two pages (has_more), a pending line left out.
      [
        '',
        {
          added: [
            tx('tx-deposit', -1250.5, { name: 'CARD SETTLEMENT' }),
            tx('tx-rent', 3200),
            tx('tx-pending', 12, { pending: true }),
          ],
          next_cursor: 'cursor-1',
          has_more: true,
        },
      ],
      [
        'cursor-1',
        {
          added: [tx('tx-coffee', 4.33, { merchant_name: 'Blue Bottle' })],
          next_cursor: 'cursor-2',
          has_more: false,
        },
      ],
      // Second sync: the rent corrected, the coffee removed, a new deposit.
      [
        'cursor-2',
        {
          added: [tx('tx-deposit-2', -310, { date: '2026-11-03' })],
          modified: [tx('tx-rent', 3150, { name: 'RENT NOVEMBER' })],
          removed: [{ transaction_id: 'tx-coffee', account_id: 'acc-checking' }],
          next_cursor: 'cursor-3',
          has_more: false,
        },
      ],
      ['cursor-3', { next_cursor: 'cursor-3', has_more: false }],
    ]),
  };
}

beforeAll(async () => {
  plaid = await startScriptedPlaid();
  plaid.items.set('public-sandbox-1', scriptItem());
  ctx = await createTestContext({
    plaid: {
      clientId: TEST_CLIENT_ID,
      secret: TEST_SECRET,
      env: 'sandbox',
      baseUrl: plaid.url,
      tokenKey: key,
    },
  });
  for (const role of ['owner', 'manager', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.employee.user.establishments as [string];
});
afterAll(async () => {
  await ctx.close();
  await plaid.close();
});

describe('connecting a bank through Plaid', () => {
  it('says Plaid is set up, and gives a Link token for the person by id', async () => {
    const money = await ok<Financials>(s.manager, 'GET', paths.financials(manhattan));
    expect(money).toMatchObject({ plaidConfigured: true, needsPlaidConnection: false });
    const link = await ok<BankPlaidLinkToken>(s.owner, 'POST', paths.linkToken(manhattan), {});
    expect(link.linkToken).toBe('link-sandbox-0001');
    expect(plaid.calls.at(-1)).toMatchObject({
      path: '/link/token/create',
      body: { user: { client_user_id: s.owner.user.id }, products: ['transactions'] },
    });
  });

  it("lets the app's pages load Plaid Link (its script, frame and API) only on a server with Plaid", async () => {
    const csp = String(
      (await call(s.manager, 'GET', paths.financials(manhattan))).headers['content-security-policy'],
    );
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('https://cdn.plaid.com/link/v2/stable/link-initialize.js');
    expect(csp).toContain("frame-src 'self' https://cdn.plaid.com/");
    expect(csp).toContain('https://sandbox.plaid.com/');
  });

  it('exchanges the public token: the item with its institution, its accounts with masks and balances', async () => {
    const item = await ok<BankPlaidItem>(
      s.owner,
      'POST',
      paths.items(manhattan),
      { publicToken: 'public-sandbox-1' },
      201,
    );
    expect(item).toMatchObject({
      itemId: ITEM,
      institutionId: 'ins_109508',
      institutionName: 'First Platypus Bank',
      status: 'connected',
      lastSync: null,
      error: null,
    });
    expect(
      item.accounts.map((a) => [
        a.name,
        a.provider,
        a.accountMask,
        a.accountType,
        a.balance,
        a.status,
        a.plaidItemId,
      ]),
    ).toEqual([
      ['Plaid Checking', 'plaid', '0000', 'CHECKING', 110, 'connected', ITEM],
      ['Plaid Credit Card', 'plaid', '3333', 'CREDITCARD', -410, 'connected', ITEM],
    ]);
    const money = await ok<Financials>(s.manager, 'GET', paths.financials(manhattan));
    expect(money.bankAccounts.filter((a) => a.provider === 'plaid')).toHaveLength(2);
  });

  it('stores the access token sealed: the stored text does not contain it, and the key opens it', async () => {
    const row = await storedItem();
    expect(row.access_token_ciphertext).not.toContain(TOKEN);
    expect(row.access_token_ciphertext).not.toContain(TOKEN.slice(15));
    expect(decryptToken(key, ITEM, row.access_token_ciphertext!)).toBe(TOKEN);
    const listed = await call(s.manager, 'GET', paths.items(manhattan));
    expect(listed.body).not.toContain(TOKEN);
  });
});

describe('syncing transactions by cursor', () => {
  it('reads both pages of the first sync, signs amounts as deposits positive, leaves pending out', async () => {
    const first = await ok<BankPlaidSyncResult>(s.owner, 'POST', paths.sync(manhattan));
    expect(first).toMatchObject({
      added: 3,
      modified: 0,
      removed: 0,
      item: { status: 'connected', error: null },
    });
    expect(first.item.lastSync).not.toBeNull();
    expect(await checkingLines()).toEqual([
      ['tx-coffee', '2026-11-02', -433, 'Blue Bottle'],
      ['tx-deposit', '2026-11-02', 125050, 'CARD SETTLEMENT'],
      ['tx-rent', '2026-11-02', -320000, 'tx-rent'],
    ]);
    expect((await storedItem()).cursor).toBe('cursor-2');
    const syncs = plaid.calls.filter((c) => c.path === '/transactions/sync').map((c) => c.body.cursor ?? '');
    expect(syncs).toEqual(['', 'cursor-1']);
  });

  it('applies the second cursor: a modified line takes its new values, a removed one is deleted', async () => {
    const second = await ok<BankPlaidSyncResult>(s.owner, 'POST', paths.sync(manhattan));
    expect(second).toMatchObject({ added: 1, modified: 1, removed: 1 });
    expect(await checkingLines()).toEqual([
      ['tx-deposit', '2026-11-02', 125050, 'CARD SETTLEMENT'],
      ['tx-deposit-2', '2026-11-03', 31000, 'tx-deposit-2'],
      ['tx-rent', '2026-11-02', -315000, 'RENT NOVEMBER'],
    ]);
    expect((await storedItem()).cursor).toBe('cursor-3');
  });

  it('changes nothing on a re-sync with nothing new', async () => {
    const before = await checkingLines();
    const again = await ok<BankPlaidSyncResult>(s.owner, 'POST', paths.sync(manhattan));
    expect(again).toMatchObject({ added: 0, modified: 0, removed: 0 });
    expect(await checkingLines()).toEqual(before);
    expect((await storedItem()).cursor).toBe('cursor-3');
  });

  it("lists a Plaid account's lines, which come from no statement import", async () => {
    const item = (await ok<BankPlaidItem[]>(s.manager, 'GET', paths.items(manhattan)))[0]!;
    const checking = item.accounts.find((a) => a.accountMask === '0000')!;
    const page = await ok<BankLinePage>(s.manager, 'GET', paths.lines(manhattan, checking.id));
    // Newest day first; lines of one day come in id order, which is random: compared sorted.
    expect(page.lines.map((l) => l.postedOn)).toEqual(['2026-11-03', '2026-11-02', '2026-11-02']);
    expect(page.lines.map((l) => [l.postedOn, l.amount, l.importId]).sort()).toEqual([
      ['2026-11-02', -3150, null],
      ['2026-11-02', 1250.5, null],
      ['2026-11-03', 310, null],
    ]);
  });

  it('runs one sync of an item at a time: a second one meanwhile is refused, not run alongside', async () => {
    plaid.syncDelayMs = 300;
    plaid.maxConcurrentSyncs = 0;
    try {
      const both = await Promise.all([
        call(s.owner, 'POST', paths.sync(manhattan)),
        call(s.manager, 'POST', paths.sync(manhattan)),
      ]);
      const statuses = both.map((r) => r.statusCode).sort();
      expect(statuses[0]).toBe(200);
      for (const r of both)
        if (r.statusCode !== 200) expect(r.json()).toMatchObject({ message: M.syncRunning });
      expect([200, 409]).toContain(statuses[1]);
      expect(plaid.maxConcurrentSyncs).toBe(1);
    } finally {
      plaid.syncDelayMs = 0;
    }
  });

  it('waits on the bank with no transaction open: the location answers while a sync is out at Plaid', async () => {
    plaid.syncDelayMs = 1500;
    try {
      const sync = call(s.owner, 'POST', paths.sync(manhattan)).then((r) => ({ r, at: Date.now() }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // The embedded database runs one transaction at a time: one held across the call would hold this.
      const read = await call(s.manager, 'GET', paths.financials(manhattan));
      const readAt = Date.now();
      expect(read.statusCode, read.body).toBe(200);
      const done = await sync;
      expect(done.r.statusCode, done.r.body).toBe(200);
      expect(readAt).toBeLessThan(done.at);
      // The claim is cleared with the sync's writes: the next sync runs.
      expect((await call(s.owner, 'POST', paths.sync(manhattan))).statusCode).toBe(200);
    } finally {
      plaid.syncDelayMs = 0;
    }
  });

  it('keeps the error code of a Plaid refusal and answers 409, changing nothing else', async () => {
    const before = await checkingLines();
    plaid.failNext.set('/transactions/sync', {
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      type: 'API_ERROR',
    });
    expect(await refused(s.owner, 'POST', paths.sync(manhattan), undefined, 409)).toBe(
      M.plaidRefused('scripted INTERNAL_SERVER_ERROR'),
    );
    const [item] = await ok<BankPlaidItem[]>(s.manager, 'GET', paths.items(manhattan));
    expect(item).toMatchObject({ status: 'connected', error: 'INTERNAL_SERVER_ERROR' });
    expect(await checkingLines()).toEqual(before);
    expect((await storedItem()).cursor).toBe('cursor-3');
  });

  it('marks the connection when the bank asks to sign in again, and a sync after Reconnect clears it', async () => {
    plaid.failNext.set('/transactions/sync', {
      status: 400,
      code: 'ITEM_LOGIN_REQUIRED',
      type: 'ITEM_ERROR',
      display: 'The login details of this item have changed.',
    });
    const marked = await ok<BankPlaidSyncResult>(s.owner, 'POST', paths.sync(manhattan));
    expect(marked).toMatchObject({
      added: 0,
      item: { status: 'login_required', error: 'ITEM_LOGIN_REQUIRED' },
    });
    expect(marked.item.accounts.every((a) => a.status === 'disconnected')).toBe(true);
    const money = await ok<Financials>(s.manager, 'GET', paths.financials(manhattan));
    expect(money.needsPlaidConnection).toBe(true);
    // Link in update mode for this item, with its access token.
    await ok<BankPlaidLinkToken>(s.owner, 'POST', paths.linkToken(manhattan), { itemId: ITEM });
    expect(plaid.calls.at(-1)?.body).toMatchObject({ access_token: TOKEN });
    const back = await ok<BankPlaidSyncResult>(s.owner, 'POST', paths.sync(manhattan));
    expect(back.item).toMatchObject({ status: 'connected', error: null });
    expect(back.item.accounts.every((a) => a.status === 'connected')).toBe(true);
    expect((await ok<Financials>(s.manager, 'GET', paths.financials(manhattan))).needsPlaidConnection).toBe(
      false,
    );
  });
});

describe('reconciliation', () => {
  it('matches a synced deposit line to the card takings it pays in, as after a statement import', async () => {
    const day = '2026-11-10';
    const before = await ok<Reconciliation>(s.manager, 'GET', paths.reconciliation(manhattan, day));
    const earlier = before.deposits.find((d) => d.key === `card:${day}`)?.amount ?? 0;
    await cardSale(new Date(`${day}T15:00:00-05:00`), 4321);
    const expected = Math.round(earlier * 100) + 4321;
    const item = plaid.items.get('public-sandbox-1')!;
    item.pages.set('cursor-3', {
      added: [tx('tx-settlement', -expected / 100, { date: '2026-11-11', name: 'CARD SETTLEMENT 1110' })],
      next_cursor: 'cursor-4',
      has_more: false,
    });
    item.pages.set('cursor-4', { next_cursor: 'cursor-4', has_more: false });
    expect(await ok<BankPlaidSyncResult>(s.owner, 'POST', paths.sync(manhattan))).toMatchObject({ added: 1 });
    const after = await ok<Reconciliation>(s.manager, 'GET', paths.reconciliation(manhattan, day));
    expect(after.deposits.find((d) => d.key === `card:${day}`)).toMatchObject({
      amount: expected / 100,
      status: 'matched',
      automatic: true,
      bankLine: { description: 'CARD SETTLEMENT 1110', postedOn: '2026-11-11', amount: expected / 100 },
    });
  });
});

describe('who reaches a connection', () => {
  it('refuses an employee, reading or writing', async () => {
    expect((await call(s.employee, 'GET', paths.items(manhattan))).statusCode).toBe(403);
    expect((await call(s.employee, 'POST', paths.linkToken(manhattan), {})).statusCode).toBe(403);
    expect((await call(s.employee, 'POST', paths.sync(manhattan))).statusCode).toBe(403);
    expect((await call(s.employee, 'POST', paths.disconnect(manhattan))).statusCode).toBe(403);
  });

  it('keeps tenants apart: another tenant sees none of the items, and cannot sync or disconnect one', async () => {
    expect((await call(s.north, 'GET', paths.items(manhattan))).statusCode).toBe(404);
    const [north] = s.north.user.establishments as [string];
    expect(await ok<BankPlaidItem[]>(s.north, 'GET', paths.items(north))).toEqual([]);
    expect(await refused(s.north, 'POST', paths.sync(north), undefined, 404)).toBe(M.itemNotFound);
    expect(await refused(s.north, 'POST', paths.disconnect(north), undefined, 404)).toBe(M.itemNotFound);
    const seen = await withTenant(ctx.database.db, { tenantId: s.north.user.tenantId }, (t) =>
      queryRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM bank_plaid_items`),
    );
    expect(Number(seen[0]!.n)).toBe(0);
  });
});

describe('a token sealed under another key', () => {
  it('is refused with a 409 saying to connect again, calling Plaid with nothing', async () => {
    const kept = (await storedItem()).access_token_ciphertext;
    const setSealed = (sealed: string | null) =>
      withTenant(ctx.database.db, { tenantId }, (t) =>
        t.execute(
          sql`UPDATE bank_plaid_items SET access_token_ciphertext = ${sealed} WHERE item_id = ${ITEM}`,
        ),
      );
    await setSealed(encryptToken(randomBytes(32), ITEM, TOKEN));
    const calls = plaid.calls.length;
    try {
      expect(await refused(s.owner, 'POST', paths.sync(manhattan), undefined, 409)).toBe(M.tokenUnreadable);
      expect(plaid.calls.length).toBe(calls);
    } finally {
      await setSealed(kept);
    }
  });
});

describe('disconnecting', () => {
  it('removes the item at Plaid, erases the token, keeps the lines, and refuses a later sync', async () => {
    const lines = await checkingLines();
    const done = await ok<BankPlaidItem>(s.owner, 'POST', paths.disconnect(manhattan));
    expect(done.status).toBe('disconnected');
    expect(done.accounts.every((a) => a.status === 'disconnected')).toBe(true);
    expect(plaid.calls.at(-1)).toMatchObject({ path: '/item/remove', body: { access_token: TOKEN } });
    expect(await storedItem()).toMatchObject({
      access_token_ciphertext: null,
      cursor: null,
      status: 'disconnected',
    });
    expect(await checkingLines()).toEqual(lines);
    expect(await refused(s.owner, 'POST', paths.sync(manhattan), undefined, 409)).toBe(M.disconnected);
    // A deliberate disconnect is no connection needing a new login.
    expect((await ok<Financials>(s.manager, 'GET', paths.financials(manhattan))).needsPlaidConnection).toBe(
      false,
    );
  });
});

describe('a server without Plaid set up', () => {
  let bare: TestContext;
  let owner: Session;

  beforeAll(async () => {
    bare = await createTestContext();
    owner = await bare.signIn('owner@luxe.example');
  });
  afterAll(() => bare.close());

  it('says so on every write, calls nobody and writes nothing', async () => {
    const [id] = owner.user.establishments as [string];
    const calls = plaid.calls.length;
    for (const [url, payload] of [
      [paths.linkToken(id), {}],
      [paths.items(id), { publicToken: 'public-sandbox-1' }],
      [paths.sync(id), undefined],
      [paths.disconnect(id), undefined],
    ] as const)
      expect(await refused(owner, 'POST', url, payload, 409)).toBe(M.notConfigured);
    expect(plaid.calls.length).toBe(calls);
    const res = await call(owner, 'GET', paths.financials(id));
    expect(String(res.headers['content-security-policy'])).not.toContain('plaid.com');
    const money = await ok<Financials>(owner, 'GET', paths.financials(id));
    expect(money).toMatchObject({ plaidConfigured: false, needsPlaidConnection: false });
    expect(money.bankAccounts.filter((a) => a.provider === 'plaid')).toEqual([]);
    const stored = await withTenant(bare.database.db, { tenantId: owner.user.tenantId }, (t) =>
      queryRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM bank_plaid_items`),
    );
    expect(Number(stored[0]!.n)).toBe(0);
  });
});
