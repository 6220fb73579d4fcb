/**
 * A refund is shared over the lines it returns, and every figure follows that one allocation
 * (issue #28 "A refund takes back its tip and its commission, and charges the right person"):
 * returning a shampoo takes the shampoo and its tax back, not the stylist's haircut, and only the
 * shampoo's commission; a whole refund gives back the tip, which payroll then no longer pays.
 * Payroll, performance (and so the dashboard), today's team, staff earnings and the client's
 * spend are read through their own endpoints.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECKOUT_ENDPOINTS as E,
  allocateRefund,
  CHECKOUT_MESSAGES,
  CRM_ENDPOINTS,
  PAYROLL_ENDPOINTS,
  PERFORMANCE_ENDPOINTS,
  TIME_CLOCK_ENDPOINTS,
  endpointPath,
  type Client,
  type Earnings,
  type PayRun,
  type PayrollPeriod,
  type PerformanceReport,
  type TeamToday,
  type Transaction,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { insertSale } from './checkout.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'employee', Session>;
let tenantId: string;
let manhattan: string;
let emma: string;
let haircutId: string;
let clientId: string;
/** Manhattan's date of the test's sales and refunds (America/New_York). */
let today: string;

type ErrorReply = { message: string; details?: { path: string; message: string }[] };

async function get<T>(session: Session, url: string): Promise<T> {
  const res = await session.request({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

function refund(id: string, payload: object) {
  return s.manager.request({ method: 'POST', url: endpointPath(E.refund, { id }), payload });
}

async function refunded(id: string, payload: object): Promise<Transaction> {
  ctx.clock.now = new Date();
  const res = await refund(id, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Transaction }).data;
}

/** A visit of Emma's: a haircut ($65), two shampoos ($32 and $2.56 tax) and her $13 tip. */
function visit() {
  return insertSale(ctx.database.db, {
    tenantId,
    establishmentId: manhattan,
    at: new Date(Date.now() - 60_000),
    clientId,
    customerName: 'Rhea Return',
    items: [
      { kind: 'service', name: 'Haircut', unitPriceCents: 6500, staffId: emma, serviceId: haircutId },
      { kind: 'product', name: 'Shampoo', unitPriceCents: 1600, quantity: 2, taxCents: 256, staffId: emma },
    ],
    tips: [{ staffId: emma, amountCents: 1300 }],
  });
}

const performanceOfToday = () =>
  get<PerformanceReport>(
    s.manager,
    `${endpointPath(PERFORMANCE_ENDPOINTS.report, { id: manhattan })}?from=${today}&to=${today}`,
  );
/** Emma's line of today's earnings (refunds in dollars). */
const emmaEarnings = async () =>
  (
    await get<Earnings>(
      s.manager,
      `${E.earnings.path}?establishmentId=${manhattan}&start_date=${today}&end_date=${today}&staff_id=${emma}`,
    )
  ).staff[0]!;
const emmaFigures = (r: PerformanceReport) => r.staff.find((x) => x.staffId === emma)!.current;

async function currentRun(): Promise<PayRun> {
  const periods = await get<PayrollPeriod[]>(
    s.manager,
    `${PAYROLL_ENDPOINTS.periods.path}?establishmentId=${manhattan}`,
  );
  const period = periods.find((p) => p.current)!;
  const res = await s.manager.request({
    method: 'POST',
    url: PAYROLL_ENDPOINTS.createRun.path,
    payload: { establishmentId: manhattan, periodStart: period.start, periodEnd: period.end },
  });
  if (res.statusCode === 201) return (res.json() as { data: PayRun }).data;
  expect(res.statusCode, res.body).toBe(409);
  const recomputed = await s.manager.request({
    method: 'POST',
    url: endpointPath(PAYROLL_ENDPOINTS.recomputeRun, { id: period.runId! }),
  });
  expect(recomputed.statusCode, recomputed.body).toBe(200);
  return (recomputed.json() as { data: PayRun }).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  tenantId = s.owner.user.tenantId;
  manhattan = s.manager.user.establishments[0]!;
  emma = s.employee.user.id;
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [service, client] = await withTenant(ctx.database.db, { tenantId }, async (tx) => [
    ...(await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM services WHERE establishment_id = ${manhattan} ORDER BY name LIMIT 1`,
    )),
    ...(await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM clients WHERE tenant_id = ${tenantId} ORDER BY name LIMIT 1`,
    )),
  ]);
  haircutId = service!.id;
  clientId = client!.id;
  const plan = await s.manager.request({
    method: 'PUT',
    url: `${endpointPath(PAYROLL_ENDPOINTS.updatePlan, { userId: emma })}?establishmentId=${manhattan}`,
    payload: { servicePercent: 40, productPercent: 10, overrides: [] },
  });
  expect(plan.statusCode, plan.body).toBe(200);
});
afterAll(() => ctx.close());

