/**
 * Dawn AI's stock tools (issue #33) on the real database, through the inventory route as each
 * person: the owner's low stock and search are the route's own answers; an employee (no
 * product:read) and another tenant's owner asking for a Luxe location are refused with the
 * route's own sentences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_ENDPOINTS, type Product, type ProductList, type Supplier } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { lowStock, stockLevels } from './stock-tools.js';

let ctx: TestContext;
let owner: Session;
let employee: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, employee, north] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('employee@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
  // The test demo holds no products: a low, an out of stock and a well stocked one, one supplier.
  const place = owner.user.establishments[0]!;
  const supplier = await ok<Supplier>(
    owner,
    'POST',
    INVENTORY_ENDPOINTS.createSupplier.path,
    { name: 'Argan Supply Co' },
    201,
  );
  const stocked: [string, number][] = [
    ['Argan Oil Shampoo', 2],
    ['Argan Repair Mask', 0],
    ['Silk Finishing Serum', 20],
  ];
  for (const [name, quantity] of stocked)
    await ok<Product>(
      owner,
      'POST',
      INVENTORY_ENDPOINTS.createProduct.path,
      {
        name,
        quantity,
        min_stock_level: 5,
        establishmentId: place,
        supplier_id: supplier.id,
        unit_of_measure: 'bottle',
      },
      201,
    );
});
afterAll(() => ctx?.close());

const products = INVENTORY_ENDPOINTS.products.path;

/** The route's refusal sentence for `session` at `url`. */
async function routeRefusal(session: Session, url: string): Promise<string> {
  const res = await session.request({ method: 'GET', url });
  expect(res.statusCode).toBeGreaterThanOrEqual(400);
  return (res.json() as { message: string }).message;
}

describe('low_stock', () => {
  it('lists what the route finds at or under its reorder point, and refuses an employee as the route does', async () => {
    const direct = await ok<ProductList>(owner, 'GET', `${products}?stock=low&sort=quantity&pageSize=500`);
    expect(direct.products.map((p) => p.name)).toEqual(['Argan Repair Mask', 'Argan Oil Shampoo']);
    const result = await runTool(toolContextOf(ctx.app, owner), lowStock, {});
    expect(result.total).toBe(direct.products.length);
    expect(result.rows.map((r) => r[6])).toEqual(direct.products.slice(0, 50).map((p) => p.id));
    const first = direct.products[0]!;
    expect(result.rows[0]?.slice(2, 5)).toEqual([
      `${first.quantity} ${first.unit_of_measure}`,
      `${first.min_stock_level} ${first.unit_of_measure}`,
      first.supplier,
    ]);

    const refusal = await refusalOf(runTool(toolContextOf(ctx.app, employee), lowStock, {}));
    expect(refusal.message).toBe(await routeRefusal(employee, `${products}?stock=low`));
  });
});

describe('stock_levels', () => {
  it('finds the products the route finds, and refuses another tenant’s location as the route does', async () => {
    const word = 'argan';
    const direct = await ok<ProductList>(
      owner,
      'GET',
      `${products}?search=${encodeURIComponent(word)}&pageSize=500`,
    );
    const result = await runTool(toolContextOf(ctx.app, owner), stockLevels, { search: word });
    expect(result.rows.map((r) => r[8])).toEqual(direct.products.slice(0, 50).map((p) => p.id));
    expect(result.rows.map((r) => [r[0], r[3], r[7]])).toEqual([
      ['Argan Oil Shampoo', '2 bottle', 'yes'],
      ['Argan Repair Mask', '0 bottle', 'yes'],
    ]);

    const place = owner.user.establishments[0]!;
    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), stockLevels, { search: word, establishmentId: place }),
    );
    expect(refusal.message).toBe(await routeRefusal(north, `${products}?establishmentId=${place}`));
  });
});
