import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@daybook/contracts';
import type { EndpointShape } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';

let ctx: TestContext;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee']) {
    sessions[role] = await ctx.signIn(`${role}@luxe.example`);
  }
});
afterAll(() => ctx.close());

describe('route access rules', () => {
  it('gives every registered API route an access rule (deny by default)', () => {
    const api = ctx.routes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(api.length).toBeGreaterThan(15);
    expect(api.filter((r) => !r.hasRule).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('registers every API route from a contract, and every contract as a route', () => {
    const contracted = Object.entries(contracts)
      .filter(([name]) => name.endsWith('_ENDPOINTS'))
      .flatMap(([, group]) => Object.values(group as Record<string, EndpointShape>))
      .map((c) => `${c.method} ${c.path}`);
    const registered = ctx.routes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBe(new Set(registered).size);
    expect(new Set(registered)).toEqual(new Set(contracted));
  });

  it('refuses every non-public route to a signed-out caller', async () => {
    const { routes } = ctx;
    const protectedRoutes = routes.filter(
      (r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && !r.url.includes('/public/'),
    );
    for (const r of protectedRoutes) {
      const url = r.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await ctx.app.inject({ method: r.method as 'GET', url });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});

describe('role matrix (spec §6)', () => {
  const cases: [string, (s: Session, ids: string[]) => Promise<number>, Record<string, number>][] = [
    [
      'create establishment',
      async (s) =>
        (
          await s.request({
            method: 'POST',
            url: '/api/admin/establishments',
            payload: {
              name: 'Matrix',
              timeZone: 'UTC',
              address: { street: '', city: '', state: '', postalCode: '', country: '' },
            },
          })
        ).statusCode,
      { admin: 201, owner: 201, manager: 403, frontdesk: 403, employee: 403 },
    ],
    [
      'update own establishment',
      async (s) =>
        (
          await s.request({
            method: 'PUT',
            url: `/api/admin/establishments/${s.user.establishments[0]}`,
            payload: {},
          })
        ).statusCode,
      { admin: 200, owner: 200, manager: 200, frontdesk: 403, employee: 403 },
    ],
    [
      'read an establishment they do not work at',
      async (s, ids) => {
        const other = ids.find((id) => !sessions.manager!.user.establishments.includes(id))!;
        return (await s.request({ url: `/api/admin/establishments/${other}` })).statusCode;
      },
      { admin: 200, owner: 200, manager: 404, frontdesk: 404, employee: 404 },
    ],
    [
      "read another person's profile",
      async (s) => {
        const target = s === sessions.owner ? sessions.employee! : sessions.owner!;
        return (await s.request({ url: `/api/admin/user-profiles/${target.user.id}` })).statusCode;
      },
      { admin: 200, owner: 200, manager: 200, frontdesk: 404, employee: 404 },
    ],
    [
      'read own profile and tenant',
      async (s) => {
        const a = await s.request({ url: `/api/admin/user-profiles/${s.user.id}` });
        const b = await s.request({ url: `/api/admin/tenants/${s.user.tenantId}` });
        return a.statusCode === 200 && b.statusCode === 200 ? 200 : 500;
      },
      { admin: 200, owner: 200, manager: 200, frontdesk: 200, employee: 200 },
    ],
  ];

  for (const [name, run, expected] of cases) {
    it(name, async () => {
      const ids = sessions.owner!.user.establishments;
      const got: Record<string, number> = {};
      for (const role of Object.keys(expected)) got[role] = await run(sessions[role]!, ids);
      expect(got).toEqual(expected);
    });
  }
});

describe('profile and tenant', () => {
  it('answers the profile with the business details of the tenant', async () => {
    const res = await sessions.manager!.request({ url: '/api/admin/user-profiles/me-migrate' });
    expect(res.json().data).toMatchObject({
      email: 'manager@luxe.example',
      role: 'manager',
      businessName: 'Luxe Salon Group',
      establishments: sessions.manager!.user.establishments,
    });
  });

  it('records the last establishment and refuses another tenant id', async () => {
    const owner = sessions.owner!;
    const last = owner.user.establishments[2]!;
    const res = await owner.request({
      method: 'PATCH',
      url: '/api/admin/user-profiles/update-metadata',
      payload: { tenantId: owner.user.tenantId, establishmentId: last },
    });
    expect(res.json().data.establishment_id).toBe(last);
    expect((await owner.request({ url: '/api/v1/auth/me' })).json().user.establishment_id).toBe(last);
    const other = await owner.request({
      method: 'PATCH',
      url: '/api/admin/user-profiles/update-metadata',
      payload: { tenantId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('serves the public config with demo accounts and the OpenAPI document', async () => {
    const config = await ctx.app.inject({ url: '/api/admin/public/config' });
    expect(config.json().data.appName).toBe('Daybook');
    const docs = await ctx.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/v1/auth/signin');
  });

  it('hides internals of unexpected errors and answers unknown API paths with 404 JSON', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