describe('a refund that names its lines', () => {
  it('takes the returned shampoo and its tax back from the shampoo alone, in every figure', async () => {
    const sale = await visit();
    const before = await performanceOfToday();
    const spendBefore = (await get<Client>(s.manager, endpointPath(CRM_ENDPOINTS.client, { id: clientId })))
      .lifetimeSpend;
    const runBefore = (await currentRun()).lines.find((l) => l.userId === emma)!;
    const teamBefore = (
      await get<TeamToday>(s.manager, endpointPath(TIME_CLOCK_ENDPOINTS.teamToday, { id: manhattan }))
    ).members.find((m) => m.userId === emma)!;
    const earningsBefore = await emmaEarnings();
    const sold = await get<Transaction>(s.manager, endpointPath(E.transaction, { id: sale.id }));
    const shampoo = sold.items.find((i) => i.name === 'Shampoo')!;

    const after = await refunded(sale.id, {
      refund_amount: 34.56,
      refund_reason: 'Allergic to the shampoo',
      items: [{ itemId: shampoo.id, quantity: 2 }],
    });
    expect(after.items.map((i) => [i.name, i.refunded])).toEqual([
      ['Haircut', 0],
      ['Shampoo', 34.56],
    ]);
    expect(after.tips).toEqual([expect.objectContaining({ staffId: emma, amount: 13, refunded: 0 })]);
    expect(after.refunds[0]!.lines).toEqual([{ itemId: shampoo.id, tipId: null, amount: 34.56, tax: 2.56 }]);

    // Performance (and the dashboard, which reads it): the day loses the shampoo's $32, no more.
    const now = await performanceOfToday();
    expect(now.totals.current.revenueCents - before.totals.current.revenueCents).toBe(-3200);
    expect(now.totals.current.refundsCents - before.totals.current.refundsCents).toBe(3200);
    expect(emmaFigures(now).serviceRevenueCents).toBe(emmaFigures(before).serviceRevenueCents);
    expect(emmaFigures(now).productRevenueCents - emmaFigures(before).productRevenueCents).toBe(-3200);
    expect(emmaFigures(now).tipsCents).toBe(emmaFigures(before).tipsCents);

    // Payroll: 10 % of the shampoo comes back, nothing of the haircut's 40 %, the tip stays.
    const line = (await currentRun()).lines.find((l) => l.userId === emma)!;
    expect(line.refundReversal - runBefore.refundReversal).toBeCloseTo(-3.2, 2);
    expect(line.tips).toBeCloseTo(runBefore.tips, 2);

    // Today's team and the client's spend: the shampoo's net, without its tax.
    const team = (
      await get<TeamToday>(s.manager, endpointPath(TIME_CLOCK_ENDPOINTS.teamToday, { id: manhattan }))
    ).members.find((m) => m.userId === emma)!;
    expect(team.todayRevenue - teamBefore.todayRevenue).toBe(-3200);
    const spend = (await get<Client>(s.manager, endpointPath(CRM_ENDPOINTS.client, { id: clientId })))
      .lifetimeSpend;
    expect(spend - spendBefore).toBeCloseTo(-32, 2);

    // Other tests' refunds of the day may come first: the earnings gain this refund's $32.
    expect((await emmaEarnings()).refunds - earningsBefore.refunds).toBeCloseTo(32, 2);
  });

  it('refuses more than the chosen lines have left, or a line of another sale, writing nothing', async () => {
    const sale = await visit();
    const other = await visit();
    const sold = await get<Transaction>(s.manager, endpointPath(E.transaction, { id: sale.id }));
    const shampoo = sold.items.find((i) => i.name === 'Shampoo')!;
    const otherItem = (await get<Transaction>(s.manager, endpointPath(E.transaction, { id: other.id })))
      .items[0]!;

    const tooMuch = await refund(sale.id, {
      refund_amount: 20,
      refund_reason: 'One bottle',
      items: [{ itemId: shampoo.id, quantity: 1 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect((tooMuch.json() as ErrorReply).details).toEqual([
      { path: 'refund_amount', message: CHECKOUT_MESSAGES.refundMoreThanChosen },
    ]);
    const foreign = await refund(sale.id, {
      refund_amount: 5,
      refund_reason: 'Wrong sale',
      items: [{ itemId: otherItem.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect((foreign.json() as ErrorReply).details).toEqual([
      { path: 'items.0.itemId', message: CHECKOUT_MESSAGES.refundLineUnknown },
    ]);
    const unchanged = await get<Transaction>(s.manager, endpointPath(E.transaction, { id: sale.id }));
    expect(unchanged.refunds).toEqual([]);
    expect(unchanged.items.every((i) => i.refunded === 0)).toBe(true);

    // One of the two bottles: half its line, $17.28, of which $1.28 tax.
    const one = await refunded(sale.id, {
      refund_amount: 17.28,
      refund_reason: 'One bottle',
      items: [{ itemId: shampoo.id, quantity: 1 }],
    });
    expect(one.refunds[0]!.lines).toEqual([{ itemId: shampoo.id, tipId: null, amount: 17.28, tax: 1.28 }]);
  });
});

describe('a refund that names no lines', () => {
  it('gives the whole sale back, the tip included, and payroll no longer pays the tip', async () => {
    const sale = await visit();
    const runBefore = (await currentRun()).lines.find((l) => l.userId === emma)!;
    const before = await performanceOfToday();

    const after = await refunded(sale.id, { refund_amount: 112.56, refund_reason: 'Left unhappy' });
    expect(after.status).toBe('refunded');
    expect(after.items.map((i) => i.refunded)).toEqual([65, 34.56]);
    expect(after.tips[0]!.refunded).toBe(13);

    const line = (await currentRun()).lines.find((l) => l.userId === emma)!;
    expect(line.tips - runBefore.tips).toBeCloseTo(-13, 2);
    // 40 % of the haircut and 10 % of the shampoos.
    expect(line.refundReversal - runBefore.refundReversal).toBeCloseTo(-26 - 3.2, 2);
    const now = await performanceOfToday();
    expect(emmaFigures(now).tipsCents - emmaFigures(before).tipsCents).toBe(-1300);
    expect(now.totals.current.revenueCents - before.totals.current.revenueCents).toBe(-9700);
  });
});

describe('refunds made before refunds named their lines (migration 0042)', () => {
  it('are shared by the database as contracts share them: the same cents on the same lines', async () => {
    const sale = await visit();
    const sold = await get<Transaction>(s.manager, endpointPath(E.transaction, { id: sale.id }));
    // A refund stored as it was before: the row, the sale's total, no lines.
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.execute(sql`WITH f AS (INSERT INTO transaction_refunds (tenant_id, transaction_id, amount_cents, tender, reason)
          VALUES (${tenantId}, ${sale.id}, 5000, 'original', 'Before the lines') RETURNING transaction_id)
        UPDATE transactions SET refunded_cents = 5000, refunded_at = now() WHERE id IN (SELECT transaction_id FROM f)`),
    );
    const [shared] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT checkout_share_unshared_refunds() AS n`,
    );
    expect(Number(shared!.n)).toBe(1);

    const cents = (dollars: number) => Math.round(dollars * 100);
    const expected = allocateRefund(5000, [
      ...sold.items.map((i) => ({ key: i.id, netCents: cents(i.total - i.tax), taxCents: cents(i.tax) })),
      ...sold.tips.map((p) => ({ key: p.id, netCents: cents(p.amount), taxCents: 0 })),
    ]);
    const lines = (await get<Transaction>(s.manager, endpointPath(E.transaction, { id: sale.id })))
      .refunds[0]!.lines;
    expect(
      lines
        .map((l) => ({
          key: (l.itemId ?? l.tipId)!,
          netCents: cents(l.amount - l.tax),
          taxCents: cents(l.tax),
        }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([...expected].sort((a, b) => a.key.localeCompare(b.key)));
  });
});
