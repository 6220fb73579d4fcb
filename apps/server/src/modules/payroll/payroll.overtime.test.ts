/**
 * Overtime and locked pay periods (issue #28): the weekly 40 h boundary, a daily rule, a workweek
 * across a pay period's edge, a week with the autumn DST change in the location's zone
 * (America/New_York), the one rounding rule, the CSV columns; a finalised period refusing a
 * check-in with nothing written and refusing to finalise while someone is clocked in; a manager's
 * late correction recorded as an adjustment, paid by the next run and shown on both; a salaried
 * manager an owner sets not exempt paid overtime on top of the salary, who cannot set it themself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  EMPLOYEE_ENDPOINTS,
  PAYROLL_ENDPOINTS as E,
  STAFF_AUDIT_ENDPOINTS,
  STAFF_AUDIT_MESSAGES,
  PAYROLL_MESSAGES,
  TIME_CLOCK_ENDPOINTS as T,
  TIME_CLOCK_MESSAGES,
  endpointPath,
  type Employee,
  type PayRun,
  type PayrollSettings,
  type PayRunLine,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { minutesPayCents, splitOvertime } from './payroll.overtime.js';
import { addShift, setTerms, type Place } from './payroll.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'employee', Session>;
let place: Place;
let emma: string;

const ANCHOR = '2026-01-05';
const RULE = { weeklyThresholdMinutes: 2400, dailyThresholdMinutes: null, multiplier: 1.5 };

async function draft(periodStart: string, periodEnd: string): Promise<PayRun> {
  const res = await s.manager.request({
    method: 'POST',
    url: E.createRun.path,
    payload: { establishmentId: place.establishmentId, periodStart, periodEnd },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: PayRun }).data;
}

async function runById(id: string, session = s.manager): Promise<PayRun> {
  const res = await session.request({ method: 'GET', url: endpointPath(E.run, { id }) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: PayRun }).data;
}

const lineOf = (run: PayRun): PayRunLine => run.lines.find((l) => l.userId === emma)!;

/** Shifts of `hours` hours from 09:00 New York time (EDT, -04:00) on each of `dates`, Emma's unless told. */
async function days(dates: string[], hours: number, userId = emma) {
  for (const d of dates) {
    const end = new Date(Date.parse(`${d}T09:00:00-04:00`) + hours * 3_600_000).toISOString();
    await addShift(ctx.database.db, place, userId, `${d}T09:00:00-04:00`, end);
  }
}

function putRule(body: object, session = s.owner) {
  return session.request({
    method: 'PUT',
    url: `${E.updateOvertime.path}?establishmentId=${place.establishmentId}`,
    payload: body,
  });
}

