/**
 * Reconciliation through HTTP (issue #31; spec operations.md §1 Financials): the deposits a
 * location expects from its card takings and closed drawers, cut in its zone (a DST day
 * included, card refunds taken off the day they are made), matched automatically when a
 * statement arrives, matched, dismissed and undone by a person, and who may do what.
 * Sales are written straight into checkout's tables (as checkout's own fixtures do) on days
 * past the demo history, so the figures are hand-computed; drawers open and close over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  BANK_ENDPOINTS as B,
  CHECKOUT_ENDPOINTS as C,
  DRAWER_DENOMINATIONS,
  RECONCILIATION_ENDPOINTS as E,
  RECONCILIATION_MESSAGES as M,
  endpointPath,
  type BankAccount,
  type BankStatementImportResult,
  type DrawerSession,
  type Reconciliation,
  type ReconciliationDecision,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { ok, refused } from '../../../test/http.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';

type Who = 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let account: BankAccount;
let drawerId: string;
let numbers = 950_000;

const view = (query = '?from=2027-03-13&to=2027-03-16') => endpointPath(E.view, { id: manhattan }) + query;
const matchUrl = () => endpointPath(E.match, { id: manhattan });
const dismissUrl = () => endpointPath(E.dismiss, { id: manhattan });
const undoUrl = (decisionId: string) => endpointPath(E.undo, { id: manhattan, decisionId });

/** The instant of New York wall time `local` ('YYYY-MM-DDTHH:MM') with its UTC offset. */
const ny = (local: string, offset: '-05:00' | '-04:00') => new Date(`${local}:00${offset}`);

/** A paid sale at Manhattan at `at` of `tenders` (cents); its transaction id. */
function sale(
  at: Date,
  tenders: readonly { type: 'card' | 'cash'; cents: number }[],
  sessionId: string | null = null,
) {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const number = numbers++;
    const total = tenders.reduce((sum, t) => sum + t.cents, 0);
    const [ticket] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO tickets (tenant_id, establishment_id, number, status, priority, staff_ids, created_at, updated_at, paid_at)
          VALUES (${tenantId}, ${manhattan}, ${number}, 'paid', 'normal', '{}', ${at}, ${at}, ${at}) RETURNING id`,
    );
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO transactions (tenant_id, establishment_id, number, ticket_id, subtotal_cents, discount_cents,
            tax_cents, tip_cents, total_cents, status, tip_split, drawer_session_id, created_at)
          VALUES (${tenantId}, ${manhattan}, ${number}, ${ticket!.id}, ${total}, 0, 0, 0, ${total}, 'completed', 'even',
            ${sessionId}, ${at}) RETURNING id`,
    );
    for (const [position, t] of tenders.entries())
      await tx.execute(
        t.type === 'cash'
          ? sql`INSERT INTO transaction_tenders (tenant_id, transaction_id, position, type, amount_cents, received_cents)
                VALUES (${tenantId}, ${row!.id}, ${position}, 'cash', ${t.cents}, ${t.cents})`
          : sql`INSERT INTO transaction_tenders (tenant_id, transaction_id, position, type, amount_cents, card_type, card_last4, auth_code)
                VALUES (${tenantId}, ${row!.id}, ${position}, 'card', ${t.cents}, 'visa', '4242', 'A1B2C3')`,
      );
    return row!.id;
  });
}

/** A refund of `cents` back to the card at `at`. */
function cardRefund(transactionId: string, at: Date, cents: number) {
  return withTenant(ctx.database.db, { tenantId }, (tx) =>
    tx.execute(
      sql`INSERT INTO transaction_refunds (tenant_id, transaction_id, amount_cents, cash_cents, tender, reason, restock, created_at)
          VALUES (${tenantId}, ${transactionId}, ${cents}, 0, 'original', 'Unhappy', '[]', ${at})`,
    ),
  );
}

const count = (given: Record<string, number>) =>
  Object.fromEntries(DRAWER_DENOMINATIONS.map((d) => [String(d), given[String(d)] ?? 0]));

