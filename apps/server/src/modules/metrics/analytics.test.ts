/**
 * Analytics (spec operations.md §2–3; issue #31): every metric and its change computed by hand
 * over a week in May 2027 (New York and Chicago on daylight time) against the week before — a
 * refund in the period, orders and receipts before, in and after it, retail sales and backbar
 * usage on the ledger — each location's row adding up to the whole, the same revenue as the
 * sales report, and roles, reach and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  ANALYTICS_ENDPOINTS as A,
  ANALYTICS_MESSAGES as M,
  CHECKOUT_ENDPOINTS,
  INVENTORY_ENDPOINTS as I,
  SALES_REPORT_ENDPOINTS,
  endpointPath,
  type Analytics,
  type AnalyticsQuery,
  type InventoryOrder,
  type Product,
  type SalesReport,
  type Supplier,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { insertSale } from '../../../test/sales.js';
import { withTenant } from '../../db/tenant.js';
import { postMovements } from '../inventory/index.js';
import { SALES_REPORT_OWN_ONLY } from './sales-report.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
const product = { shampoo: '', color: '', serum: '' };

// Monday 10 – Sunday 16 May 2027; the previous period is 3–9 May.
const WEEK = { from: '2027-05-10', to: '2027-05-16' } as const;

async function call<T>(session: Session, method: string, url: string, payload?: object, status = 200) {
  const res = await session.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

const query = (q: AnalyticsQuery) => new URLSearchParams(q as Record<string, string>).toString();
const analytics = (session: Session, q: AnalyticsQuery) =>
  call<Analytics>(session, 'GET', `${A.analytics.path}?${query(q)}`);

async function moveClock(at: Date): Promise<void> {
  ctx.clock.now = at;
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
}

const to = (e: { path: string }, id: string) => endpointPath(e as typeof I.order, { id });

/** A purchase order at `establishmentId` dated today, received in full unless it stays `pending` or is `cancelled`. */
async function order(
  establishmentId: string,
  supplierId: string,
  items: { product_id: string; quantity: number; unit_cost: number }[],
  upTo: 'pending' | 'received' | 'cancelled',
): Promise<void> {
  const made = await call<InventoryOrder>(
    s.owner,
    'POST',
    I.createOrder.path,
    { establishmentId, supplier_id: supplierId, items },
    201,
  );
  if (upTo === 'cancelled') await call(s.owner, 'POST', to(I.cancelOrder, made.id));
  if (upTo !== 'received') return;
  await call(s.owner, 'POST', to(I.approveOrder, made.id));
  await call(s.owner, 'POST', to(I.shipOrder, made.id));
  await call(s.owner, 'POST', to(I.receiveOrder, made.id), {
    lines: made.items.map((line) => ({ line_id: line.id, quantity: line.quantity })),
  });
}

/** A sale or backbar usage of `quantity` units posted on the ledger at `at`. */
function use(productId: string, kind: 'sale' | 'usage', quantity: number, at: Date) {
  return withTenant(ctx.database.db, { tenantId }, (tx) =>
    postMovements(tx, { tenantId, userId: null, at }, [{ productId, kind, quantity: -quantity }]),
  );
}

const sellProduct = (establishmentId: string, productId: string, quantity: number, cents: number, at: Date) =>
  insertSale(ctx.database.db, {
    tenantId,
    establishmentId,
    at,
    items: [{ kind: 'product', name: 'Retail', productId, unitPriceCents: cents, quantity }],
  });

