/**
 * The sales report (issue #31 "Each metric against hand-computed fixtures: refunds across a
 * period's end, a DST day, voids, split tender, multi-location"): figures of a week in New York
 * that ends on the day clocks go forward, computed by hand; the same report before and after its
 * days are rolled up; a refund landing on a rolled-up day rolls it again; roles, reach and bad
 * input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  CHECKOUT_ENDPOINTS,
  PERFORMANCE_ENDPOINTS,
  SALES_REPORT_ENDPOINTS as E,
  SALES_REPORT_MESSAGES as M,
  endpointPath,
  type PerformanceReport,
  type SalesReport,
  type SalesReportQuery,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { SETTLED } from '../../../test/settled.js';
import { withTenant } from '../../db/tenant.js';
import { insertSale, type FixtureItem } from '../../../test/sales.js';
import { rollTenant } from './sales-days.keeper.js';
import { SALES_REPORT_OWN_ONLY } from './sales-report.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
const sale = {} as Record<'split' | 'dstLate' | 'before' | 'lastDay' | 'chicago', string>;

// 8–14 March 2027; New York's clocks go forward on Sunday the 14th.
const WEEK = { from: '2027-03-08', to: '2027-03-14' } as const;

const service = (cents: number, extra: Partial<FixtureItem> = {}): FixtureItem => ({
  kind: 'service',
  name: 'Cut',
  unitPriceCents: cents,
  ...extra,
});

async function report(session: Session, query: SalesReportQuery): Promise<SalesReport> {
  const res = await session.request({
    url: `${E.report.path}?${new URLSearchParams(query as Record<string, string>).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The performance report (what the dashboard's figure cards read) of `id` over `query`. */