const count = (table: 'time_clock_shifts' | 'time_clock_punches') =>
  withTenant(ctx.database.db, place, async (tx) => {
    const [row] = await queryRows<{ n: string }>(
      tx,
      sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE user_id = ${emma}`,
    );
    return Number(row!.n);
  });

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  place = { tenantId: s.owner.user.tenantId, establishmentId: s.manager.user.establishments[0]! };
  emma = s.employee.user.id;
  await setTerms(ctx.database.db, place, emma, { payType: 'Hourly', rateCents: 2000 });
});
// The check-in test moves the clock forward; every test starts from the same minute, inside the
// bi-weekly period 23 November – 6 December.
beforeEach(() => {
  ctx.clock.now = new Date('2026-11-27T15:00:00Z');
});
afterAll(() => ctx.close());

describe('the split and the rounding rule', () => {
  it('counts regular minutes only toward the weekly threshold, a daily rule first', () => {
    const split = splitOvertime(
      new Map([
        ['2026-06-22', 600],
        ['2026-06-23', 360],
        ['2026-06-24', 600],
        ['2026-06-25', 600],
        ['2026-06-26', 600],
        ['2026-06-27', 240],
      ]),
      { ...RULE, dailyThresholdMinutes: 480 },
      ANCHOR,
    );
    expect([...split.values()]).toEqual([
      { regular: 480, overtime: 120 },
      { regular: 360, overtime: 0 },
      { regular: 480, overtime: 120 },
      { regular: 480, overtime: 120 },
      { regular: 480, overtime: 120 },
      { regular: 120, overtime: 120 },
    ]);
  });

  it('rounds each amount once, half a cent up, whatever the multiplier’s float', () => {
    expect(minutesPayCents(7, 1250, 1.5)).toBe(219); // 218.75
    expect(minutesPayCents(1, 1001, 1.5)).toBe(25); // 25.025
    expect(minutesPayCents(1, 3000, 1.15)).toBe(58); // 57.5, though 3000 × 1.15 / 60 is 57.4999… in floats
    expect(minutesPayCents(60, 2000)).toBe(2000);
  });
});

describe('overtime on the pay run', () => {
  it('pays the 41st hour of a week at 1.5 ×, not the 40th, and exports both', async () => {
    await days(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12'], 8);
    await days(['2026-06-15', '2026-06-16', '2026-06-17', '2026-06-18', '2026-06-19'], 8);
    await days(['2026-06-20'], 1);
    const run = await draft('2026-06-08', '2026-06-21');
    expect(lineOf(run)).toMatchObject({
      minutes: 4860,
      overtimeMinutes: 60,
      hourlyPay: 1600, // 80 h × $20
      overtimePay: 30, // 1 h × $30
      adjustmentPay: 0,
      gross: 1630,
    });
    expect(run.totals).toMatchObject({ overtimeMinutes: 60, overtimePay: 30 });
    const csv = await s.manager.request({ method: 'GET', url: endpointPath(E.exportRun, { id: run.id }) });
    const [head, ...rows] = csv.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    const cols = head!.split(',');
    const row = rows.find((r) => r.startsWith(emma))!.split(',');
    const cell = (name: string) => row[cols.indexOf(name)];
    expect([cell('Hours'), cell('Overtime hours'), cell('Hourly pay'), cell('Overtime pay')]).toEqual([
      '81.00',
      '1.00',
      '1600.00',
      '30.00',
    ]);
    expect([cell('Adjustment pay'), cell('Gross pay')]).toEqual(['0.00', '1630.00']);
  });

  it('applies a saved daily rule (owners only, checked) to hours above 8 a day', async () => {
    expect((await putRule(RULE, s.manager)).statusCode).toBe(403);
    const bad = await putRule({ ...RULE, multiplier: 0.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(PAYROLL_MESSAGES.overtimeMultiplier);
    const saved = await putRule({ ...RULE, dailyThresholdMinutes: 480 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ dailyThresholdMinutes: 480, multiplier: 1.5, custom: true });
    await days(['2026-06-22', '2026-06-24', '2026-06-25', '2026-06-26'], 10);
    await days(['2026-06-23'], 6);
    await days(['2026-06-27'], 4);
    const line = lineOf(await draft('2026-06-22', '2026-07-05'));
    expect(line).toMatchObject({ minutes: 3000, overtimeMinutes: 600, hourlyPay: 800, overtimePay: 300 });
    expect((await putRule(RULE)).statusCode).toBe(200);
  });

  it('keeps a DST week’s real hours and its last local evening in the week (America/New_York)', async () => {
    await days(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29'], 10);
    // 00:30 EDT to 08:30 EST on 1 November: 9 hours of work, all overtime.
    await addShift(ctx.database.db, place, emma, '2026-11-01T00:30:00-04:00', '2026-11-01T08:30:00-05:00');
    // Sunday 23:00 EST is Monday in UTC: still the first week's, so overtime too.
    await addShift(ctx.database.db, place, emma, '2026-11-01T23:00:00-05:00', '2026-11-02T01:00:00-05:00');
    await addShift(ctx.database.db, place, emma, '2026-11-02T09:00:00-05:00', '2026-11-02T17:00:00-05:00');
    const line = lineOf(await draft('2026-10-26', '2026-11-08'));
    expect(line).toMatchObject({ minutes: 3540, overtimeMinutes: 660, hourlyPay: 960, overtimePay: 330 });
  });
});

describe('a finalised pay period', () => {
  it('refuses a check-in with nothing written, and finalising while someone is clocked in', async () => {
    const current = await draft('2026-11-23', '2026-12-06');
    const checkIn = () =>
      s.manager.request({
        method: 'POST',
        url: endpointPath(T.checkIn, { id: place.establishmentId, userId: emma }),
      });
    const checkOut = () =>
      s.manager.request({
        method: 'POST',
        url: endpointPath(T.checkOut, { id: place.establishmentId, userId: emma }),
      });
    expect((await checkIn()).statusCode).toBe(201);
    const finalise = () =>
      s.owner.request({ method: 'POST', url: endpointPath(E.finaliseRun, { id: current.id }) });
    const refused = await finalise();
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(PAYROLL_MESSAGES.openShifts);
    ctx.clock.now = new Date('2026-11-27T16:00:00Z');
    expect((await checkOut()).statusCode).toBe(201);
    expect((await finalise()).statusCode).toBe(200);

    const [shifts, punches] = [await count('time_clock_shifts'), await count('time_clock_punches')];
    ctx.clock.now = new Date('2026-11-27T17:00:00Z');
    const locked = await checkIn();
    expect(locked.statusCode).toBe(409);
    expect((locked.json() as { message: string }).message).toBe(TIME_CLOCK_MESSAGES.periodLocked);
    expect([await count('time_clock_shifts'), await count('time_clock_punches')]).toEqual([shifts, punches]);
  });

  it('pays a manager’s late correction in the next run, shown on both runs', async () => {
    await days(['2026-08-03', '2026-08-04', '2026-08-05', '2026-08-06', '2026-08-07'], 8);
    const locked = await draft('2026-08-03', '2026-08-16');
    expect(
      (await s.owner.request({ method: 'POST', url: endpointPath(E.finaliseRun, { id: locked.id }) }))
        .statusCode,
    ).toBe(200);
    const [friday] = await withTenant(ctx.database.db, place, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM time_clock_shifts WHERE user_id = ${emma} AND clock_in_at = '2026-08-07T09:00:00-04:00'`,
      ),
    );
    const edit = (hours: number, reason: string) =>
      s.manager.request({
        method: 'PUT',
        url: endpointPath(T.updateShift, { id: friday!.id }),
        payload: {
          clockInAt: '2026-08-07T13:00:00Z',
          clockOutAt: new Date(Date.parse('2026-08-07T13:00:00Z') + hours * 3_600_000).toISOString(),
          reason,
        },
      });
    // A daily rule saved since the run was finalised is no part of its corrections.
    expect((await putRule({ ...RULE, dailyThresholdMinutes: 420 })).statusCode).toBe(200);
    // Friday was 10 hours, not 8: the week's 41st and 42nd hours are overtime.
    expect((await edit(10, 'Forgot to clock out')).statusCode).toBe(200);
    expect((await putRule(RULE)).statusCode).toBe(200);
    let before = await runById(locked.id);
    expect(lineOf(before)).toMatchObject({ minutes: 2400, overtimeMinutes: 0, hourlyPay: 800, gross: 800 });
    expect(before.laterAdjustments).toMatchObject([
      { userId: emma, minutes: 120, overtimeMinutes: 120, amount: 60, appliedRunId: null },
    ]);

    const next = await draft('2026-08-17', '2026-08-30');
    expect(lineOf(next)).toMatchObject({ minutes: 0, adjustmentMinutes: 120, adjustmentPay: 60, gross: 60 });
    expect(next.adjustments).toMatchObject([
      { sourceRunId: locked.id, sourcePeriodStart: '2026-08-03', sourcePeriodEnd: '2026-08-16', amount: 60 },
    ]);
    before = await runById(locked.id);
    expect(before.laterAdjustments).toMatchObject([
      { appliedRunId: next.id, appliedPeriodStart: '2026-08-17', appliedPeriodEnd: '2026-08-30' },
    ]);

    // A second correction counts from what was paid and corrected already: 9 hours, back one.
    expect((await edit(9, 'Left at six')).statusCode).toBe(200);
    const recomputed = await s.manager.request({
      method: 'POST',
      url: endpointPath(E.recomputeRun, { id: next.id }),
    });
    expect(lineOf(recomputed.json().data as PayRun)).toMatchObject({
      adjustmentMinutes: 60,
      adjustmentPay: 30,
      gross: 30,
    });
    expect((await runById(locked.id)).laterAdjustments.map((a) => a.amount)).toEqual([60, -30]);
  });
});

