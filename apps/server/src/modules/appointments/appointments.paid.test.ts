/**
 * What was paid stays as it was paid (issue #28): once its visit is paid at the register, or
 * once it is completed, an appointment keeps its service, price, staff, length and status (409
 * paidLocked) and cannot be deleted (409 paidNoDelete); its notes still change, and a visit paid
 * in advance still walks its arrival steps and may move whole to another time before it begins.
 * Nothing changes on a refusal.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  APPOINTMENT_MESSAGES,
  SERVICE_ENDPOINTS,
  endpointPath,
  type Appointment,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { payByCard } from '../../../test/register.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee', Session>;
let manhattan: string;
let haircut: Service;
let mensCut: Service;
let hour = 9;
/** 18:00 in New York on Monday 7 December 2026: the day's appointments may be completed. */
const MONDAY_EVENING = new Date('2026-12-07T23:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = MONDAY_EVENING;
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  [manhattan] = s.frontdesk.user.establishments as [string];
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, {
        establishmentId: manhattan,
        tenantId: s.owner.user.tenantId,
      }),
    })
  ).json().data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
  mensCut = catalogue.find((x) => x.name === "Men's Haircut")!;
});
// The visit paid in advance moves the clock to the next morning, where the sessions signed in
// above have expired; back on Monday evening they are valid again.
beforeEach(() => {
  ctx.clock.now = MONDAY_EVENING;
});
afterAll(() => ctx.close());

/** Books the Women's Haircut with Emma on `date`, in a fresh hour. */
async function book(date: string): Promise<Appointment> {
  const startTime = `${String(hour++).padStart(2, '0')}:00`;
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientId: null,
      clientName: 'Ada Lovelace',
      serviceId: haircut.id,
      staffId: s.employee.user.id,
      date,
      startTime,
      status: 'booked',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Pays the appointment's visit at the register by card. */
async function pay(appointment: Appointment): Promise<void> {
  await payByCard(s.frontdesk, manhattan, appointment.id, { totalDollars: haircut.price });
}

const update = (session: Session, id: string, payload: object) =>
  session.request({ method: 'PUT', url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }), payload });

const read = async (id: string): Promise<Appointment> =>
  (await s.manager.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id }) })).json().data;

async function expectLocked(id: string, payload: object): Promise<void> {
  const before = await read(id);
  const res = await update(s.manager, id, payload);
  expect(res.statusCode, JSON.stringify(payload)).toBe(409);
  expect(res.json().message).toBe(APPOINTMENT_MESSAGES.paidLocked);
  expect(await read(id)).toEqual(before);
}

describe('a paid appointment', () => {
  it('keeps its service, price, staff, time and status, and cannot be deleted', async () => {
    const appointment = await book('2026-12-07');
    await pay(appointment);
    expect(await read(appointment.id)).toMatchObject({ paid: true, status: 'completed' });

    await expectLocked(appointment.id, { price: 10 });
    await expectLocked(appointment.id, { serviceId: mensCut.id });
    await expectLocked(appointment.id, { staffId: s.manager.user.id });
    await expectLocked(appointment.id, { startTime: '16:00' });
    await expectLocked(appointment.id, { date: '2026-12-08' });

    const removed = await s.manager.request({
      method: 'DELETE',
      url: endpointPath(APPOINTMENT_ENDPOINTS.remove, { id: appointment.id }),
      payload: { establishmentId: manhattan },
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(APPOINTMENT_MESSAGES.paidNoDelete);
    expect((await read(appointment.id)).id).toBe(appointment.id);

    const noted = await update(s.manager, appointment.id, {
      notes: 'Loved the fringe',
      price: haircut.price,
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data).toMatchObject({ notes: 'Loved the fringe', price: haircut.price });
  });
});

describe('a completed appointment, not paid at the register', () => {
  it('keeps its price and time, and cannot be deleted', async () => {
    const appointment = await book('2026-12-07');
    expect((await update(s.frontdesk, appointment.id, { status: 'checked_in' })).statusCode).toBe(200);
    expect((await update(s.frontdesk, appointment.id, { status: 'completed' })).statusCode).toBe(200);
    expect(await read(appointment.id)).toMatchObject({ paid: false, status: 'completed' });
    await expectLocked(appointment.id, { price: 1 });
    await expectLocked(appointment.id, { startTime: '17:00' });
    const removed = await s.owner.request({
      method: 'DELETE',
      url: endpointPath(APPOINTMENT_ENDPOINTS.remove, { id: appointment.id }),
      payload: { establishmentId: manhattan },
    });
    expect(removed.statusCode).toBe(409);
  });

  it('leaves an unpaid, booked appointment free to change', async () => {
    const appointment = await book('2026-12-07');
    const res = await update(s.manager, appointment.id, { price: 70, startTime: '17:00' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('a visit paid in advance', () => {
  it('cannot be cancelled or repriced, but still checks in and completes on its day', async () => {
    const appointment = await book('2026-12-08');
    await pay(appointment);
    expect(await read(appointment.id)).toMatchObject({ paid: true, status: 'booked' });
    await expectLocked(appointment.id, { status: 'cancelled' });
    await expectLocked(appointment.id, { price: 0 });

    // The next morning; the sessions of yesterday have expired overnight.
    ctx.clock.now = new Date('2026-12-08T16:00:00Z');
    const desk = await ctx.signIn('frontdesk@luxe.example');
    const arrived = await update(desk, appointment.id, { status: 'checked_in' });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect((await update(desk, appointment.id, { status: 'completed' })).statusCode).toBe(200);
  });

  it('moves whole to another day or time, its prepayment with it, but keeps its staff and length', async () => {
    const appointment = await book('2026-12-08');
    await pay(appointment);
    const moved = await update(s.manager, appointment.id, { date: '2026-12-09', startTime: '18:00' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      date: '2026-12-09',
      startTime: '18:00',
      endTime: '19:00',
      paid: true,
      price: haircut.price,
      staffId: s.employee.user.id,
    });
    // The calendar sends the whole span back: the same length is a move, another is a resize.
    const back = await update(s.manager, appointment.id, {
      date: '2026-12-08',
      startTime: '17:00',
      endTime: '18:00',
    });
    expect(back.statusCode, back.body).toBe(200);
    await expectLocked(appointment.id, { startTime: '17:00', endTime: '19:00' });
    await expectLocked(appointment.id, { staffId: s.manager.user.id });
    await expectLocked(appointment.id, { startTime: '16:00', staffId: s.manager.user.id });
  });
});
