/**
 * Dawn AI's booking tools (issue #33) on the real database, through the routes as each person:
 * booking previews the client, service and staff by name and changes nothing, then books; an
 * employee's booking is refused as the route refuses it. Cancelling previews the status before
 * and after, changes nothing, then cancels with the reason; another employee's cancel and another
 * tenant's preview are refused with the route's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  AVAILABILITY_ENDPOINTS,
  CRM_ENDPOINTS,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Appointment,
  type Availability,
  type Client,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../../test/context.js';
import { call, ok } from '../../../../test/http.js';
import { previewTool, refusalOf, runTool, toolContextOf } from '../../../../test/assistant-tools.js';
import { bookAppointment, cancelAppointment } from './booking-tools.js';

let ctx: TestContext;
let owner: Session;
let employee: Session;
let north: Session;
let place: string;

beforeAll(async () => {
  ctx = await createTestContext();
  [owner, employee, north] = await Promise.all([
    ctx.signIn('owner@luxe.example'),
    ctx.signIn('employee@luxe.example'),
    ctx.signIn('owner@northside.example'),
  ]);
  place = employee.user.establishments[0]!;
});
afterAll(() => ctx?.close());

const itemUrl = (id: string) => endpointPath(APPOINTMENT_ENDPOINTS.item, { id });
const dayUrl = (date: string) =>
  `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: place })}?startDate=${date}&endDate=${date}`;

/** A free slot, a fortnight on, of an active service with someone other than the employee. */
async function freeBooking() {
  const services = await ok<Service[]>(
    owner,
    'GET',
    endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: place, tenantId: owner.user.tenantId }),
  );
  const me = employee.user.id;
  const service = services.find(
    (s) => s.isActive && (s.staffIds.length === 0 || s.staffIds.some((id) => id !== me)),
  )!;
  const from = new Date(ctx.clock.now.getTime() + 14 * 86_400_000).toISOString().slice(0, 10);
  const free = await ok<Availability>(
    owner,
    'GET',
    `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: place })}?date=${from}&days=7&serviceId=${service.id}`,
  );
  const slot = free.availability.find((s) => s.staffIds?.some((id) => id !== me))!;
  const staffId = slot.staffIds!.find((id) => id !== me)!;
  const [client] = await ok<Client[]>(
    owner,
    'GET',
    `${CRM_ENDPOINTS.listClients.path}?establishmentId=${place}`,
  );
  return {
    clientId: client!.id,
    clientName: client!.name,
    service,
    staffId,
    date: slot.date,
    startTime: slot.startTime,
  };
}

describe('book_appointment and cancel_appointment', () => {
  it('previews by name without writing, books, and cancels with the reason; refusals are the route’s', async () => {
    const b = await freeBooking();
    const args = {
      clientId: b.clientId,
      serviceId: b.service.id,
      staffId: b.staffId,
      date: b.date,
      startTime: b.startTime,
    };
    const asOwner = toolContextOf(ctx.app, owner, place);

    const before = await ok<Appointment[]>(owner, 'GET', dayUrl(b.date));
    const card = await previewTool(asOwner, bookAppointment, args);
    expect(card.changes.find((c) => c.label === 'Client')).toEqual({
      label: 'Client',
      before: null,
      after: b.clientName,
    });
    expect(card.changes.find((c) => c.label === 'Service')?.after).toContain(b.service.name);
    expect(card.changes.map((c) => c.after).join(' ')).not.toContain(b.staffId);
    expect(await ok<Appointment[]>(owner, 'GET', dayUrl(b.date))).toHaveLength(before.length);

    // An employee may not book: the tool hears the route's refusal, word for word.
    const refusal = await refusalOf(runTool(toolContextOf(ctx.app, employee, place), bookAppointment, args));
    const direct = await call(employee, 'POST', APPOINTMENT_ENDPOINTS.create.path, {
      ...args,
      establishmentId: place,
      clientName: b.clientName,
    });
    expect(direct.statusCode).toBe(403);
    expect(refusal.message).toBe((direct.json() as { message: string }).message);
    const cardRefusal = await refusalOf(
      previewTool(toolContextOf(ctx.app, employee, place), bookAppointment, args),
    );
    expect(cardRefusal.message).toBe(refusal.message);

    // Another tenant's owner: the location is not theirs to book at.
    const northDirect = await call(north, 'POST', APPOINTMENT_ENDPOINTS.create.path, {
      ...args,
      establishmentId: place,
      clientName: b.clientName,
    });
    expect(northDirect.statusCode).toBeGreaterThanOrEqual(400);
    const northWords = (northDirect.json() as { message: string }).message;
    const asNorth = toolContextOf(ctx.app, north);
    const northArgs = { ...args, establishmentId: place };
    expect((await refusalOf(previewTool(asNorth, bookAppointment, northArgs))).message).toBe(northWords);
    expect((await refusalOf(runTool(asNorth, bookAppointment, northArgs))).message).toBe(northWords);
    expect(await ok<Appointment[]>(owner, 'GET', dayUrl(b.date))).toHaveLength(before.length);

    const booked = await runTool(asOwner, bookAppointment, args);
    const id = String(booked.rows[0]![4]);
    const stored = await ok<Appointment>(owner, 'GET', itemUrl(id));
    expect(stored).toMatchObject({
      clientId: b.clientId,
      serviceId: b.service.id,
      staffId: b.staffId,
      date: b.date,
      startTime: b.startTime,
      status: 'booked',
    });
    expect(booked.link?.href).toBe(`/calendar?date=${b.date}`);

    const cancelCard = await previewTool(asOwner, cancelAppointment, {
      appointmentId: id,
      reason: 'illness',
    });
    expect(cancelCard.changes.find((c) => c.label === 'Status')).toEqual({
      label: 'Status',
      before: 'Booked',
      after: 'Cancelled',
    });
    expect((await ok<Appointment>(owner, 'GET', itemUrl(id))).status).toBe('booked');

    // Not the employee's appointment: hidden from them, in the tool as on the calendar.
    const notTheirs = await refusalOf(
      runTool(toolContextOf(ctx.app, employee, place), cancelAppointment, {
        appointmentId: id,
        reason: 'illness',
      }),
    );
    const theirs = await call(employee, 'PUT', endpointPath(APPOINTMENT_ENDPOINTS.update, { id }), {
      status: 'cancelled',
      statusReason: 'illness',
    });
    expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
    expect(notTheirs.message).toBe((theirs.json() as { message: string }).message);
    const otherTenant = await refusalOf(
      previewTool(toolContextOf(ctx.app, north), cancelAppointment, { appointmentId: id, reason: 'illness' }),
    );
    const otherDirect = await call(north, 'GET', itemUrl(id));
    expect(otherTenant.message).toBe((otherDirect.json() as { message: string }).message);
    expect((await ok<Appointment>(owner, 'GET', itemUrl(id))).status).toBe('booked');

    const cancelled = await runTool(asOwner, cancelAppointment, { appointmentId: id, reason: 'illness' });
    expect(cancelled.rows[0]![4]).toBe('Illness');
    expect(await ok<Appointment>(owner, 'GET', itemUrl(id))).toMatchObject({
      status: 'cancelled',
      statusReason: 'illness',
    });
  });
});