describe('a workweek across the pay period’s edge (semi-monthly periods)', () => {
  it('counts the days before the period toward the week’s 40 hours', async () => {
    const settings = () =>
      s.owner.request({ method: 'GET', url: E.settings.path }).then((r) => {
        expect(r.statusCode, r.body).toBe(200);
        return (r.json() as { data: PayrollSettings }).data;
      });
    const putSettings = (payload: PayrollSettings) =>
      s.owner.request({ method: 'PUT', url: E.updateSettings.path, payload });
    // The other tests draft bi-weekly periods: the tenant's pay period goes back afterwards.
    const before = await settings();
    onTestFinished(async () => {
      expect((await putSettings(before)).statusCode).toBe(200);
    });
    const put = await putSettings({ periodKind: 'semi-monthly', anchorDate: ANCHOR });
    expect(put.statusCode, put.body).toBe(200);
    // Monday 13 to Wednesday 15 July in the first half, Thursday 16 and Friday 17 in the second.
    await days(['2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17'], 10);
    expect(lineOf(await draft('2026-07-01', '2026-07-15'))).toMatchObject({
      minutes: 1800,
      overtimeMinutes: 0,
    });
    expect(lineOf(await draft('2026-07-16', '2026-07-31'))).toMatchObject({
      minutes: 1200,
      overtimeMinutes: 600,
      hourlyPay: 200,
      overtimePay: 300,
    });
  });
});

