/**
 * Online booking refuses what the calendar refuses: both book through the appointments
 * module's bookAppointment, so a rule added there holds for every source. Each case is tried
 * through the calendar's POST /api/appointments, the public booking page, and the use case
 * itself as online booking calls it (a public booker cannot step around a rule).
 *
 * Luxe Salon Manhattan (America/New_York), open 09:00–17:00 every day; Emma and Marcus work
 * 09:00–17:00. The clock is fixed at Monday 2026-03-02 09:00 EST; bookings are for Tuesday.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  APPOINTMENT_MESSAGES,
  endpointPath,
  type Appointment,
  type AppointmentCreateParsed,
  type Establishment,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withTenant } from '../../db/tenant.js';
import { bookAppointment } from '../appointments/index.js';
import { openBookable } from './online-booking.desk.js';

let ctx: TestContext;
let owner: Session;
let manhattan: string;
let emma: string;
let marcus: string;
/** 45 minutes, Emma only. */
let emmaOnly: Service;
/** 90 minutes: the colour develops from minute 30 to 60 while the stylist is free. */
let colour: Service;

const DATE = '2026-03-03';
let n = 0;

async function ok<T>(promise: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: T }).data;
}

/** POST /api/appointments as the owner; the answer's status and first field error. */
async function calendarBooks(draft: Partial<AppointmentCreateParsed>) {
  const res = await owner.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: { establishmentId: manhattan, clientName: 'Walk-in', date: DATE, ...draft },
  });
  return { status: res.statusCode, message: res.json().message as string, data: res.json().data };
}

/** The public booking page's POST, with a contact nobody has used yet. */
async function pageBooks(fields: { serviceId: string; staffId: string | null; startTime: string }) {
  n++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/public/booking/establishments/${manhattan}/appointments`,
    remoteAddress: `10.9.0.${n}`,
    payload: {
      ...fields,
      date: DATE,
      name: `Rules Client ${n}`,
      email: `rules${n}@client.example`,
      phone: `(212) 555-${String(3000 + n)}`,
    },
  });
  return { status: res.statusCode, message: res.json().message as string, data: res.json().data };
}

/** bookAppointment as online booking calls it, for the establishment's own page. */
async function useCaseBooks(draft: Pick<AppointmentCreateParsed, 'serviceId' | 'staffId' | 'startTime'>) {
  const place = await openBookable(ctx.database.db, manhattan);
  return withTenant(ctx.database.db, { tenantId: place.tenantId }, (tx) =>
    bookAppointment(
      tx,
      { onlineAt: place },
      { establishmentId: manhattan, clientName: 'Direct', date: DATE, status: 'booked', ...draft },
    ),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-03-02T14:00:00Z');
  owner = await ctx.signIn('owner@luxe.example');
  const manager = await ctx.signIn('manager@luxe.example');
  const employee = await ctx.signIn('employee@luxe.example');
  manhattan = manager.user.establishments[0]!;
  emma = employee.user.id;
  marcus = manager.user.id;
  const tenantId = owner.user.tenantId;
  const place = (await ok<Establishment[]>(owner.request({ url: '/api/admin/establishments' }))).find(
    (e) => e.id === manhattan,
  )!;
  const open = { isOpen: true, openTime: '09:00', closeTime: '17:00' };
  await ok(
    owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${manhattan}`,
      payload: {
        businessHours: Object.fromEntries(
          ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
            d,
            open,
          ]),
        ),
        settings: { ...place.settings, booking: { ...place.settings.booking, minAdvanceTime: 60 } },
      },
    }),
  );
  const day = [{ start: '09:00', end: '17:00' }];
  const week = {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
  for (const person of [emma, marcus]) {
    await ok(
      owner.request({
        method: 'PUT',
        url: `/api/admin/staff/tenant/${tenantId}/establishment/${manhattan}/${person}/hours`,
        payload: week,
      }),
    );
  }
  const create = (payload: object) =>
    ok<Service>(
      owner.request({
        method: 'POST',
        url: `/api/services/establishment/${manhattan}/tenant/${tenantId}`,
        payload,
      }),
    );
  emmaOnly = await create({ name: 'Rules Signature', duration: 45, price: 40, staffIds: [emma] });
  colour = await create({
    name: 'Rules Colour',
    duration: 90,
    price: 120,
    staffIds: [],
    processingStart: 30,
    processingDuration: 30,
  });
});
afterAll(() => ctx.close());

describe('online booking refuses what the calendar refuses', () => {
  it('a staff member who does not perform the service', async () => {
    const draft = { serviceId: emmaOnly.id, staffId: marcus, startTime: '11:00' };
    expect(await calendarBooks(draft)).toMatchObject({
      status: 400,
      message: APPOINTMENT_MESSAGES.staffCannotPerform,
    });
    expect((await pageBooks(draft)).status).toBe(400);
    await expect(useCaseBooks(draft)).rejects.toMatchObject({
      message: APPOINTMENT_MESSAGES.staffCannotPerform,
    });
  });

  it('a staff member who does not take bookings', async () => {
    const tenantId = owner.user.tenantId;
    await ok(
      owner.request({
        method: 'PUT',
        url: `/api/admin/staff/tenant/${tenantId}/establishment/${manhattan}/${marcus}`,
        payload: { bookable: false },
      }),
    );
    const draft = { serviceId: colour.id, staffId: marcus, startTime: '13:00' };
    expect(await calendarBooks(draft)).toMatchObject({
      status: 400,
      message: APPOINTMENT_MESSAGES.staffNotBookable,
    });
    expect((await pageBooks(draft)).status).toBe(400);
    await expect(useCaseBooks(draft)).rejects.toMatchObject({
      message: APPOINTMENT_MESSAGES.staffNotBookable,
    });
    await ok(
      owner.request({
        method: 'PUT',
        url: `/api/admin/staff/tenant/${tenantId}/establishment/${manhattan}/${marcus}`,
        payload: { bookable: true },
      }),
    );
  });

  it('keeps the processing window as the calendar does: the gap is free, the busy parts are not', async () => {
    const booked = await pageBooks({ serviceId: colour.id, staffId: emma, startTime: '10:00' });
    expect(booked.status, JSON.stringify(booked)).toBe(201);
    const stored = await ok<Appointment>(
      owner.request({
        url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: booked.data.appointmentId as string }),
      }),
    );
    expect(stored).toMatchObject({
      startTime: '10:00',
      endTime: '11:30',
      processingStartTime: '10:30',
      processingEndTime: '11:00',
    });
    // The calendar books the same colour the same way.
    const byCalendar = await calendarBooks({ serviceId: colour.id, staffId: marcus, startTime: '10:00' });
    expect(byCalendar.data).toMatchObject({ processingStartTime: '10:30', processingEndTime: '11:00' });
    // Emma is free while the colour develops, and busy either side of it, for every source.
    const gap = await calendarBooks({
      serviceId: emmaOnly.id,
      staffId: emma,
      startTime: '10:30',
      endTime: '11:00',
    });
    expect(gap.status).toBe(201);
    expect((await pageBooks({ serviceId: emmaOnly.id, staffId: emma, startTime: '11:00' })).status).toBe(409);
    await expect(
      useCaseBooks({ serviceId: emmaOnly.id, staffId: emma, startTime: '11:15' }),
    ).rejects.toMatchObject({ message: APPOINTMENT_MESSAGES.overlap });
  });
});
