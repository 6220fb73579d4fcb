import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  endpointPath,
  RESOURCE_MESSAGES,
  RESOURCE_ENDPOINTS,
  SERVICE_ENDPOINTS,
  type BookableResource,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import { appointments, resources } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
/** Luxe Salon Manhattan (where the manager, front desk and employee work) and Chicago. */
let manhattan: string;
let chicago: string;
let tenantId: string;

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
});
afterAll(() => ctx.close());

async function list(session: Session, establishmentId: string, query = ''): Promise<BookableResource[]> {
  const res = await session.request({
    url: `${endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId })}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

function create(session: Session, establishmentId: string, payload: object) {
  return session.request({
    method: 'POST',
    url: endpointPath(RESOURCE_ENDPOINTS.create, { establishmentId }),
    payload,
  });
}

function update(session: Session, id: string, payload: object) {
  return session.request({ method: 'PUT', url: endpointPath(RESOURCE_ENDPOINTS.update, { id }), payload });
}

function remove(session: Session, id: string) {
  return session.request({ method: 'DELETE', url: endpointPath(RESOURCE_ENDPOINTS.remove, { id }) });
}

async function countResources(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM resources`,
  );
  return Number(row?.n);
}

describe('rooms and resources', () => {
  it('lists the seeded rooms first, then equipment, each by name', async () => {
    const res = await s.frontdesk.request({
      url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: manhattan }),
    });
    expect(res.json()).toMatchObject({ success: true });
    const rows = res.json().data as BookableResource[];
    expect(rows.map((r) => [r.kind, r.name])).toEqual([
      ['room', 'Colour Bar'],
      ['room', 'Treatment Room 1'],
      ['room', 'Treatment Room 2'],
      ['equipment', 'Hood Dryer'],
    ]);
    expect(rows.every((r) => r.isActive && r.establishmentId === manhattan)).toBe(true);
    expect(Date.parse(rows[0]!.createdAt)).not.toBeNaN();

    const north = await list(s.north, s.north.user.establishments[0]!);
    expect(north.map((r) => r.name)).toEqual(['Back Room', 'Hot-Towel Cabinet']);
    expect((await list(s.owner, chicago)).map((r) => r.name)).toContain('Colour Bar');
  });

  it('creates (a room by default), renames, deactivates and deletes', async () => {
    const res = await create(s.manager, manhattan, { name: '  Quiet Room  ' });
    expect(res.statusCode, res.body).toBe(201);
    const room = res.json().data as BookableResource;
    expect(room).toMatchObject({
      name: 'Quiet Room',
      kind: 'room',
      isActive: true,
      establishmentId: manhattan,
    });
    expect((await list(s.frontdesk, manhattan)).map((r) => r.id)).toContain(room.id);

    const renamed = await update(s.manager, room.id, { name: 'Relaxation Room' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: room.id, name: 'Relaxation Room', kind: 'room' });

    const off = await update(s.owner, room.id, { isActive: false });
    expect(off.json().data).toMatchObject({ name: 'Relaxation Room', isActive: false });
    expect((await list(s.frontdesk, manhattan)).map((r) => r.id)).not.toContain(room.id);
    const all = await list(s.frontdesk, manhattan, '?includeInactive=true');
    expect(all.find((r) => r.id === room.id)).toMatchObject({ isActive: false });

    const equipment = await create(s.owner, manhattan, { name: 'Facial Steamer', kind: 'equipment' });
    expect(equipment.json().data).toMatchObject({ kind: 'equipment', isActive: true });
    // The listing test expects the seeded rooms and equipment alone, in whatever order tests run.
    onTestFinished(async () => {
      expect((await remove(s.owner, (equipment.json().data as BookableResource).id)).statusCode).toBe(200);
    });

    const del = await remove(s.manager, room.id);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, message: 'Room or resource deleted' });
    const again = await remove(s.manager, room.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(RESOURCE_MESSAGES.notFound);
    expect((await update(s.manager, room.id, { name: 'Gone' })).statusCode).toBe(404);
  });

  it('rejects invalid fields with plain-English messages and writes nothing', async () => {
    const before = await countResources();
    const cases: [object, string][] = [
      [{}, RESOURCE_MESSAGES.nameRequired],
      [{ name: '   ' }, RESOURCE_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61) }, RESOURCE_MESSAGES.nameTooLong],
      [{ name: 'Sauna', kind: 'vehicle' }, RESOURCE_MESSAGES.kind],
      [{ name: 'Sauna', isActive: 'yes' }, 'isActive'],
    ];
    for (const [payload, message] of cases) {
      const res = await create(s.owner, manhattan, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const target = (await list(s.owner, manhattan))[0]!;
    const bad = await update(s.owner, target.id, { name: '', kind: 'room' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(RESOURCE_MESSAGES.nameRequired);
    expect(await countResources()).toBe(before);
    expect((await list(s.owner, manhattan)).find((r) => r.id === target.id)).toEqual(target);

    const badId = await s.owner.request({
      url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: 'not-a-uuid' }),
    });
    expect(badId.statusCode).toBe(400);
    const flag = await s.owner.request({
      url: `${endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: manhattan })}?includeInactive=yes`,
    });
    expect(flag.statusCode).toBe(400);
    expect(flag.json().message).toContain('includeInactive must be true or false.');
  });

  it('refuses to delete a room that an appointment holds (409), and keeps it', async () => {
    const room = (await create(s.owner, manhattan, { name: 'Booked Room' })).json().data as BookableResource;
    const service = (
      (
        await s.owner.request({
          url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
        })
      ).json().data as Service[]
    )[0]!;
    // Written directly: the test is about the foreign key, not about booking.
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.insert(appointments).values({
        tenantId,
        establishmentId: manhattan,
        staffId: s.employee.user.id,
        serviceId: service.id,
        clientName: 'Room Holder',
        serviceName: service.name,
        startsAt: new Date('2031-03-04T15:00:00Z'),
        endsAt: new Date('2031-03-04T16:00:00Z'),
        priceCents: 1000,
        resourceId: room.id,
      }),
    );
    const res = await remove(s.owner, room.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RESOURCE_MESSAGES.inUse);
    expect((await list(s.owner, manhattan)).map((r) => r.id)).toContain(room.id);
    // Deactivating is the way out.
    expect((await update(s.owner, room.id, { isActive: false })).statusCode).toBe(200);
  });
});

