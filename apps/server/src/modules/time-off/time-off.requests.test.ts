/**
 * Time-off requests (spec operations.md §3, §4, §7; issue #14): the spec's wire names, hours from
 * the schedule, bad input that writes nothing, edits and deletion of pending requests, and the
 * role and tenant scope of every endpoint.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ESTABLISHMENTS,
  TIME_OFF_ENDPOINTS as E,
  TIME_OFF_MESSAGES as M,
  type LeaveBalance,
  type TimeOffRequest,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { call, ok, paths, refused, scheduleAhead, submit, type Role } from './time-off.test-fixtures.js';

let ctx: TestContext;
const s = {} as Record<Role, Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let work: { date: string; minutes: number }[];
let off: string[];

const countRequests = () =>
  withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const rows = await tx.execute(sql`SELECT count(*)::int AS n FROM time_off_requests`);
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });

const managerToldCount = () =>
  withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const rows = await tx.execute(
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${s.manager.user.id} AND title LIKE 'Time off request from%'`,
    );
    return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.employee.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  ({ working: work, off } = await scheduleAhead(
    ctx,
    tenantId,
    manhattan,
    'America/New_York',
    s.employee.user.id,
    21,
  ));
  // Each test asks for its own days (work[0] to work[9]), so that no two tests' requests overlap.
  expect(work.length).toBeGreaterThan(9);
});
afterAll(() => ctx.close());

describe('submitting', () => {
  it('takes the spec’s snake_case body and answers the entity with the scheduled hours', async () => {
    const day = work[0]!;
    const pendingBefore = (await ok<LeaveBalance[]>(s.manager, 'GET', paths.balances(manhattan))).find(
      (b) => b.employeeId === s.employee.user.id,
    )!.pending.personal;
    const toldBefore = await managerToldCount();
    const made = await submit(s.employee, {
      start_date: day.date,
      end_date: day.date,
      type: 'personal',
      notes: 'Dentist',
    });
    expect(made).toMatchObject({
      employeeId: s.employee.user.id,
      employeeName: 'Emma Chen',
      establishmentId: manhattan,
      type: 'personal',
      startDate: day.date,
      endDate: day.date,
      status: 'pending',
      notes: 'Dentist',
      hours: Math.round((day.minutes / 60) * 100) / 100,
      approvedBy: null,
      approvedDate: null,
    });
    const listed = await ok<TimeOffRequest[]>(s.manager, 'GET', paths.list(manhattan, '?status=pending'));
    expect(listed.map((r) => r.id)).toContain(made.id);
    const balances = await ok<LeaveBalance[]>(s.manager, 'GET', paths.balances(manhattan));
    const mine = balances.find((b) => b.employeeId === s.employee.user.id)!;
    expect(mine).toMatchObject({ vacation: 0, sick: 0, personal: 0 });
    // Other tests' pending requests may be counted too: this one adds exactly its hours.
    expect(mine.pending.personal).toBeCloseTo(pendingBefore + made.hours, 2);
    // The location's managers are told, once.
    expect(await managerToldCount()).toBe(toldBefore + 1);
  });

  it('lets a manager submit for a person of their location, and filters by person and type', async () => {
    const day = work[1]!;
    const made = await submit(s.manager, {
      start_date: day.date,
      end_date: day.date,
      type: 'sick',
      employee_id: s.employee.user.id,
      establishment_id: manhattan,
    });
    expect(made.employeeId).toBe(s.employee.user.id);
    const sick = await ok<TimeOffRequest[]>(
      s.manager,
      'GET',
      paths.list(manhattan, `?type=sick&employee_id=${s.employee.user.id}`),
    );
    expect(sick.map((r) => r.id)).toEqual([made.id]);
  });
});

describe('bad input writes nothing', () => {
  it('refuses end before start, an unknown type, NUL in notes, a day without hours and an overlap', async () => {
    const a = work[2]!.date;
    const b = work[3]!.date;
    // The request the overlap below runs into, this test's own.
    await submit(s.employee, { start_date: b, end_date: b, type: 'personal' });
    const before = await countRequests();
    const endFirst = await refused(
      s.employee,
      'POST',
      E.create.path,
      { start_date: b, end_date: a, type: 'vacation' },
      400,
    );
    expect(endFirst.details).toContainEqual({ path: 'end_date', message: M.endBeforeStart });
    const type = await refused(
      s.employee,
      'POST',
      E.create.path,
      { start_date: a, end_date: a, type: 'holiday' },
      400,
    );
    expect(type.details?.[0]).toMatchObject({ path: 'type', message: M.type });
    const nul = await refused(
      s.employee,
      'POST',
      E.create.path,
      { start_date: a, end_date: a, type: 'vacation', notes: 'a\u0000b' },
      400,
    );
    expect(JSON.stringify(nul)).toContain('notes');
    await refused(
      s.employee,
      'POST',
      E.create.path,
      { start_date: '2026-02-30', end_date: a, type: 'vacation' },
      400,
    );
    if (off[0]) {
      const none = await refused(
        s.employee,
        'POST',
        E.create.path,
        { start_date: off[0], end_date: off[0], type: 'vacation' },
        400,
      );
      expect(none.message).toBe(M.noHours);
    }
    // b is already requested (above): a range that covers it overlaps.
    const overlap = await refused(
      s.employee,
      'POST',
      E.create.path,
      { start_date: a, end_date: b, type: 'vacation' },
      409,
    );
    expect(overlap.message).toBe(M.overlap);
    expect(await countRequests()).toBe(before);
  });
});

describe('editing and deleting', () => {
  it('edits a pending request (hours again) and deletes it; an edit into another request is 409', async () => {
    const other = await submit(s.employee, {
      start_date: work[6]!.date,
      end_date: work[6]!.date,
      type: 'personal',
    });
    const made = await submit(s.employee, {
      start_date: work[4]!.date,
      end_date: work[4]!.date,
      type: 'vacation',
    });
    const moved = await ok<TimeOffRequest>(s.employee, 'PUT', paths.one(made.id), {
      start_date: work[5]!.date,
      end_date: work[5]!.date,
      notes: 'Moved',
    });
    expect(moved).toMatchObject({
      startDate: work[5]!.date,
      notes: 'Moved',
      hours: Math.round((work[5]!.minutes / 60) * 100) / 100,
    });
    const into = await refused(
      s.employee,
      'PUT',
      paths.one(made.id),
      { start_date: other.startDate, end_date: other.endDate },
      409,
    );
    expect(into.message).toBe(M.overlap);
    const backwards = await refused(s.employee, 'PUT', paths.one(made.id), { end_date: work[4]!.date }, 400);
    expect(backwards.message).toBe(M.endBeforeStart);
    await ok(s.employee, 'DELETE', paths.one(made.id));
    await refused(s.employee, 'PUT', paths.one(made.id), { notes: 'x' }, 404);
  });
});

describe('scope', () => {
  let others: TimeOffRequest;
  beforeAll(async () => {
    const owner = s.owner.user.id;
    // The owner works at Manhattan too (assigned to every location) on their own days, which
    // differ from the employee's: a request of theirs on one of them.
    const { working } = await scheduleAhead(ctx, tenantId, manhattan, 'America/New_York', owner, 21);
    const day = working[0]!.date;
    others = await submit(s.owner, {
      start_date: day,
      end_date: day,
      type: 'vacation',
      employee_id: owner,
      establishment_id: manhattan,
    });
  });

  it('shows an employee only their own requests and balances', async () => {
    await submit(s.employee, { start_date: work[9]!.date, end_date: work[9]!.date, type: 'vacation' });
    const mine = await ok<TimeOffRequest[]>(s.employee, 'GET', paths.list(manhattan));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.employeeId === s.employee.user.id)).toBe(true);
    const asked = await ok<TimeOffRequest[]>(
      s.employee,
      'GET',
      paths.list(manhattan, `?employee_id=${s.owner.user.id}`),
    );
    expect(asked).toEqual([]);
    const balances = await ok<LeaveBalance[]>(s.employee, 'GET', paths.balances(manhattan));
    expect(balances.map((b) => b.employeeId)).toEqual([s.employee.user.id]);
  });

  it('lists every location the caller reaches in one answer with ALL_ESTABLISHMENTS', async () => {
    const owner = s.owner.user.id;
    const { working } = await scheduleAhead(ctx, tenantId, chicago, 'America/Chicago', owner, 21);
    const day = working.find((d) => d.date !== others.startDate)!.date;
    const there = await submit(s.owner, {
      start_date: day,
      end_date: day,
      type: 'personal',
      employee_id: owner,
      establishment_id: chicago,
    });
    const all = await ok<TimeOffRequest[]>(s.owner, 'GET', paths.list(ALL_ESTABLISHMENTS, '?status=pending'));
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([others.id, there.id]));
    expect(all.every((r) => r.status === 'pending')).toBe(true);
    // A manager's every location is their own; an employee still sees only their own requests.
    const managers = await ok<TimeOffRequest[]>(s.manager, 'GET', paths.list(ALL_ESTABLISHMENTS));
    expect(managers.map((r) => r.id)).toContain(others.id);
    expect(managers.every((r) => r.establishmentId === manhattan)).toBe(true);
    const mine = await ok<TimeOffRequest[]>(s.employee, 'GET', paths.list(ALL_ESTABLISHMENTS));
    expect(mine.every((r) => r.employeeId === s.employee.user.id)).toBe(true);
    // Another tenant's every location holds none of these.
    const theirs = await ok<TimeOffRequest[]>(s.north, 'GET', paths.list(ALL_ESTABLISHMENTS));
    expect(theirs.map((r) => r.id)).not.toContain(others.id);
    await refused(s.frontdesk, 'GET', paths.list(ALL_ESTABLISHMENTS), undefined, 403);
  });

  it('refuses an employee someone else’s request and every decision', async () => {
    await refused(s.employee, 'PUT', paths.one(others.id), { notes: 'x' }, 403);
    await refused(s.employee, 'DELETE', paths.one(others.id), undefined, 403);
    await refused(s.employee, 'PUT', paths.decide(others.id), { status: 'approved' }, 403);
    await refused(s.employee, 'GET', paths.review(others.id), undefined, 403);
    const forOther = {
      start_date: work[7]!.date,
      end_date: work[7]!.date,
      type: 'vacation',
      employee_id: s.manager.user.id,
    };
    await refused(s.employee, 'POST', E.create.path, forOther, 403);
    await refused(
      s.employee,
      'POST',
      E.adjust.path,
      { employee_id: s.employee.user.id, type: 'vacation', kind: 'grant', hours: 8 },
      403,
    );
  });

  it('refuses the front desk, another location to a manager, and another tenant', async () => {
    await refused(s.frontdesk, 'GET', paths.list(manhattan), undefined, 403);
    await refused(
      s.frontdesk,
      'POST',
      E.create.path,
      { start_date: work[7]!.date, end_date: work[7]!.date, type: 'vacation' },
      403,
    );
    await refused(s.manager, 'GET', paths.list(chicago), undefined, 404);
    await refused(s.manager, 'GET', paths.balances(chicago), undefined, 404);
    await refused(s.north, 'GET', paths.list(manhattan), undefined, 404);
    await refused(s.north, 'GET', paths.balances(manhattan), undefined, 404);
    await refused(s.north, 'PUT', paths.decide(others.id), { status: 'rejected' }, 404);
    await refused(s.north, 'PUT', paths.one(others.id), { notes: 'x' }, 404);
    await refused(s.north, 'DELETE', paths.one(others.id), undefined, 404);
    await refused(s.north, 'GET', paths.review(others.id), undefined, 404);
    await refused(
      s.north,
      'POST',
      E.adjust.path,
      { employee_id: s.employee.user.id, type: 'vacation', kind: 'grant', hours: 8 },
      404,
    );
    const res = await call(s.north, 'GET', `${E.ledger.path.replace(':id', manhattan)}`);
    expect(res.statusCode).toBe(404);
  });

  it('lets a manager reject a request with notes, and tells the employee; rejected is final', async () => {
    const made = await submit(s.employee, {
      start_date: work[8]!.date,
      end_date: work[8]!.date,
      type: 'vacation',
    });
    const decided = await ok<{ request: TimeOffRequest }>(s.manager, 'PUT', paths.decide(made.id), {
      status: 'rejected',
      notes: 'Short-staffed that day',
    });
    expect(decided.request).toMatchObject({
      status: 'rejected',
      reviewerNotes: 'Short-staffed that day',
      reviewedBy: s.manager.user.id,
      approvedBy: null,
    });
    await refused(s.manager, 'PUT', paths.decide(made.id), { status: 'approved' }, 409);
    await refused(s.employee, 'PUT', paths.one(made.id), { notes: 'again' }, 409);
    // A rejected request no longer holds its dates.
    await submit(s.employee, { start_date: work[8]!.date, end_date: work[8]!.date, type: 'personal' });
  });
});
