/**
 * Approving time off (spec operations.md §4; issue #14): approval deducts exactly the request's
 * hours and records the signed-in approver and the server's date, blocks the person's calendar
 * (availability offers nothing that day), lists clashing appointments, is refused past the
 * balance even under 20 concurrent approvals, and an approved request stays. Accrual runs are
 * idempotent per person, type and period.
 */
import { recordedEvents } from '../../../test/business-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVAILABILITY_ENDPOINTS,
  STAFF_ENDPOINTS,
  TIME_OFF_ENDPOINTS as E,
  TIME_OFF_MESSAGES as M,
  endpointPath,
  type Availability,
  type LeaveBalance,
  type LeaveEntry,
  type TimeOff,
  type TimeOffDecision,
  type TimeOffRequest,
  type TimeOffReview,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { leaveRecordsOf } from './index.js';
import {
  call,
  grant,
  ok,
  paths,
  refused,
  scheduleAhead,
  submit,
  type Role,
} from './time-off.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<Role, Session>;
let tenantId: string;
let manhattan: string;
let emma: string;
let marcus: string;
let work: { date: string; minutes: number }[];
/** The manager's own working days, which differ from the employee's. */
let marcusWork: { date: string; minutes: number }[];

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const balanceOf = async (type: 'vacation' | 'sick' | 'personal') =>
  (await ok<LeaveBalance[]>(s.manager, 'GET', paths.balances(manhattan))).find((b) => b.employeeId === emma)![
    type
  ];
const recordsOfEmma = async () =>
  (await withTenant(ctx.database.db, { tenantId }, (tx) => leaveRecordsOf(tx, [emma]))).get(emma)!;
/**
 * A vacation day of Emma's, approved. The grant covers it, and any debt another test's adjustment
 * left, so that approval cannot turn on the order the tests ran in.
 */
const approvedOn = async (date: string) => {
  const made = await submit(s.employee, { start_date: date, end_date: date, type: 'vacation' });
  await grant(s.manager, emma, made.hours - Math.min(0, await balanceOf('vacation')));
  return (await ok<TimeOffDecision>(s.manager, 'PUT', paths.decide(made.id), { status: 'approved' })).request;
};
const slotsOn = async (date: string) => {
  const url = `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: manhattan })}?date=${date}&days=1&staffIds=${emma}&serviceDuration=30`;
  const answer = await ok<Availability>(s.manager, 'GET', url);
  return answer.availabilityByStaff[emma] ?? [];
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  emma = s.employee.user.id;
  [manhattan] = s.employee.user.establishments as [string];
  marcus = s.manager.user.id;
  ({ working: work } = await scheduleAhead(ctx, tenantId, manhattan, 'America/New_York', emma, 200));
  ({ working: marcusWork } = await scheduleAhead(ctx, tenantId, manhattan, 'America/New_York', marcus, 21));
});
afterAll(() => ctx.close());

describe('approval', () => {
  it('previews the balance and is refused past it, writing nothing', async () => {
    // Marcus's vacation, which no other test of this file grants or spends, so it is surely 0;
    // the owner decides, since a manager may not decide their own request.
    const day = marcusWork[1]!;
    const request = await submit(s.manager, {
      start_date: day.date,
      end_date: day.date,
      type: 'vacation',
      establishment_id: manhattan,
    });
    const preview = await ok<TimeOffReview>(s.owner, 'GET', paths.review(request.id));
    expect(preview).toMatchObject({ balanceHours: 0, remainingHours: -request.hours, sufficient: false });
    const over = await refused(s.owner, 'PUT', paths.decide(request.id), { status: 'approved' }, 409);
    expect(over.message).toBe(M.overBalance('vacation', request.hours, 0));
    const still = await ok<TimeOffRequest[]>(s.manager, 'GET', paths.list(manhattan, `?status=pending`));
    expect(still.map((r) => r.id)).toContain(request.id);
  });

  it('deducts exactly, records the session’s approver and the server’s date, and adds a leave record', async () => {
    const day = work[3]!;
    const request = await submit(s.employee, { start_date: day.date, end_date: day.date, type: 'vacation' });
    expect((await slotsOn(request.startDate)).length).toBeGreaterThan(0);
    // Other tests' grants, approvals and adjustments may have moved the balance and added records.
    const before = await balanceOf('vacation');
    const recordsBefore = await recordsOfEmma();
    await grant(s.manager, emma, 40);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 1000);
    const decided = await ok<TimeOffDecision>(s.manager, 'PUT', paths.decide(request.id), {
      status: 'approved',
      notes: 'Enjoy',
      reviewedBy: s.owner.user.id,
      reviewedDate: '2001-01-01',
    });
    expect(decided.request).toMatchObject({
      status: 'approved',
      approvedBy: s.manager.user.id,
      approvedByName: 'Marcus Reyes',
      approvedDate: ctx.clock.now.toISOString(),
      reviewerNotes: 'Enjoy',
    });
    expect(decided.request.calendarBlockId).toBeTruthy();
    expect(await recordedEvents(ctx.database.db, tenantId, 'time-off.approved')).toContainEqual({
      timeOffId: request.id,
      userId: emma,
      startDate: request.startDate,
      endDate: request.endDate,
    });
    expect(await balanceOf('vacation')).toBeCloseTo(before + 40 - request.hours, 2);
    const ledger = await ok<LeaveEntry[]>(s.manager, 'GET', `${paths.ledger(manhattan)}?employee_id=${emma}`);
    expect(ledger.find((e) => e.kind === 'deduction' && e.requestId === request.id)).toMatchObject({
      requestId: request.id,
      hours: -request.hours,
      type: 'vacation',
    });
    // Exactly one record more, in start-date order as leaveRecordsOf answers.
    expect(await recordsOfEmma()).toEqual(
      [
        ...recordsBefore,
        {
          id: request.id,
          type: 'vacation',
          startDate: request.startDate,
          endDate: request.endDate,
          hours: request.hours,
        },
      ].sort((a, b) => a.startDate.localeCompare(b.startDate)),
    );
  });

  it('removes the day from availability and shows as a block in the person’s schedule', async () => {
    expect((await slotsOn(work[4]!.date)).length).toBeGreaterThan(0);
    const request = await approvedOn(work[4]!.date);
    expect(await slotsOn(request.startDate)).toEqual([]);
    const url = endpointPath(STAFF_ENDPOINTS.timeOff, { tenantId, establishmentId: manhattan, userId: emma });
    const blocks = await ok<TimeOff[]>(
      s.manager,
      'GET',
      `${url}?from=${request.startDate}&to=${request.endDate}`,
    );
    expect(blocks.map((b) => b.id)).toContain(request.calendarBlockId);
  });

  it('keeps an approved request: no second decision, no rejection, no deletion, no edit', async () => {
    const request = await approvedOn(work[5]!.date);
    expect(
      (await refused(s.manager, 'PUT', paths.decide(request.id), { status: 'rejected' }, 409)).message,
    ).toBe(M.approvedNotDeletable);
    expect((await refused(s.manager, 'DELETE', paths.one(request.id), undefined, 409)).message).toBe(
      M.approvedNotDeletable,
    );
    await refused(s.employee, 'DELETE', paths.one(request.id), undefined, 409);
    await refused(s.employee, 'PUT', paths.one(request.id), { notes: 'x' }, 409);
  });

  it('does not let a manager decide their own request', async () => {
    const day = marcusWork[0]!.date;
    const own = await submit(s.manager, {
      start_date: day,
      end_date: day,
      type: 'personal',
      establishment_id: manhattan,
    });
    await refused(s.manager, 'PUT', paths.decide(own.id), { status: 'approved' }, 403);
    await ok(s.owner, 'PUT', paths.decide(own.id), { status: 'rejected' });
  });
});

