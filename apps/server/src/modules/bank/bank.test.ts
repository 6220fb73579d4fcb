/**
 * Financials' bank accounts through HTTP (issue #31; spec operations.md §3 "Financials per
 * establishment"): adding a statement-import account, importing OFX and CSV statements with
 * each bank line stored once however often a file comes, the balance on the financials answer,
 * refused files that write nothing, who may read and import, and the lines' pages.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BANK_ENDPOINTS as E,
  BANK_MESSAGES as M,
  BANK_STATEMENT_MAX_BYTES,
  endpointPath,
  type BankAccount,
  type BankLinePage,
  type BankStatementImportResult,
  type Financials,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok, type Payload } from '../../../test/http.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { STATEMENT_ERRORS } from './statement.js';

type Who = 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
let manhattan: string;

const bytes = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const upload = (name: string) => ({ fileName: name, content: bytes(name).toString('base64') });

const paths = {
  financials: (id: string) => endpointPath(E.financials, { id }),
  accounts: (id: string) => endpointPath(E.createAccount, { id }),
  statements: (id: string, accountId: string) => endpointPath(E.importStatement, { id, accountId }),
  lines: (id: string, accountId: string, query = '') => endpointPath(E.lines, { id, accountId }) + query,
};

const createAccount = (body: Payload, session = s.owner) =>
  ok<BankAccount>(session, 'POST', paths.accounts(manhattan), body, 201);

const importFile = (accountId: string, body: Payload, session = s.owner) =>
  ok<BankStatementImportResult>(session, 'POST', paths.statements(manhattan, accountId), body, 201);

/** The account's stored lines and imports, counted in the tenant. */
async function stored(accountId: string): Promise<{ lines: number; imports: number }> {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const [row] = await queryRows<{ lines: number; imports: number }>(
      tx,
      sql`SELECT (SELECT count(*)::int FROM bank_lines WHERE bank_account_id = ${accountId}) AS lines,
        (SELECT count(*)::int FROM bank_statement_imports WHERE bank_account_id = ${accountId}) AS imports`,
    );
    return { lines: Number(row!.lines), imports: Number(row!.imports) };
  });
}

/** Every line of the account, walking the pages `limit` at a time. */
async function allLines(accountId: string, limit: number, filter = ''): Promise<BankLinePage['lines']> {
  const lines: BankLinePage['lines'] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages += 1) {
    const after: string = cursor ? `&cursor=${cursor}` : '';
    const page = await ok<BankLinePage>(
      s.manager,
      'GET',
      paths.lines(manhattan, accountId, `?limit=${limit}${filter}${after}`),
    );
    expect(page.lines.length).toBeLessThanOrEqual(limit);
    lines.push(...page.lines);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return lines;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.employee.user.establishments as [string];
});
afterAll(() => ctx.close());

describe('a statement-import account', () => {
  it('is created connected, without a balance, and listed by the financials', async () => {
    const made = await createAccount({ name: 'Operating checking', accountMask: '6789' });
    expect(made).toMatchObject({
      name: 'Operating checking',
      provider: 'statement',
      accountMask: '6789',
      currency: 'USD',
      balance: null,
      balanceOn: null,
      lastSync: null,
      status: 'connected',
      plaidItemId: null,
    });
    const money = await ok<Financials>(s.manager, 'GET', paths.financials(manhattan));
    expect(money.bankAccounts.map((a) => a.id)).toContain(made.id);
    expect(money).toMatchObject({ needsPlaidConnection: false, plaidConfigured: false });
  });

  it('refuses a mask of more than 4 digits and a bad currency, storing nothing', async () => {
    const before = await ok<Financials>(s.owner, 'GET', paths.financials(manhattan));
    const long = await call(s.owner, 'POST', paths.accounts(manhattan), {
      name: 'X',
      accountMask: '123456789',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ details: [{ path: 'accountMask', message: M.accountMask }] });
    const currency = await call(s.owner, 'POST', paths.accounts(manhattan), { name: 'X', currency: 'usd' });
    expect(currency.statusCode).toBe(400);
    expect(currency.json()).toMatchObject({ details: [{ path: 'currency', message: M.currency }] });
    const after = await ok<Financials>(s.owner, 'GET', paths.financials(manhattan));
    expect(after.bankAccounts).toHaveLength(before.bankAccounts.length);
  });
});

