/**
 * Dawn AI's appointment tools (issue #33) on the real database, through the routes as each
 * person: the day's schedule lists a booking made that day and another tenant's location is
 * refused with the API's own error; a move previews before and after, changes nothing until it
 * runs, then moves the appointment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Appointment,
  type Availability,
  type AvailabilitySlot,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { ok } from '../../../../test/http.js';
import { bookAt } from '../../../../test/booking.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { daySchedule, moveAppointment } from './schedule-tools.js';

let ctx: TestContext;
let owner: Session;
let north: Session;
/** The front desk's location and the employee working there, whose diary the test books into. */
let place: string;
let stylist: string;
let booked: Appointment;
let spare: AvailabilitySlot;

beforeAll(async () => {
  ctx = await createTestContext();
  const [employee, frontdesk] = [
    await ctx.signIn('employee@luxe.example'),
    await ctx.signIn('frontdesk@luxe.example'),
  ];
  owner = await ctx.signIn('owner@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  place = frontdesk.user.establishments[0]!;
  stylist = employee.user.id;
  const services = await ok<Service[]>(
    owner,
    'GET',
    endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: place, tenantId: owner.user.tenantId }),
  );
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (const service of services) {
    const slots = (
      await ok<Availability>(
        owner,
        'GET',
        `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: place })}?date=${date}&days=14&serviceId=${service.id}&staffIds=${stylist}&interval=60`,
      )
    ).availability;
    if (!slots[0] || !slots[3]) continue;
    const id = await bookAt(owner, place, {
      slot: slots[0],
      serviceId: service.id,
      staffId: stylist,
      clientName: 'Tool Test',
    });
    booked = await ok<Appointment>(owner, 'GET', `/api/appointments/item/${id}`);
    spare = slots[3];
    break;
  }
  if (!booked) throw new Error('no free start in the next two weeks');
});
afterAll(() => ctx?.close());

describe('day_schedule', () => {
  it('lists the day’s appointments at the location, and another tenant’s location is refused as the route refuses it', async () => {
    const day = booked.date;
    const result = await runTool(toolContextOf(ctx.app, owner, place), daySchedule, { date: day });
    expect(result.columns[0]).toBe('Time');
    const row = result.rows.find((r) => r.at(-1) === booked.id);
    expect(row?.slice(1, 4)).toEqual(['Tool Test', booked.serviceName, booked.staffName]);

    const refusal = await refusalOf(
      runTool(toolContextOf(ctx.app, north), daySchedule, { establishmentId: place, date: day }),
    );
    const direct = await north.request({
      method: 'GET',
      url: endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: place }),
    });
    expect(direct.statusCode).toBeGreaterThanOrEqual(400);
    expect(refusal.message).toBe((direct.json() as { message: string }).message);
  });
});

describe('move_appointment', () => {
  it('previews before and after without changing anything, then moves the appointment', async () => {
    expect(moveAppointment.kind).toBe('write');
    const args = { appointmentId: booked.id, date: spare.date, startTime: spare.startTime };
    const asOwner = toolContextOf(ctx.app, owner, place);
    const card = await previewTool(asOwner, moveAppointment, args);
    expect(card.changes.find((c) => c.label === 'Client')?.after).toBe('Tool Test');
    const when = card.changes.find((c) => c.label === 'When');
    expect(when?.before).not.toBe(when?.after);
    const still = await ok<Appointment>(owner, 'GET', `/api/appointments/item/${booked.id}`);
    expect([still.date, still.startTime]).toEqual([booked.date, booked.startTime]);

    const done = await runTool(asOwner, moveAppointment, args);
    expect(done.title).toBe('Appointment moved');
    const moved = await ok<Appointment>(owner, 'GET', `/api/appointments/item/${booked.id}`);
    expect([moved.date, moved.startTime]).toEqual([spare.date, spare.startTime]);
  });
});