/** The bank's CSV export (Chase's layout) of `lines`: [posted MM/DD/YYYY, description, amount]. */
function statement(lines: readonly [string, string, string][]) {
  const rows = lines.map(
    ([day, text, amount]) => `${Number(amount) > 0 ? 'CREDIT' : 'DEBIT'},${day},"${text}",${amount},ACH,,,`,
  );
  const csv = ['Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #', ...rows].join('\n');
  return { fileName: 'march.csv', content: Buffer.from(csv).toString('base64') };
}

const MARCH = statement([
  ['03/13/2027', 'BRANCH DEPOSIT', '20.00'],
  ['03/15/2027', 'CARD SETTLEMENT 0313', '120.25'],
  ['03/16/2027', 'CARD SETTLEMENT 0314', '80.00'],
  ['03/17/2027', 'CARD SETTLEMENT 0315', '44.10'],
  ['03/17/2027', 'TRANSFER FROM SAVINGS', '500.00'],
  ['03/18/2027', 'RENT MARCH', '-1200.00'],
]);

/** Signs everyone in afresh: a session idle across the clock's jumps of days has ended. */
async function signInAll() {
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
}

beforeAll(async () => {
  ctx = await createTestContext();
  await signInAll();
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;

  // Saturday 13 March 2027 (EST): two card sales, one part cash through the drawer, a card refund.
  ctx.clock.now = ny('2027-03-13T09:00', '-05:00');
  await signInAll();
  const open = await ok<DrawerSession | null>(
    s.owner,
    'GET',
    `${C.drawer.path}?establishmentId=${manhattan}`,
  );
  if (open) await ok(s.owner, 'POST', C.closeDrawer.path, { establishmentId: manhattan, counts: count({}) });
  drawerId = (
    await ok<DrawerSession>(
      s.frontdesk,
      'POST',
      C.openDrawer.path,
      { establishmentId: manhattan, float: 200 },
      201,
    )
  ).id;
  const colour = await sale(ny('2027-03-13T10:00', '-05:00'), [{ type: 'card', cents: 100_00 }]);
  await sale(
    ny('2027-03-13T11:00', '-05:00'),
    [
      { type: 'card', cents: 30_25 },
      { type: 'cash', cents: 20_00 },
    ],
    drawerId,
  );
  await cardRefund(colour, ny('2027-03-13T17:00', '-05:00'), 10_00);
  ctx.clock.now = ny('2027-03-13T19:00', '-05:00');
  await ok(s.frontdesk, 'POST', C.closeDrawer.path, {
    establishmentId: manhattan,
    counts: count({ '2000': 11 }),
  });
  // Sunday 14 March, the clocks go forward: 23:30 EDT is 03:30 UTC on the 15th, still the 14th's takings.
  await sale(ny('2027-03-14T23:30', '-04:00'), [{ type: 'card', cents: 80_00 }]);
  // Monday 15 March: a sale, part of it refunded on Tuesday (Tuesday's card day is a refund only).
  const cut = await sale(ny('2027-03-15T12:00', '-04:00'), [{ type: 'card', cents: 45_00 }]);
  await cardRefund(cut, ny('2027-03-16T12:00', '-04:00'), 5_00);

  ctx.clock.now = ny('2027-03-18T09:00', '-04:00');
  await signInAll();
  account = await ok<BankAccount>(
    s.owner,
    'POST',
    endpointPath(B.createAccount, { id: manhattan }),
    { name: 'Operating checking' },
    201,
  );
});
afterAll(() => ctx.close());

