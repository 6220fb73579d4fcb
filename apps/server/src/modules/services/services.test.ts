import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { endpointPath, SERVICE_MESSAGES, SERVICE_ENDPOINTS, type Service } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import { services, serviceStaff } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
/** Luxe Salon Manhattan (where the manager, front desk and employee work) and Chicago. */
let manhattan: string;
let chicago: string;
let tenantId: string;
/** Manhattan's services as seeded, read before any test adds its own there. */
let seeded: Set<string>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  manhattan = s.manager.user.establishments[0]!;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as {
    id: string;
    name: string;
  }[];
  chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  tenantId = s.owner.user.tenantId;
  const rows = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`SELECT id FROM services WHERE establishment_id = ${manhattan}`,
  );
  seeded = new Set(rows.map((x) => x.id));
});
afterAll(() => ctx.close());

const newService = {
  name: 'Gloss Treatment',
  category: 'Colour',
  description: 'Shine-boosting clear gloss.',
  duration: 45,
  price: 85.5,
  bufferAfter: 5,
};

async function list(session: Session, establishmentId: string, query = ''): Promise<Service[]> {
  const res = await session.request({
    url: `${endpointPath(SERVICE_ENDPOINTS.list, { establishmentId, tenantId: session.user.tenantId })}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function create(session: Session, establishmentId: string, payload: object) {
  return session.request({
    method: 'POST',
    url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId, tenantId: session.user.tenantId }),
    payload,
  });
}

function update(session: Session, serviceId: string, payload: object) {
  return session.request({
    method: 'PUT',
    url: endpointPath(SERVICE_ENDPOINTS.update, { tenantId: session.user.tenantId, serviceId }),
    payload,
  });
}

function remove(session: Session, serviceId: string) {
  return session.request({
    method: 'DELETE',
    url: endpointPath(SERVICE_ENDPOINTS.remove, { tenantId: session.user.tenantId, serviceId }),
  });
}

async function countServices(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM services`);
  return Number(row?.n);
}

describe('service catalogue', () => {
  it('lists the seeded catalogue by category then name, active only unless asked', async () => {
    const res = await s.frontdesk.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    });
    expect(res.json()).toMatchObject({ success: true });
    // Other tests add services to Manhattan; this one reads the seed's, in the order listed.
    const catalogue = (res.json().data as Service[]).filter((x) => seeded.has(x.id));
    const categories = [...new Set(catalogue.map((x) => x.category))];
    expect(categories).toEqual(['Colour', 'Haircuts & Styling', 'Nails', 'Spa', 'Treatments']);
    expect(catalogue.filter((x) => x.category === 'Haircuts & Styling').map((x) => x.name)).toEqual([
      'Blow-Dry & Style',
      "Men's Haircut",
      "Women's Haircut",
    ]);
    expect(catalogue.every((x) => x.isActive && x.establishmentId === manhattan)).toBe(true);
    expect(catalogue.map((x) => x.name)).not.toContain('Express Facial');

    const haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
    expect(haircut).toMatchObject({ duration: 60, price: 85, bufferAfter: 10, processingStart: null });
    expect(haircut.staffIds).toEqual([s.employee.user.id, s.manager.user.id].sort());
    const colour = catalogue.find((x) => x.name === 'Single-Process Colour')!;
    expect(colour).toMatchObject({ price: 135.5, processingStart: 30, processingDuration: 35 });

    const all = (await list(s.frontdesk, manhattan, '?includeInactive=true')).filter((x) => seeded.has(x.id));
    expect(all).toHaveLength(seeded.size);
    expect(all.find((x) => x.name === 'Express Facial')).toMatchObject({ isActive: false });
    expect(all.length).toBe(catalogue.length + 1);
  });

  it('gives each establishment its own catalogue', async () => {
    const inChicago = await list(s.owner, chicago);
    expect(inChicago.length).toBeGreaterThanOrEqual(12);
    expect(inChicago.every((x) => x.establishmentId === chicago && x.staffIds.length === 0)).toBe(true);
    const north = await list(s.north, s.north.user.establishments[0]!);
    expect(north.map((x) => x.name)).toContain('Hot-Towel Shave');
    expect(north.length).toBe(8);
  });

  it('creates with the envelope and keeps money exact: 85.5 → 8550 cents → 85.5', async () => {
    const res = await create(s.manager, manhattan, { ...newService, staffIds: [s.employee.user.id] });
    expect(res.statusCode).toBe(201);
    const created = res.json().data as Service;
    expect(res.json().success).toBe(true);
    expect(created).toMatchObject({
      ...newService,
      isActive: true,
      establishmentId: manhattan,
      processingStart: null,
      processingDuration: null,
      staffIds: [s.employee.user.id],
    });
    const [row] = await queryRows<{ price_cents: string | number }>(
      ctx.database.db,
      sql`SELECT price_cents FROM services WHERE id = ${created.id}`,
    );
    expect(Number(row?.price_cents)).toBe(8550);
    expect((await list(s.manager, manhattan)).find((x) => x.id === created.id)?.price).toBe(85.5);

    const cents = await create(s.owner, manhattan, { name: 'Fringe Trim', duration: 15, price: 19.99 });
    expect(cents.json().data).toMatchObject({
      price: 19.99,
      bufferAfter: 0,
      description: null,
      category: null,
    });
  });

  it('updates any subset, replaces the staff list, and deletes', async () => {
    const created = (await create(s.owner, manhattan, { ...newService, name: 'Scalp Treatment' })).json()
      .data as Service;
    const res = await update(s.manager, created.id, {
      price: 92.25,
      staffIds: [s.manager.user.id, s.frontdesk.user.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Scalp Treatment',
      duration: 45,
      price: 92.25,
      staffIds: [s.manager.user.id, s.frontdesk.user.id].sort(),
    });
    const cleared = await update(s.manager, created.id, { staffIds: [], category: '', isActive: false });
    expect(cleared.json().data).toMatchObject({ staffIds: [], category: null, isActive: false });
    expect((await list(s.manager, manhattan)).map((x) => x.id)).not.toContain(created.id);

    const del = await remove(s.manager, created.id);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: 'Service deleted' });
    expect((await remove(s.manager, created.id)).statusCode).toBe(404);
    expect((await update(s.manager, created.id, { price: 1 })).statusCode).toBe(404);
  });

  it('rejects invalid fields with plain-English messages and writes nothing', async () => {
    const before = await countServices();
    const cases: [object, string][] = [
      [{ ...newService, name: undefined }, SERVICE_MESSAGES.nameRequired],
      [{ ...newService, name: '   ' }, 'Name is required.'],
      [{ ...newService, duration: 3 }, 'Duration must be between 5 and 720 minutes.'],
      [{ ...newService, duration: 721 }, SERVICE_MESSAGES.duration],
      [{ ...newService, duration: 30.5 }, SERVICE_MESSAGES.duration],
      [{ ...newService, price: -1 }, 'Price must be zero or more, with at most 2 decimals.'],
      [{ ...newService, price: 10.555 }, SERVICE_MESSAGES.price],
      [{ ...newService, price: '12' }, SERVICE_MESSAGES.price],
      [{ ...newService, bufferAfter: -5 }, SERVICE_MESSAGES.bufferAfter],
      [{ ...newService, staffIds: ['nope'] }, SERVICE_MESSAGES.staffId],
    ];
    for (const [payload, message] of cases) {
      const res = await create(s.owner, manhattan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const existing = (await list(s.owner, manhattan))[0]!;
    const bad = await update(s.owner, existing.id, { duration: 0, price: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(SERVICE_MESSAGES.duration);
    expect(await countServices()).toBe(before);
    expect((await list(s.owner, manhattan)).find((x) => x.id === existing.id)).toEqual(existing);
  });

  it('keeps the processing window inside the service', async () => {
    const base = { name: 'Colour Test', duration: 90, price: 100 };
    const atEnd = await create(s.owner, manhattan, { ...base, processingStart: 30, processingDuration: 60 });
    expect(atEnd.statusCode).toBe(400);
    expect(atEnd.json().message).toContain('Processing must end before the service ends.');
    const half = await create(s.owner, manhattan, { ...base, processingStart: 30 });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain(SERVICE_MESSAGES.processingPair);
    const zero = await create(s.owner, manhattan, { ...base, processingStart: 0, processingDuration: 10 });
    expect(zero.statusCode).toBe(400);

    const ok = await create(s.owner, manhattan, { ...base, processingStart: 30, processingDuration: 59 });
    expect(ok.statusCode).toBe(201);
    const id = (ok.json().data as Service).id;
    // Shrinking the duration alone is checked against the stored window.
    const shrink = await update(s.owner, id, { duration: 60 });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json().message).toBe(SERVICE_MESSAGES.processingWindow);
    const clearOne = await update(s.owner, id, { processingStart: null });
    expect(clearOne.json().message).toBe(SERVICE_MESSAGES.processingPair);
    const cleared = await update(s.owner, id, {
      duration: 60,
      processingStart: null,
      processingDuration: null,
    });
    expect(cleared.json().data).toMatchObject({
      duration: 60,
      processingStart: null,
      processingDuration: null,
    });
  });

  it('accepts only staff who work at the establishment', async () => {
    const before = await countServices();
    const northOwner = await create(s.owner, manhattan, { ...newService, staffIds: [s.north.user.id] });
    expect(northOwner.statusCode).toBe(400);
    expect(northOwner.json().message).toBe('Every staff member must work at this establishment.');
    const elsewhere = await create(s.owner, chicago, { ...newService, staffIds: [s.employee.user.id] });
    expect(elsewhere.statusCode).toBe(400);
    expect(await countServices()).toBe(before);

    // A Chicago service of its own, removed after, so that no seeded service keeps staff: the
    // catalogue test expects Chicago's to have none.
    const target = (await create(s.owner, chicago, { ...newService, name: 'Staff Check' })).json()
      .data as Service;
    try {
      const put = await update(s.owner, target.id, { staffIds: [s.owner.user.id, s.employee.user.id] });
      expect(put.statusCode).toBe(400);
      expect((await list(s.owner, chicago)).find((x) => x.id === target.id)!.staffIds).toEqual([]);
      const fine = await update(s.owner, target.id, { staffIds: [s.owner.user.id, s.owner.user.id] });
      expect(fine.json().data.staffIds).toEqual([s.owner.user.id]);
    } finally {
      expect((await remove(s.owner, target.id)).statusCode).toBe(200);
    }
  });

  it('refuses to delete a service that other records reference (409), and keeps it', async () => {
    const created = (await create(s.owner, manhattan, { ...newService, name: 'Referenced' })).json()
      .data as Service;
    // Stands in for appointments, which will reference services.
    await ctx.database.db.execute(
      sql`CREATE TABLE test_service_refs (service_id uuid NOT NULL REFERENCES services(id))`,
    );
    try {
      await ctx.database.db.execute(sql`INSERT INTO test_service_refs VALUES (${created.id})`);
      const res = await remove(s.owner, created.id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This service has appointments; deactivate it instead.');
      expect((await list(s.owner, manhattan)).map((x) => x.id)).toContain(created.id);
    } finally {
      await ctx.database.db.execute(sql`DROP TABLE test_service_refs`);
    }
    expect((await remove(s.owner, created.id)).statusCode).toBe(200);
  });
});

describe('service access (spec §6)', () => {
  const writers = { admin: 201, owner: 201, manager: 201, frontdesk: 403, employee: 403 };

  it('lets admin, owner and manager write; front desk and employee only read', async () => {
    const got: Record<string, number[]> = {};
    const target = (await create(s.owner, manhattan, { ...newService, name: 'Matrix target' })).json()
      .data as Service;
    for (const role of Object.keys(writers) as (keyof typeof writers)[]) {
      const session = s[role];
      const read = await session.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
      });
      const made = await create(session, manhattan, { ...newService, name: `By ${role}` });
      const put = await update(session, target.id, { description: `Edited by ${role}` });
      const own = made.statusCode === 201 ? (made.json().data as Service).id : target.id;
      const del = await remove(session, own);
      got[role] = [read.statusCode, made.statusCode, put.statusCode, del.statusCode];
    }
    expect(got).toEqual({
      admin: [200, 201, 200, 200],
      owner: [200, 201, 200, 200],
      manager: [200, 201, 200, 200],
      frontdesk: [200, 403, 403, 403],
      employee: [200, 403, 403, 403],
    });
  });

  it('keeps a manager, front desk and employee to their own establishment (404 elsewhere)', async () => {
    const chicagoService = (await list(s.owner, chicago))[0]!;
    for (const role of ['manager', 'frontdesk', 'employee'] as const) {
      const res = await s[role].request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: chicago, tenantId }),
      });
      expect(res.statusCode, role).toBe(404);
    }
    expect((await create(s.manager, chicago, newService)).statusCode).toBe(404);
    expect((await update(s.manager, chicagoService.id, { price: 1 })).statusCode).toBe(404);
    expect((await remove(s.manager, chicagoService.id)).statusCode).toBe(404);
    expect((await list(s.owner, chicago)).find((x) => x.id === chicagoService.id)).toEqual(chicagoService);
  });

  it('answers 404 for an unknown establishment and for a tenant that is not the actor’s', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await s.owner.request({
          url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: unknown, tenantId }),
        })
      ).statusCode,
    ).toBe(404);
    const otherTenant = await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: unknown }),
    });
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.json().message).toBe('Tenant not found');
    const bad = await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: 'not-a-uuid', tenantId }),
    });
    expect(bad.statusCode).toBe(400);
    const flag = await s.owner.request({
      url: `${endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId })}?includeInactive=yes`,
    });
    expect(flag.statusCode).toBe(400);
  });

  it('gives a Northside user 404 and no data for Luxe ids and the Luxe tenant', async () => {
    const luxe = await list(s.owner, manhattan);
    const victim = luxe[0]!;
    const northTenant = s.north.user.tenantId;
    const attempts = [
      await s.north.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
      }),
      await s.north.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: northTenant }),
      }),
      await s.north.request({
        method: 'POST',
        url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId: manhattan, tenantId: northTenant }),
        payload: newService,
      }),
      await s.north.request({
        method: 'POST',
        url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId: manhattan, tenantId }),
        payload: newService,
      }),
      await s.north.request({
        method: 'PUT',
        url: endpointPath(SERVICE_ENDPOINTS.update, { tenantId: northTenant, serviceId: victim.id }),
        payload: { name: 'Hijacked' },
      }),
      await s.north.request({
        method: 'PUT',
        url: endpointPath(SERVICE_ENDPOINTS.update, { tenantId, serviceId: victim.id }),
        payload: { name: 'Hijacked' },
      }),
      await s.north.request({
        method: 'DELETE',
        url: endpointPath(SERVICE_ENDPOINTS.remove, { tenantId: northTenant, serviceId: victim.id }),
      }),
      await s.north.request({
        method: 'DELETE',
        url: endpointPath(SERVICE_ENDPOINTS.remove, { tenantId, serviceId: victim.id }),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Luxe');
      expect(res.body).not.toContain(victim.name);
    }
    expect((await list(s.owner, manhattan)).find((x) => x.id === victim.id)).toEqual(victim);
  });
});

describe('service row-level security', () => {
  it("shows one tenant's services and staff only, even to a query without a tenant filter", async () => {
    const seen = await withTenant(ctx.database.db, { tenantId }, async (tx) => ({
      services: await tx.select({ tenantId: services.tenantId }).from(services),
      staff: await tx.select({ tenantId: serviceStaff.tenantId }).from(serviceStaff),
    }));
    expect(seen.services.length).toBeGreaterThan(30);
    expect(seen.staff.length).toBeGreaterThan(0);
    expect(new Set([...seen.services, ...seen.staff].map((r) => r.tenantId))).toEqual(new Set([tenantId]));
    const smuggle = withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.insert(services).values({
        tenantId: s.north.user.tenantId,
        establishmentId: s.north.user.establishments[0]!,
        name: 'Smuggled',
        durationMinutes: 30,
        priceCents: 100,
      }),
    );
    await expect(smuggle).rejects.toThrow();
  });
});
