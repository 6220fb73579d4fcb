/**
 * The inventory report (spec operations.md "Reports", `/reports?type=inventory`; issue #12):
 * every figure from products, orders and movements made through the API (usage and sales
 * posted on the ledger at chosen times), the 30-day window's edges, open orders only in "on
 * order", removed products left out, and the role, location and tenant scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_ENDPOINTS as E,
  INVENTORY_REPORT_ENDPOINTS as R,
  endpointPath,
  type InventoryOrder,
  type InventoryReport,
  type Product,
  type Supplier,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { postMovements } from './inventory.stock.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let chicago: string;

const DAY = 86_400_000;
/** The report's "now". */
const T = new Date('2026-11-20T15:00:00.000Z');
const daysBefore = (days: number) => new Date(T.getTime() - days * DAY);

async function call<T>(
  session: Session,
  method: string,
  url: string,
  payload?: object,
  status = 200,
): Promise<T> {
  const res = await session.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
}

const report = (session: Session, establishmentId?: string) =>
  call<InventoryReport>(
    session,
    'GET',
    establishmentId ? `${R.report.path}?establishmentId=${establishmentId}` : R.report.path,
  );

const addProduct = (session: Session, body: object) =>
  call<Product>(session, 'POST', E.createProduct.path, { establishmentId: manhattan, ...body }, 201);

const path = (e: { path: string }, id: string) => endpointPath(e as typeof E.order, { id });

/** A purchase order of `items`, taken to `upTo`, with `received` quantities per line index. */
async function order(
  supplierId: string,
  items: { product_id: string; quantity: number; unit_cost: number }[],
  upTo: 'pending' | 'shipped' | 'cancelled',
  received: number[] = [],
): Promise<InventoryOrder> {
  const made = await call<InventoryOrder>(
    s.manager,
    'POST',
    E.createOrder.path,
    { establishmentId: manhattan, supplier_id: supplierId, items },
    201,
  );
  if (upTo === 'cancelled') return call(s.manager, 'POST', path(E.cancelOrder, made.id));
  if (upTo === 'pending') return made;
  await call(s.manager, 'POST', path(E.approveOrder, made.id));
  await call(s.manager, 'POST', path(E.shipOrder, made.id));
  return call(s.manager, 'POST', path(E.receiveOrder, made.id), {
    lines: made.items.map((line, i) => ({ line_id: line.id, quantity: received[i] ?? 0 })),
  });
}

/** A sale or backbar usage posted on the ledger at `at` (what checkout and visits post). */
function use(session: Session, productId: string, kind: 'sale' | 'usage', quantity: number, at: Date) {
  return withTenant(ctx.database.db, { tenantId: session.user.tenantId }, (tx) =>
    postMovements(tx, { tenantId: session.user.tenantId, userId: session.user.id, at }, [
      { productId, kind, quantity: -quantity },
    ]),
  );
}

const ids = { a: '', b: '', c: '', d: '', e: '' };
let supplier: Supplier;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.manager.user.establishments as [string];
  chicago = s.owner.user.establishments.find((x) => x !== manhattan)!;
});
afterAll(() => ctx.close());

