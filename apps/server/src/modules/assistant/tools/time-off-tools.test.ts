/**
 * Dawn AI's time-off tool (issue #33) on the real database, through the routes as each person:
 * the card shows who, the type and the days and submits nothing; approved, a pending request is
 * the person's own; the front desk (who may not request time off here) is refused with the
 * route's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_OFF_ENDPOINTS, endpointPath, type TimeOffRequest } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { call, ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { requestTimeOff } from './time-off-tools.js';

let ctx: TestContext;
let employee: Session;
let frontDesk: Session;
let owner: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  [employee, frontDesk, owner] = await Promise.all([
    ctx.signIn('employee@luxe.example'),
    ctx.signIn('frontdesk@luxe.example'),
    ctx.signIn('owner@luxe.example'),
  ]);
});
afterAll(() => ctx?.close());

describe('request_time_off', () => {
  it('previews the request without sending it, submits it for the person themself, and refuses whom the route refuses', async () => {
    const place = employee.user.establishments[0]!;
    const listUrl = `${endpointPath(TIME_OFF_ENDPOINTS.list, { id: place })}?employee_id=${employee.user.id}`;
    const args = { startDate: '2027-02-08', endDate: '2027-02-10', type: 'vacation', notes: 'Family trip.' };
    const asEmployee = toolContextOf(ctx.app, employee, place);

    const before = await ok<TimeOffRequest[]>(owner, 'GET', listUrl);
    const card = await previewTool(asEmployee, requestTimeOff, args);
    expect(card.changes).toEqual([
      { label: 'Who', before: null, after: `${employee.user.first_name} ${employee.user.last_name}` },
      { label: 'Type', before: null, after: 'Vacation' },
      { label: 'Days', before: null, after: 'Mon, Feb 8, 2027 to Wed, Feb 10, 2027' },
      { label: 'Status', before: null, after: 'Pending' },
      { label: 'Notes', before: null, after: 'Family trip.' },
    ]);
    expect(await ok<TimeOffRequest[]>(owner, 'GET', listUrl)).toHaveLength(before.length);

    const direct = await call(frontDesk, 'POST', TIME_OFF_ENDPOINTS.create.path, {
      start_date: args.startDate,
      end_date: args.endDate,
      type: args.type,
    });
    expect(direct.statusCode).toBe(403);
    const message = (direct.json() as { message: string }).message;
    const asDesk = toolContextOf(ctx.app, frontDesk, place);
    expect((await refusalOf(previewTool(asDesk, requestTimeOff, args))).message).toBe(message);
    expect((await refusalOf(runTool(asDesk, requestTimeOff, args))).message).toBe(message);

    const done = await runTool(asEmployee, requestTimeOff, args);
    expect(done.link?.href).toBe('/hr/time-off');
    const after = await ok<TimeOffRequest[]>(owner, 'GET', listUrl);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((r) => !before.some((b) => b.id === r.id))).toMatchObject({
      employeeId: employee.user.id,
      establishmentId: place,
      type: 'vacation',
      startDate: args.startDate,
      endDate: args.endDate,
      status: 'pending',
      notes: 'Family trip.',
    });
  });
});
