/**
 * Dawn AI's purchase order tool (issue #33) on the real database, through the routes as each
 * person: the card lists each line's product, quantity and unit cost and the total, and saves
 * nothing; approved, a pending order holds those lines; the front desk (stock readers, not
 * orderers) and another tenant's owner are refused with the route's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_ENDPOINTS, type OrderList, type Product, type Supplier } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { call, ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { dollars } from './tool-helpers.js';
import { draftPurchaseOrder } from './purchase-order-tools.js';

let ctx: TestContext;
let manager: Session;
let frontDesk: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [manager, frontDesk, north] = await Promise.all([
    ctx.signIn('manager@luxe.example'),
    ctx.signIn('frontdesk@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
});
afterAll(() => ctx?.close());

describe('draft_purchase_order', () => {
  it('previews every line and the total without saving, drafts once approved, and refuses whom the route refuses', async () => {
    const place = manager.user.establishments[0]!;
    // The test database holds no stock: the manager sets up a supplier and two products first.
    const supplier = await ok<Supplier>(
      manager,
      'POST',
      INVENTORY_ENDPOINTS.createSupplier.path,
      { name: 'Colour Co' },
      201,
    );
    const product = (name: string, cost: number) =>
      ok<Product>(
        manager,
        'POST',
        INVENTORY_ENDPOINTS.createProduct.path,
        {
          establishmentId: place,
          name,
          cost_price: cost,
          price: cost * 2,
          supplier_id: supplier.id,
          unit_of_measure: 'tube',
        },
        201,
      );
    const a = await product('Gloss Toner 9V', 8.4);
    const b = await product('Bond Builder', 21.95);
    const args = {
      establishmentId: place,
      supplierId: supplier.id,
      lines: [
        { productId: a.id, quantity: 6 },
        { productId: b.id, quantity: 2 },
      ],
    };
    const ordersUrl = `${INVENTORY_ENDPOINTS.orders.path}?establishmentId=${place}`;
    const asManager = toolContextOf(ctx.app, manager);

    const before = await ok<OrderList>(manager, 'GET', ordersUrl);
    const card = await previewTool(asManager, draftPurchaseOrder, args);
    const cents = (n: number) => Math.round(n * 100);
    const total = 6 * cents(a.cost_price) + 2 * cents(b.cost_price);
    expect(card.changes[0]).toEqual({ label: 'Supplier', before: null, after: supplier.name });
    expect(card.changes.find((c) => c.label === a.name)?.after).toBe(
      `6 ${a.unit_of_measure} × ${dollars(cents(a.cost_price) / 100)} = ${dollars((6 * cents(a.cost_price)) / 100)}`,
    );
    expect(card.changes.find((c) => c.label === b.name)?.after).toContain(`2 ${b.unit_of_measure} × `);
    expect(card.changes.at(-1)).toEqual({ label: 'Total', before: null, after: dollars(total / 100) });
    expect((await ok<OrderList>(manager, 'GET', ordersUrl)).total).toBe(before.total);

    const body = {
      establishmentId: place,
      supplier_id: supplier.id,
      items: [{ product_id: a.id, quantity: 6, unit_cost: cents(a.cost_price) / 100 }],
    };
    for (const who of [frontDesk, north]) {
      const direct = await call(who, 'POST', INVENTORY_ENDPOINTS.createOrder.path, body);
      expect(direct.statusCode).toBeGreaterThanOrEqual(400);
      const message = (direct.json() as { message: string }).message;
      const asThem = toolContextOf(ctx.app, who);
      expect((await refusalOf(runTool(asThem, draftPurchaseOrder, args))).message).toBe(message);
    }
    const deskCard = await refusalOf(
      previewTool(toolContextOf(ctx.app, frontDesk), draftPurchaseOrder, args),
    );
    expect(deskCard.code).toBe('FORBIDDEN');
    expect((await ok<OrderList>(manager, 'GET', ordersUrl)).total).toBe(before.total);

    const done = await runTool(asManager, draftPurchaseOrder, args);
    expect(done.rows.map((r) => r[0])).toEqual([a.name, b.name]);
    expect(done.title).toContain(dollars(total / 100));
    const after = await ok<OrderList>(manager, 'GET', ordersUrl);
    expect(after.total).toBe(before.total + 1);
    expect(after.orders[0]).toMatchObject({
      supplier_id: supplier.id,
      status: 'pending',
      subtotal: total / 100,
      items: [
        expect.objectContaining({ product_id: a.id, quantity: 6 }),
        expect.objectContaining({ product_id: b.id, quantity: 2 }),
      ],
    });
  });
});