async function performance(
  session: Session,
  id: string,
  query: Record<string, string>,
): Promise<PerformanceReport> {
  const res = await session.request({
    url: `${endpointPath(PERFORMANCE_ENDPOINTS.report, { id })}?${new URLSearchParams(query).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Moves the clock to `at` and signs everyone in again (sessions lapse across a clock jump). */
async function moveClock(at: Date): Promise<void> {
  ctx.clock.now = at;
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
}

async function refund(id: string, dollars: number, at: Date) {
  await moveClock(at);
  return s.manager.request({
    method: 'POST',
    url: endpointPath(CHECKOUT_ENDPOINTS.refund, { id }),
    payload: { refund_amount: dollars, refund_reason: 'Redo' },
  });
}

const rollUp = (now: Date) => withTenant(ctx.database.db, { tenantId }, (tx) => rollTenant(tx, now));

beforeAll(async () => {
  ctx = await createTestContext();
  await moveClock(new Date('2027-03-08T12:00:00Z'));
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const staffId = s.employee.user.id;
  const at = { tenantId, establishmentId: manhattan };
  const db = ctx.database.db;
  // Monday 10:00 EST: a discounted service, a taxed product and a tip, paid by card and cash.
  sale.split = (
    await insertSale(db, {
      ...at,
      at: new Date('2027-03-08T15:00:00Z'),
      items: [
        service(10_000, { discountCents: 1_000, staffId }),
        { kind: 'product', name: 'Shampoo', unitPriceCents: 2_000, taxCents: 160, staffId },
      ],
      tips: [{ staffId, amountCents: 1_500 }],
      tenders: [
        { type: 'card', amountCents: 5_000 },
        { type: 'cash', amountCents: 7_660 },
      ],
    })
  ).id;
  // Sunday 23:30 EDT (03:30 UTC on Monday): still the 14th in New York.
  sale.dstLate = (
    await insertSale(db, { ...at, at: new Date('2027-03-15T03:30:00Z'), items: [service(5_000)] })
  ).id;
  // Sunday the 7th 23:30 EST: the previous period; refunded on Monday in this one.
  sale.before = (
    await insertSale(db, { ...at, at: new Date('2027-03-08T04:30:00Z'), items: [service(8_000)] })
  ).id;
  // The 14th 18:00 EDT, refunded on the 15th, after the period.
  sale.lastDay = (
    await insertSale(db, { ...at, at: new Date('2027-03-14T22:00:00Z'), items: [service(6_000)] })
  ).id;
  // February: a whole month before the week, which the month roll-up adds up.
  await insertSale(db, { ...at, at: new Date('2027-02-10T17:00:00Z'), items: [service(7_000, { staffId })] });
  sale.chicago = (
    await insertSale(db, {
      tenantId,
      establishmentId: chicago,
      at: new Date('2027-03-09T18:00:00Z'),
      items: [service(4_000)],
    })
  ).id;
  expect((await refund(sale.before, 30, new Date('2027-03-08T17:00:00Z'))).statusCode).toBe(200);
  expect((await refund(sale.lastDay, 20, new Date('2027-03-15T13:00:00Z'))).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const MANHATTAN_WEEK = {
  gross: 230,
  discounts: 10,
  refunds: 30,
  net: 190,
  services: 170,
  retail: 20,
  tax: 1.6,
  tips: 15,
  collected: 206.6,
  tickets: 3,
  averageTicket: 73.33,
};

describe('figures computed by hand', () => {
  it('adds a week of one location: split tender, a refund across the period start, a DST day', async () => {
    const r = await report(s.manager, { establishmentId: manhattan, ...WEEK });
    expect(r.totals).toEqual(MANHATTAN_WEEK);
    // Collected is net sales, tax and tips: the money and the sales agree.
    expect(r.totals.collected).toBeCloseTo(r.totals.net + r.totals.tax + r.totals.tips, 2);
    expect(r).toMatchObject({ previousFrom: '2027-03-01', previousTo: '2027-03-07' });
    expect(r.previous).toMatchObject({ gross: 80, refunds: 0, net: 80, tickets: 1 });
    expect(r.byPayment).toEqual([
      { type: 'cash', taken: 76.6, refunded: 0, net: 76.6 },
      { type: 'card', taken: 160, refunded: 30, net: 130 },
    ]);
    expect(r.series.map((d) => [d.from, d.net])).toEqual([
      ['2027-03-08', 80],
      ['2027-03-09', 0],
      ['2027-03-10', 0],
      ['2027-03-11', 0],
      ['2027-03-12', 0],
      ['2027-03-13', 0],
      ['2027-03-14', 110],
    ]);
    expect(r.byStaff).toEqual([
      {
        staffId: s.employee.user.id,
        staffName: expect.any(String),
        services: 90,
        retail: 20,
        refunds: 0,
        net: 110,
        tips: 15,
      },
      { staffId: null, staffName: null, services: 80, retail: 0, refunds: 30, net: 80, tips: 0 },
    ]);
    expect(r.byCategory.map((c) => [c.kind, c.quantity, c.net])).toEqual([
      ['service', 3, 170],
      ['product', 1, 20],
    ]);
  });

  it('gives the dashboard’s and performance’s figures the report’s numbers (items without a staff member too)', async () => {
    const whole = await performance(s.manager, manhattan, WEEK);
    expect(whole.totals.current).toMatchObject({
      revenueCents: MANHATTAN_WEEK.net * 100,
      serviceRevenueCents: MANHATTAN_WEEK.services * 100,
      productRevenueCents: MANHATTAN_WEEK.retail * 100,
      refundsCents: MANHATTAN_WEEK.refunds * 100,
      tipsCents: MANHATTAN_WEEK.tips * 100,
      tickets: MANHATTAN_WEEK.tickets,
      averageTicketCents: Math.round(MANHATTAN_WEEK.averageTicket * 100),
    });
    expect(whole.totals.previous).toMatchObject({ revenueCents: 8_000, tickets: 1 });
    expect(whole.daily.map((d) => d.revenueCents)).toEqual([8_000, 0, 0, 0, 0, 0, 11_000]);
    // Narrowed to one person, the group is what that person sold.
    const one = await performance(s.manager, manhattan, { ...WEEK, staffId: s.employee.user.id });
    expect(one.totals.current).toMatchObject({ revenueCents: 11_000, tipsCents: 1_500, tickets: 1 });
    expect(one.staff[0]!.current).toEqual(one.totals.current);
    const all = await performance(s.owner, 'all', WEEK);
    expect(all.totals.current.revenueCents).toBe((MANHATTAN_WEEK.net + 40) * 100);
  });

  it('groups by week and month, clipped to the period', async () => {
    const weekly = await report(s.manager, {
      establishmentId: manhattan,
      from: '2027-03-03',
      to: '2027-03-20',
      interval: 'week',
    });
    expect(weekly.series.map((w) => [w.from, w.to, w.net])).toEqual([
      ['2027-03-03', '2027-03-07', 80],
      ['2027-03-08', '2027-03-14', 190],
      ['2027-03-15', '2027-03-20', -20],
    ]);
    const monthly = await report(s.manager, {
      establishmentId: manhattan,
      from: '2027-02-20',
      to: '2027-03-31',
      interval: 'month',
    });
    expect(monthly.series.map((m) => [m.from, m.to, m.net])).toEqual([
      ['2027-02-20', '2027-02-28', 0],
      ['2027-03-01', '2027-03-31', 250],
    ]);
  });

  it('adds every location the owner reaches, and each location’s row sums to the whole', async () => {
    const r = await report(s.owner, WEEK);
    expect(r.establishmentId).toBe(ALL_ESTABLISHMENTS);
    const rows = new Map(r.byLocation.map((l) => [l.establishmentId, l]));
    expect(rows.get(manhattan)).toMatchObject({ net: 190, tickets: 3 });
    expect(rows.get(chicago)).toMatchObject({ net: 40, tickets: 1 });
    const sum = (k: 'net' | 'tickets' | 'collected') => r.byLocation.reduce((a, l) => a + l[k], 0);
    expect(sum('net')).toBeCloseTo(r.totals.net, 2);
    expect(sum('tickets')).toBe(r.totals.tickets);
    expect(sum('collected')).toBeCloseTo(r.totals.collected, 2);
  });
});

describe('roll-ups', () => {
  it('answers the same report from rolled-up days as from the sales themselves', async () => {
    const query = {
      establishmentId: manhattan,
      from: '2027-03-01',
      to: '2027-03-20',
      interval: 'week',
    } as const;
    const raw = await report(s.manager, query);
    // The dashboard's "so far" figures cut each period's last day at a time: 12:00 leaves out
    // the evening sales of the 7th and the 14th, whether the other days are rolled up or not.
    const soFar = { ...WEEK, until: '12:00' };
    const performanceRaw = await performance(s.manager, manhattan, soFar);
    expect(performanceRaw.totals.current.revenueCents).toBe(8_000);
    expect(performanceRaw.totals.previous.revenueCents).toBe(0);
    // February is a whole month before the roll-up's last day: its breakdowns read the month roll-up.
    const withFebruary = {
      establishmentId: manhattan,
      from: '2027-02-01',
      to: '2027-03-20',
      interval: 'month',
    } as const;
    const februaryRaw = await report(s.manager, withFebruary);
    // The 21st ends at 04:00 UTC on the 22nd; with the grace hour the 21st is rolled up at 05:00.
    expect(await rollUp(new Date('2027-03-22T04:30:00Z'))).toBeGreaterThan(0);
    expect(await report(s.manager, query)).toEqual(raw);
    expect(await performance(s.manager, manhattan, soFar)).toEqual(performanceRaw);
    const februaryRolled = await report(s.manager, withFebruary);
    expect(februaryRolled).toEqual(februaryRaw);
    expect(februaryRolled.byStaff.find((r) => r.staffId === s.employee.user.id)?.services).toBe(70 + 90);
    const all = await report(s.owner, { from: '2027-03-01', to: '2027-03-20' });
    await rollUp(new Date('2027-03-23T12:00:00Z'));
    expect(await report(s.owner, { from: '2027-03-01', to: '2027-03-20' })).toEqual(all);
  });

  it('rolls a rolled-up day again when a refund still lands on it', async () => {
    const week = { establishmentId: manhattan, ...WEEK };
    expect((await refund(sale.dstLate, 10, new Date('2027-03-14T20:00:00Z'))).statusCode).toBe(200);
    // The refund's event rolls the 14th again: the report, which reads the roll-up, sees it.
    await expect
      .poll(async () => (await report(s.manager, week)).totals.refunds, SETTLED)
      .toBe(MANHATTAN_WEEK.refunds + 10);
  });
});

describe('who may read it', () => {
  it('refuses employees (own sales only) and front desk', async () => {
    const own = await s.employee.request({ url: `${E.report.path}?from=${WEEK.from}&to=${WEEK.to}` });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SALES_REPORT_OWN_ONLY);
    const desk = await s.frontdesk.request({ url: `${E.report.path}?from=${WEEK.from}&to=${WEEK.to}` });
    expect(desk.statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s location and shows nothing of it', async () => {
    const res = await s.north.request({
      url: `${E.report.path}?establishmentId=${manhattan}&from=${WEEK.from}&to=${WEEK.to}`,
    });
    expect(res.statusCode).toBe(404);
    const theirs = await report(s.north, WEEK);
    expect(theirs.totals.tickets).toBe(0);
  });

  it('refuses bad ranges and intervals with the contract’s wording', async () => {
    const bad = async (qs: string, message: string) => {
      const res = await s.manager.request({ url: `${E.report.path}?${qs}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad('from=2027-03-10&to=2027-03-01', M.range);
    await bad('from=2026-01-01&to=2027-03-01', M.tooLong);
    await bad('from=2027-03-01&to=2027-03-02&interval=year', M.interval);
    await bad('from=yesterday&to=2027-03-02', M.from);
  });
});
