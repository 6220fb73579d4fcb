/**
 * Today's team (spec operations.md §3 Team member, §4; issue #14): wire names, one open shift
 * per person under concurrent check-ins, the break and check-out rules, a hand-computed day
 * (hours worked without breaks, revenue after discounts, utilisation), the performance report's
 * figures of the same person and day (issue #31: one definition), shifts closed at
 * closing and flagged, a manager's edit that keeps the punches, role and tenant scope, and bad
 * input that writes nothing. Manhattan is America/New_York (UTC−5 in December).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS,
  PERFORMANCE_ENDPOINTS,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  TIME_CLOCK_ENDPOINTS as E,
  TIME_CLOCK_MESSAGES as M,
  endpointPath,
  type PerformanceReport,
  type Service,
  type Shift,
  type TeamMember,
  type TeamToday,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { payByCard } from '../../../test/register.js';
import { sweepOverdueShifts } from './time-clock.auto-close.js';
import { toDayFigures } from './time-clock.mapper.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let emma: string;
let marcus: string;
let fiona: string;

/** A New York wall time in December (EST, UTC−5). */
const ny = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const clockAt = (date: string, time: string) => {
  ctx.clock.now = ny(date, time);
};
type Action = 'check-in' | 'check-out' | 'break-start' | 'break-end';
const contractOf = {
  'check-in': E.checkIn,
  'check-out': E.checkOut,
  'break-start': E.breakStart,
  'break-end': E.breakEnd,
};

