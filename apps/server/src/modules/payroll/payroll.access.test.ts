/**
 * Payroll's role and tenant scope on every endpoint (issue #14; roles.ts): employees see their
 * own line of finalised runs only, the front desk none of payroll, another tenant's ids answer
 * 404; and bad input (tiers out of order or overlapping, percent over 100, period end before
 * start, dates that are not a pay period) is a 400 that writes nothing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_ENDPOINTS as E,
  endpointPath,
  type MyEarningsPeriod,
  type PayRun,
  type PayRunSummary,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { addShift, setTerms, type Place } from './payroll.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'employee' | 'frontdesk' | 'north', Session>;
let place: Place;
let run: PayRun;

const PERIOD = { periodStart: '2026-06-08', periodEnd: '2026-06-21' };

async function count(table: 'pay_runs' | 'commission_plans'): Promise<number> {
  const rows = await withTenant(ctx.database.db, place, (tx) =>
    queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`),
  );
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'employee', 'frontdesk'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  place = { tenantId: s.owner.user.tenantId, establishmentId: s.manager.user.establishments[0]! };
  const emma = s.employee.user.id;
  await setTerms(ctx.database.db, place, emma, { payType: 'Hourly', rateCents: 2_000 });
  await setTerms(ctx.database.db, place, s.manager.user.id, { payType: 'Hourly', rateCents: 3_000 });
  await addShift(ctx.database.db, place, emma, '2026-06-09T09:00:00-04:00', '2026-06-09T17:00:00-04:00');
  await addShift(
    ctx.database.db,
    place,
    s.manager.user.id,
    '2026-06-09T09:00:00-04:00',
    '2026-06-09T12:00:00-04:00',
  );
  const res = await s.manager.request({
    method: 'POST',
    url: E.createRun.path,
    payload: { establishmentId: place.establishmentId, ...PERIOD },
  });
  expect(res.statusCode, res.body).toBe(201);
  run = (res.json() as { data: PayRun }).data;
  expect(run.lines).toHaveLength(2);
});
afterAll(() => ctx.close());

const runUrl = () => endpointPath(E.run, { id: run.id });
const q = () => `?establishmentId=${place.establishmentId}`;

describe('scope', () => {
  it('hides a draft from the employee, then shows only their own line once finalised', async () => {
    expect((await s.employee.request({ method: 'GET', url: runUrl() })).statusCode).toBe(404);
    const before = await s.employee.request({ method: 'GET', url: E.runs.path + q() });
    expect((before.json() as { data: PayRunSummary[] }).data).toEqual([]);
    expect(
      (await s.owner.request({ method: 'POST', url: endpointPath(E.finaliseRun, { id: run.id }) }))
        .statusCode,
    ).toBe(200);

    const own = (await s.employee.request({ method: 'GET', url: runUrl() })).json() as { data: PayRun };
    expect(own.data.lines.map((l) => l.userId)).toEqual([s.employee.user.id]);
    expect(own.data.totals.gross).toBe(160);
    const list = (await s.employee.request({ method: 'GET', url: E.runs.path + q() })).json() as {
      data: PayRunSummary[];
    };
    expect(list.data.map((r) => r.totals.gross)).toEqual([160]);
    const other = run.lines.find((l) => l.userId !== s.employee.user.id)!;
    const line = await s.employee.request({
      method: 'GET',
      url: endpointPath(E.line, { id: run.id, lineId: other.id }),
    });
    expect(line.statusCode).toBe(404);
    const mine = (await s.employee.request({ method: 'GET', url: E.myEarnings.path })).json() as {
      data: MyEarningsPeriod[];
    };
    expect(mine.data.map((p) => [p.periodStart, p.line.userId, p.line.gross])).toEqual([
      ['2026-06-08', s.employee.user.id, 160],
    ]);
  });

  it('refuses the employee every write, the plans and the export (403)', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: E.createRun.path,
        payload: { establishmentId: place.establishmentId, ...PERIOD },
      },
      { method: 'POST' as const, url: endpointPath(E.recomputeRun, { id: run.id }) },
      { method: 'POST' as const, url: endpointPath(E.finaliseRun, { id: run.id }) },
      { method: 'GET' as const, url: endpointPath(E.exportRun, { id: run.id }) },
      { method: 'GET' as const, url: E.plans.path + q() },
      {
        method: 'PUT' as const,
        url: E.updateSettings.path,
        payload: { periodKind: 'weekly', anchorDate: '2026-01-05' },
      },
    ];
    for (const c of calls) expect((await s.employee.request(c)).statusCode, c.url).toBe(403);
  });

  it('refuses the front desk every payroll endpoint (403)', async () => {
    const urls = [
      E.settings.path,
      E.periods.path + q(),
      E.runs.path + q(),
      runUrl(),
      E.myEarnings.path,
      E.plans.path + q(),
    ];
    for (const url of urls)
      expect((await s.frontdesk.request({ method: 'GET', url })).statusCode, url).toBe(403);
  });

  it('answers another tenant 404 for this tenant’s run, line, export, location and people', async () => {
    const lineId = run.lines[0]!.id;
    const gets = [
      runUrl(),
      endpointPath(E.line, { id: run.id, lineId }),
      endpointPath(E.exportRun, { id: run.id }),
      E.runs.path + q(),
      E.periods.path + q(),
      E.plans.path + q(),
    ];
    for (const url of gets) expect((await s.north.request({ method: 'GET', url })).statusCode, url).toBe(404);
    const writes = [
      { method: 'POST' as const, url: endpointPath(E.recomputeRun, { id: run.id }) },
      { method: 'POST' as const, url: endpointPath(E.finaliseRun, { id: run.id }) },
      {
        method: 'POST' as const,
        url: E.createRun.path,
        payload: { establishmentId: place.establishmentId, ...PERIOD },
      },
      {
        method: 'PUT' as const,
        url: endpointPath(E.updatePlan, { userId: s.employee.user.id }) + q(),
        payload: { servicePercent: 10, productPercent: 0 },
      },
    ];
    for (const w of writes) expect((await s.north.request(w)).statusCode, w.url).toBe(404);
  });

  it('lets a manager read the run but not a location outside theirs (404)', async () => {
    expect((await s.manager.request({ method: 'GET', url: runUrl() })).statusCode).toBe(200);
    const elsewhere = s.owner.user.establishments.find((id) => id !== place.establishmentId)!;
    const res = await s.manager.request({
      method: 'GET',
      url: `${E.runs.path}?establishmentId=${elsewhere}`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('bad input writes nothing', () => {
  const planUrl = () => endpointPath(E.updatePlan, { userId: s.employee.user.id }) + q();
  const bad: [string, object][] = [
    [
      'overlapping tiers',
      {
        servicePercent: 0,
        productPercent: 0,
        tiers: {
          mode: 'all',
          bands: [
            { from: 0, to: 3000, percent: 30 },
            { from: 2000, to: null, percent: 40 },
          ],
        },
      },
    ],
    [
      'unordered tiers',
      {
        servicePercent: 0,
        productPercent: 0,
        tiers: {
          mode: 'progressive',
          bands: [
            { from: 2000, to: null, percent: 40 },
            { from: 0, to: 2000, percent: 30 },
          ],
        },
      },
    ],
    [
      'an open band before the last',
      {
        servicePercent: 0,
        productPercent: 0,
        tiers: {
          mode: 'all',
          bands: [
            { from: 0, to: null, percent: 30 },
            { from: 2000, to: null, percent: 40 },
          ],
        },
      },
    ],
    ['percent over 100', { servicePercent: 120, productPercent: 0 }],
    [
      'a tier percent over 100',
      {
        servicePercent: 0,
        productPercent: 0,
        tiers: { mode: 'all', bands: [{ from: 0, to: null, percent: 101 }] },
      },
    ],
    [
      'an unknown service',
      {
        servicePercent: 10,
        productPercent: 0,
        overrides: [{ serviceId: '00000000-0000-4000-8000-000000000000', percent: 20 }],
      },
    ],
  ];
  for (const [what, payload] of bad)
    it(`refuses a plan with ${what} (400)`, async () => {
      const res = await s.manager.request({ method: 'PUT', url: planUrl(), payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(await count('commission_plans')).toBe(0);
    });

  const periods: [string, object][] = [
    ['an end before its start', { periodStart: '2026-06-22', periodEnd: '2026-06-21' }],
    ['dates that are not a pay period', { periodStart: '2026-06-23', periodEnd: '2026-07-05' }],
    ['a nonexistent date', { periodStart: '2026-02-30', periodEnd: '2026-03-15' }],
  ];
  for (const [what, dates] of periods)
    it(`refuses a run with ${what} (400)`, async () => {
      const before = await count('pay_runs');
      const res = await s.manager.request({
        method: 'POST',
        url: E.createRun.path,
        payload: { establishmentId: place.establishmentId, ...dates },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(await count('pay_runs')).toBe(before);
    });
});