describe('concurrency', () => {
  it('approves exactly as many of 20 concurrent approvals as the balance allows', async () => {
    // 20 single days with the same hours, far enough ahead to miss the other tests' dates.
    const byMinutes = new Map<number, string[]>();
    for (const d of work.slice(20)) byMinutes.set(d.minutes, [...(byMinutes.get(d.minutes) ?? []), d.date]);
    const [minutes, dates] = [...byMinutes.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(dates.length).toBeGreaterThanOrEqual(20);
    const requests: TimeOffRequest[] = [];
    for (const date of dates.slice(0, 20))
      requests.push(await submit(s.employee, { start_date: date, end_date: date, type: 'sick' }));
    const allowed = 7;
    await grant(s.owner, emma, hoursOf(minutes * allowed), 'sick');
    const answers = await Promise.all(
      requests.map((r) => call(s.manager, 'PUT', paths.decide(r.id), { status: 'approved' })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(allowed);
    expect(codes.filter((c) => c === 409)).toHaveLength(20 - allowed);
    expect(await balanceOf('sick')).toBe(0);
    const approved = await ok<TimeOffRequest[]>(
      s.manager,
      'GET',
      paths.list(manhattan, '?type=sick&status=approved'),
    );
    expect(approved).toHaveLength(allowed);
  });
});

describe('accruals and adjustments', () => {
  it('credits a period once, however often it runs, up to the cap', async () => {
    await refused(s.manager, 'PUT', E.setPolicy.path, { policies: [] }, 403);
    await ok(s.owner, 'PUT', E.setPolicy.path, {
      policies: [
        { type: 'personal', frequency: 'monthly', hoursPerPeriod: 4, capHours: 6, carryOverHours: null },
      ],
    });
    const before = await balanceOf('personal');
    const body = { establishment_id: manhattan, date: '2030-03-10' };
    const first = await ok<{ written: number }>(s.manager, 'POST', E.runAccruals.path, body);
    expect(first.written).toBeGreaterThan(0);
    const again = await ok<{ written: number }>(s.manager, 'POST', E.runAccruals.path, body);
    expect(again.written).toBe(0);
    expect(await balanceOf('personal')).toBe(Math.min(before + 4, 6));
    await ok(s.manager, 'POST', E.runAccruals.path, { ...body, date: '2030-04-02' });
    expect(await balanceOf('personal')).toBe(6);
  });

  it('adjusts a balance either way; a grant must add', async () => {
    const before = await balanceOf('vacation');
    await ok(
      s.manager,
      'POST',
      E.adjust.path,
      { employee_id: emma, type: 'vacation', kind: 'adjustment', hours: -1.5 },
      201,
    );
    expect(await balanceOf('vacation')).toBe(before - 1.5);
    const bad = await refused(
      s.manager,
      'POST',
      E.adjust.path,
      { employee_id: emma, type: 'vacation', kind: 'grant', hours: -2 },
      400,
    );
    expect(bad.details?.[0]?.message).toBe(M.grantPositive);
  });
});