function press(session: Session, userId: string, action: Action, establishmentId = manhattan) {
  return session.request({
    method: 'POST',
    url: endpointPath(contractOf[action], { id: establishmentId, userId }),
  });
}
async function punched(session: Session, userId: string, action: Action): Promise<TeamMember> {
  const res = await press(session, userId, action);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
async function team(session: Session, date?: string, establishmentId = manhattan): Promise<TeamToday> {
  const res = await session.request({
    url: `${endpointPath(E.teamToday, { id: establishmentId })}${date ? `?date=${date}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
/** A closed shift of Emma's, 09:00–10:00 on `date`, for a test that needs one of Luxe's shifts. */
async function emmasShift(date: string): Promise<string> {
  clockAt(date, '09:00');
  const { shiftId } = await punched(s.frontdesk, emma, 'check-in');
  clockAt(date, '10:00');
  await punched(s.frontdesk, emma, 'check-out');
  expect(shiftId).toEqual(expect.any(String));
  return shiftId!;
}
const member = (t: TeamToday, userId: string) => t.members.find((m) => m.userId === userId)!;
const count = async (table: 'time_clock_shifts' | 'time_clock_punches' | 'time_clock_breaks') =>
  Number(
    (
      await queryRows<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`)
    )[0]!.n,
  );

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  clockAt('2026-12-08', '08:00');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.manager.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  emma = s.employee.user.id;
  marcus = s.manager.user.id;
  fiona = s.frontdesk.user.id;
});
afterAll(() => ctx.close());

/** Books `service` with Emma at Manhattan on `date` at `startTime`; answers the appointment's id. */
async function book(service: Service, date: string, startTime: string): Promise<string> {
  const [client] = await queryRows<{ id: string; name: string }>(
    ctx.database.db,
    sql`SELECT id, name FROM clients WHERE tenant_id = ${tenantId} ORDER BY name LIMIT 1`,
  );
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: client!.id,
      clientName: client!.name,
      serviceId: service.id,
      staffId: emma,
      date,
      startTime,
      status: 'booked',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

/** Pays the appointment's ticket at Manhattan by card, `discountDollars` off each service line; answers the sale. */
const payWithDiscount = (appointmentId: string, discountDollars: number, totalDollars: number) =>
  payByCard(s.frontdesk, manhattan, appointmentId, { totalDollars, discountDollars });

/** Manhattan's services by name. */
async function serviceNamed(name: string): Promise<Service> {
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  return catalogue.find((x) => x.name === name)!;
}

/** Emma works 09:00–17:00 at Manhattan on `date`, whatever her weekly hours say. */
async function emmaWorks(date: string) {
  const override = await s.manager.request({
    method: 'POST',
    url: endpointPath(STAFF_ENDPOINTS.saveOverride, { tenantId, establishmentId: manhattan, userId: emma }),
    payload: { date, isWorking: true, start: '09:00', end: '17:00' },
  });
  expect(override.statusCode, override.body).toBeLessThan(300);
}

describe('the team of the day', () => {
  it('answers the spec wire names, every member not in before the first punch', async () => {
    // A morning on which Emma never punches, whichever test set the clock before.
    clockAt('2026-12-08', '08:00');
    const t = await team(s.frontdesk);
    expect(t).toMatchObject({ establishmentId: manhattan, date: '2026-12-08', timeZone: 'America/New_York' });
    expect(t.members.map((m) => m.userId).sort()).toEqual([emma, fiona, marcus].sort());
    expect(Object.keys(member(t, emma)).sort()).toEqual(
      [
        'avatarUrl',
        'bookedMinutes',
        'firstName',
        'hoursWorked',
        'lastName',
        'name',
        'role',
        'scheduledMinutes',
        'shiftId',
        'status',
        'timeEntries',
        'title',
        'todayRevenue',
        'userId',
        'utilizationRate',
      ].sort(),
    );
    expect(member(t, emma)).toMatchObject({
      status: 'not_in',
      hoursWorked: 0,
      todayRevenue: 0,
      timeEntries: [],
    });
    // The front desk may not edit shifts: no review list.
    expect(t.needsReview).toEqual([]);
  });
});

describe('one open shift per person', () => {
  it('lets exactly one of 10 concurrent check-ins through; the rest are 409', async () => {
    clockAt('2026-12-08', '08:30');
    const before = await count('time_clock_shifts');
    const answers = await Promise.all(Array.from({ length: 10 }, () => press(s.manager, fiona, 'check-in')));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toBe(M.alreadyCheckedIn);
    expect(await count('time_clock_shifts')).toBe(before + 1);
    const rows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM time_clock_shifts WHERE user_id = ${fiona} AND clock_out_at IS NULL`,
    );
    expect(rows[0]!.n).toBe(1);
    await punched(s.frontdesk, fiona, 'check-out');
  });
});

describe('break and check-out rules', () => {
  it('refuses a break outside a shift, a second break, and ends an open break on check-out', async () => {
    clockAt('2026-12-08', '09:00');
    expect((await press(s.frontdesk, marcus, 'break-start')).json().message).toBe(M.notCheckedIn);
    expect((await press(s.frontdesk, marcus, 'check-out')).statusCode).toBe(409);
    const checkedIn = await punched(s.frontdesk, marcus, 'check-in');
    expect(checkedIn.status).toBe('checked_in');
    const notOnBreak = await press(s.frontdesk, marcus, 'break-end');
    expect(notOnBreak.statusCode).toBe(409);
    expect(notOnBreak.json().message).toBe(M.notOnBreak);
    clockAt('2026-12-08', '10:00');
    expect((await punched(s.frontdesk, marcus, 'break-start')).status).toBe('on_break');
    const again = await press(s.frontdesk, marcus, 'break-start');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyOnBreak);
    clockAt('2026-12-08', '10:15');
    const out = await punched(s.frontdesk, marcus, 'check-out');
    expect(out.status).toBe('checked_out');
    expect(out.timeEntries.map((e) => e.kind)).toEqual(['check_in', 'break_start', 'break_end', 'check_out']);
    // 09:00–10:15 less the 15-minute break ended by checking out: 1 hour.
    expect(out.hoursWorked).toBe(1);
    const open = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM time_clock_breaks b JOIN time_clock_shifts s ON s.id = b.shift_id
        WHERE s.user_id = ${marcus} AND b.ended_at IS NULL`,
    );
    expect(open[0]!.n).toBe(0);
  });
});

describe('a hand-computed day', () => {
  const day = '2026-12-10';
  let womens: Service;

  beforeAll(async () => {
    clockAt(day, '07:00');
    womens = await serviceNamed("Women's Haircut");
    // Emma works 09:00–17:00 that day, less the light seed's time off from 14:00 (a dentist
    // appointment): 09:00–14:00, 300 scheduled minutes.
    await emmaWorks(day);
  });

  it('counts hours without breaks, paid revenue after discounts, and booked ÷ scheduled time', async () => {
    const first = await book(womens, day, '10:00');
    const second = await book(womens, day, '13:00');
    clockAt(day, '08:50');
    expect((await punched(s.frontdesk, emma, 'check-in')).status).toBe('checked_in');
    clockAt(day, '12:00');
    await punched(s.frontdesk, emma, 'break-start');
    clockAt(day, '12:30');
    await punched(s.frontdesk, emma, 'break-end');
    // 15:00: 08:50–15:00 is 370 minutes, less the 30-minute break: 340 minutes = 5.67 h.
    clockAt(day, '15:00');
    await payWithDiscount(first, 5, womens.price - 5);
    await payWithDiscount(second, 0, womens.price);
    const during = member(await team(s.frontdesk), emma);
    expect(during.status).toBe('checked_in');
    expect(during.hoursWorked).toBe(5.67);
    // Two Women's Haircuts, $5 off the first: after the discount, services untaxed.
    expect(during.todayRevenue).toBe(2 * Math.round(womens.price * 100) - 500);
    expect(during.scheduledMinutes).toBe(300);
    expect(during.bookedMinutes).toBe(2 * womens.duration);
    expect(during.utilizationRate).toBe(Math.round(((2 * womens.duration) / 300) * 1000) / 10);
    // 17:10 out: 500 minutes less 30 = 470 minutes = 7.83 h, and no more after.
    clockAt(day, '17:10');
    await punched(s.frontdesk, emma, 'check-out');
    clockAt(day, '18:00');
    const after = member(await team(s.frontdesk), emma);
    expect(after).toMatchObject({ status: 'checked_out', hoursWorked: 7.83 });
    expect(after.timeEntries.map((e) => [e.kind, e.at])).toEqual([
      ['check_in', ny(day, '08:50').toISOString()],
      ['break_start', ny(day, '12:00').toISOString()],
      ['break_end', ny(day, '12:30').toISOString()],
      ['check_out', ny(day, '17:10').toISOString()],
    ]);
    expect(after.timeEntries[0]!.recordedBy).toBe(fiona);
  });
});

describe('the performance definitions', () => {
  const earlier = '2026-12-09';
  const day = '2026-12-11';

  it('gives each person the performance report’s revenue, booked and scheduled minutes and utilisation of that day', async () => {
    const womens = await serviceNamed("Women's Haircut");
    clockAt(earlier, '07:00');
    await emmaWorks(earlier);
    const paidEarlier = await book(womens, earlier, '10:00');
    clockAt(earlier, '18:00');
    const sale = await payWithDiscount(paidEarlier, 0, womens.price);

    clockAt(day, '07:00');
    await emmaWorks(day);
    const paid = await book(womens, day, '10:00');
    await book(womens, day, '13:00');
    const missed = await book(womens, day, '15:00');
    clockAt(day, '18:00');
    await payWithDiscount(paid, 5, womens.price - 5);
    // The earlier sale refunded whole today: today's revenue less than nothing.
    const refund = await s.manager.request({
      method: 'POST',
      url: endpointPath(CHECKOUT_ENDPOINTS.refund, { id: sale.id }),
      payload: { refund_amount: womens.price, refund_reason: 'Unhappy with the cut' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const noShow = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: missed }),
      payload: { status: 'no_show' },
    });
    expect(noShow.statusCode, noShow.body).toBe(200);

    const shown = member(await team(s.manager, day), emma);
    const res = await s.manager.request({
      url: `${endpointPath(PERFORMANCE_ENDPOINTS.report, { id: manhattan })}?from=${day}&to=${day}&staffId=${emma}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = (res.json().data as PerformanceReport).staff;
    const figures = row!.current;
    expect({
      todayRevenue: shown.todayRevenue,
      bookedMinutes: shown.bookedMinutes,
      scheduledMinutes: shown.scheduledMinutes,
      utilizationRate: shown.utilizationRate,
    }).toEqual(toDayFigures(figures));
    // By hand: today's cut sold $5 off, the earlier one refunded whole; the no-show books
    // nothing; 09:00–17:00 scheduled.
    expect(figures.revenueCents).toBe(-500);
    expect(figures.bookedMinutes).toBe(2 * womens.duration);
    expect(figures.scheduledMinutes).toBe(480);
    expect(shown.utilizationRate).toBe(Math.round(((2 * womens.duration) / 480) * 1000) / 10);
  });
});

