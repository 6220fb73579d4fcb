/**
 * The cash drawer (spec operations.md §3 Register state, issue #13): the expected cash of a
 * hand-computed shift in the X and Z reports, one open session per drawer, the difference
 * threshold's note and manager rule, closed sessions that stay as counted, bad input that
 * writes nothing, tenant and role reach, and the sessions list newest first; issue #28: the
 * float counted by denomination (total recomputed, bad counts refused with nothing written) and
 * a Z report frozen at close.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ENDPOINTS as E,
  CHECKOUT_MESSAGES,
  DRAWER_DENOMINATIONS,
  DRAWER_SESSIONS_PAGE_SIZE,
  expectedDrawerCents,
  type DrawerSession,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { toCents, toDollars } from '../../lib/money.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { payOutTooMuch } from './checkout.drawer.js';
import { insertCashRefund, insertSale, writeSale } from './checkout.drawer-fixtures.js';
import { sessionSums } from './checkout.drawer.repository.js';
import { openDrawerSessionId } from './checkout.reader.js';
import { cashDrawerSessions, registerSettings } from './checkout.schema.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let santaMonica: string;

/** The test's start, after every earlier test's times; `at(n)` is n seconds later (sessions stay signed in over the hours used). */
let T0: number;
const at = (seconds: number) => new Date(T0 + seconds * 1000);
/** Moves the app's clock to `seconds` after T0. */
const clockAt = (seconds: number) => {
  ctx.clock.now = at(seconds);
};

type Payload = Record<string, unknown>;
type ErrorReply = { message: string; details?: { path: string; message: string }[] };

async function send(session: Session, method: 'GET' | 'POST', url: string, payload?: Payload) {
  return session.request({ method, url, ...(payload ? { payload } : {}) });
}

async function ok<T>(session: Session, method: 'GET' | 'POST', url: string, payload?: Payload, status = 200) {
  const res = await send(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

async function refused(
  session: Session,
  method: 'GET' | 'POST',
  url: string,
  payload: Payload | undefined,
  status: number,
) {
  const res = await send(session, method, url, payload);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as ErrorReply;
}

/** A count naming every denomination (zero unless given), as the register's count form sends it. */
function count(given: Record<string, number>): Record<string, number> {
  return Object.fromEntries(DRAWER_DENOMINATIONS.map((d) => [String(d), given[String(d)] ?? 0]));
}

const drawer = (session: Session, establishmentId: string) =>
  ok<DrawerSession | null>(session, 'GET', `${E.drawer.path}?establishmentId=${establishmentId}`);
const open = (session: Session, establishmentId: string, float: number) =>
  ok<DrawerSession>(session, 'POST', E.openDrawer.path, { establishmentId, float }, 201);
const move = (session: Session, establishmentId: string, kind: string, amount: number, reason: string) =>
  ok<DrawerSession>(session, 'POST', E.drawerMovement.path, { establishmentId, kind, amount, reason }, 201);
const openCount = (session: Session, establishmentId: string, counts: Payload, float?: number) =>
  send(session, 'POST', E.openDrawer.path, {
    establishmentId,
    counts,
    ...(float === undefined ? {} : { float }),
  });
/** $100 + 4 × $20 + 3 × $5 + 10 × $1 + 8 quarters + 5 dimes + 4 nickels + 10 pennies = $207.80 */
const floatCounts = { '10000': 1, '2000': 4, '500': 3, '100': 10, '25': 8, '10': 5, '5': 4, '1': 10 };
const close = (session: Session, establishmentId: string, counts: Record<string, number>, note?: string) =>
  ok<DrawerSession>(session, 'POST', E.closeDrawer.path, { establishmentId, counts: count(counts), note });

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
  [chicago, santaMonica] = s.owner.user.establishments.filter((e) => e !== manhattan) as [string, string];
});
afterAll(() => ctx.close());

// Each test starts with every Luxe drawer closed, Manhattan on the default threshold, and a clock
// past every earlier session, so that "newest first" is its own sessions whatever ran before.
beforeEach(async () => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
  for (const establishmentId of [manhattan, chicago, santaMonica])
    if (await drawer(s.owner, establishmentId))
      await close(s.owner, establishmentId, {}, 'Closed before the next test');
  await withTenant(ctx.database.db, { tenantId }, (tx) =>
    tx.delete(registerSettings).where(eq(registerSettings.establishmentId, manhattan)),
  );
  T0 = ctx.clock.now.getTime() + 1000;
});

