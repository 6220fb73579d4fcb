/**
 * Waitlist (spec operations.md §3, §4, §7, §8; issue #15): snake_case wire names; add, list,
 * edit, remove; call-next under two concurrent desks; a cancelled appointment offers its slot to
 * matching entries only, exactly once; booking from an entry seats it with a real appointment;
 * role and tenant scope; bad input that writes nothing. Manhattan is America/New_York.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  AVAILABILITY_ENDPOINTS,
  WAITLIST_ENDPOINTS as E,
  WAITLIST_MESSAGES as M,
  endpointPath,
  type WaitlistCreate,
  type WaitlistEntry,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { lapsePassedOffers, offerFreedSlots } from './waitlist.offers.js';

let ctx: TestContext;
const s = {} as Record<'owner' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let serviceId: string;
let otherServiceId: string;
let staffId: string;

const DAY = '2026-12-09';
/** 08:00 in New York on 2026-12-08, the day before DAY: every test starts from it. */
const MORNING = new Date('2026-12-08T13:00:00Z');
const base = (over: Partial<WaitlistCreate> = {}): WaitlistCreate => ({
  client_name: 'Wendy Wait',
  phone: '+12125550100',
  email: 'wendy@example.com',
  service_id: serviceId,
  earliest_date: DAY,
  latest_date: DAY,
  ...over,
});
const q = (id = manhattan) => `?establishment_id=${id}`;
const list = async (who: Session = s.frontdesk): Promise<WaitlistEntry[]> => {
  const res = await who.request({ url: E.list.path + q() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const add = (body: WaitlistCreate, who: Session = s.frontdesk, place = manhattan) =>
  who.request({ method: 'POST', url: E.add.path + q(place), payload: body });
async function added(body: WaitlistCreate): Promise<WaitlistEntry> {
  const res = await add(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const callNext = (who: Session) => who.request({ method: 'POST', url: E.callNext.path + q() });
const count = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM waitlist_entries`))[0]!
    .n;
async function clearQueue() {
  await queryRows(ctx.database.db, sql`UPDATE waitlist_entries SET status = 'removed'`);
}
async function book(date: string, startTime: string, service = serviceId): Promise<string> {
  const res = await s.frontdesk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientName: 'Booked Bob',
      serviceId: service,
      staffId,
      date,
      startTime,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Cancels `appointmentId` and waits until entry `entryId` holds its slot's offer. */
async function offerCancelled(appointmentId: string, entryId: string): Promise<void> {
  const res = await s.frontdesk.request({
    method: 'PUT',
    url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: appointmentId }),
    payload: { status: 'cancelled' },
  });
  expect(res.statusCode, res.body).toBe(200);
  for (let i = 0; i < 50; i += 1) {
    if ((await list()).find((e) => e.id === entryId)?.status === 'offered') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no offer was made');
}

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  ctx.clock.now = MORNING;
  for (const role of ['owner', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  [manhattan] = s.frontdesk.user.establishments as [string];
  const pairs = await queryRows<{ service_id: string; user_id: string }>(
    ctx.database.db,
    sql`SELECT ss.service_id, ss.user_id FROM service_staff ss JOIN services sv ON sv.id = ss.service_id
        WHERE sv.establishment_id = ${manhattan} AND sv.is_active ORDER BY sv.name, ss.user_id`,
  );
  serviceId = pairs[0]!.service_id;
  staffId = pairs[0]!.user_id;
  otherServiceId = pairs.find((p) => p.service_id !== serviceId)!.service_id;
});
afterAll(() => ctx.close());
beforeEach(() => {
  ctx.clock.now = MORNING;
});
// Each test starts from an empty queue: an entry another test left waiting takes position 1, the
// call-next answers and the freed slots' offers.
afterEach(clearQueue);

describe('the queue', () => {
  it('adds, lists with snake_case names and estimates, edits and removes', async () => {
    const entry = await added(base({ time_from: '09:00', time_to: '17:00', days_of_week: [3] }));
    expect(Object.keys(entry)).toEqual(
      expect.arrayContaining([
        'client_name',
        'service_name',
        'service_id',
        'preferred_staff',
        'staff_id',
        'estimated_wait',
        'estimated_time',
        'priority',
        'status',
        'created_at',
        'notes',
        'establishment_id',
        'tenant_id',
      ]),
    );
    expect(entry).toMatchObject({ status: 'waiting', priority: 'normal', position: 1 });
    expect(entry.estimated_wait).toBeGreaterThan(0);
    expect(entry.estimated_time).toMatch(/^\d\d:\d\d$/);
    const urgent = await added(base({ client_name: 'Uma Urgent', priority: 'urgent' }));
    const queue = await list();
    expect(queue.map((e) => e.id)).toEqual([urgent.id, entry.id]);
    // 08:00 in New York, before Manhattan opens: the first in the queue gets the calendar's first
    // opening of the service today (availability's answer), the next one no earlier.
    const free = await s.frontdesk.request({
      url: `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: manhattan })}?date=2026-12-08&serviceId=${serviceId}&interval=5`,
    });
    const first = (free.json().data.availability as { startTime: string }[])[0]!.startTime;
    expect(queue[0]!.estimated_time).toBe(first);
    const [h, m] = first.split(':').map(Number) as [number, number];
    expect(queue[0]!.estimated_wait).toBe(h * 60 + m - 8 * 60);
    expect(queue[1]!.estimated_time! >= first).toBe(true);
    expect(queue[1]!.estimated_wait! >= queue[0]!.estimated_wait!).toBe(true);
    const patched = await s.frontdesk.request({
      method: 'PATCH',
      url: endpointPath(E.update, { id: entry.id }),
      payload: { notes: 'Prefers mornings', priority: 'high' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ notes: 'Prefers mornings', priority: 'high' });
    const removed = await s.frontdesk.request({
      method: 'DELETE',
      url: endpointPath(E.remove, { id: urgent.id }),
    });
    expect(removed.json().data.status).toBe('removed');
    expect((await list()).map((e) => e.id)).toEqual([entry.id]);
  });
});

describe('issue #28: the spec’s fields alone, and estimates after closing', () => {
  it('accepts an entry without a window: today to the last day the location books ahead', async () => {
    const res = await add({ client_name: 'Nia Nowindow', phone: '+12125550111', service_id: serviceId });
    expect(res.statusCode, res.body).toBe(201);
    // Manhattan books 60 days ahead; today is 2026-12-08 in New York.
    expect(res.json().data).toMatchObject({ earliest_date: '2026-12-08', latest_date: '2027-02-06' });
    const late = await add(base({ earliest_date: undefined, latest_date: '2026-12-01' }));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.window);
  });

  it('says nothing opens today after closing, never a wait into the night', async () => {
    ctx.clock.now = new Date('2026-12-09T03:30:00Z'); // 22:30 in New York
    const entry = await added(base({ client_name: 'Olly Late' }));
    expect(entry).toMatchObject({ position: 1, estimated_wait: null, estimated_time: null });
  });
});

describe('call next', () => {
  it('gives one waiting entry to one of two desks; the other hears nobody is waiting', async () => {
    await added(base());
    const answers = await Promise.all([callNext(s.frontdesk), callNext(s.owner)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const refused = answers.find((a) => a.statusCode === 404)!;
    expect(refused.json().message).toBe(M.nobodyWaiting);
    expect(answers.find((a) => a.statusCode === 200)!.json().data.status).toBe('seated');
  });

  it('gives two waiting entries to two desks, one each', async () => {
    await added(base({ client_name: 'A' }));
    await added(base({ client_name: 'B' }));
    const answers = await Promise.all([callNext(s.frontdesk), callNext(s.owner)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const ids = answers.map((a) => (a.json().data as WaitlistEntry).id);
    expect(new Set(ids).size).toBe(2);
    expect(await list()).toEqual([]);
  });
});

describe('offers of freed slots', () => {
  it('offers a cancelled slot to matching entries only, exactly once', async () => {
    const appointmentId = await book(DAY, '10:00');
    const fits = await added(base({ client_name: 'Fits', time_from: '09:00', time_to: '14:00' }));
    const late = await added(base({ client_name: 'Afternoon', time_from: '14:00', time_to: '20:00' }));
    const other = await added(base({ client_name: 'Other service', service_id: otherServiceId }));
    await offerCancelled(appointmentId, fits.id);
    const queue = await list();
    const byId = new Map(queue.map((e) => [e.id, e]));
    expect(byId.get(fits.id)).toMatchObject({ status: 'offered' });
    expect(byId.get(fits.id)!.offers).toEqual([
      expect.objectContaining({ appointment_id: appointmentId, date: DAY, start_time: '10:00' }),
    ]);
    expect(byId.get(late.id)).toMatchObject({ status: 'waiting', offers: [] });
    expect(byId.get(other.id)).toMatchObject({ status: 'waiting', offers: [] });
    // A second instance hearing the same event records nothing more.
    const again = await withTenant(ctx.database.db, { tenantId: s.frontdesk.user.tenantId }, (tx) =>
      offerFreedSlots(tx, [appointmentId], ctx.clock.now),
    );
    expect(again).toBe(0);
    const offers = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM waitlist_offers WHERE appointment_id = ${appointmentId}`,
    );
    expect(offers[0]!.n).toBe(1);
    const pending = await s.frontdesk.request({ url: E.pending.path + q() });
    expect(pending.json().data).toEqual({ offered: 1, sms_configured: false });
    const text = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.sendOffer, { id: fits.id }),
      payload: { channel: 'sms' },
    });
    expect(text.statusCode).toBe(409);
    expect(text.json().message).toBe(M.smsOff);
    const mail = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.sendOffer, { id: fits.id }),
      payload: { channel: 'email' },
    });
    expect(mail.statusCode, mail.body).toBe(200);
    expect(mail.json().data.offers[0].emailed_at).not.toBeNull();
  });

  it('lapses an offer once its slot has begun: the entry waits again and is no longer pending', async () => {
    const appointmentId = await book(DAY, '11:00');
    const entry = await added(base({ client_name: 'Too late', time_from: '09:00', time_to: '14:00' }));
    await offerCancelled(appointmentId, entry.id);
    const pending = async () =>
      (await s.frontdesk.request({ url: E.pending.path + q() })).json().data.offered;
    expect(await pending()).toBe(1);
    // Before the slot begins nothing lapses; from its start on, the entry waits again.
    expect(await lapsePassedOffers(ctx.database.db, new Date(`${DAY}T15:59:00Z`))).toBe(0);
    expect(await lapsePassedOffers(ctx.database.db, new Date(`${DAY}T16:00:00Z`))).toBe(1);
    ctx.clock.now = new Date(`${DAY}T16:00:00Z`);
    expect((await list()).find((e) => e.id === entry.id)).toMatchObject({ status: 'waiting', offers: [] });
    expect(await pending()).toBe(0);
  });

  it('offers the slot a moved appointment left', async () => {
    const day = '2026-12-10';
    const appointmentId = await book(day, '09:00');
    const fits = await added(
      base({ client_name: 'Early bird', earliest_date: day, latest_date: day, time_to: '13:00' }),
    );
    const res = await s.frontdesk.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: appointmentId }),
      // To the next day: the demo's dentist appointment keeps this stylist away from 14:00 on day.
      payload: { date: '2026-12-11', startTime: '15:00' },
    });
    expect(res.statusCode, res.body).toBe(200);
    let entry: WaitlistEntry | undefined;
    for (let i = 0; i < 50 && entry?.status !== 'offered'; i += 1) {
      entry = (await list()).find((e) => e.id === fits.id);
      if (entry?.status !== 'offered') await new Promise((r) => setTimeout(r, 100));
    }
    expect(entry!.offers).toEqual([expect.objectContaining({ date: day, start_time: '09:00' })]);
  });

  it('books from an entry: the appointment exists and the entry is seated with it', async () => {
    const entry = await added(base({ client_name: 'Booker' }));
    const res = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.book, { id: entry.id }),
      payload: { date: DAY, start_time: '15:00', staff_id: staffId },
    });
    expect(res.statusCode, res.body).toBe(201);
    const seated: WaitlistEntry = res.json().data;
    expect(seated).toMatchObject({ status: 'seated', position: null });
    const item = await s.frontdesk.request({
      url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: seated.appointment_id! }),
    });
    expect(item.statusCode).toBe(200);
    expect(item.json().data).toMatchObject({ clientName: 'Booker', serviceId, staffId, startTime: '15:00' });
    const twice = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(E.book, { id: entry.id }),
      payload: { date: DAY, start_time: '16:00', staff_id: staffId },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('scope and bad input', () => {
  it('lets an employee read but not write, and hides the entry from another tenant', async () => {
    const entry = await added(base({ client_name: 'Scoped' }));
    expect((await s.employee.request({ url: E.list.path + q() })).statusCode).toBe(200);
    expect((await add(base(), s.employee)).statusCode).toBe(403);
    expect((await callNext(s.employee)).statusCode).toBe(403);
    const foreign = await s.north.request({
      method: 'PATCH',
      url: endpointPath(E.update, { id: entry.id }),
      payload: { notes: 'x' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await s.north.request({ url: E.list.path + q() })).statusCode).toBe(404);
  });

  it('refuses an unknown status, another tenant’s location and a backwards window with a 400', async () => {
    const entry = await added(base({ client_name: 'Refused' }));
    const before = await count();
    const status = await s.frontdesk.request({
      method: 'PATCH',
      url: endpointPath(E.update, { id: entry.id }),
      payload: { status: 'parked' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toContain(M.status);
    const backwards = await add(base({ earliest_date: DAY, latest_date: '2026-12-01' }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain(M.window);
    const hours = await add(base({ time_from: '15:00', time_to: '09:00' }));
    expect(hours.statusCode).toBe(400);
    expect(hours.body).toContain(M.timeWindow);
    const northPlace = s.north.user.establishments[0]!;
    expect((await add(base(), s.frontdesk, northPlace)).statusCode).toBe(404);
    const wrongService = await add(base({ service_id: northPlace }));
    expect(wrongService.statusCode).toBe(400);
    expect(wrongService.json().message).toBe(M.service);
    expect(await count()).toBe(before);
  });
});