beforeAll(async () => {
  ctx = await createTestContext();
  // Tuesday 4 May, 10:00 in New York: the previous period.
  await moveClock(new Date('2027-05-04T14:00:00Z'));
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.frontdesk.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  const supplier = await call<Supplier>(
    s.owner,
    'POST',
    I.createSupplier.path,
    { name: 'Analytics Supply' },
    201,
  );
  const add = async (establishmentId: string, body: object) =>
    (await call<Product>(s.owner, 'POST', I.createProduct.path, { establishmentId, ...body }, 201)).id;
  product.shampoo = await add(manhattan, {
    name: 'Analytics shampoo',
    price: 20,
    cost_price: 8,
    quantity: 50,
  });
  product.color = await add(manhattan, {
    name: 'Analytics color',
    productType: 'backbar',
    unit_of_measure: 'ml',
    price: 15,
    cost_price: 0.5,
    quantity: 1000,
  });
  product.serum = await add(chicago, { name: 'Analytics serum', price: 30, cost_price: 10, quantity: 20 });

  // Previous period at Manhattan: one order received (10 × $8), 2 shampoos sold, 40 ml of color used.
  await order(
    manhattan,
    supplier.id,
    [{ product_id: product.shampoo, quantity: 10, unit_cost: 8 }],
    'received',
  );
  await sellProduct(manhattan, product.shampoo, 2, 2_000, new Date('2027-05-05T16:00:00Z'));
  await use(product.shampoo, 'sale', 2, new Date('2027-05-05T16:00:00Z'));
  await use(product.color, 'usage', 40, new Date('2027-05-06T16:00:00Z'));

  // The period: Manhattan orders 5 shampoos at $8 (received), 200 ml of color (pending) and a
  // cancelled one; Chicago 3 serums at $10 (received).
  await moveClock(new Date('2027-05-10T14:00:00Z'));
  await order(
    manhattan,
    supplier.id,
    [{ product_id: product.shampoo, quantity: 5, unit_cost: 8 }],
    'received',
  );
  await order(
    manhattan,
    supplier.id,
    [{ product_id: product.color, quantity: 200, unit_cost: 0.5 }],
    'pending',
  );
  await order(
    manhattan,
    supplier.id,
    [{ product_id: product.color, quantity: 100, unit_cost: 0.5 }],
    'cancelled',
  );
  await order(chicago, supplier.id, [{ product_id: product.serum, quantity: 3, unit_cost: 10 }], 'received');
  // Tuesday: 3 shampoos and a $100 service discounted by $10 on one ticket.
  await insertSale(ctx.database.db, {
    tenantId,
    establishmentId: manhattan,
    at: new Date('2027-05-11T15:00:00Z'),
    items: [
      { kind: 'product', name: 'Shampoo', productId: product.shampoo, unitPriceCents: 2_000, quantity: 3 },
      { kind: 'service', name: 'Cut', unitPriceCents: 10_000, discountCents: 1_000 },
    ],
  });
  await use(product.shampoo, 'sale', 3, new Date('2027-05-11T15:00:00Z'));
  await use(product.color, 'usage', 100, new Date('2027-05-11T16:00:00Z'));
  // Wednesday: a $50 service (refunded $20 on Thursday) and a serum in Chicago.
  const refunded = await insertSale(ctx.database.db, {
    tenantId,
    establishmentId: manhattan,
    at: new Date('2027-05-12T15:00:00Z'),
    items: [{ kind: 'service', name: 'Blow-dry', unitPriceCents: 5_000 }],
  });
  await sellProduct(chicago, product.serum, 1, 3_000, new Date('2027-05-12T18:00:00Z'));
  await use(product.serum, 'sale', 1, new Date('2027-05-12T18:00:00Z'));
  await moveClock(new Date('2027-05-13T15:00:00Z'));
  await call(s.manager, 'POST', endpointPath(CHECKOUT_ENDPOINTS.refund, { id: refunded.id }), {
    refund_amount: 20,
    refund_reason: 'Redo',
  });

  // After the period: an order received on Monday the 17th counts in neither week.
  await moveClock(new Date('2027-05-17T14:00:00Z'));
  await order(
    manhattan,
    supplier.id,
    [{ product_id: product.shampoo, quantity: 1, unit_cost: 8 }],
    'received',
  );
});
afterAll(() => ctx.close());