describe('importing statements', () => {
  it('stores every line of an OFX file once, however often it is imported', async () => {
    const account = await createAccount({ name: 'Checking OFX' });
    const first = await importFile(account.id, upload('checking-ofx102.ofx'));
    expect(first).toMatchObject({
      format: 'ofx',
      linesRead: 5,
      linesAdded: 5,
      from: '2026-11-01',
      to: '2026-11-10',
    });
    expect(await stored(account.id)).toEqual({ lines: 5, imports: 1 });

    const again = await importFile(account.id, upload('checking-ofx102.ofx'));
    expect(again).toMatchObject({ linesRead: 5, linesAdded: 0 });
    expect(again.importId).not.toBe(first.importId);
    expect(await stored(account.id)).toEqual({ lines: 5, imports: 2 });

    // The next statement repeats the two coffees of 11-09 and adds two lines.
    const next = await importFile(account.id, upload('checking-ofx102-next.ofx'));
    expect(next).toMatchObject({ linesRead: 4, linesAdded: 2, from: '2026-11-09', to: '2026-12-05' });
    expect(await stored(account.id)).toEqual({ lines: 7, imports: 3 });

    const money = await ok<Financials>(s.manager, 'GET', paths.financials(manhattan));
    const shown = money.bankAccounts.find((a) => a.id === account.id)!;
    expect(shown).toMatchObject({
      accountMask: '6789',
      accountType: 'CHECKING',
      balance: 5117.69,
      balanceOn: '2026-12-05',
      status: 'connected',
    });
    expect(shown.lastSync).toBe(ctx.clock.now.toISOString());

    // An older statement imported last leaves the newer balance.
    await importFile(account.id, upload('checking-ofx102.ofx'));
    const still = await ok<Financials>(s.manager, 'GET', paths.financials(manhattan));
    expect(still.bankAccounts.find((a) => a.id === account.id)).toMatchObject({ balance: 5117.69 });
  });

  it('imports the CSV layouts and keeps overlapping CSV exports to one copy of each line', async () => {
    const chase = await createAccount({ name: 'Chase CSV' });
    expect(await importFile(chase.id, upload('chase-checking.csv'))).toMatchObject({
      format: 'csv',
      linesRead: 5,
      linesAdded: 5,
      from: '2026-11-02',
      to: '2026-11-09',
    });
    expect(await importFile(chase.id, upload('chase-checking-next.csv'))).toMatchObject({
      linesRead: 4,
      linesAdded: 2,
    });
    expect(await stored(chase.id)).toEqual({ lines: 7, imports: 2 });
    for (const name of [
      'bofa-checking.csv',
      'wells-fargo-checking.csv',
      'capital-one-card.csv',
      'checking.qfx',
    ]) {
      const account = await createAccount({ name });
      const result = await importFile(account.id, upload(name));
      expect(result.linesRead, name).toBeGreaterThan(0);
      expect(result.linesAdded, name).toBe(result.linesRead);
      expect((await stored(account.id)).lines, name).toBe(result.linesRead);
    }
  });

  it('stores a long statement in several inserts, and none of it twice', async () => {
    const account = await createAccount({ name: 'Long CSV' });
    const rows = Array.from({ length: 2500 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, '0');
      return `DEBIT,10/${day}/2026,"CARD PURCHASE ${i}",-${(i % 90) + 1}.25,DEBIT_CARD,,,`;
    });
    const csv = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #', ...rows].join('\n');
    const body = { fileName: 'long.csv', content: Buffer.from(csv).toString('base64') };
    expect(await importFile(account.id, body)).toMatchObject({ linesRead: 2500, linesAdded: 2500 });
    expect(await importFile(account.id, body)).toMatchObject({ linesRead: 2500, linesAdded: 0 });
    expect(await stored(account.id)).toEqual({ lines: 2500, imports: 2 });
  });

  it('answers a file the readers refuse with their text, and writes nothing', async () => {
    const account = await createAccount({ name: 'Refusals' });
    const refusals: [Payload, string, string][] = [
      [
        { fileName: 'notes.csv', content: Buffer.from('hello,world\n1,2\n').toString('base64') },
        'file',
        STATEMENT_ERRORS.csvNoColumns,
      ],
      [{ fileName: 'empty.ofx', content: '' }, 'file', STATEMENT_ERRORS.empty],
      [
        { fileName: 'scan.pdf', content: Buffer.from('%PDF-1.4\u0000\u0001\u0002').toString('base64') },
        'file',
        STATEMENT_ERRORS.notStatement,
      ],
      [{ fileName: 'a.ofx', content: 'not base64!' }, 'content', M.content],
      [{ fileName: '', content: upload('checking-ofx102.ofx').content }, 'fileName', M.fileName],
    ];
    for (const [body, path, message] of refusals) {
      const res = await call(s.owner, 'POST', paths.statements(manhattan, account.id), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json(), String(body.fileName)).toMatchObject({ message: expect.stringContaining(message) });
      expect((res.json() as { details: { path: string }[] }).details[0]?.path).toBe(path);
    }
    expect(await stored(account.id)).toEqual({ lines: 0, imports: 0 });
    const money = await ok<Financials>(s.owner, 'GET', paths.financials(manhattan));
    expect(money.bankAccounts.find((a) => a.id === account.id)).toMatchObject({
      lastSync: null,
      balance: null,
    });
  });

  it('refuses a statement of another account, and a file over 5 MB, writing nothing', async () => {
    const account = await createAccount({ name: 'Savings', accountMask: '1234' });
    const other = await call(
      s.owner,
      'POST',
      paths.statements(manhattan, account.id),
      upload('checking-ofx102.ofx'),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: M.otherAccount('6789', '1234') });
    const euros = await createAccount({ name: 'Euro account', currency: 'EUR' });
    const currency = await call(
      s.owner,
      'POST',
      paths.statements(manhattan, euros.id),
      upload('checking-ofx102.ofx'),
    );
    expect(currency.statusCode).toBe(400);
    expect(currency.json()).toMatchObject({ message: M.otherCurrency('USD', 'EUR') });
    // Under the contract's length, one byte over the limit once decoded.
    const big = 'A'.repeat(Math.ceil((BANK_STATEMENT_MAX_BYTES + 1) / 3) * 4);
    const large = await call(s.owner, 'POST', paths.statements(manhattan, account.id), {
      fileName: 'big.csv',
      content: big,
    });
    expect(large.statusCode, large.body).toBe(400);
    expect(large.json()).toMatchObject({ message: M.tooLarge });
    expect(await stored(account.id)).toEqual({ lines: 0, imports: 0 });
    expect(await stored(euros.id)).toEqual({ lines: 0, imports: 0 });
  });
});

