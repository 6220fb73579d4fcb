/**
 * Bad input answers 400, never 500 (issue #28): bounded numbers, shallow JSON, real calendar
 * dates on every date field; and the spec's client, which names the location only in the
 * x-establishment-id header, gets its answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTABLISHMENT_HEADER, FIELD_MESSAGES, JSON_DEPTH_MAX } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';
import { jsonDepthExceeds } from './json-depth.js';

let ctx: TestContext;
let owner: Session;
let here: string;
let elsewhere: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  const list = (await owner.request({ url: '/api/admin/establishments' })).json() as {
    data: { id: string }[];
  };
  here = list.data[0]!.id;
  const other = await ctx.signIn('owner@northside.example');
  elsewhere = (
    (await other.request({ url: '/api/admin/establishments' })).json() as { data: { id: string }[] }
  ).data[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

/** `levels` arrays inside one another around 1, as JSON text. */
function nested(levels: number): string {
  return `${'['.repeat(levels)}1${']'.repeat(levels)}`;
}

describe('numbers', () => {
  it('refuses a product weight past its bound with a 400 naming the field, and stores nothing', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/admin/inventory/products',
      payload: { establishmentId: here, name: 'Heavy Jar', currentWeight: 1e308 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'currentWeight' }] });
    const list = await owner.request({
      url: `/api/admin/inventory/products?establishmentId=${here}&search=Heavy%20Jar`,
    });
    expect((list.json() as { data: { total: number } }).data.total).toBe(0);
  });
});

describe('JSON nesting', () => {
  it('measures depth outside strings only', () => {
    expect(jsonDepthExceeds(nested(JSON_DEPTH_MAX))).toBe(false);
    expect(jsonDepthExceeds(nested(JSON_DEPTH_MAX + 1))).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ note: '['.repeat(1000) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ note: '\\"[[[[' }), 2)).toBe(false);
  });

  it('answers 400 to a body nested thousands of levels deep, signed in or not', async () => {
    let deep = '1';
    for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`;
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json()).toMatchObject({ message: FIELD_MESSAGES.depth });
    const product = await owner.request({
      method: 'POST',
      url: '/api/admin/inventory/products',
      headers: { 'content-type': 'application/json' },
      payload: nested(100_000),
    });
    expect(product.statusCode).toBe(400);
  });

  it('still parses ordinary bodies and keeps the size limit', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'owner@luxe.example', password: 'wrong-password' },
    });
    expect(ok.statusCode).toBe(401);
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(big.statusCode).toBe(413);
  });
});

describe('calendar dates', () => {
  it('refuses a far or impossible availability date', async () => {
    for (const date of ['9999-12-31', '2026-02-30']) {
      const res = await owner.request({ url: `/api/appointments/availability/${here}?date=${date}` });
      expect(res.statusCode, date).toBe(400);
    }
  });

  it("refuses an impossible lastVisit on a client's update", async () => {
    const clients = (
      await owner.request({ url: `/api/admin/crm/clients?establishmentId=${here}` })
    ).json() as {
      data: { id: string }[];
    };
    const res = await owner.request({
      method: 'PUT',
      url: `/api/admin/crm/clients/${clients.data[0]!.id}`,
      payload: { lastVisit: '2026-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'lastVisit' }] });
  });

  it('refuses an impossible reviewedDate on a time-off decision, though the server ignores it', async () => {
    const res = await owner.request({
      method: 'PUT',
      url: '/api/hr/time-off/00000000-0000-4000-8000-000000000001',
      payload: { status: 'approved', reviewedDate: '2026-02-30' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ path: 'reviewedDate' }] });
  });
});

describe("the spec's client: the location from the x-establishment-id header", () => {
  it('lists and exports transactions given only start_date and end_date', async () => {
    const headers = { [ESTABLISHMENT_HEADER]: here };
    const list = await owner.request({
      url: '/api/admin/transactions/?start_date=2026-01-01&end_date=2026-01-31',
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const csv = await owner.request({
      url: '/api/admin/transactions/export/?start_date=2026-01-01&end_date=2026-01-31&format=csv',
      headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
  });

  it("creates a product with the spec's body at the header's location", async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/admin/inventory/products',
      headers: { [ESTABLISHMENT_HEADER]: here },
      payload: { name: 'Header Serum', price: 24, cost_price: 10, quantity: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data: { establishmentId: here, name: 'Header Serum' } });
  });

  it('keeps a location named in the body over the header', async () => {
    const list = (await owner.request({ url: '/api/admin/establishments' })).json() as {
      data: { id: string }[];
    };
    const second = list.data[1]!.id;
    const res = await owner.request({
      method: 'POST',
      url: '/api/admin/inventory/products',
      headers: { [ESTABLISHMENT_HEADER]: here },
      payload: { establishmentId: second, name: 'Body Serum' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data: { establishmentId: second } });
  });

  it("refuses another tenant's location in the header, and stores nothing", async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/admin/inventory/products',
      headers: { [ESTABLISHMENT_HEADER]: elsewhere },
      payload: { name: 'Stray Serum' },
    });
    expect(res.statusCode).toBe(404);
  });
});