describe('metrics computed by hand', () => {
  it('adds one location’s week against the week before', async () => {
    const r = await analytics(s.manager, { establishmentId: manhattan, ...WEEK });
    expect(r).toMatchObject({ previousFrom: '2027-05-03', previousTo: '2027-05-09' });
    expect(r.totals).toEqual({
      // 60 + 90 + 50 − 20 refunded; before: 2 × $20.
      totalRevenue: { current: 180, previous: 40, change: 350 },
      // (60 + 90 + 50) ÷ 2 tickets; before: 40 ÷ 1.
      averageOrderValue: { current: 100, previous: 40, change: 150 },
      // Received and pending count, the cancelled one does not; the 17th's is after the period.
      totalPurchaseOrders: { current: 2, previous: 1, change: 100 },
      // 5 × $8 received; before: 10 × $8.
      inventorySpend: { current: 40, previous: 80, change: -50 },
      // Retail 3 × $8 = 24 against backbar 100 ml × $0.50 = 50: 32.4 %; before 16 against 20: 44.4 %.
      retailBackbarSplit: { current: 32.4, previous: 44.4, change: -12, retailCost: 24, backbarCost: 50 },
      topSellingProduct: {
        productId: product.shampoo,
        name: 'Analytics shampoo',
        units: 3,
        net: 60,
        previousUnits: 2,
        change: 50,
      },
    });
  });

  it('adds every location the owner reaches; each location’s row sums to the whole', async () => {
    const r = await analytics(s.owner, WEEK);
    expect(r.establishmentId).toBe(ALL_ESTABLISHMENTS);
    expect(r.totals).toEqual({
      totalRevenue: { current: 210, previous: 40, change: 425 },
      // 230 sold ÷ 3 tickets = 76.67 (7,667 cents against 4,000: +91.7 %).
      averageOrderValue: { current: 76.67, previous: 40, change: 91.7 },
      totalPurchaseOrders: { current: 3, previous: 1, change: 200 },
      inventorySpend: { current: 70, previous: 80, change: -12.5 },
      // Retail 24 + 10 against backbar 50: 40.5 %.
      retailBackbarSplit: { current: 40.5, previous: 44.4, change: -3.9, retailCost: 34, backbarCost: 50 },
      topSellingProduct: expect.objectContaining({ productId: product.shampoo, units: 3 }),
    });
    expect(r.daily).toEqual([
      { date: '2027-05-10', revenue: 0 },
      { date: '2027-05-11', revenue: 150 },
      { date: '2027-05-12', revenue: 80 },
      { date: '2027-05-13', revenue: -20 },
      { date: '2027-05-14', revenue: 0 },
      { date: '2027-05-15', revenue: 0 },
      { date: '2027-05-16', revenue: 0 },
    ]);
    const rows = new Map(r.byLocation.map((l) => [l.establishmentId, l]));
    expect(rows.get(chicago)).toEqual(
      expect.objectContaining({
        totalRevenue: { current: 30, previous: 0, change: null },
        averageOrderValue: { current: 30, previous: 0, change: null },
        totalPurchaseOrders: { current: 1, previous: 0, change: null },
        inventorySpend: { current: 30, previous: 0, change: null },
        retailBackbarSplit: { current: 100, previous: null, change: null, retailCost: 10, backbarCost: 0 },
        topSellingProduct: {
          productId: product.serum,
          name: 'Analytics serum',
          units: 1,
          net: 30,
          previousUnits: 0,
          change: null,
        },
      }),
    );
    expect(rows.get(manhattan)?.totalRevenue.current).toBe(180);
    const sum = (pick: (l: Analytics['byLocation'][number]) => number) =>
      r.byLocation.reduce((a, l) => a + pick(l), 0);
    expect(sum((l) => l.totalRevenue.current)).toBeCloseTo(r.totals.totalRevenue.current, 2);
    expect(sum((l) => l.totalRevenue.previous)).toBeCloseTo(r.totals.totalRevenue.previous, 2);
    expect(sum((l) => l.totalPurchaseOrders.current)).toBe(r.totals.totalPurchaseOrders.current);
    expect(sum((l) => l.inventorySpend.current)).toBeCloseTo(r.totals.inventorySpend.current, 2);
    expect(r.daily.reduce((a, d) => a + d.revenue, 0)).toBeCloseTo(r.totals.totalRevenue.current, 2);
  });

  it('answers the sales report’s net sales and average ticket for the same period', async () => {
    for (const q of [
      WEEK,
      { establishmentId: manhattan, ...WEEK },
      { from: '2027-05-01', to: '2027-05-31' },
    ]) {
      const a = await analytics(s.owner, q);
      const sales = await call<SalesReport>(
        s.owner,
        'GET',
        `${SALES_REPORT_ENDPOINTS.report.path}?${query(q)}`,
      );
      expect(a.totals.totalRevenue.current).toBe(sales.totals.net);
      expect(a.totals.totalRevenue.previous).toBe(sales.previous.net);
      expect(a.totals.averageOrderValue.current).toBe(sales.totals.averageTicket);
    }
  });

  it('counts nothing in a period before anything happened', async () => {
    const r = await analytics(s.owner, { from: '2027-04-01', to: '2027-04-07' });
    expect(r.totals).toEqual({
      totalRevenue: { current: 0, previous: 0, change: null },
      averageOrderValue: { current: 0, previous: 0, change: null },
      totalPurchaseOrders: { current: 0, previous: 0, change: null },
      inventorySpend: { current: 0, previous: 0, change: null },
      retailBackbarSplit: { current: null, previous: null, change: null, retailCost: 0, backbarCost: 0 },
      topSellingProduct: null,
    });
  });
});

describe('who may read it', () => {
  it('refuses employees (own sales only) and front desk', async () => {
    const own = await s.employee.request({ url: `${A.analytics.path}?${query(WEEK)}` });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(SALES_REPORT_OWN_ONLY);
    const desk = await s.frontdesk.request({ url: `${A.analytics.path}?${query(WEEK)}` });
    expect(desk.statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s location and nothing of it for all of theirs', async () => {
    const res = await s.north.request({
      url: `${A.analytics.path}?${query({ establishmentId: manhattan, ...WEEK })}`,
    });
    expect(res.statusCode).toBe(404);
    const theirs = await analytics(s.north, WEEK);
    expect(theirs.totals.totalRevenue.current).toBe(0);
    expect(theirs.byLocation.map((l) => l.establishmentId)).not.toContain(manhattan);
  });

  it('refuses bad input with the contract’s wording', async () => {
    const bad = async (qs: string, message: string) => {
      const res = await s.owner.request({ url: `${A.analytics.path}?${qs}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    };
    await bad('from=2027-05-10&to=2027-05-01', M.range);
    await bad('from=2026-01-01&to=2027-05-01', M.tooLong);
    await bad('from=yesterday&to=2027-05-02', M.from);
    await bad('from=2027-05-01&to=soon', M.to);
    await bad('establishmentId=nope&from=2027-05-01&to=2027-05-02', M.establishment);
  });
});