describe('who may read and import', () => {
  it('refuses the front desk and employees, and lets a manager import', async () => {
    const account = await createAccount({ name: 'Access' });
    for (const who of ['frontdesk', 'employee'] as const) {
      expect((await call(s[who], 'GET', paths.financials(manhattan))).statusCode, who).toBe(403);
      expect((await call(s[who], 'GET', paths.lines(manhattan, account.id))).statusCode, who).toBe(403);
      expect((await call(s[who], 'POST', paths.accounts(manhattan), { name: 'Mine' })).statusCode, who).toBe(
        403,
      );
      const res = await call(
        s[who],
        'POST',
        paths.statements(manhattan, account.id),
        upload('chase-checking.csv'),
      );
      expect(res.statusCode, who).toBe(403);
    }
    expect(await stored(account.id)).toEqual({ lines: 0, imports: 0 });
    expect(await importFile(account.id, upload('chase-checking.csv'), s.manager)).toMatchObject({
      linesAdded: 5,
    });
  });

  it("answers 404 for another tenant's location and for an account of another location", async () => {
    const account = await createAccount({ name: 'Hidden' });
    expect((await call(s.north, 'GET', paths.financials(manhattan))).statusCode).toBe(404);
    expect((await call(s.north, 'GET', paths.lines(manhattan, account.id))).statusCode).toBe(404);
    expect((await call(s.north, 'POST', paths.accounts(manhattan), { name: 'Theirs' })).statusCode).toBe(404);
    const theirs = await call(
      s.north,
      'POST',
      paths.statements(manhattan, account.id),
      upload('chase-checking.csv'),
    );
    expect(theirs.statusCode).toBe(404);
    const [northside] = s.north.user.establishments as [string];
    const crossed = await call(
      s.north,
      'POST',
      paths.statements(northside, account.id),
      upload('chase-checking.csv'),
    );
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ message: M.accountNotFound });
    expect(await stored(account.id)).toEqual({ lines: 0, imports: 0 });
  });
});

describe("an account's lines", () => {
  it('pages newest first with a cursor, each line once, amounts in dollars', async () => {
    const account = await createAccount({ name: 'Paged' });
    await importFile(account.id, upload('checking-ofx102.ofx'));
    await importFile(account.id, upload('checking-ofx102-next.ofx'));
    const whole = await ok<BankLinePage>(s.owner, 'GET', paths.lines(manhattan, account.id));
    expect(whole.nextCursor).toBeNull();
    expect(whole.lines.map((l) => [l.postedOn, l.amount])).toEqual([
      ['2026-12-02', -200],
      ['2026-11-30', 0.75],
      ['2026-11-09', -4.5],
      ['2026-11-09', -4.5],
      ['2026-11-05', -600],
      ['2026-11-03', -1234.56],
      ['2026-11-02', 1250],
    ]);
    for (const limit of [1, 2, 3]) {
      const paged = await allLines(account.id, limit);
      expect(
        paged.map((l) => l.id),
        `limit ${limit}`,
      ).toEqual(whole.lines.map((l) => l.id));
    }
    const november = await allLines(account.id, 2, '&from=2026-11-03&to=2026-11-30');
    expect(november.map((l) => l.postedOn)).toEqual([
      '2026-11-30',
      '2026-11-09',
      '2026-11-09',
      '2026-11-05',
      '2026-11-03',
    ]);
  });

  it('refuses a bad cursor, limit or range with 400', async () => {
    const account = await createAccount({ name: 'Bad queries' });
    for (const [query, message] of [
      ['?cursor=abc', M.cursor],
      ['?limit=0', M.limit],
      ['?limit=100000', M.limit],
      ['?from=2026-12-01&to=2026-11-01', M.range],
      ['?from=2026-02-30', M.from],
    ] as const) {
      const res = await call(s.owner, 'GET', paths.lines(manhattan, account.id, query));
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: expect.stringContaining(message) });
    }
  });
});