describe('the inventory report', () => {
  it('answers zeros and empty lists before the first product', async () => {
    ctx.clock.now = T;
    // Northside, where no test of this file adds a product: the answer whatever ran before.
    expect(await report(s.north)).toEqual({
      asOf: T.toISOString(),
      productCount: 0,
      stockValue: 0,
      retailValue: 0,
      lowStockCount: 0,
      outOfStockCount: 0,
      split: {
        retail: { products: 0, stockValue: 0 },
        backbar: { products: 0, stockValue: 0 },
        both: { products: 0, stockValue: 0 },
      },
      usage: [],
      lowStock: [],
      spendLast30Days: 0,
    });
  });

  it('adds up stock, usage, low stock, orders and spend of one location', async () => {
    // 45 days ago: the catalogue and a receipt, outside the 30-day window.
    ctx.clock.now = daysBefore(45);
    supplier = await call<Supplier>(s.manager, 'POST', E.createSupplier.path, { name: 'Report Supply' }, 201);
    const base = { supplier_id: supplier.id };
    ids.a = (
      await addProduct(s.manager, {
        ...base,
        name: 'Report shampoo',
        brand: 'Acme',
        price: 20,
        cost_price: 8,
        quantity: 10,
        min_stock_level: 5,
      })
    ).id;
    ids.b = (
      await addProduct(s.manager, {
        ...base,
        name: 'Report color',
        productType: 'backbar',
        unit_of_measure: 'ml',
        price: 15,
        cost_price: 0.5,
        quantity: 200,
        min_stock_level: 50,
      })
    ).id;
    ids.c = (
      await addProduct(s.manager, {
        name: 'Report foil',
        productType: 'both',
        price: 2,
        cost_price: 1,
        quantity: 3,
        min_stock_level: 10,
      })
    ).id;
    ids.d = (
      await addProduct(s.manager, {
        ...base,
        name: 'Report empty',
        price: 10,
        cost_price: 4,
        min_stock_level: 5,
      })
    ).id;
    await order(supplier.id, [{ product_id: ids.a, quantity: 5, unit_cost: 8 }], 'shipped', [5]);

    // Used before the window (not counted), then within it.
    await use(s.manager, ids.a, 'sale', 2, daysBefore(40));
    await use(s.manager, ids.a, 'sale', 8, daysBefore(10));
    await use(s.manager, ids.b, 'usage', 60, daysBefore(5));

    ctx.clock.now = T;
    // 4 of 10 foils received now ($4 spent); 6 still on order; a pending and a cancelled order.
    await order(supplier.id, [{ product_id: ids.c, quantity: 10, unit_cost: 1 }], 'shipped', [4]);
    await order(
      supplier.id,
      [
        { product_id: ids.d, quantity: 12, unit_cost: 4 },
        { product_id: ids.a, quantity: 3, unit_cost: 8 },
      ],
      'pending',
    );
    await order(supplier.id, [{ product_id: ids.d, quantity: 99, unit_cost: 4 }], 'cancelled');
    // A removed product counts nowhere.
    const gone = await addProduct(s.manager, { name: 'Report removed', cost_price: 10, quantity: 5 });
    await call(s.manager, 'DELETE', path(E.deleteProduct, gone.id));
    // Chicago's product and sale stay out of Manhattan's report.
    ids.e = (
      await addProduct(s.owner, {
        establishmentId: chicago,
        name: 'Chicago serum',
        price: 50,
        cost_price: 20,
        quantity: 2,
        min_stock_level: 5,
      })
    ).id;
    await use(s.owner, ids.e, 'sale', 1, T);

    // Manhattan: shampoo 5 × $8 (retail $20), color 140 ml × $0.50, foil 7 × $1 (retail $2), empty 0.
    const manhattanReport: InventoryReport = {
      asOf: T.toISOString(),
      productCount: 4,
      stockValue: 40 + 70 + 7,
      retailValue: 100 + 14,
      lowStockCount: 3,
      outOfStockCount: 1,
      split: {
        retail: { products: 2, stockValue: 40 },
        backbar: { products: 1, stockValue: 70 },
        both: { products: 1, stockValue: 7 },
      },
      usage: [
        {
          productId: ids.a,
          name: 'Report shampoo',
          brand: 'Acme',
          productType: 'retail',
          unit_of_measure: 'unit',
          quantity: 5,
          min_stock_level: 5,
          usedLast30Days: 8,
          usageRate: 0.267,
          daysRemaining: 18,
        },
        {
          productId: ids.b,
          name: 'Report color',
          brand: null,
          productType: 'backbar',
          unit_of_measure: 'ml',
          quantity: 140,
          min_stock_level: 50,
          usedLast30Days: 60,
          usageRate: 2,
          daysRemaining: 70,
        },
      ],
      lowStock: [
        {
          productId: ids.d,
          name: 'Report empty',
          quantity: 0,
          min_stock_level: 5,
          supplier: 'Report Supply',
          onOrder: 12,
        },
        {
          productId: ids.a,
          name: 'Report shampoo',
          quantity: 5,
          min_stock_level: 5,
          supplier: 'Report Supply',
          onOrder: 3,
        },
        {
          productId: ids.c,
          name: 'Report foil',
          quantity: 7,
          min_stock_level: 10,
          supplier: null,
          onOrder: 6,
        },
      ],
      spendLast30Days: 4,
    };
    expect(await report(s.manager)).toEqual(manhattanReport);
    expect(await report(s.owner, manhattan)).toEqual(manhattanReport);
    expect(await report(s.frontdesk)).toEqual(manhattanReport);

    // Every location: Chicago's serum adds 1 × $20 (retail $50), is low, and used 1 today.
    const everywhere = await report(s.owner, ALL_ESTABLISHMENTS);
    expect(await report(s.owner)).toEqual(everywhere);
    expect(everywhere).toMatchObject({
      productCount: 5,
      stockValue: 137,
      retailValue: 164,
      lowStockCount: 4,
      outOfStockCount: 1,
      split: { retail: { products: 3, stockValue: 60 } },
      spendLast30Days: 4,
    });
    expect(everywhere.usage.map((u) => [u.name, u.usageRate, u.daysRemaining])).toEqual([
      ['Report shampoo', 0.267, 18],
      ['Chicago serum', 0.033, 30],
      ['Report color', 2, 70],
    ]);
    expect(everywhere.lowStock.map((l) => [l.name, l.quantity])).toEqual([
      ['Report empty', 0],
      ['Chicago serum', 1],
      ['Report shampoo', 5],
      ['Report foil', 7],
    ]);
  });

  it('keeps roles, locations and tenants in their lanes', async () => {
    const employee = await s.employee.request({ method: 'GET', url: R.report.path });
    expect(employee.statusCode).toBe(403);
    const other = await s.manager.request({
      method: 'GET',
      url: `${R.report.path}?establishmentId=${chicago}`,
    });
    expect(other.statusCode).toBe(404);
    const bad = await s.owner.request({ method: 'GET', url: `${R.report.path}?establishmentId=nope` });
    expect(bad.statusCode).toBe(400);
    const north = await report(s.north);
    expect([
      north.productCount,
      north.stockValue,
      north.usage,
      north.lowStock,
      north.spendLast30Days,
    ]).toEqual([0, 0, [], [], 0]);
  });
});
