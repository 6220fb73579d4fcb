import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ESTABLISHMENT_HEADER } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withTenant } from '../../db/tenant.js';
import { establishments } from './establishments.schema.js';

let ctx: TestContext;
let owner: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
});
afterAll(() => ctx.close());

const newEstablishment = {
  name: 'Luxe Salon Miami',
  timeZone: 'America/New_York',
  address: {
    street: '800 Collins Ave',
    city: 'Miami Beach',
    state: 'FL',
    postalCode: '33139',
    country: 'US',
  },
  phone: '(305) 555-0104',
  email: '',
};

describe('establishments', () => {
  it('lists all of the tenant for the owner, only their own for others', async () => {
    const all = (await owner.request({ url: '/api/admin/establishments' })).json().data;
    // Other tests of the file add locations to Luxe: the owner's list is whatever the tenant
    // holds right now, by name, and always the three of the demo.
    const held = await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, (tx) =>
      tx
        .select({ name: establishments.name })
        .from(establishments)
        .where(eq(establishments.tenantId, owner.user.tenantId))
        .orderBy(asc(establishments.name)),
    );
    const names = all.map((e: { name: string }) => e.name);
    expect(names).toEqual(held.map((e) => e.name));
    expect(names).toEqual(
      expect.arrayContaining(['Luxe Salon Chicago', 'Luxe Salon Manhattan', 'Luxe Salon Santa Monica']),
    );
    const manager = await ctx.signIn('manager@luxe.example');
    const mine = (await manager.request({ url: '/api/admin/establishments' })).json().data;
    expect(mine.map((e: { name: string }) => e.name)).toEqual(['Luxe Salon Manhattan']);
  });

  it("takes the time zone from the address, else the first location's, when the request names none", async () => {
    const { timeZone: _given, ...withoutZone } = newEstablishment;
    const create = (payload: object) =>
      owner.request({ method: 'POST', url: '/api/admin/establishments', payload });
    const denver = await create({
      ...withoutZone,
      name: 'Luxe Salon Denver',
      address: { ...withoutZone.address, city: 'Denver', state: 'Colorado', country: 'United States' },
    });
    expect(denver.statusCode, denver.body).toBe(201);
    expect(denver.json().data).toMatchObject({ timeZone: 'America/Denver', timeZoneSource: 'address' });
    const nowhere = await create({
      ...withoutZone,
      name: 'Luxe Pop-up',
      address: { street: '', city: '', state: '', postalCode: '', country: '' },
    });
    expect(nowhere.statusCode, nowhere.body).toBe(201);
    // The demo creates Luxe's three locations in one transaction, at one instant: the first is
    // then the first by name, Luxe Salon Chicago.
    expect(nowhere.json().data).toMatchObject({
      timeZone: 'America/Chicago',
      timeZoneSource: 'first-location',
    });
    const given = await create({ ...newEstablishment, name: 'Luxe Salon Miami 2' });
    expect(given.json().data).toMatchObject({ timeZone: 'America/New_York', timeZoneSource: 'request' });
  });

  it('creates with the spec defaults: all days closed, notifications and online booking off', async () => {
    const res = await owner.request({
      method: 'POST',
      url: '/api/admin/establishments',
      payload: newEstablishment,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({
      name: 'Luxe Salon Miami',
      email: null,
      isActive: true,
      status: 'active',
    });
    expect(Object.values(created.businessHours).every((d) => !(d as { isOpen: boolean }).isOpen)).toBe(true);
    expect(created.settings.notifications).toEqual({ email: false, sms: false, push: false });
    expect(created.settings.booking.allowOnlineBooking).toBe(false);
    const me = (await owner.request({ url: '/api/v1/auth/me' })).json().user;
    expect(me.establishments).toContain(created.id);
  });

  it('updates business hours and settings with PUT, and deactivates', async () => {
    const [first] = (await owner.request({ url: '/api/admin/establishments' })).json().data;
    const hours = { ...first.businessHours, monday: { isOpen: true, openTime: '08:30', closeTime: '17:30' } };
    const res = await owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${first.id}`,
      payload: {
        businessHours: hours,
        settings: { ...first.settings, notifications: { email: true, sms: false, push: false } },
        isActive: false,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      isActive: false,
      status: 'inactive',
      businessHours: { monday: { isOpen: true, openTime: '08:30' } },
    });
    const back = await owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${first.id}`,
      payload: { isActive: true },
    });
    expect(back.json().data.name).toBe(first.name);
  });

  it('rejects bad hours and time zones with a clear message and changes nothing', async () => {
    const [first] = (await owner.request({ url: '/api/admin/establishments' })).json().data;
    const bad = await owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${first.id}`,
      payload: {
        businessHours: {
          ...first.businessHours,
          tuesday: { isOpen: true, openTime: '18:00', closeTime: '09:00' },
        },
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Closing time must be after opening time.');
    const tz = await owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${first.id}`,
      payload: { timeZone: 'Nowhere' },
    });
    expect(tz.statusCode).toBe(400);
    const after = (await owner.request({ url: `/api/admin/establishments/${first.id}` })).json().data;
    expect(after.businessHours).toEqual(first.businessHours);
    expect(after.timeZone).toBe(first.timeZone);
  });

  it('lets a manager edit their establishment but not another, nor create or delete', async () => {
    const manager = await ctx.signIn('manager@luxe.example');
    const mine = manager.user.establishments[0]!;
    const other = owner.user.establishments.find((id) => id !== mine)!;
    expect(
      (
        await manager.request({
          method: 'PUT',
          url: `/api/admin/establishments/${mine}`,
          payload: { phone: '(212) 555-0199' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await manager.request({
          method: 'PUT',
          url: `/api/admin/establishments/${other}`,
          payload: { phone: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await manager.request({ method: 'POST', url: '/api/admin/establishments', payload: newEstablishment }))
        .statusCode,
    ).toBe(403);
    expect(
      (await manager.request({ method: 'DELETE', url: `/api/admin/establishments/${mine}` })).statusCode,
    ).toBe(403);
  });

  it('deletes an establishment but never the last one', async () => {
    const created = (
      await owner.request({
        method: 'POST',
        url: '/api/admin/establishments',
        payload: { ...newEstablishment, name: 'Temporary' },
      })
    ).json().data;
    expect(
      (await owner.request({ method: 'DELETE', url: `/api/admin/establishments/${created.id}` })).json(),
    ).toMatchObject({ success: true });
    expect((await owner.request({ url: `/api/admin/establishments/${created.id}` })).statusCode).toBe(404);
    const north = await ctx.signIn('owner@northside.example');
    const last = await north.request({
      method: 'DELETE',
      url: `/api/admin/establishments/${north.user.establishments[0]}`,
    });
    expect(last.statusCode).toBe(409);
  });

  it('lists the people working at an establishment', async () => {
    const manager = await ctx.signIn('manager@luxe.example');
    const res = await manager.request({
      url: `/api/admin/establishments/${manager.user.establishments[0]}/employees`,
    });
    const people = res.json().data as { email: string; role: string }[];
    expect(people.map((p) => p.role).sort()).toEqual(['employee', 'frontdesk', 'manager', 'owner']);
  });

  it('refuses an establishment header the person does not work at', async () => {
    const employee = await ctx.signIn('employee@luxe.example');
    const other = owner.user.establishments.find((id) => !employee.user.establishments.includes(id))!;
    const res = await employee.request({
      url: '/api/admin/establishments',
      headers: { [ESTABLISHMENT_HEADER]: other },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('tenant isolation', () => {
  it('gives a Northside user 404 and no data for every Luxe record by id', async () => {
    const north = await ctx.signIn('owner@northside.example');
    const luxeIds = owner.user.establishments;
    for (const id of luxeIds) {
      for (const path of [`/api/admin/establishments/${id}`, `/api/admin/establishments/${id}/employees`]) {
        const res = await north.request({ url: path });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Luxe');
      }
      const put = await north.request({
        method: 'PUT',
        url: `/api/admin/establishments/${id}`,
        payload: { name: 'Hijacked' },
      });
      expect(put.statusCode).toBe(404);
      expect(
        (await north.request({ method: 'DELETE', url: `/api/admin/establishments/${id}` })).statusCode,
      ).toBe(404);
    }
    expect((await north.request({ url: `/api/admin/tenants/${owner.user.tenantId}` })).statusCode).toBe(404);
    expect((await north.request({ url: `/api/admin/user-profiles/${owner.user.id}` })).statusCode).toBe(404);
    const mine = (await owner.request({ url: '/api/admin/establishments' })).json().data;
    expect(mine.map((e: { name: string }) => e.name)).not.toContain('Hijacked');
  });
});
