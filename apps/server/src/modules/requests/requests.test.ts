/**
 * Internal requests (spec operations.md §3 Request, §4; issue #15): wire names, the lifecycle's
 * stamps, who is told, who sees what, and bad input that writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REQUEST_ENDPOINTS as E,
  REQUEST_MESSAGES as M,
  type InternalRequest,
  type RequestAssignee,
  type RequestList,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import {
  change,
  countRequests,
  ok,
  paths,
  personAt,
  raise,
  refused,
  told,
} from './requests.test-fixtures.js';

type Who = 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
const draft = (extra: Record<string, unknown> = {}) => ({
  establishment_id: manhattan,
  title: 'Out of foils',
  description: 'Need two boxes.',
  type: 'supplies',
  priority: 'high',
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.employee.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
});
afterAll(() => ctx.close());

describe('raising and the lifecycle', () => {
  it('answers the spec’s field names and tells the location’s managers', async () => {
    // Other tests raise Emma's requests too: count this one's notification alone.
    const toldBefore = await told(ctx, tenantId, s.manager.user.id, 'New request from Emma Chen');
    const made = await raise(s.employee, draft());
    expect(made).toMatchObject({
      staffId: s.employee.user.id,
      staffName: 'Emma Chen',
      establishmentId: manhattan,
      assignedTo: null,
      title: 'Out of foils',
      type: 'supplies',
      priority: 'high',
      status: 'open',
      response: null,
      resolvedAt: null,
    });
    expect(Object.keys(made).sort()).toEqual(
      [
        'id',
        'establishmentId',
        'staffId',
        'staffName',
        'assignedTo',
        'assignedToName',
        'title',
        'description',
        'type',
        'priority',
        'status',
        'response',
        'resolvedAt',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(await told(ctx, tenantId, s.manager.user.id, 'New request from Emma Chen')).toBe(toldBefore + 1);
    expect(await told(ctx, tenantId, s.employee.user.id, 'New request')).toBe(0);
  });

  it('assigning sets in_progress, resolving stamps resolvedAt, closing keeps it; each tells the right person', async () => {
    const made = await raise(s.frontdesk, draft({ type: 'maintenance', priority: 'urgent' }));
    ctx.clock.now = new Date(Date.now() + 60_000);
    const assigned = await change(s.manager, made.id, { assigned_to: s.employee.user.id });
    expect(assigned).toMatchObject({
      status: 'in_progress',
      assignedTo: s.employee.user.id,
      assignedToName: 'Emma Chen',
    });
    expect(assigned.updatedAt > made.updatedAt).toBe(true);
    expect(await told(ctx, tenantId, s.employee.user.id, `Request assigned to you: ${made.title}`)).toBe(1);

    const resolved = await change(s.employee, made.id, {
      status: 'resolved',
      response: 'Tightened the bolt.',
    });
    expect(resolved).toMatchObject({ status: 'resolved', response: 'Tightened the bolt.' });
    expect(resolved.resolvedAt).toBe(ctx.clock.now.toISOString());
    expect(resolved.updatedAt > assigned.updatedAt).toBe(true);
    expect(await told(ctx, tenantId, s.frontdesk.user.id, `Your request was resolved: ${made.title}`)).toBe(
      1,
    );

    const closed = await change(s.frontdesk, made.id, { status: 'closed' });
    expect(closed).toMatchObject({ status: 'closed', resolvedAt: resolved.resolvedAt });
    const again = await refused(s.manager, 'PATCH', paths.one(made.id), { status: 'open' }, 409);
    expect(again.message).toBe(M.closedFinal);
  });

  it('closing an open request stamps resolvedAt; reopening a resolved one clears it', async () => {
    const a = await raise(s.employee, draft());
    const closed = await change(s.manager, a.id, { status: 'closed' });
    expect(closed.resolvedAt).not.toBeNull();
    const b = await raise(s.employee, draft());
    await change(s.manager, b.id, { status: 'resolved', response: 'Done.' });
    expect(await told(ctx, tenantId, s.employee.user.id, 'Your request was resolved')).toBeGreaterThan(0);
    const reopened = await change(s.employee, b.id, { status: 'open' });
    expect(reopened).toMatchObject({ status: 'open', resolvedAt: null });
  });

  it('tells the requester of a response alone', async () => {
    const a = await raise(s.frontdesk, draft({ title: 'Call back Mrs. Lee' }));
    await change(s.manager, a.id, { response: 'Called her, all good.' });
    expect(
      await told(ctx, tenantId, s.frontdesk.user.id, 'New response to your request: Call back Mrs. Lee'),
    ).toBe(1);
  });
});

describe('transitions and rights', () => {
  it('refuses in_progress without an assignee and a status move by the wrong person', async () => {
    const a = await raise(s.employee, draft());
    expect((await refused(s.manager, 'PATCH', paths.one(a.id), { status: 'in_progress' }, 409)).message).toBe(
      M.needsAssignee,
    );
    expect(
      (await refused(s.employee, 'PATCH', paths.one(a.id), { assigned_to: s.employee.user.id }, 403)).message,
    ).toBe(M.onlyManagersAssign);
    expect((await refused(s.employee, 'PATCH', paths.one(a.id), { status: 'resolved' }, 403)).message).toBe(
      M.onlyAssigneeResolves,
    );
    expect((await refused(s.manager, 'PATCH', paths.one(a.id), {}, 400)).message).toBe(M.nothingToChange);
    const edited = await change(s.employee, a.id, { priority: 'low', title: 'Foils, two boxes' });
    expect(edited).toMatchObject({ priority: 'low', title: 'Foils, two boxes', status: 'open' });
  });
});

describe('scope', () => {
  it('shows employees and the front desk only what they raised or were assigned', async () => {
    const desk = await raise(s.frontdesk, draft({ title: 'Desk only' }));
    const mine = await ok<RequestList>(s.employee, 'GET', paths.list(manhattan, '?pageSize=100'));
    expect(
      mine.requests.every((r) => r.staffId === s.employee.user.id || r.assignedTo === s.employee.user.id),
    ).toBe(true);
    expect(mine.requests.map((r) => r.id)).not.toContain(desk.id);
    await refused(s.employee, 'GET', paths.one(desk.id), undefined, 404);
    await refused(s.employee, 'PATCH', paths.one(desk.id), { status: 'closed' }, 404);
    expect((await ok<InternalRequest>(s.frontdesk, 'GET', paths.one(desk.id))).id).toBe(desk.id);
    await change(s.manager, desk.id, { assigned_to: s.employee.user.id });
    expect((await ok<InternalRequest>(s.employee, 'GET', paths.one(desk.id))).status).toBe('in_progress');
    await refused(s.employee, 'GET', paths.assignees(manhattan), undefined, 403);
  });

  it('keeps a manager to their locations and a tenant to its own', async () => {
    const far = await raise(s.owner, draft({ establishment_id: chicago, title: 'Chicago leak' }));
    await refused(s.manager, 'GET', paths.one(far.id), undefined, 404);
    await refused(s.manager, 'PATCH', paths.one(far.id), { status: 'closed' }, 404);
    await refused(s.manager, 'GET', paths.list(chicago), undefined, 404);
    await refused(s.manager, 'POST', E.create.path, draft({ establishment_id: chicago }), 404);
    await refused(s.north, 'GET', paths.one(far.id), undefined, 404);
    const here = await ok<RequestList>(s.manager, 'GET', paths.list(manhattan, '?status=open&type=supplies'));
    expect(here.requests.every((r) => r.establishmentId === manhattan && r.status === 'open')).toBe(true);
    expect(here.counts.open).toBe(here.total);
    const people = await ok<RequestAssignee[]>(s.manager, 'GET', paths.assignees(manhattan));
    expect(people.map((p) => p.name)).toContain('Emma Chen');
  });

  it('filters a manager’s list to theirs with mine=true and pages it', async () => {
    const list = await ok<RequestList>(s.manager, 'GET', paths.list(manhattan, '?mine=true'));
    expect(
      list.requests.every((r) => r.staffId === s.manager.user.id || r.assignedTo === s.manager.user.id),
    ).toBe(true);
    const page = await ok<RequestList>(s.manager, 'GET', paths.list(manhattan, '?pageSize=2&page=2'));
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.requests.length).toBeLessThanOrEqual(2);
  });
});

describe('bad input writes nothing', () => {
  it('refuses unknown enums, a blank title and an assignee from elsewhere with clear text', async () => {
    const before = await countRequests(ctx, tenantId);
    const type = await refused(s.employee, 'POST', E.create.path, draft({ type: 'time_off' }), 400);
    expect(type.details).toContainEqual({ path: 'type', message: M.type });
    const priority = await refused(s.employee, 'POST', E.create.path, draft({ priority: 'asap' }), 400);
    expect(priority.details).toContainEqual({ path: 'priority', message: M.priority });
    const title = await refused(s.employee, 'POST', E.create.path, draft({ title: '  ' }), 400);
    expect(title.details).toContainEqual({ path: 'title', message: M.title });
    expect(await countRequests(ctx, tenantId)).toBe(before);

    const a = await raise(s.employee, draft());
    const status = await refused(s.manager, 'PATCH', paths.one(a.id), { status: 'done' }, 400);
    expect(status.details).toContainEqual({ path: 'status', message: M.status });
    await refused(s.manager, 'GET', paths.list(manhattan, '?status=done'), undefined, 400);
    const elsewhere = await personAt(ctx, tenantId, chicago, [s.owner.user.id]);
    const target = elsewhere ?? s.north.user.id;
    const away = await refused(s.owner, 'PATCH', paths.one(a.id), { assigned_to: target }, 400);
    expect(away.details).toContainEqual({ path: 'assigned_to', message: M.assigneeNotHere });
    expect((await ok<InternalRequest>(s.manager, 'GET', paths.one(a.id))).status).toBe('open');
  });
});