describe('a shift', () => {
  it('expects float + cash taken − change − cash refunds + pay-ins − pay-outs, in the X and the Z report', async () => {
    clockAt(0);
    expect(await drawer(s.frontdesk, manhattan)).toBeNull();
    const opened = await open(s.frontdesk, manhattan, 200);
    expect(opened).toMatchObject({
      status: 'open',
      float: 200,
      expected: 200,
      transactions: 0,
      movements: [],
    });
    expect(opened.openedByName).toMatch(/\S/);
    const where = { tenantId, establishmentId: manhattan, sessionId: opened.id };

    // Before the shift: a card sale that belongs to no session.
    await insertSale(ctx.database.db, { ...where, sessionId: null, at: at(-10) }, [
      { type: 'card', amountCents: 9900 },
    ]);
    // $45.50 paid with $50 ($4.50 change).
    const first = await insertSale(ctx.database.db, { ...where, at: at(5) }, [
      { type: 'cash', amountCents: 4550, receivedCents: 5000 },
    ]);
    // $52.25 split: $32.25 cash paid with $40 ($7.75 change) and $20 on a card.
    await insertSale(ctx.database.db, { ...where, at: at(10) }, [
      { type: 'cash', amountCents: 3225, receivedCents: 4000 },
      { type: 'card', amountCents: 2000 },
    ]);
    // $120 all on a card, with no session attached: counts as a card sale, never as cash.
    await insertSale(ctx.database.db, { ...where, sessionId: null, at: at(15) }, [
      { type: 'card', amountCents: 12000 },
    ]);
    await insertCashRefund(ctx.database.db, { ...where, at: at(20) }, first, 1500);
    clockAt(25);
    await move(s.frontdesk, manhattan, 'pay_in', 25, 'Change top-up');
    clockAt(30);
    const afterPayOut = await move(s.manager, manhattan, 'pay_out', 12, 'Milk for the coffee bar');

    // 200 + (50 + 40) − (4.50 + 7.75) − 15 + 25 − 12 = 275.75
    const x = (await drawer(s.frontdesk, manhattan))!;
    expect(x).toMatchObject({
      status: 'open',
      float: 200,
      cashSales: 77.75,
      cashReceived: 90,
      change: 12.25,
      cashRefunds: 15,
      payIns: 25,
      payOuts: 12,
      expected: 275.75,
      cardSales: 140,
      transactions: 3,
      counted: null,
      difference: null,
      closedAt: null,
    });
    expect(afterPayOut.expected).toBe(275.75);
    const parts = {
      floatCents: toCents(x.float),
      cashReceivedCents: toCents(x.cashReceived),
      changeCents: toCents(x.change),
      cashRefundCents: toCents(x.cashRefunds),
      payInCents: toCents(x.payIns),
      payOutCents: toCents(x.payOuts),
    };
    expect(toDollars(expectedDrawerCents(parts))).toBe(x.expected);
    expect(x.movements.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['pay_in', 25, 'Change top-up'],
      ['pay_out', 12, 'Milk for the coffee bar'],
    ]);
    expect(x.movements.every((m) => m.createdByName !== null)).toBe(true);

    // Counted $275.00: 2 × $100, $50, $20, $5. Short by $0.75, under the default $5: front desk closes.
    clockAt(60);
    const z = await close(s.frontdesk, manhattan, { '10000': 2, '5000': 1, '2000': 1, '500': 1 });
    expect(z).toMatchObject({
      status: 'closed',
      expected: 275.75,
      counted: 275,
      difference: -0.75,
      cashSales: 77.75,
      cardSales: 140,
      transactions: 3,
      note: null,
      closedAt: at(60).toISOString(),
    });
    expect(z.counts).toMatchObject({ '10000': 2, '5000': 1, '2000': 1, '500': 1 });
    expect(z.closedByName).toMatch(/\S/);
    expect(await drawer(s.frontdesk, manhattan)).toBeNull();

    // A card sale after the close belongs to no shift; the Z report stays as counted.
    await insertSale(ctx.database.db, { ...where, sessionId: null, at: at(70) }, [
      { type: 'card', amountCents: 5000 },
    ]);
    const list = await ok<{ sessions: DrawerSession[] }>(
      s.manager,
      'GET',
      `${E.drawerSessions.path}?establishmentId=${manhattan}`,
    );
    expect(list.sessions[0]).toMatchObject({ id: z.id, cardSales: 140, transactions: 3, expected: 275.75 });
  });

  it('keeps one open session per drawer', async () => {
    clockAt(100);
    const [a, b] = await Promise.all([
      send(s.frontdesk, 'POST', E.openDrawer.path, { establishmentId: manhattan, float: 100 }),
      send(s.manager, 'POST', E.openDrawer.path, { establishmentId: manhattan, float: 150 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await refused(
      s.frontdesk,
      'POST',
      E.openDrawer.path,
      { establishmentId: manhattan, float: 100 },
      409,
    );
    expect(again.message).toBe(CHECKOUT_MESSAGES.drawerOpen);
    const current = (await drawer(s.frontdesk, manhattan))!;
    // Close it at exactly the float, in $1 coins.
    const closed = await close(s.manager, manhattan, { '100': current.float });
    expect(closed.difference).toBe(0);
  });

  it('refuses a movement or a close without an open drawer', async () => {
    const movement = await refused(
      s.frontdesk,
      'POST',
      E.drawerMovement.path,
      { establishmentId: manhattan, kind: 'pay_in', amount: 5, reason: 'Float' },
      409,
    );
    expect(movement.message).toBe(CHECKOUT_MESSAGES.drawerNotOpen);
    const closing = await refused(
      s.frontdesk,
      'POST',
      E.closeDrawer.path,
      { establishmentId: manhattan, counts: count({}) },
      409,
    );
    expect(closing.message).toBe(CHECKOUT_MESSAGES.drawerNotOpen);
  });

  it('refuses a pay-out larger than the cash in the drawer', async () => {
    clockAt(200);
    await open(s.frontdesk, manhattan, 40);
    const res = await refused(
      s.frontdesk,
      'POST',
      E.drawerMovement.path,
      { establishmentId: manhattan, kind: 'pay_out', amount: 40.01, reason: 'Too much' },
      400,
    );
    expect(res.message).toBe(payOutTooMuch(4000));
    const x = (await drawer(s.frontdesk, manhattan))!;
    expect([x.payOuts, x.movements]).toEqual([0, []]);
    await move(s.frontdesk, manhattan, 'pay_out', 40, 'Bank deposit');
    expect((await close(s.frontdesk, manhattan, {})).difference).toBe(0);
  });
});

describe('closing during a cash sale', () => {
  // PGlite runs one transaction at a time: the wait needs a server's concurrent sessions.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'waits for the sale holding the drawer and counts its cash',
    async () => {
      clockAt(500);
      await open(s.manager, manhattan, 50);
      let closing: Promise<{ statusCode: number; body: string }> | undefined;
      let settled = false;
      await withTenant(ctx.database.db, { tenantId }, async (tx) => {
        const sessionId = await openDrawerSessionId(tx, manhattan);
        closing = send(s.manager, 'POST', E.closeDrawer.path, {
          establishmentId: manhattan,
          counts: count({ '5000': 1, '1000': 1 }),
        }).finally(() => {
          settled = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(false);
        await writeSale(tx, { tenantId, establishmentId: manhattan, sessionId, at: at(501) }, [
          { type: 'cash', amountCents: 1000, receivedCents: 1000 },
        ]);
      });
      const res = await closing!;
      expect(res.statusCode, res.body).toBe(200);
      // Without the wait the close would expect $50 and refuse a $10 difference without a note.
      expect((JSON.parse(res.body) as { data: DrawerSession }).data).toMatchObject({
        expected: 60,
        counted: 60,
        difference: 0,
        cashSales: 10,
      });
    },
  );
});

describe('the difference threshold', () => {
  it('needs a note and a manager over the default $5', async () => {
    clockAt(300);
    await open(s.frontdesk, manhattan, 100);
    const noNote = await refused(
      s.manager,
      'POST',
      E.closeDrawer.path,
      { establishmentId: manhattan, counts: count({ '2000': 4 }) },
      400,
    );
    expect(noNote.message).toBe(CHECKOUT_MESSAGES.drawerNoteRequired);
    expect(noNote.details?.[0]?.path).toBe('note');
    const frontDesk = await refused(
      s.frontdesk,
      'POST',
      E.closeDrawer.path,
      { establishmentId: manhattan, counts: count({ '2000': 4 }), note: 'Gave a refund from the float' },
      403,
    );
    expect(frontDesk.message).toBe(CHECKOUT_MESSAGES.drawerManagerRequired);
    expect((await drawer(s.frontdesk, manhattan))?.status).toBe('open');
    const closed = await close(s.manager, manhattan, { '2000': 4 }, 'Gave a refund from the float');
    expect(closed).toMatchObject({ expected: 100, counted: 80, difference: -20 });
    expect(closed.note).toBe('Gave a refund from the float');
  });

  it('follows the location’s own threshold', async () => {
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.insert(registerSettings).values({
        establishmentId: manhattan,
        tenantId,
        taxRate: 0.08,
        drawerThresholdCents: 2500,
      }),
    );
    clockAt(400);
    await open(s.frontdesk, manhattan, 100);
    // $20 short is under $25: the front desk closes without a note.
    const closed = await close(s.frontdesk, manhattan, { '2000': 4 });
    expect(closed.difference).toBe(-20);
    clockAt(410);
    await open(s.frontdesk, manhattan, 100);
    const over = await refused(
      s.frontdesk,
      'POST',
      E.closeDrawer.path,
      { establishmentId: manhattan, counts: count({ '2000': 7 }), note: 'Found cash' },
      403,
    );
    expect(over.message).toBe(CHECKOUT_MESSAGES.drawerManagerRequired);
    expect((await close(s.owner, manhattan, { '2000': 7 }, 'Found cash')).difference).toBe(40);
  });
});

describe('closed sessions', () => {
  it('are never edited: the database refuses an update', async () => {
    clockAt(0);
    await open(s.manager, manhattan, 10);
    clockAt(5);
    await close(s.manager, manhattan, { '1000': 1 });
    const list = await ok<{ sessions: DrawerSession[] }>(
      s.manager,
      'GET',
      `${E.drawerSessions.path}?establishmentId=${manhattan}`,
    );
    const closed = list.sessions[0]!;
    const refusal: unknown = await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.execute(sql`UPDATE cash_drawer_sessions SET note = 'edited' WHERE id = ${closed.id}`),
    ).then(
      () => null,
      (err: unknown) => err,
    );
    // drizzle wraps the database's error in its own ("Failed query: …").
    expect(refusal).toBeInstanceOf(Error);
    expect(String((refusal as Error).cause)).toMatch(/a closed drawer session is never edited/);
    const again = await ok<{ sessions: DrawerSession[] }>(
      s.manager,
      'GET',
      `${E.drawerSessions.path}?establishmentId=${manhattan}`,
    );
    expect(again.sessions[0]).toEqual(closed);
  });

  it('list newest first, a page at a time, with the count', async () => {
    const total = DRAWER_SESSIONS_PAGE_SIZE + 1;
    for (let i = 0; i < total; i++) {
      clockAt(1000 + i * 10);
      await open(s.owner, santaMonica, i);
      clockAt(1005 + i * 10);
      await close(s.owner, santaMonica, { '100': i });
    }
    await open(s.owner, santaMonica, 50);
    const url = `${E.drawerSessions.path}?establishmentId=${santaMonica}`;
    const first = await ok<{ sessions: DrawerSession[]; count: number }>(s.owner, 'GET', url);
    expect(first.count).toBe(total);
    expect(first.sessions).toHaveLength(DRAWER_SESSIONS_PAGE_SIZE);
    expect(first.sessions.map((x) => x.float)).toEqual(
      Array.from({ length: DRAWER_SESSIONS_PAGE_SIZE }, (_, i) => total - 1 - i),
    );
    expect(first.sessions.every((x) => x.status === 'closed')).toBe(true);
    const second = await ok<{ sessions: DrawerSession[]; count: number }>(s.owner, 'GET', `${url}&page=2`);
    expect([second.count, second.sessions.map((x) => x.float)]).toEqual([total, [0]]);
  });
});

describe('bad input', () => {
  it('answers 400 and writes nothing', async () => {
    const negative = await refused(
      s.manager,
      'POST',
      E.openDrawer.path,
      { establishmentId: chicago, float: -1 },
      400,
    );
    expect(negative.details?.[0]?.path).toBe('float');
    expect(await drawer(s.owner, chicago)).toBeNull();

    clockAt(2000);
    await open(s.owner, chicago, 100);
    await refused(
      s.owner,
      'POST',
      E.closeDrawer.path,
      { establishmentId: chicago, counts: { ...count({}), '300': 1 } },
      400,
    );
    const zero = await refused(
      s.owner,
      'POST',
      E.drawerMovement.path,
      { establishmentId: chicago, kind: 'pay_out', amount: 0, reason: 'Nothing' },
      400,
    );
    expect(zero.details?.[0]?.message).toBe(CHECKOUT_MESSAGES.refundAmount);
    const noCent = await refused(
      s.owner,
      'POST',
      E.drawerMovement.path,
      { establishmentId: chicago, kind: 'pay_in', amount: 1e-9, reason: 'Rounds to nothing' },
      400,
    );
    expect(noCent.details?.[0]).toEqual({ path: 'amount', message: CHECKOUT_MESSAGES.refundAmount });
    const noReason = await refused(
      s.owner,
      'POST',
      E.drawerMovement.path,
      { establishmentId: chicago, kind: 'pay_in', amount: 5 },
      400,
    );
    expect(noReason.details?.[0]?.path).toBe('reason');
    const blank = await refused(
      s.owner,
      'POST',
      E.drawerMovement.path,
      { establishmentId: chicago, kind: 'pay_in', amount: 5, reason: '  ' },
      400,
    );
    expect(blank.details?.[0]?.message).toBe(CHECKOUT_MESSAGES.reasonRequired);
    const x = (await drawer(s.owner, chicago))!;
    expect(x).toMatchObject({ status: 'open', expected: 100, movements: [] });
  });
});

describe('reach', () => {
  it('hides a Luxe drawer from the Northside owner', async () => {
    clockAt(0);
    await open(s.owner, chicago, 100);
    await refused(s.north, 'GET', `${E.drawer.path}?establishmentId=${chicago}`, undefined, 404);
    await refused(s.north, 'POST', E.closeDrawer.path, { establishmentId: chicago, counts: count({}) }, 404);
    await refused(s.north, 'POST', E.openDrawer.path, { establishmentId: manhattan, float: 10 }, 404);
    await refused(s.north, 'GET', `${E.drawerSessions.path}?establishmentId=${manhattan}`, undefined, 404);
    expect((await drawer(s.owner, chicago))?.status).toBe('open');
  });

  it('keeps the front desk to its own location and employees out', async () => {
    await refused(s.frontdesk, 'GET', `${E.drawer.path}?establishmentId=${chicago}`, undefined, 404);
    await refused(s.employee, 'GET', `${E.drawer.path}?establishmentId=${manhattan}`, undefined, 403);
    await refused(s.employee, 'POST', E.openDrawer.path, { establishmentId: manhattan, float: 10 }, 403);
    await refused(
      s.employee,
      'POST',
      E.closeDrawer.path,
      { establishmentId: chicago, counts: count({}) },
      403,
    );
  });
});

describe('opening by denomination (issue #28)', () => {
  it('refuses a bad count with the reason, and writes nothing', async () => {
    clockAt(3000);
    const before = await ok<{ count: number }>(
      s.owner,
      'GET',
      `${E.drawerSessions.path}?establishmentId=${manhattan}`,
    );
    const bad: [Payload, number | undefined, string, string][] = [
      [{ '2000': -1 }, undefined, '2000', 'Too small: expected number to be >=0'],
      [{ '2000': 1.5 }, undefined, '2000', 'Counts must be whole numbers.'],
      [{ '300': 1 }, undefined, '300', 'Not a US denomination.'],
      [{ '2000': '3' }, undefined, '2000', 'Counts must be whole numbers.'],
      [{ '10000': 1001 }, undefined, 'counts', CHECKOUT_MESSAGES.drawerCountTooLarge],
      [{ '2000': 3 }, 61, 'float', CHECKOUT_MESSAGES.drawerFloatMismatch],
    ];
    for (const [counts, float, path, message] of bad) {
      const res = await openCount(s.manager, manhattan, counts, float);
      expect(res.statusCode, JSON.stringify(counts)).toBe(400);
      const detail = (res.json() as ErrorReply).details?.[0];
      expect(detail?.path.endsWith(path), JSON.stringify(detail)).toBe(true);
      if (!message.startsWith('Too small')) expect(detail?.message).toBe(message);
    }
    const neither = await refused(s.manager, 'POST', E.openDrawer.path, { establishmentId: manhattan }, 400);
    expect(neither.details?.[0]).toEqual({ path: 'counts', message: CHECKOUT_MESSAGES.drawerFloatRequired });
    expect(await drawer(s.manager, manhattan)).toBeNull();
    const after = await ok<{ count: number }>(
      s.owner,
      'GET',
      `${E.drawerSessions.path}?establishmentId=${manhattan}`,
    );
    expect(after.count).toBe(before.count);
    const rows = await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx
        .select({ id: cashDrawerSessions.id })
        .from(cashDrawerSessions)
        .where(and(eq(cashDrawerSessions.establishmentId, manhattan), eq(cashDrawerSessions.status, 'open'))),
    );
    expect(rows).toEqual([]);
  });

  it('takes the total from the count, whatever float is claimed, and keeps the count', async () => {
    clockAt(3010);
    const counts = floatCounts;
    const res = await openCount(s.frontdesk, manhattan, counts, 207.8);
    expect(res.statusCode, res.body).toBe(201);
    const opened = (res.json() as { data: DrawerSession }).data;
    expect(opened).toMatchObject({ float: 207.8, expected: 207.8, openingCounts: counts });
    expect((await drawer(s.frontdesk, manhattan))?.openingCounts).toEqual(counts);
  });
});

describe('the Z report (issue #28)', () => {
  it('freezes the figures at close: later ledger changes in the shift’s hours leave it as printed', async () => {
    clockAt(3010);
    const opening = await openCount(s.frontdesk, manhattan, floatCounts, 207.8);
    expect(opening.statusCode, opening.body).toBe(201);
    const x = (await drawer(s.frontdesk, manhattan))!;
    const where = { tenantId, establishmentId: manhattan, sessionId: x.id };
    await insertSale(ctx.database.db, { ...where, at: at(3020) }, [
      { type: 'cash', amountCents: 1999, receivedCents: 2000 },
      { type: 'card', amountCents: 3001 },
    ]);
    clockAt(3030);
    const before = (await drawer(s.frontdesk, manhattan))!;
    // The X report is the ledger now: float + $20 received − $0.01 change.
    expect(before).toMatchObject({
      cashSales: 19.99,
      cashReceived: 20,
      change: 0.01,
      cardSales: 30.01,
      expected: 227.79,
    });
    clockAt(3040);
    const z = await close(s.frontdesk, manhattan, {
      '10000': 2,
      '2000': 1,
      '500': 1,
      '100': 2,
      '25': 3,
      '1': 4,
    });
    // The Z report carries the X report's figures of the moment it closed.
    const figures = ['float', 'cashSales', 'cashReceived', 'change', 'cashRefunds', 'payIns', 'payOuts']
      .concat(['expected', 'cardSales', 'transactions', 'openedAt', 'openedBy'] as const)
      .map((k) => [k, before[k as keyof DrawerSession]]);
    expect(z).toMatchObject({
      ...Object.fromEntries(figures),
      status: 'closed',
      counted: 227.79,
      difference: 0,
      openingCounts: x.openingCounts,
    });

    // A card sale synced late into the shift's hours, and a tip adjusted on its card tender.
    await insertSale(ctx.database.db, { ...where, sessionId: null, at: at(3035) }, [
      { type: 'card', amountCents: 7000 },
    ]);
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.execute(sql`UPDATE transaction_tenders SET amount_cents = amount_cents + 500
        WHERE type = 'card' AND transaction_id IN (SELECT id FROM transactions WHERE drawer_session_id = ${x.id})`),
    );
    const live = await withTenant(ctx.database.db, { tenantId }, (tx) => sessionSums(tx, [x.id]));
    expect(live[0]).toMatchObject({ cardSalesCents: 3001 + 500 + 7000, transactionCount: 2 });
    const list = await ok<{ sessions: DrawerSession[] }>(
      s.manager,
      'GET',
      `${E.drawerSessions.path}?establishmentId=${manhattan}`,
    );
    expect(list.sessions[0]).toEqual(z);
  });

  it('is read by those who take payments, never by employees', async () => {
    clockAt(0);
    await open(s.frontdesk, manhattan, 10);
    clockAt(5);
    await close(s.frontdesk, manhattan, { '1000': 1 });
    const url = `${E.drawerSessions.path}?establishmentId=${manhattan}`;
    expect((await ok<{ count: number }>(s.frontdesk, 'GET', url)).count).toBeGreaterThan(0);
    await refused(s.employee, 'GET', url, undefined, 403);
    await refused(
      s.employee,
      'POST',
      E.openDrawer.path,
      { establishmentId: manhattan, counts: { '2000': 1 } },
      403,
    );
    expect(await drawer(s.frontdesk, manhattan)).toBeNull();
  });
});
