/**
 * Walk-ins (spec operations.md §3 "Walk-in visit", §4, §7, §9; issue #15): wire names, the queue
 * with wait estimates computed by hand from the light seed's calendar, starting service (an
 * appointment now, 409 when busy), the status rules, role and tenant scope, and bad input that
 * writes nothing. Manhattan is America/New_York (UTC−5 from December to February); on Wednesdays
 * Marcus works 09:00–17:00 and Emma 09:00–13:00 and 15:00–19:00.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS,
  SERVICE_ENDPOINTS,
  WALK_IN_ENDPOINTS as E,
  WALK_IN_MESSAGES as M,
  endpointPath,
  type Appointment,
  type Service,
  type Ticket,
  type WalkIn,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let tenantId: string;
let manhattan: string;
let chicago: string;
let emma: string;
let marcus: string;
const svc = {} as Record<'womens' | 'mens' | 'blowDry', Service>;

const DAY = '2026-12-16';
const ny = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);
const clockAt = (time: string, date = DAY) => {
  ctx.clock.now = ny(date, time);
};
const queuePath = (establishmentId = manhattan, tenant = tenantId) =>
  endpointPath(E.list, { tenantId: tenant, establishmentId });
const visitPath = (visitId: string, establishmentId = manhattan, tenant = tenantId) =>
  endpointPath(E.updateStatus, { tenantId: tenant, establishmentId, visitId });
const count = async (table: 'walk_in_visits' | 'appointments' | 'clients') =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))[0]!
    .n;

async function queue(session: Session = s.frontdesk): Promise<WalkIn[]> {
  const res = await session.request({ url: queuePath() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function add(clientName: string, service: Service, staffId?: string): Promise<WalkIn> {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: queuePath(),
    payload: { clientName, serviceId: service.id, ...(staffId ? { staffId } : {}), phone: '(212) 555-0199' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
function patch(visitId: string, payload: object, session: Session = s.frontdesk) {
  return session.request({ method: 'PATCH', url: visitPath(visitId), payload });
}
async function book(service: Service, staffId: string, startTime: string, date = DAY): Promise<void> {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientName: 'Booked Client',
      serviceId: service.id,
      staffId,
      date,
      startTime,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}
const byName = (q: WalkIn[], name: string) => q.find((w) => w.clientName === name)!;
const estimate = (w: WalkIn) => [w.estimatedWait, w.estimatedTime, w.servingStaffId];

/** `date`'s morning bookings: Emma busy 10:00–11:10 (with buffer), Marcus 10:00–10:50. */
async function bookMorning(date: string): Promise<void> {
  clockAt('08:00', date);
  await book(svc.womens, emma, '10:00', date);
  await book(svc.mens, marcus, '10:00', date);
}
/** Ava, Ben, Cara and Dan check in at 09:56–09:59 on `date`; the clock then reads 10:00. */
async function checkInFour(date: string): Promise<void> {
  clockAt('09:56', date);
  await add('Ava Walker', svc.womens);
  clockAt('09:57', date);
  await add('Ben Stone', svc.womens);
  clockAt('09:58', date);
  await add('Cara Diaz', svc.mens);
  clockAt('09:59', date);
  await add('Dan Moss', svc.blowDry, emma);
  clockAt('10:00', date);
}
/** Starts Ava's service at 10:50 on `date`, when Marcus frees first. */
async function startAva(date: string): Promise<WalkIn> {
  clockAt('10:50', date);
  const ava = byName(await queue(), 'Ava Walker');
  const res = await patch(ava.id, { status: 'in_service' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  clockAt('08:00');
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  [manhattan] = s.manager.user.establishments as [string];
  chicago = s.owner.user.establishments.find((e) => e !== manhattan)!;
  emma = s.employee.user.id;
  marcus = s.manager.user.id;
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  const named = (n: string) => catalogue.find((x) => x.name === n)!;
  svc.womens = named("Women's Haircut"); // 60 min + 10 buffer; Emma, Marcus
  svc.mens = named("Men's Haircut"); // 45 min + 5 buffer; Marcus
  svc.blowDry = named('Blow-Dry & Style'); // 45 min + 5 buffer; Emma
  // The tests that only read DAY's morning share its bookings; each test that books or starts a
  // service has a Wednesday of its own, as appointments stay from one test to the next.
  await bookMorning(DAY);
});
afterAll(() => ctx.close());
// Each test starts at 08:00 on DAY, wherever the one before left the clock.
beforeEach(() => clockAt('08:00'));
// The queue of a day lists every walk-in checked in from its start on, later days' too: no test
// leaves one behind to join another's queue or take its names.
afterEach(() => ctx.database.db.execute(sql`DELETE FROM walk_in_visits`));

describe('the queue and its estimates', () => {
  beforeEach(() => checkInFour(DAY));

  it('answers the spec wire names, waiting by default, in check-in order', async () => {
    const q = await queue();
    expect(q.map((w) => w.clientName)).toEqual(['Ava Walker', 'Ben Stone', 'Cara Diaz', 'Dan Moss']);
    expect(Object.keys(q[0]!).sort()).toEqual(
      [
        'appointmentId',
        'checkedInAt',
        'clientId',
        'clientName',
        'email',
        'establishmentId',
        'estimateSource',
        'estimatedTime',
        'estimatedWait',
        'finishedAt',
        'id',
        'notes',
        'phone',
        'servingStaffId',
        'servingStaffName',
        'serviceId',
        'serviceName',
        'staffId',
        'staffName',
        'startedAt',
        'status',
        'tenantId',
        'type',
      ].sort(),
    );
    expect(q[0]).toMatchObject({
      type: 'walk-in',
      status: 'waiting',
      tenantId,
      establishmentId: manhattan,
      serviceName: "Women's Haircut",
      phone: '+12125550199',
      checkedInAt: ny(DAY, '09:56').toISOString(),
      estimateSource: 'calendar',
    });
    expect(byName(q, 'Dan Moss')).toMatchObject({
      staffId: emma,
      staffName: expect.stringMatching(/^Emma /),
    });
  });

  it('gives each walk-in the earliest opening the ones ahead leave, from the calendar', async () => {
    const q = await queue(s.employee);
    // Ava: Marcus frees at 10:50, Emma at 11:10 → Marcus 10:50.
    expect(estimate(byName(q, 'Ava Walker'))).toEqual([50, '10:50', marcus]);
    // Ben: Marcus is Ava's until 12:00 (60 + 10) → Emma at 11:10.
    expect(estimate(byName(q, 'Ben Stone'))).toEqual([70, '11:10', emma]);
    // Cara: only Marcus cuts men's hair → after Ava, 12:00.
    expect(estimate(byName(q, 'Cara Diaz'))).toEqual([120, '12:00', marcus]);
    // Dan asked for Emma: Ben holds her until 12:20, a 45-minute blow-dry no longer fits before
    // her 13:00 break → 15:00.
    expect(estimate(byName(q, 'Dan Moss'))).toEqual([300, '15:00', emma]);
  });

  it('says no opening is left today when nobody works (Sunday: no hours for the team)', async () => {
    clockAt('11:00', '2026-12-13');
    const w = await add('Sunday Guest', svc.mens);
    expect(w).toMatchObject({ estimatedWait: null, estimatedTime: null, estimateSource: 'none' });
  });

  it('says no opening is left today after closing, never a wait into the night', async () => {
    clockAt('21:30', '2026-12-30');
    const w = await add('Late Guest', svc.womens);
    expect(w).toMatchObject({ estimatedWait: null, estimatedTime: null, estimateSource: 'none' });
  });
});

describe('starting, finishing and leaving', () => {
  it('refuses to start when nobody suitable is free now, writing nothing', async () => {
    await checkInFour(DAY);
    const ava = byName(await queue(), 'Ava Walker');
    const before = await count('appointments');
    const res = await patch(ava.id, { status: 'in_service' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.noStaffFree);
    expect(await count('appointments')).toBe(before);
    expect(byName(await queue(), 'Ava Walker').status).toBe('waiting');
  });

  it('lists who could start it, free now or not, with their next opening today', async () => {
    await checkInFour(DAY);
    const ava = byName(await queue(), 'Ava Walker');
    const res = await s.frontdesk.request({
      url: endpointPath(E.staffOptions, { tenantId, establishmentId: manhattan, visitId: ava.id }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // Emma is busy until 11:10 and Marcus until 10:50 (their bookings and buffers).
    expect(res.json().data).toEqual([
      { staffId: emma, name: expect.stringMatching(/^Emma /), freeNow: false, nextOpening: '11:10' },
      { staffId: marcus, name: expect.stringMatching(/^Marcus /), freeNow: false, nextOpening: '10:50' },
    ]);
    clockAt('10:50');
    const later = await s.frontdesk.request({
      url: endpointPath(E.staffOptions, { tenantId, establishmentId: manhattan, visitId: ava.id }),
    });
    expect(later.json().data.map((o: { freeNow: boolean }) => o.freeNow)).toEqual([false, true]);
    // Employees read the queue; who starts it is the desk's.
    const employee = await s.employee.request({
      url: endpointPath(E.staffOptions, { tenantId, establishmentId: manhattan, visitId: ava.id }),
    });
    expect(employee.statusCode).toBe(403);
  });

  it('starts with the first free staff member: an appointment now, on the calendar, in service', async () => {
    const day = '2027-01-06';
    await bookMorning(day);
    await checkInFour(day);
    const started = await startAva(day);
    expect(started).toMatchObject({
      status: 'in_service',
      servingStaffId: marcus,
      startedAt: ny(day, '10:50').toISOString(),
      estimatedWait: null,
      estimatedTime: null,
    });
    const list = await s.frontdesk.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${day}`,
    });
    const appt = (list.json().data as Appointment[]).find((a) => a.id === started.appointmentId)!;
    expect(appt).toMatchObject({
      clientName: 'Ava Walker',
      staffId: marcus,
      startTime: '10:50',
      endTime: '11:50',
      status: 'in_service',
    });
    // The CRM client is added from the walk-in's phone, and the appointment is theirs.
    expect(started.clientId).toBeTruthy();
    expect(appt.clientId).toBe(started.clientId);
    const [client] = await queryRows<{ name: string; phone: string }>(
      ctx.database.db,
      sql`SELECT name, phone FROM clients WHERE id = ${started.clientId}`,
    );
    expect(client).toEqual({ name: 'Ava Walker', phone: '+12125550199' });
    // Marcus now holds 10:50–12:00: Ben → Emma 11:10, Cara → 12:00, Dan → 15:00.
    const q = await queue();
    expect(estimate(byName(q, 'Ben Stone'))).toEqual([20, '11:10', emma]);
    expect(estimate(byName(q, 'Cara Diaz'))).toEqual([70, '12:00', marcus]);
    expect(estimate(byName(q, 'Dan Moss'))).toEqual([250, '15:00', emma]);
  });

  it('answers 409 for a chosen staff member who is busy now, writing nothing', async () => {
    const day = '2027-01-13';
    await bookMorning(day);
    await checkInFour(day);
    // Marcus serves Ava from 10:50.
    await startAva(day);
    const ben = byName(await queue(), 'Ben Stone');
    const before = await count('appointments');
    const res = await patch(ben.id, { status: 'in_service', staffId: marcus });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.staffBusy);
    expect(await count('appointments')).toBe(before);
    expect(byName(await queue(), 'Ben Stone')).toMatchObject({ status: 'waiting', appointmentId: null });
  });

  it('finishes a visit in service and stamps it; refuses leaving mid-service and moving back', async () => {
    const day = '2027-01-20';
    await bookMorning(day);
    await checkInFour(day);
    const ava = await startAva(day);
    const left = await patch(ava.id, { status: 'left' });
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toBe(M.transition('in_service', 'left'));
    clockAt('11:45', day);
    const done = await patch(ava.id, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', finishedAt: ny(day, '11:45').toISOString() });
    expect((await patch(ava.id, { status: 'waiting' })).statusCode).toBe(409);
  });

  it('lets a waiting client leave, stamped', async () => {
    await checkInFour(DAY);
    clockAt('11:45');
    const dan = byName(await queue(), 'Dan Moss');
    const res = await patch(dan.id, { status: 'left' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'left', finishedAt: ny(DAY, '11:45').toISOString() });
  });
});

describe('the client of a walk-in', () => {
  it('matches the client with the same phone and name when service starts, adding none', async () => {
    const day = '2027-01-27';
    // Ava's first visit adds her to the CRM: Marcus serves it while Emma is off (13:00–15:00).
    clockAt('14:00', day);
    const first = await add('Ava Walker', svc.womens);
    const served = await patch(first.id, { status: 'in_service' });
    expect(served.statusCode, served.body).toBe(200);
    clockAt('15:00', day);
    const again = await add('AVA WALKER', svc.blowDry, emma);
    const before = await count('clients');
    const res = await patch(again.id, { status: 'in_service' });
    expect(res.statusCode, res.body).toBe(200);
    const ava = byName(await queue(), 'Ava Walker');
    expect(res.json().data).toMatchObject({
      status: 'in_service',
      servingStaffId: emma,
      clientId: ava.clientId,
    });
    expect(await count('clients')).toBe(before);
  });
});

describe('who serves when the desk names nobody', () => {
  it('gives a walk-in who asked for a busy stylist the first one free, not as a request', async () => {
    const day = '2027-02-03';
    clockAt('08:00', day);
    await book(svc.blowDry, emma, '15:00', day);
    clockAt('15:10', day);
    // Emma has a blow-dry until 15:50 (with buffer); Marcus, free, also cuts women's hair.
    const eve = await add('Eve Request', svc.womens, emma);
    const res = await patch(eve.id, { status: 'in_service' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'in_service', servingStaffId: marcus });
    const list = await s.frontdesk.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${day}`,
    });
    const appt = (list.json().data as Appointment[]).find((a) => a.id === res.json().data.appointmentId);
    expect(appt).toMatchObject({ staffId: marcus, isRequest: false });
  });

  it('gives the one asked for when free, as a request, though another is free earlier in the order', async () => {
    // The next Wednesday morning: both work and nothing is booked.
    const day = '2026-12-23';
    clockAt('09:30', day);
    const fay = await add('Fay Request', svc.womens, marcus);
    const res = await patch(fay.id, { status: 'in_service' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ servingStaffId: marcus });
    const list = await s.frontdesk.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${day}`,
    });
    const appt = (list.json().data as Appointment[]).find((a) => a.id === res.json().data.appointmentId);
    expect(appt).toMatchObject({ staffId: marcus, isRequest: true });
    // Emma, free too, comes first in the order: one who asked for nobody gets her.
    const gus = await add('Gus Anyone', svc.womens);
    const anyone = await patch(gus.id, { status: 'in_service' });
    expect(anyone.statusCode, anyone.body).toBe(200);
    expect(anyone.json().data).toMatchObject({ servingStaffId: emma });
  });
});

describe('role and tenant scope', () => {
  it('lets an employee read the queue but not add or change it', async () => {
    expect((await s.employee.request({ url: queuePath() })).statusCode).toBe(200);
    const post = await s.employee.request({
      method: 'POST',
      url: queuePath(),
      payload: { clientName: 'Nope', serviceId: svc.mens.id },
    });
    expect(post.statusCode).toBe(403);
    const cara = await add('Cara Diaz', svc.mens);
    expect((await patch(cara.id, { status: 'left' }, s.employee)).statusCode).toBe(403);
  });

  it('answers 404 for another tenant, a tenant id in the path not the session’s, and a visit of another location', async () => {
    expect((await s.north.request({ url: queuePath(manhattan, s.north.user.tenantId) })).statusCode).toBe(
      404,
    );
    expect((await s.north.request({ url: queuePath() })).statusCode).toBe(404);
    expect((await s.owner.request({ url: queuePath(manhattan, s.north.user.tenantId) })).statusCode).toBe(
      404,
    );
    const cara = await add('Cara Diaz', svc.mens);
    const elsewhere = await s.owner.request({
      method: 'PATCH',
      url: visitPath(cara.id, chicago),
      payload: { status: 'left' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(M.notFound);
    const foreign = await s.north.request({
      method: 'PATCH',
      url: visitPath(cara.id, manhattan, s.north.user.tenantId),
      payload: { status: 'left' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(byName(await queue(), 'Cara Diaz').status).toBe('waiting');
  });
});

describe('bad input', () => {
  it('refuses an unknown status with a clear message, writing nothing', async () => {
    const cara = await add('Cara Diaz', svc.mens);
    const res = await patch(cara.id, { status: 'paused' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(M.status);
    expect(byName(await queue(), 'Cara Diaz').status).toBe('waiting');
  });

  it('refuses a blank name, a service of another location and a staff member who does not perform it', async () => {
    const before = await count('walk_in_visits');
    const chicagoServices = (
      await s.owner.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: chicago, tenantId }),
      })
    ).json().data as Service[];
    const cases: [object, string][] = [
      [{ clientName: '  ', serviceId: svc.mens.id }, M.clientName],
      [{ clientName: 'Zoe', serviceId: chicagoServices[0]!.id }, M.service],
      [{ clientName: 'Zoe', serviceId: svc.mens.id, staffId: emma }, M.staff],
      [{ clientName: 'Zoe', serviceId: svc.mens.id, email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ clientName: 'Zoe', serviceId: svc.mens.id, phone: '12' }, 'Enter a valid phone number.'],
    ];
    for (const [payload, message] of cases) {
      const res = await s.frontdesk.request({ method: 'POST', url: queuePath(), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await count('walk_in_visits')).toBe(before);
  });
});

describe('first available and a paid walk-in', () => {
  const day = '2026-12-30'; // a Wednesday with nothing booked

  /** Marcus cuts hair 09:00–09:45 on `date`; Hal checks in at 09:46 and his service starts. */
  async function startHal(date: string): Promise<WalkIn> {
    clockAt('08:00', date);
    await book(svc.mens, marcus, '09:00', date);
    clockAt('09:46', date);
    const hal = await add('Hal First', svc.mens);
    const res = await patch(hal.id, { status: 'in_service' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  it('starts at the opening availability offers, not inside the buffer of the booking before', async () => {
    // Marcus's haircut is buffered until 09:50: at 09:46 his opening is 09:50.
    const started = await startHal(day);
    expect(started).toMatchObject({ status: 'in_service', servingStaffId: marcus });
    const list = await s.frontdesk.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${day}`,
    });
    const appt = (list.json().data as Appointment[]).find((a) => a.id === started.appointmentId);
    expect(appt).toMatchObject({ staffId: marcus, startTime: '09:50', status: 'in_service' });
  });

  it('refuses a chosen staff member who is not working now with the server’s sentence', async () => {
    clockAt('20:30', day);
    const ida = await add('Ida Late', svc.mens);
    const before = await count('appointments');
    const res = await patch(ida.id, { status: 'in_service', staffId: marcus });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.staffBusy);
    expect(await count('appointments')).toBe(before);
  });

  it('leaves the queue once its ticket is paid at the register', async () => {
    // A Wednesday of its own: on `day` the first test's Hal may already hold Marcus from 09:50.
    const payday = '2027-02-10';
    await startHal(payday);
    clockAt('10:40', payday);
    const hal = byName(await queue(), 'Hal First');
    expect(hal.status).toBe('in_service');
    const ticket = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(CHECKOUT_ENDPOINTS.createTicket, { appointmentId: hal.appointmentId! }),
      payload: { establishmentId: manhattan },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const t = ticket.json().data as Ticket;
    // Services are not taxed: the ticket's subtotal is what the client pays.
    const total = t.subtotal;
    const paid = await s.frontdesk.request({
      method: 'POST',
      url: CHECKOUT_ENDPOINTS.checkout.path,
      headers: { 'idempotency-key': crypto.randomUUID() },
      payload: {
        establishmentId: manhattan,
        ticketId: t.id,
        lines: t.lines.map((l) => ({
          kind: 'service',
          serviceId: l.serviceId,
          appointmentId: l.appointmentId,
        })),
        tenders: [{ type: 'card', amount: total, cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' }],
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const after = byName(await queue(), 'Hal First');
    expect(after).toMatchObject({ status: 'done', finishedAt: ny(payday, '10:40').toISOString() });
  });
});
