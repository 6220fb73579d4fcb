/**
 * Ids a request names are checked against the tenant and the location, not only the role
 * (issue #28): an owner's last location, a supplier's orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';

let ctx: TestContext;
let owner: Session;
let manager: Session;
let manhattan: string;
let chicago: string;
let otherTenants: string;

interface Data<T> {
  data: T;
}

async function data<T>(session: Session, url: string, method = 'GET', payload?: object): Promise<T> {
  const res = await session.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as Data<T>).data;
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  manager = await ctx.signIn('manager@luxe.example');
  const places = await data<{ id: string; name: string }[]>(owner, '/api/admin/establishments');
  manhattan = places.find((p) => p.name.endsWith('Manhattan'))!.id;
  chicago = places.find((p) => p.name.endsWith('Chicago'))!.id;
  const other = await ctx.signIn('owner@northside.example');
  otherTenants = (await data<{ id: string }[]>(other, '/api/admin/establishments'))[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

describe("an owner's establishment id", () => {
  it("is refused as the last location when it is another tenant's", async () => {
    const res = await owner.request({
      method: 'PATCH',
      url: '/api/admin/user-profiles/update-metadata',
      payload: { tenantId: owner.user.tenantId, establishmentId: otherTenants },
    });
    expect(res.statusCode).toBe(404);
    const mine = await owner.request({
      method: 'PATCH',
      url: '/api/admin/user-profiles/update-metadata',
      payload: { tenantId: owner.user.tenantId, establishmentId: chicago },
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe("a supplier's detail", () => {
  it('lists and counts only the orders of locations the reader reaches', async () => {
    const supplier = await data<{ id: string }>(owner, '/api/admin/inventory/suppliers', 'POST', {
      name: 'Scope Supply Co',
    });
    for (const establishmentId of [manhattan, chicago]) {
      const product = await data<{ id: string }>(owner, '/api/admin/inventory/products', 'POST', {
        establishmentId,
        name: 'Scope Shampoo',
        supplier_id: supplier.id,
      });
      await data(owner, '/api/admin/inventory/inventory-orders', 'POST', {
        establishmentId,
        supplier_id: supplier.id,
        items: [{ product_id: product.id, quantity: 2, unit_cost: 5 }],
      });
    }
    type Detail = {
      activeOrderCount: number;
      latestOrders: { establishmentId: string }[];
      activeOrders: { establishmentId: string }[];
    };
    const url = `/api/admin/inventory/suppliers/${supplier.id}`;
    const byOwner = await data<Detail>(owner, url);
    expect(new Set(byOwner.latestOrders.map((o) => o.establishmentId))).toEqual(
      new Set([manhattan, chicago]),
    );
    const byManager = await data<Detail>(manager, url);
    expect(byManager.latestOrders.map((o) => o.establishmentId)).toEqual([manhattan]);
    expect(byManager.activeOrders.map((o) => o.establishmentId)).toEqual([manhattan]);
    // The count agrees with what each reader is shown, in the detail and in the list.
    expect(byOwner.activeOrderCount).toBe(2);
    expect(byManager.activeOrderCount).toBe(1);
    const listed = await data<{ suppliers: { id: string; activeOrderCount: number }[] }>(
      manager,
      '/api/admin/inventory/suppliers?search=Scope%20Supply',
    );
    expect(listed.suppliers.find((x) => x.id === supplier.id)?.activeOrderCount).toBe(1);
  });
});
