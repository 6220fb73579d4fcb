/**
 * Dawn AI's team tools (issue #33) on the real database, through the routes as each person: the
 * owner's schedules, time off and waitlist are the routes' own answers; an employee's schedule
 * is their own, as the route gives it; the front desk (no time_off:read) and another tenant's
 * owner asking for a Luxe location are refused with the routes' own sentences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  TIME_OFF_ENDPOINTS,
  WAITLIST_ENDPOINTS,
  endpointPath,
  type Service,
  type StaffScheduleResponse,
  type TimeOffRequest,
  type WaitlistEntry,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { staffSchedule, timeOff, waitlist } from './team-tools.js';

let ctx: TestContext;
let owner: Session;
let frontDesk: Session;
let employee: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, frontDesk, employee, north] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('frontdesk@luxe.example'),
    ctx.signIn('employee@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
  // The test demo holds no time off and no waitlist: two requests and two waiting clients.
  for (const [start_date, end_date] of [
    ['2026-12-14', '2026-12-15'],
    ['2027-01-04', '2027-01-08'],
  ])
    await ok(
      employee,
      'POST',
      TIME_OFF_ENDPOINTS.create.path,
      { start_date, end_date, type: 'vacation' },
      201,
    );
  const place = frontDesk.user.establishments[0]!;
  const [service] = await ok<Service[]>(
    frontDesk,
    'GET',
    endpointPath(SERVICE_ENDPOINTS.list, { tenantId: frontDesk.user.tenantId, establishmentId: place }),
  );
  for (const [client_name, time_from] of [
    ['Rosa Ortiz', '14:00'],
    ['Dana Kim', null],
  ])
    await ok(
      frontDesk,
      'POST',
      `${WAITLIST_ENDPOINTS.add.path}?establishment_id=${place}`,
      {
        client_name,
        service_id: service!.id,
        earliest_date: '2026-12-03',
        latest_date: '2026-12-10',
        time_from,
      },
      201,
    );
});
afterAll(() => ctx?.close());

/** The route's answer (status checked) or refusal sentence for `session` at `url`. */
async function answerOf(session: Session, url: string) {
  const res = await session.request({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as StaffScheduleResponse & { message: string } };
}

describe('staff_schedule', () => {
  it('gives the route’s schedules day by day, an employee their own, and refuses another tenant as the route does', async () => {
    const place = employee.user.establishments[0]!;
    const path = endpointPath(STAFF_ENDPOINTS.schedule, {
      tenantId: owner.user.tenantId,
      establishmentId: place,
    });
    const days = ['2026-12-03', '2026-12-04'];
    const direct = await Promise.all(days.map((d) => answerOf(owner, `${path}?date=${d}`)));
    const expected = direct.flatMap(({ body }) =>
      body.schedules.map((s) => [body.date, s.staffId, s.isWorking]),
    );
    expect(expected.length).toBeGreaterThan(2);

    const result = await runTool(toolContextOf(ctx.app, owner, place), staffSchedule, {
      date: days[0],
      days: 2,
    });
    expect(result.rows.map((r) => [r[4], r[2] !== 'Off'])).toEqual(expected.map((e) => [e[1], e[2]]));

    const own = await runTool(toolContextOf(ctx.app, employee, place), staffSchedule, { date: days[0] });
    const ownDirect = await answerOf(employee, `${path}?date=${days[0]}`);
    expect(own.rows.map((r) => r[4])).toEqual(ownDirect.body.schedules.map((s) => s.staffId));
    expect(own.rows.map((r) => r[4])).toEqual([employee.user.id]);

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), staffSchedule, { establishmentId: place, date: days[0] }),
    );
    const route = await north.request({
      method: 'GET',
      url: endpointPath(STAFF_ENDPOINTS.schedule, { tenantId: north.user.tenantId, establishmentId: place }),
    });
    expect(route.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusal.message).toBe((route.json() as { message: string }).message);
  });
});

describe('time_off', () => {
  it('lists the route’s requests within the dates, and refuses the front desk as the route does', async () => {
    const path = endpointPath(TIME_OFF_ENDPOINTS.list, { id: ALL_ESTABLISHMENTS });
    const direct = await ok<TimeOffRequest[]>(owner, 'GET', path);
    expect(direct.length).toBe(2);

    const all = await runTool(toolContextOf(ctx.app, owner), timeOff, {});
    expect(all.rows.map((r) => r[7])).toEqual(direct.slice(0, 50).map((r) => r.id));

    const within = await runTool(toolContextOf(ctx.app, owner), timeOff, {
      from: '2026-12-15',
      to: '2026-12-31',
    });
    expect(within.rows.map((r) => [r[2], r[3], r[8]])).toEqual([
      ['2026-12-14', '2026-12-15', employee.user.id],
    ]);

    const refusal = await refusalOf(runTool(toolContextOf(ctx.app, frontDesk), timeOff, {}));
    const route = await answerOf(frontDesk, path);
    expect(route.status).toBe(403);
    expect(refusal.message).toBe(route.body.message);
  });
});

describe('waitlist', () => {
  it('lists the route’s queue, and refuses another tenant’s location as the route does', async () => {
    const place = frontDesk.user.establishments[0]!;
    const url = `${WAITLIST_ENDPOINTS.list.path}?establishment_id=${place}`;
    const direct = await ok<WaitlistEntry[]>(owner, 'GET', url);
    expect(direct.length).toBe(2);

    const result = await runTool(toolContextOf(ctx.app, frontDesk, place), waitlist, {});
    expect(result.rows.map((r) => [r[0], r[8]])).toEqual(direct.map((e) => [e.position, e.id]));
    expect(result.rows.map((r) => [r[1], r[4], r[5]])).toEqual([
      ['Rosa Ortiz', '2026-12-03 to 2026-12-10', 'after 2:00 PM'],
      ['Dana Kim', '2026-12-03 to 2026-12-10', 'Any time'],
    ]);

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), waitlist, { establishmentId: place }),
    );
    const route = await answerOf(north, url);
    expect(route.status).toBeGreaterThanOrEqual(400);
    expect(refusal.message).toBe(route.body.message);
  });
});