describe('a salaried manager who is not exempt (issue #28)', () => {
  it('is paid overtime on top of the salary once an owner says so, and cannot change it themself', async () => {
    const manager = s.manager.user.id;
    const employeePath = endpointPath(EMPLOYEE_ENDPOINTS.update, { id: manager });
    const read = async () => {
      const res = await s.owner.request({ url: endpointPath(EMPLOYEE_ENDPOINTS.item, { id: manager }) });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: Employee }).data;
    };
    // The manager's pay goes back afterwards: the other tests' runs pay them too.
    const before = await read();
    onTestFinished(async () => {
      const back = await s.owner.request({
        method: 'PUT',
        url: employeePath,
        payload: { payType: before.payType, payRate: before.payRate, overtimeExempt: before.overtimeExempt },
      });
      expect(back.statusCode, back.body).toBe(200);
    });
    const put = (session: Session, payload: object) =>
      session.request({ method: 'PUT', url: employeePath, payload });

    // A salary brings the salaried default, exempt; the owner then sets the manager not exempt.
    const salary = await put(s.owner, { payType: 'Salary', payRate: 5_200_000, dateJoined: '2020-01-06' });
    expect(salary.statusCode, salary.body).toBe(200);
    expect(await read()).toMatchObject({ payType: 'Salary', overtimeExempt: true });
    const set = await put(s.owner, { overtimeExempt: false });
    expect(set.statusCode, set.body).toBe(200);
    expect((set.json() as { data: Employee }).data).toMatchObject({
      payType: 'Salary',
      overtimeExempt: false,
    });
    const trail = await s.owner.request({
      url: endpointPath(STAFF_AUDIT_ENDPOINTS.trail, { userId: manager }),
    });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(
      (trail.json() as { data: { field: string; oldValue: string; newValue: string }[] }).data,
    ).toContainEqual(
      expect.objectContaining({ field: 'Overtime', oldValue: 'Exempt', newValue: 'Not exempt' }),
    );

    // Nobody sets their own pay: the manager's own flag stays as the owner left it.
    const own = await put(s.manager, { overtimeExempt: true });
    expect(own.statusCode).toBe(403);
    expect((own.json() as { message: string }).message).toBe(STAFF_AUDIT_MESSAGES.ownPay);
    expect((await read()).overtimeExempt).toBe(false);

    // 42 hours in the week of 14 September: 2 h × ($52,000 ÷ 2080 = $25) × 1.5 = $75.
    await days(['2026-09-14', '2026-09-15', '2026-09-16', '2026-09-17', '2026-09-18'], 8, manager);
    await days(['2026-09-19'], 2, manager);
    const run = await draft('2026-09-14', '2026-09-27');
    expect(run.lines.find((l) => l.userId === manager)).toMatchObject({
      payType: 'Salary',
      minutes: 2520,
      overtimeMinutes: 120,
      overtimePay: 75,
      hourlyPay: 0,
      salaryPay: 2000, // $52,000 ÷ 26
      gross: 2075,
    });
    const csv = await s.manager.request({ method: 'GET', url: endpointPath(E.exportRun, { id: run.id }) });
    const [head, ...rows] = csv.body.replace('\uFEFF', '').trim().split(/\r?\n/);
    const cols = head!.split(',');
    const row = rows.find((r) => r.startsWith(manager))!.split(',');
    expect(['Overtime hours', 'Overtime pay', 'Gross pay'].map((c) => row[cols.indexOf(c)])).toEqual([
      '2.00',
      '75.00',
      '2075.00',
    ]);

    // Once finalised, an owner's late correction pays its overtime at the same rate: Saturday
    // was 4 hours, not 2, so 2 more hours × $25 × 1.5 = $75 (the salary covers no extra hour).
    // The run's exemption holds for it, though the manager was made exempt since.
    const finalised = await s.owner.request({
      method: 'POST',
      url: endpointPath(E.finaliseRun, { id: run.id }),
    });
    expect(finalised.statusCode, finalised.body).toBe(200);
    const exempt = await put(s.owner, { overtimeExempt: true });
    expect(exempt.statusCode, exempt.body).toBe(200);
    const [saturday] = await withTenant(ctx.database.db, place, (tx) =>
      queryRows<{ id: string }>(
        tx,
        sql`SELECT id FROM time_clock_shifts WHERE user_id = ${manager} AND clock_in_at = '2026-09-19T09:00:00-04:00'`,
      ),
    );
    const corrected = await s.owner.request({
      method: 'PUT',
      url: endpointPath(T.updateShift, { id: saturday!.id }),
      payload: {
        clockInAt: '2026-09-19T13:00:00Z',
        clockOutAt: '2026-09-19T17:00:00Z',
        reason: 'Stayed late',
      },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await runById(run.id)).laterAdjustments).toMatchObject([
      { userId: manager, minutes: 120, overtimeMinutes: 120, amount: 75 },
    ]);
  });
});