describe('reconciliation', () => {
  it('expects each card day net of its refunds and each drawer above its float, before any statement', async () => {
    const r = await ok<Reconciliation>(s.manager, 'GET', view());
    expect(r.deposits.map((d) => [d.key, d.businessDay, d.amount, d.payments, d.status])).toEqual([
      // On the 18th the bank may still post each of them: none is overdue yet.
      ['card:2027-03-13', '2027-03-13', 120.25, 2, 'awaiting'],
      [`cash:${drawerId}`, '2027-03-13', 20, 1, 'awaiting'],
      ['card:2027-03-14', '2027-03-14', 80, 1, 'awaiting'],
      ['card:2027-03-15', '2027-03-15', 45, 1, 'awaiting'],
    ]);
    expect(r.deposits[0]).toMatchObject({ expectedFrom: '2027-03-14', expectedTo: '2027-03-18' });
    expect(r.deposits[1]).toMatchObject({ expectedFrom: '2027-03-13', expectedTo: '2027-03-18' });
    expect(r.summary).toEqual({
      expected: 265.25,
      matched: 0,
      unmatchedDeposits: 0,
      awaitingDeposits: 4,
      unmatchedLines: 0,
    });
  });

  it('a statement matches equal amounts in their windows and leaves the rest for a person', async () => {
    const first = await ok<BankStatementImportResult>(
      s.owner,
      'POST',
      endpointPath(B.importStatement, { id: manhattan, accountId: account.id }),
      MARCH,
      201,
    );
    expect(first.linesAdded).toBe(6);
    // The 21st: Monday's settlement is past its window (the 16th to the 20th) and still unpaid.
    ctx.clock.now = ny('2027-03-21T09:00', '-04:00');
    await signInAll();
    const r = await ok<Reconciliation>(s.manager, 'GET', view());
    expect(
      r.deposits.map((d) => [d.key.slice(0, 15), d.status, d.automatic, d.bankLine?.amount ?? null]),
    ).toEqual([
      ['card:2027-03-13', 'matched', true, 120.25],
      [`cash:${drawerId.slice(0, 10)}`, 'matched', true, 20],
      ['card:2027-03-14', 'matched', true, 80],
      ['card:2027-03-15', 'unmatched', false, null],
    ]);
    expect(r.deposits[0]!.bankLine).toMatchObject({
      postedOn: '2027-03-15',
      accountName: 'Operating checking',
    });
    // Money out (the rent) is not a deposit; the fee-short settlement and the transfer are left over.
    expect(r.lines.map((l) => [l.description, l.amount, l.status])).toEqual([
      ['CARD SETTLEMENT 0315', 44.1, 'unmatched'],
      ['TRANSFER FROM SAVINGS', 500, 'unmatched'],
    ]);
    expect(r.summary).toEqual({
      expected: 265.25,
      matched: 220.25,
      unmatchedDeposits: 1,
      awaitingDeposits: 0,
      unmatchedLines: 2,
    });

    // The same file again adds no line and changes no decision.
    const again = await ok<BankStatementImportResult>(
      s.owner,
      'POST',
      endpointPath(B.importStatement, { id: manhattan, accountId: account.id }),
      MARCH,
      201,
    );
    expect(again.linesAdded).toBe(0);
    expect(await ok<Reconciliation>(s.manager, 'GET', view())).toEqual(r);
  });

  it('a person matches, dismisses and undoes; a second decision on either side is refused', async () => {
    let r = await ok<Reconciliation>(s.manager, 'GET', view());
    const short = r.lines.find((l) => l.amount === 44.1)!;
    const transfer = r.lines.find((l) => l.amount === 500)!;
    const matched = await ok<ReconciliationDecision>(
      s.manager,
      'POST',
      matchUrl(),
      { depositKey: 'card:2027-03-15', bankLineId: short.id, note: 'Processor fee of $0.90' },
      201,
    );
    expect(matched).toMatchObject({ decision: 'matched', automatic: false, note: 'Processor fee of $0.90' });
    const dismissed = await ok<ReconciliationDecision>(
      s.owner,
      'POST',
      dismissUrl(),
      { bankLineId: transfer.id, reason: 'Owner’s transfer, not takings' },
      201,
    );
    r = await ok<Reconciliation>(s.manager, 'GET', view());
    expect(r.deposits[3]).toMatchObject({ status: 'matched', automatic: false, bankLine: { amount: 44.1 } });
    expect(r.lines).toEqual([
      expect.objectContaining({ id: transfer.id, status: 'dismissed', decisionId: dismissed.id }),
    ]);
    expect(r.summary).toEqual({
      expected: 265.25,
      matched: 265.25,
      unmatchedDeposits: 0,
      awaitingDeposits: 0,
      unmatchedLines: 0,
    });

    expect(
      await refused(
        s.owner,
        'POST',
        dismissUrl(),
        { depositKey: 'card:2027-03-15', reason: 'Never paid in' },
        409,
      ),
    ).toBe(M.depositDecided);
    expect(await refused(s.owner, 'POST', dismissUrl(), { bankLineId: short.id, reason: 'Again' }, 409)).toBe(
      M.lineDecided,
    );

    await ok(s.owner, 'DELETE', undoUrl(matched.id));
    expect(await refused(s.owner, 'DELETE', undoUrl(matched.id), undefined, 404)).toBe(M.decisionNotFound);
    r = await ok<Reconciliation>(s.manager, 'GET', view());
    expect(r.deposits[3]).toMatchObject({ status: 'unmatched', bankLine: null });
    // The matcher does not take a line of another amount.
    expect(
      await ok(s.owner, 'POST', endpointPath(E.autoMatch, { id: manhattan }), {
        from: '2027-03-13',
        to: '2027-03-16',
      }),
    ).toEqual({
      matched: 0,
    });
  });

  it('refuses what is not a deposit of the location, and bad periods', async () => {
    const r = await ok<Reconciliation>(s.manager, 'GET', view('?from=2027-03-13&to=2027-03-20'));
    const line = r.lines[0]!;
    const rent = await withTenant(ctx.database.db, { tenantId }, (tx) =>
      queryRows<{ id: string }>(tx, sql`SELECT id FROM bank_lines WHERE amount_cents = -120000`),
    );
    // Tuesday's card day is a refund only: nothing to deposit, so no such deposit.
    expect(
      await refused(s.owner, 'POST', matchUrl(), { depositKey: 'card:2027-03-16', bankLineId: line.id }, 404),
    ).toBe(M.depositNotFound);
    expect(
      await refused(
        s.owner,
        'POST',
        matchUrl(),
        { depositKey: 'card:2027-03-15', bankLineId: rent[0]!.id },
        400,
      ),
    ).toBe(M.lineNotDeposit);
    const chicagoMatch = endpointPath(E.match, { id: chicago });
    expect(
      await refused(
        s.owner,
        'POST',
        chicagoMatch,
        { depositKey: 'card:2027-03-15', bankLineId: line.id },
        404,
      ),
    ).toBe(M.depositNotFound);
    expect(await refused(s.owner, 'POST', dismissUrl(), { reason: 'Nothing named' }, 400)).toContain(
      M.dismissOne,
    );
    expect(await refused(s.manager, 'GET', view('?from=2026-01-01&to=2027-03-16'), undefined, 400)).toBe(
      M.tooLong,
    );
    expect(await refused(s.manager, 'GET', view('?from=2027-03-16&to=2027-03-13'), undefined, 400)).toContain(
      M.range,
    );
  });

  it('only managers and owners of the location reach it', async () => {
    await refused(s.employee, 'GET', view(), undefined, 403);
    await refused(s.frontdesk, 'GET', view(), undefined, 403);
    await refused(s.north, 'GET', view(), undefined, 404);
    await refused(s.frontdesk, 'POST', dismissUrl(), { depositKey: 'card:2027-03-15', reason: 'No' }, 403);
    const r = await ok<Reconciliation>(s.owner, 'GET', view());
    await refused(
      s.north,
      'POST',
      endpointPath(E.dismiss, { id: manhattan }),
      { bankLineId: r.lines[0]!.id, reason: 'x' },
      404,
    );
  });
});