describe('resource access (spec §6)', () => {
  it('lets admin, owner and manager write; front desk and employee only read', async () => {
    const got: Record<string, number[]> = {};
    const target = (await create(s.owner, manhattan, { name: 'Matrix target' })).json()
      .data as BookableResource;
    // The listing test expects the seeded rooms and equipment alone, in whatever order tests run.
    onTestFinished(async () => {
      expect((await remove(s.owner, target.id)).statusCode).toBe(200);
    });
    for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
      const session = s[role];
      const read = await session.request({
        url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: manhattan }),
      });
      const made = await create(session, manhattan, { name: `By ${role}` });
      const put = await update(session, target.id, { name: `Edited by ${role}` });
      const own = made.statusCode === 201 ? (made.json().data as BookableResource).id : target.id;
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
    expect((await list(s.owner, manhattan)).find((r) => r.id === target.id)?.name).toBe('Edited by manager');
  });

  it('refuses anyone signed out', async () => {
    const res = await ctx.app.inject({
      url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: manhattan }),
    });
    expect(res.statusCode).toBe(401);
  });

  it('keeps a manager, front desk and employee to their own establishment (404 elsewhere)', async () => {
    const chicagoRoom = (await list(s.owner, chicago))[0]!;
    for (const role of ['manager', 'frontdesk', 'employee'] as const) {
      const res = await s[role].request({
        url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: chicago }),
      });
      expect(res.statusCode, role).toBe(404);
    }
    expect((await create(s.manager, chicago, { name: 'Sneaky' })).statusCode).toBe(404);
    const put = await update(s.manager, chicagoRoom.id, { name: 'Sneaky' });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(RESOURCE_MESSAGES.notFound);
    expect((await remove(s.manager, chicagoRoom.id)).statusCode).toBe(404);
    expect((await list(s.owner, chicago)).find((r) => r.id === chicagoRoom.id)).toEqual(chicagoRoom);
  });

  it('gives a Northside user 404 and no data for Luxe ids', async () => {
    const victim = (await list(s.owner, manhattan))[0]!;
    const attempts = [
      await s.north.request({ url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: manhattan }) }),
      await s.north.request({
        method: 'POST',
        url: endpointPath(RESOURCE_ENDPOINTS.list, { establishmentId: manhattan }),
        payload: { name: 'X' },
      }),
      await s.north.request({
        method: 'PUT',
        url: endpointPath(RESOURCE_ENDPOINTS.update, { id: victim.id }),
        payload: { name: 'X' },
      }),
      await s.north.request({
        method: 'DELETE',
        url: endpointPath(RESOURCE_ENDPOINTS.update, { id: victim.id }),
      }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Luxe');
      expect(res.body).not.toContain(victim.name);
    }
    expect((await list(s.owner, manhattan)).find((r) => r.id === victim.id)).toEqual(victim);
  });
});

describe('resource row-level security', () => {
  it("shows one tenant's resources only, even to a query without a tenant filter", async () => {
    const seen = await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.select({ tenantId: resources.tenantId }).from(resources),
    );
    expect(seen.length).toBeGreaterThanOrEqual(12);
    expect(new Set(seen.map((r) => r.tenantId))).toEqual(new Set([tenantId]));
    const smuggle = withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.insert(resources).values({
        tenantId: s.north.user.tenantId,
        establishmentId: s.north.user.establishments[0]!,
        name: 'Smuggled',
      }),
    );
    await expect(smuggle).rejects.toThrow();
  });
});