describe('a shift left open past closing', () => {
  const day = '2026-12-15'; // a Tuesday: Manhattan closes at 19:00

  it('is closed at closing time, flagged for review, with an auto check-out punch', async () => {
    clockAt(day, '09:00');
    await punched(s.manager, fiona, 'check-in');
    await punched(s.manager, fiona, 'break-start');
    clockAt(day, '18:59');
    expect(member(await team(s.manager), fiona).status).toBe('on_break');
    clockAt(day, '19:30');
    const t = await team(s.manager);
    expect(member(t, fiona).status).toBe('checked_out');
    const flagged = t.needsReview.filter((x) => x.userId === fiona);
    expect(flagged).toHaveLength(1);
    const shift = flagged[0]!;
    expect(shift).toMatchObject({
      clockInAt: ny(day, '09:00').toISOString(),
      clockOutAt: ny(day, '19:00').toISOString(),
      autoClosed: true,
      needsReview: true,
    });
    expect(shift.breaks).toEqual([
      { startedAt: ny(day, '09:00').toISOString(), endedAt: ny(day, '19:00').toISOString() },
    ]);
    expect(shift.entries.map((e) => [e.kind, e.recordedBy])).toEqual([
      ['check_in', marcus],
      ['break_start', marcus],
      ['auto_check_out', null],
    ]);
  });

  it('is also closed by the periodic sweep, whoever reads', async () => {
    clockAt('2026-12-16', '10:00');
    await punched(s.frontdesk, marcus, 'check-in');
    clockAt('2026-12-16', '21:00');
    expect(await sweepOverdueShifts(ctx.database.db, ctx.clock.now)).toBe(1);
    const [row] = await queryRows<{ out: Date; auto: boolean; review: boolean }>(
      ctx.database.db,
      sql`SELECT clock_out_at AS out, auto_closed AS auto, needs_review AS review FROM time_clock_shifts
        WHERE user_id = ${marcus} ORDER BY clock_in_at DESC LIMIT 1`,
    );
    expect(new Date(row!.out).toISOString()).toBe(ny('2026-12-16', '19:00').toISOString());
    expect(row).toMatchObject({ auto: true, review: true });
    expect(await sweepOverdueShifts(ctx.database.db, ctx.clock.now)).toBe(0);
  });

  it('takes a manager’s edit only with a reason, and keeps the original punches', async () => {
    // Its own shift left open past closing, a Tuesday after the first test's, on a break since
    // check-in, so the edit's figures do not depend on which test ran first.
    const day = '2026-12-22';
    clockAt(day, '09:00');
    await punched(s.manager, fiona, 'check-in');
    await punched(s.manager, fiona, 'break-start');
    clockAt(day, '19:30');
    const flagged = (await team(s.manager)).needsReview.filter(
      (x) => x.userId === fiona && x.clockInAt === ny(day, '09:00').toISOString(),
    );
    expect(flagged).toHaveLength(1);
    const shift = flagged[0]!;
    expect(shift).toMatchObject({ clockOutAt: ny(day, '19:00').toISOString(), autoClosed: true });
    clockAt('2026-12-23', '09:00');
    const url = endpointPath(E.updateShift, { id: shift.id });
    const punches = await count('time_clock_punches');
    const noReason = await s.manager.request({
      method: 'PUT',
      url,
      payload: { clockInAt: ny(day, '09:00').toISOString(), clockOutAt: ny(day, '17:00').toISOString() },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details).toContainEqual({ path: 'reason', message: M.reasonRequired });
    const blank = await s.manager.request({
      method: 'PUT',
      url,
      payload: {
        clockInAt: ny(day, '09:00').toISOString(),
        clockOutAt: ny(day, '17:00').toISOString(),
        reason: '  ',
      },
    });
    expect(blank.statusCode).toBe(400);
    const backwards = await s.manager.request({
      method: 'PUT',
      url,
      payload: {
        clockInAt: ny(day, '17:00').toISOString(),
        clockOutAt: ny(day, '09:00').toISOString(),
        reason: 'x',
      },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toContainEqual({ path: 'clockOutAt', message: M.outBeforeIn });
    for (const who of [s.frontdesk, s.employee]) {
      const res = await who.request({
        method: 'PUT',
        url,
        payload: {
          clockInAt: ny(day, '09:00').toISOString(),
          clockOutAt: ny(day, '17:00').toISOString(),
          reason: 'x',
        },
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await count('time_clock_punches')).toBe(punches);

    const res = await s.manager.request({
      method: 'PUT',
      url,
      payload: {
        clockInAt: ny(day, '09:00').toISOString(),
        clockOutAt: ny(day, '17:00').toISOString(),
        reason: 'Left at five; forgot to check out',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as Shift;
    expect(edited).toMatchObject({
      clockOutAt: ny(day, '17:00').toISOString(),
      needsReview: false,
      autoClosed: true,
    });
    // The break that ran to 19:00 now ends at the new check-out: 0 minutes worked.
    expect(edited.breaks).toEqual([
      { startedAt: ny(day, '09:00').toISOString(), endedAt: ny(day, '17:00').toISOString() },
    ]);
    expect(edited.entries.map((e) => e.kind)).toEqual(['check_in', 'break_start', 'auto_check_out', 'edit']);
    expect(edited.entries[3]).toMatchObject({
      reason: 'Left at five; forgot to check out',
      recordedBy: marcus,
      replaced: { clockInAt: ny(day, '09:00').toISOString(), clockOutAt: ny(day, '19:00').toISOString() },
    });
    expect(await count('time_clock_punches')).toBe(punches + 1);
    // The punch log refuses changes, even from the app's own role.
    await expect(
      withTenant(ctx.database.db, { tenantId }, (tx) =>
        tx.execute(sql`UPDATE time_clock_punches SET reason = 'x'`),
      ),
    ).rejects.toThrow();
    await expect(
      withTenant(ctx.database.db, { tenantId }, (tx) => tx.execute(sql`DELETE FROM time_clock_punches`)),
    ).rejects.toThrow();
    expect(await count('time_clock_punches')).toBe(punches + 1);
    // No longer to review.
    expect((await team(s.manager)).needsReview.map((x) => x.id)).not.toContain(shift.id);
    const list = await s.manager.request({
      url: `${endpointPath(E.shifts, { id: manhattan })}?from=${day}&to=${day}&userId=${fiona}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as Shift[]).map((x) => x.id)).toEqual([shift.id]);
  });
});

describe('role and tenant scope', () => {
  it('shows an employee only themselves, and lets them punch only their own clock', async () => {
    clockAt('2026-12-18', '09:00');
    const t = await team(s.employee);
    expect(t.members.map((m) => m.userId)).toEqual([emma]);
    expect(t.needsReview).toEqual([]);
    const other = await press(s.employee, fiona, 'check-in');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(M.ownOnly);
    expect((await punched(s.employee, emma, 'check-in')).status).toBe('checked_in');
    await punched(s.employee, emma, 'check-out');
    const shifts = await s.employee.request({
      url: `${endpointPath(E.shifts, { id: manhattan })}?from=2026-12-01&to=2026-12-31&userId=${fiona}`,
    });
    expect(shifts.statusCode).toBe(200);
    expect(new Set((shifts.json().data as Shift[]).map((x) => x.userId))).toEqual(new Set([emma]));
  });

  it('answers 404 for another tenant, a location out of reach, or a person not on the team', async () => {
    const someShift = await emmasShift('2026-12-02');
    const before = await count('time_clock_punches');
    const northTeam = await s.north.request({ url: endpointPath(E.teamToday, { id: manhattan }) });
    expect(northTeam.statusCode).toBe(404);
    expect((await press(s.north, emma, 'check-in')).statusCode).toBe(404);
    const northShifts = await s.north.request({ url: endpointPath(E.shifts, { id: manhattan }) });
    expect(northShifts.statusCode).toBe(404);
    const northEdit = await s.north.request({
      method: 'PUT',
      url: endpointPath(E.updateShift, { id: someShift }),
      payload: { clockInAt: '2026-12-01T10:00:00Z', clockOutAt: '2026-12-01T11:00:00Z', reason: 'x' },
    });
    expect(northEdit.statusCode).toBe(404);
    // The manager and front desk work at Manhattan only.
    expect((await s.manager.request({ url: endpointPath(E.teamToday, { id: chicago }) })).statusCode).toBe(
      404,
    );
    expect((await press(s.frontdesk, emma, 'check-in', chicago)).statusCode).toBe(404);
    // The owner punches no clock.
    expect((await press(s.manager, s.owner.user.id, 'check-in')).statusCode).toBe(404);
    // The owner reaches every location.
    expect((await s.owner.request({ url: endpointPath(E.teamToday, { id: chicago }) })).statusCode).toBe(200);
    expect(await count('time_clock_punches')).toBe(before);
  });
});

describe('bad input', () => {
  it('is a 400 naming the field, and writes nothing', async () => {
    const someShift = await emmasShift('2026-12-03');
    const before = [await count('time_clock_shifts'), await count('time_clock_punches')];
    const cases = [
      `${endpointPath(E.teamToday, { id: manhattan })}?date=2026-02-30`,
      `${endpointPath(E.teamToday, { id: manhattan })}?date=tomorrow`,
      `${endpointPath(E.shifts, { id: manhattan })}?from=2026-12-10&to=2026-12-01`,
      `${endpointPath(E.shifts, { id: manhattan })}?from=2026-01-01&to=2026-12-31`,
      `/api/admin/establishments/not-an-id/team/today`,
    ];
    for (const url of cases) expect((await s.manager.request({ url })).statusCode, url).toBe(400);
    const badUser = await s.manager.request({
      method: 'POST',
      url: `/api/admin/establishments/${manhattan}/team/nobody/check-in`,
    });
    expect(badUser.statusCode).toBe(400);
    for (const payload of [
      { clockInAt: 'yesterday', clockOutAt: '2026-12-01T11:00:00Z', reason: 'x' },
      { clockInAt: '2026-12-01T10:00:00Z', clockOutAt: '2026-12-01T11:00:00Z', reason: 'a\u0000b' },
      { clockInAt: '2026-12-01T10:00:00Z', clockOutAt: '2026-12-01T11:00:00Z', reason: 'x'.repeat(201) },
      { clockInAt: '2026-12-01T10:00:00Z', clockOutAt: '2999-12-01T11:00:00Z', reason: 'x' },
    ]) {
      const res = await s.manager.request({
        method: 'PUT',
        url: endpointPath(E.updateShift, { id: someShift }),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect([await count('time_clock_shifts'), await count('time_clock_punches')]).toEqual(before);
  });
});
