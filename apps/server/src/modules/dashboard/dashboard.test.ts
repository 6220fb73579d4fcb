/**
 * Dashboard grid arrangements (issue #15 "/dashboard-grid: … saved per user"): wire names, each
 * person's own arrangement per tenant, reset, and bad input that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ENDPOINTS as E, DASHBOARD_MESSAGES as M, type DashboardLayout } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

// Each test saves for people of its own (the owner, the manager, the front desk), so that none
// finds another's arrangement, in whatever order they run.
type Who = 'owner' | 'admin' | 'manager' | 'frontdesk' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
const path = E.layout.path;

const read = async (who: Session): Promise<DashboardLayout> => {
  const res = await who.request({ url: path });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const save = (who: Session, items: unknown) => who.request({ method: 'PUT', url: path, payload: { items } });

beforeAll(async () => {
  ctx = await createTestContext();
  s.owner = await ctx.signIn('owner@luxe.example');
  s.admin = await ctx.signIn('admin@luxe.example');
  s.manager = await ctx.signIn('manager@luxe.example');
  s.frontdesk = await ctx.signIn('frontdesk@luxe.example');
  s.north = await ctx.signIn('owner@northside.example');
});
afterAll(() => ctx.close());

describe('dashboard layout', () => {
  const arranged = [
    { i: 'revenue', x: 4, y: 0, w: 4, h: 3 },
    { i: 'low-stock', x: 0, y: 3, w: 12, h: 5 },
  ];

  it('is empty until saved, then answers what was saved, for that person only', async () => {
    expect(await read(s.owner)).toEqual({ items: [], updatedAt: null });
    const res = await save(s.owner, arranged);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as DashboardLayout;
    expect(Object.keys(saved).sort()).toEqual(['items', 'updatedAt']);
    expect(saved.items).toEqual(arranged);
    expect(saved.updatedAt).toBe(ctx.clock.now.toISOString());
    expect(await read(s.owner)).toEqual(saved);
    // Another person of the tenant, and a person of another tenant, keep their own.
    expect((await read(s.admin)).items).toEqual([]);
    expect((await read(s.north)).items).toEqual([]);
  });

  it('replaces the arrangement whole, and an empty list resets it', async () => {
    const moved = [{ i: 'revenue', x: 0, y: 0, w: 6, h: 4 }];
    expect((await save(s.manager, moved)).json().data.items).toEqual(moved);
    expect((await read(s.manager)).items).toEqual(moved);
    expect((await save(s.manager, [])).json().data).toEqual({ items: [], updatedAt: null });
    expect(await read(s.manager)).toEqual({ items: [], updatedAt: null });
  });

  it.each([
    [[{ i: 'horoscope', x: 0, y: 0, w: 4, h: 3 }], M.widget],
    [
      [
        { i: 'revenue', x: 0, y: 0, w: 4, h: 3 },
        { i: 'revenue', x: 4, y: 0, w: 4, h: 3 },
      ],
      M.duplicate,
    ],
    [[{ i: 'revenue', x: 10, y: 0, w: 4, h: 3 }], M.overflow],
    [[{ i: 'revenue', x: 0, y: -1, w: 4, h: 3 }], M.y],
    [[{ i: 'revenue', x: 0, y: 0, w: 0, h: 3 }], M.w],
    [[{ i: 'revenue', x: 0, y: 0, w: 4, h: 2.5 }], M.h],
    ['not a list', undefined],
  ])('refuses %j with a clear 400 and keeps what was saved', async (items, message) => {
    const kept = [{ i: 'appointments', x: 0, y: 0, w: 4, h: 3 }];
    await save(s.frontdesk, kept);
    const res = await save(s.frontdesk, items);
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.body).toContain(message);
    expect((await read(s.frontdesk)).items).toEqual(kept);
  });

  it('needs a signed-in person', async () => {
    expect((await ctx.app.inject({ url: path })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: path, payload: { items: [] } })).statusCode).toBe(401);
  });
});
