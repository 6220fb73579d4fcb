import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_MESSAGES,
  FIELD_MESSAGES,
  APPOINTMENT_ENDPOINTS,
  endpointPath,
  IDEMPOTENCY_HEADER,
  SERVICE_ENDPOINTS,
  type Appointment,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import {
  appointments,
  appointmentStatusChanges,
  clients,
  idempotencyKeys,
  resources,
} from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';
import { todayIn } from '../../lib/local-dates.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
/** Luxe Salon Manhattan (America/New_York), where the manager, front desk and employee work. */
let manhattan: string;
let chicago: string;
let haircut: Service;
let mensCut: Service;
let chicagoService: Service;
/** A room of Manhattan, inserted directly (the resources module is not needed here). */
let suite: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  manhattan = s.manager.user.establishments[0]!;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as {
    id: string;
    name: string;
  }[];
  chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  const tenantId = s.owner.user.tenantId;
  const catalogue = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
  mensCut = catalogue.find((x) => x.name === "Men's Haircut")!;
  chicagoService = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: chicago, tenantId }),
    })
  ).json().data[0] as Service;
  const [room] = await withTenant(ctx.database.db, { tenantId }, (tx) =>
    tx
      .insert(resources)
      .values({ tenantId, establishmentId: manhattan, name: 'Suite 2' })
      .returning({ id: resources.id, name: resources.name }),
  );
  suite = room!;
});
afterAll(() => ctx.close());

/** A booking of the Women's Haircut (60 min, $85) with the employee, Emma. */
function booking(overrides: Record<string, unknown> = {}) {
  return {
    establishmentId: manhattan,
    clientId: null,
    clientName: 'Ada Lovelace',
    serviceId: haircut.id,
    serviceName: 'ignored by the server',
    staffId: s.employee.user.id,
    staffName: 'ignored too',
    date: '2026-06-15',
    startTime: '10:00',
    endTime: '11:00',
    duration: 999,
    status: 'booked',
    notes: 'Prefers the window seat',
    memo: '',
    price: 85,
    room: null,
    ...overrides,
  };
}

function create(session: Session, payload: object, headers: Record<string, string> = {}) {
  return session.request({ method: 'POST', url: APPOINTMENT_ENDPOINTS.create.path, payload, headers });
}

async function book(session: Session, payload: object): Promise<Appointment> {
  const res = await create(session, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function update(session: Session, id: string, payload: object) {
  return session.request({
    method: 'PUT',
    url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: id }),
    payload,
  });
}

function remove(session: Session, id: string, establishmentId = manhattan) {
  return session.request({
    method: 'DELETE',
    url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: id }),
    payload: { establishmentId },
  });
}

async function list(session: Session, query = '', establishmentId = manhattan): Promise<Appointment[]> {
  const res = await session.request({
    url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: establishmentId })}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function rowsAt(date: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM appointments WHERE (starts_at AT TIME ZONE 'America/New_York')::date = ${date}::date`,
  );
  return Number(row?.n);
}

describe('appointments', () => {
  it('creates, lists, updates and deletes with the envelope; names from the database, duration derived', async () => {
    const res = await create(s.frontdesk, booking());
    expect(res.statusCode).toBe(201);
    expect(res.json().success).toBe(true);
    const made = res.json().data as Appointment;
    expect(made).toMatchObject({
      staffId: s.employee.user.id,
      staffName: 'Emma Chen',
      clientId: null,
      clientName: 'Ada Lovelace',
      serviceId: haircut.id,
      serviceName: "Women's Haircut",
      date: '2026-06-15',
      startTime: '10:00',
      endTime: '11:00',
      duration: 60,
      status: 'booked',
      notes: 'Prefers the window seat',
      memo: null,
      price: 85,
      room: null,
      roomName: null,
      visitId: null,
      processingStartTime: null,
      processingEndTime: null,
      establishmentId: manhattan,
      isRequest: false,
      isPrebook: false,
      bookedOnline: false,
    });
    expect(made.statusHistory).toBeUndefined();

    const day = await list(s.frontdesk, '?startDate=2026-06-15&endDate=2026-06-15');
    expect(day.map((a) => a.id)).toContain(made.id);

    const moved = await update(s.frontdesk, made.id, {
      startTime: '13:30',
      endTime: '14:15',
      price: 90.5,
      memo: 'Paid deposit',
      room: suite.id,
      isRequest: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      startTime: '13:30',
      endTime: '14:15',
      duration: 45,
      price: 90.5,
      memo: 'Paid deposit',
      room: suite.id,
      roomName: 'Suite 2',
      isRequest: true,
    });
    const listed = await list(s.frontdesk, '?startDate=2026-06-15');
    expect(listed.find((a) => a.id === made.id)).toMatchObject({ room: suite.id, roomName: 'Suite 2' });
    // Sending the whole appointment back with one change changes only that.
    const whole = { ...(moved.json().data as Appointment), notes: 'Changed' };
    const again = await update(s.frontdesk, made.id, whole);
    expect(again.json().data).toMatchObject({ ...whole, updatedAt: expect.any(String) });

    const del = await remove(s.frontdesk, made.id);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true });
    expect((await remove(s.frontdesk, made.id)).statusCode).toBe(404);
    expect(
      (await s.frontdesk.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: made.id }) }))
        .statusCode,
    ).toBe(404);
  });

  it('derives the end from the service when omitted and refuses bad times, staff and services', async () => {
    const made = await book(s.manager, booking({ date: '2026-06-16', endTime: undefined, price: undefined }));
    expect(made).toMatchObject({ startTime: '10:00', endTime: '11:00', duration: 60, price: 85 });
    // Another service without an end time takes that service's duration and price (Men's
    // Haircut is the manager's only, so the staff member changes with it).
    const swapped = await update(s.manager, made.id, { serviceId: mensCut.id, staffId: s.manager.user.id });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data).toMatchObject({
      serviceName: "Men's Haircut",
      startTime: '10:00',
      duration: mensCut.duration,
      price: mensCut.price,
    });

    const cases: [object, number, string][] = [
      [booking({ startTime: '11:00', endTime: '10:30' }), 400, APPOINTMENT_MESSAGES.endAfterStart],
      [booking({ startTime: '23:30', endTime: undefined }), 400, APPOINTMENT_MESSAGES.sameDay],
      [booking({ date: '2026-02-30' }), 400, APPOINTMENT_MESSAGES.date],
      [booking({ startTime: '9:00' }), 400, 'HH:MM'],
      [booking({ staffId: s.north.user.id }), 400, APPOINTMENT_MESSAGES.staffElsewhere],
      [booking({ serviceId: chicagoService.id }), 400, APPOINTMENT_MESSAGES.serviceUnavailable],
      [booking({ clientName: '  ' }), 400, APPOINTMENT_MESSAGES.clientNameRequired],
      [booking({ price: 10.555 }), 400, APPOINTMENT_MESSAGES.price],
      [booking({ status: 'done' }), 400, 'Status must be one of'],
      [booking({ establishmentId: chicago }), 400, APPOINTMENT_MESSAGES.staffElsewhere],
    ];
    const before = await rowsAt('2026-06-15');
    for (const [payload, status, message] of cases) {
      const res = await create(s.owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await rowsAt('2026-06-15')).toBe(before);
    // Runs to midnight: '24:00' is the end of the day.
    const late = await book(s.owner, booking({ date: '2026-06-17', startTime: '23:00', endTime: '24:00' }));
    expect(late).toMatchObject({ endTime: '24:00', duration: 60 });
  });

  it('filters the list by date range, staff, status, client and limit, ordered by start', async () => {
    const tenantId = s.owner.user.tenantId;
    const [client] = await withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx
        .insert(clients)
        .values({ tenantId, establishmentId: manhattan, name: 'Filter Client' })
        .returning({ id: clients.id }),
    );
    const clientId = client!.id;
    const a = await book(s.owner, booking({ date: '2026-07-01', startTime: '09:00', endTime: '10:00' }));
    const b = await book(
      s.owner,
      booking({ date: '2026-07-01', startTime: '08:00', endTime: '09:00', staffId: s.manager.user.id }),
    );
    const c = await book(
      s.owner,
      booking({ date: '2026-07-03', startTime: '15:00', endTime: '16:00', clientId }),
    );
    await update(s.owner, c.id, { status: 'confirmed' });

    const range = await list(s.owner, '?startDate=2026-07-01&endDate=2026-07-03');
    expect(range.map((x) => x.id)).toEqual([b.id, a.id, c.id]);
    expect((await list(s.owner, '?startDate=2026-07-01')).map((x) => x.id)).toEqual([b.id, a.id]);
    expect((await list(s.owner, '?endDate=2026-07-03')).map((x) => x.id)).toEqual([c.id]);
    const byStaff = await list(
      s.owner,
      `?startDate=2026-07-01&endDate=2026-07-03&staffIds=${s.employee.user.id}`,
    );
    expect(byStaff.map((x) => x.id)).toEqual([a.id, c.id]);
    const both = await list(
      s.owner,
      `?startDate=2026-07-01&endDate=2026-07-03&staffIds=${s.employee.user.id},${s.manager.user.id}`,
    );
    expect(both).toHaveLength(3);
    const confirmed = await list(s.owner, '?startDate=2026-07-01&endDate=2026-07-03&status=confirmed');
    expect(confirmed.map((x) => x.id)).toEqual([c.id]);
    const two = await list(
      s.owner,
      '?startDate=2026-07-01&endDate=2026-07-03&status=booked,confirmed&limit=2',
    );
    expect(two.map((x) => x.id)).toEqual([b.id, a.id]);
    const forClient = await list(s.owner, `?startDate=2026-07-01&endDate=2026-07-31&clientId=${clientId}`);
    expect(forClient.map((x) => x.id)).toEqual([c.id]);

    for (const q of [
      '?startDate=2026-07-03&endDate=2026-07-01',
      '?limit=0',
      '?limit=2001',
      '?status=late',
      '?staffIds=x',
    ]) {
      const res = await s.owner.request({
        url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}${q}`,
      });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("lists today in the establishment's zone when no dates are given", async () => {
    const today = todayIn('America/New_York', ctx.clock.now);
    const made = await book(
      s.owner,
      booking({ date: today, startTime: '22:00', endTime: '22:30', staffId: s.manager.user.id }),
    );
    expect((await list(s.owner)).map((x) => x.id)).toContain(made.id);
  });

  it('refuses the ignored fields out of their shape, and control characters in text (400, nothing changed)', async () => {
    const made = await book(s.owner, booking({ date: '2026-06-22', startTime: '15:00', endTime: '16:00' }));
    const cases: [object, string][] = [
      [{ duration: -1 }, `duration: ${APPOINTMENT_MESSAGES.derivedDuration}`],
      [{ duration: 1e308 }, `duration: ${APPOINTMENT_MESSAGES.derivedDuration}`],
      [{ duration: 30.5 }, `duration: ${APPOINTMENT_MESSAGES.derivedDuration}`],
      [{ staffName: 'x'.repeat(100_000) }, `staffName: ${APPOINTMENT_MESSAGES.derivedName}`],
      [{ serviceName: 42 }, `serviceName: ${APPOINTMENT_MESSAGES.derivedName}`],
      [{ notes: 'nul\u0000byte' }, `notes: ${FIELD_MESSAGES.control}`],
      [{ memo: 'bell\u0007' }, `memo: ${FIELD_MESSAGES.control}`],
      [{ clientName: 'Ada\nLovelace' }, `clientName: ${FIELD_MESSAGES.control}`],
      [{ date: '2026-02-30' }, `date: ${APPOINTMENT_MESSAGES.date}`],
      [{ date: '9999-12-31' }, `date: ${FIELD_MESSAGES.dateRange}`],
    ];
    for (const [payload, message] of cases) {
      const res = await update(s.owner, made.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Notes may span lines; the ignored fields in their shape are accepted and ignored.
    const ok = await update(s.owner, made.id, {
      notes: 'Line one\nLine two',
      duration: 45,
      staffName: 'Someone',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      notes: 'Line one\nLine two',
      duration: 60,
      staffName: made.staffName,
    });
  });
});

describe('double booking', () => {
  it('refuses an overlap for the same staff member (409) but allows touching slots and other staff', async () => {
    const first = await book(s.frontdesk, booking({ date: '2026-08-03' }));
    const overlap = await create(
      s.frontdesk,
      booking({ date: '2026-08-03', startTime: '10:30', endTime: '11:30' }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('This staff member is already booked at that time.');
    await book(s.frontdesk, booking({ date: '2026-08-03', startTime: '11:00', endTime: '12:00' }));
    await book(s.frontdesk, booking({ date: '2026-08-03', staffId: s.manager.user.id }));

    // Moving onto a taken slot is refused too, and leaves the appointment where it was.
    const other = await book(
      s.frontdesk,
      booking({ date: '2026-08-03', startTime: '14:00', endTime: '15:00' }),
    );
    const move = await update(s.frontdesk, other.id, { startTime: '10:15', endTime: '11:15' });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(APPOINTMENT_MESSAGES.overlap);
    expect(
      (await s.frontdesk.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: other.id }) })).json()
        .data.startTime,
    ).toBe('14:00');
    expect((await update(s.frontdesk, first.id, { staffId: s.manager.user.id })).statusCode).toBe(409);
  });

  it('frees the slot when an appointment is cancelled or a no-show', async () => {
    const first = await book(s.frontdesk, booking({ date: '2026-08-04' }));
    expect((await update(s.frontdesk, first.id, { status: 'cancelled' })).statusCode).toBe(200);
    const second = await book(s.frontdesk, booking({ date: '2026-08-04' }));
    expect((await update(s.frontdesk, second.id, { status: 'no_show' })).statusCode).toBe(200);
    await book(s.frontdesk, booking({ date: '2026-08-04' }));
    expect((await create(s.frontdesk, booking({ date: '2026-08-04' }))).statusCode).toBe(409);
  });

  it('books exactly one of 200 concurrent requests for one slot; the rest get 409, none 5xx', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        create(s.frontdesk, booking({ date: '2026-08-05', clientName: `Client ${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    expect(await rowsAt('2026-08-05')).toBe(1);
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored answer for a retry and books once', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'retry-1' };
    const first = await create(s.frontdesk, booking({ date: '2026-08-10' }), headers);
    expect(first.statusCode).toBe(201);
    const again = await create(s.frontdesk, booking({ date: '2026-08-10' }), headers);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowsAt('2026-08-10')).toBe(1);

    const different = await create(s.frontdesk, booking({ date: '2026-08-10', startTime: '15:00' }), headers);
    expect(different.statusCode).toBe(409);
    expect(different.json().message).toBe('Idempotency-Key reused with a different request.');
    const otherUser = await create(s.manager, booking({ date: '2026-08-10' }), headers);
    expect(otherUser.statusCode).toBe(409);
    const bad = await create(s.frontdesk, booking({ date: '2026-08-10' }), { [IDEMPOTENCY_HEADER]: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(await rowsAt('2026-08-10')).toBe(1);
  });

  it('books once for concurrent retries with the same key, and keeps no key for a refused request', async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'retry-concurrent' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => create(s.frontdesk, booking({ date: '2026-08-11' }), headers)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(await rowsAt('2026-08-11')).toBe(1);

    const refused = await create(s.frontdesk, booking({ date: '2026-08-11' }), {
      [IDEMPOTENCY_HEADER]: 'r-2',
    });
    expect(refused.statusCode).toBe(409);
    await update(s.frontdesk, results[0]!.json().data.id, { status: 'cancelled' });
    const retried = await create(s.frontdesk, booking({ date: '2026-08-11' }), {
      [IDEMPOTENCY_HEADER]: 'r-2',
    });
    expect(retried.statusCode).toBe(201);
  });
});

describe('status lifecycle', () => {
  it('follows the lifecycle, refuses illegal changes (409) and records who and when', async () => {
    const made = await book(s.frontdesk, booking({ date: '2026-09-01' }));
    for (const [session, status] of [
      [s.frontdesk, 'confirmed'],
      [s.frontdesk, 'checked_in'],
      [s.employee, 'in_service'],
      [s.employee, 'completed'],
    ] as const) {
      const res = await update(session, made.id, { status });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const back = await update(s.owner, made.id, { status: 'booked' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Cannot change an appointment from completed to booked.');

    const other = await book(s.frontdesk, booking({ date: '2026-09-02' }));
    const skip = await update(s.frontdesk, other.id, { status: 'in_service' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Cannot change an appointment from booked to in service.');

    const item = await s.manager.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: made.id }) });
    expect(item.statusCode).toBe(200);
    const history = (item.json().data as Appointment).statusHistory!;
    expect(history.map((h) => [h.from, h.status, h.by])).toEqual([
      [null, 'booked', s.frontdesk.user.id],
      ['booked', 'confirmed', s.frontdesk.user.id],
      ['confirmed', 'checked_in', s.frontdesk.user.id],
      ['checked_in', 'in_service', s.employee.user.id],
      ['in_service', 'completed', s.employee.user.id],
    ]);
    expect(history[3]!.byName).toBe('Emma Chen');
    expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM appointment_status_changes WHERE appointment_id = ${other.id}`,
    );
    expect(Number(count?.n)).toBe(1);
  });
});

describe('status in time', () => {
  it("checks in from the appointment's day on, and marks a no-show only after its start", async () => {
    const real = ctx.clock.now;
    try {
      // Monday 2026-10-05, 9:00 in New York; the booking is on Tuesday at 10:00.
      ctx.clock.now = new Date('2026-10-05T13:00:00Z');
      const made = await book(s.frontdesk, booking({ date: '2026-10-06' }));
      const early = await update(s.frontdesk, made.id, { status: 'checked_in' });
      expect(early.statusCode, early.body).toBe(400);
      expect(early.json().message).toBe(
        'An appointment on Tuesday, October 6, 2026 can be checked in from that day on.',
      );
      expect((await list(s.frontdesk, '?startDate=2026-10-06')).find((x) => x.id === made.id)?.status).toBe(
        'booked',
      );
      const tooSoon = await update(s.frontdesk, made.id, { status: 'no_show' });
      expect(tooSoon.statusCode).toBe(400);
      expect(tooSoon.json().message).toBe(
        'A client can be marked as a no-show only after the start time (10:00 AM).',
      );
      expect((await update(s.frontdesk, made.id, { status: 'confirmed' })).statusCode).toBe(200);

      // Its day, before the start: an early arrival checks in; a no-show is not known yet.
      ctx.clock.now = new Date('2026-10-06T13:30:00Z');
      expect((await update(s.frontdesk, made.id, { status: 'no_show' })).statusCode).toBe(400);
      const arrived = await update(s.employee, made.id, { status: 'checked_in' });
      expect(arrived.statusCode, arrived.body).toBe(200);

      const missed = await book(
        s.frontdesk,
        booking({ date: '2026-10-06', startTime: '08:00', endTime: '09:00' }),
      );
      const late = await update(s.frontdesk, missed.id, { status: 'no_show' });
      expect(late.statusCode, late.body).toBe(200);
    } finally {
      ctx.clock.now = real;
    }
  });
});

describe('reasons for cancellations and no-shows (issue #31)', () => {
  async function stored(id: string) {
    const [row] = await queryRows<{ status: string; status_reason: string | null; booked_online: boolean }>(
      ctx.database.db,
      sql`SELECT status, status_reason, booked_online FROM published.appointments WHERE id = ${id}`,
    );
    return row;
  }

  it('keeps the reason sent with a cancellation, refuses one off the list or on another status (400, nothing changed)', async () => {
    const made = await book(s.frontdesk, booking({ date: '2026-11-03' }));
    const odd = await update(s.frontdesk, made.id, { status: 'cancelled', statusReason: 'bored' });
    expect(odd.statusCode, odd.body).toBe(400);
    expect(odd.json().message).toBe(`statusReason: ${APPOINTMENT_MESSAGES.statusReason}`);
    expect(await stored(made.id)).toEqual({ status: 'booked', status_reason: null, booked_online: false });

    const early = await update(s.frontdesk, made.id, { status: 'confirmed', statusReason: 'illness' });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().message).toBe(APPOINTMENT_MESSAGES.statusReasonNotInactive);
    expect(await stored(made.id)).toEqual({ status: 'booked', status_reason: null, booked_online: false });

    const cancelled = await update(s.frontdesk, made.id, { status: 'cancelled', statusReason: 'illness' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', statusReason: 'illness' });
    expect(await stored(made.id)).toEqual({
      status: 'cancelled',
      status_reason: 'illness',
      booked_online: false,
    });

    // Told later, or taken back: the reason alone changes.
    expect((await update(s.frontdesk, made.id, { statusReason: 'weather' })).statusCode).toBe(200);
    expect((await stored(made.id))?.status_reason).toBe('weather');
    expect((await update(s.frontdesk, made.id, { statusReason: null })).statusCode).toBe(200);
    expect((await stored(made.id))?.status_reason).toBeNull();

    // The old payload still cancels, with no reason given.
    const plain = await book(s.frontdesk, booking({ date: '2026-11-04' }));
    expect((await update(s.frontdesk, plain.id, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stored(plain.id)).toEqual({
      status: 'cancelled',
      status_reason: null,
      booked_online: false,
    });
  });

  it('keeps a no-show’s reason, and the database holds a reason only while cancelled or a no-show', async () => {
    const real = ctx.clock.now;
    try {
      ctx.clock.now = new Date('2026-11-10T16:00:00Z');
      const missed = await book(
        s.frontdesk,
        booking({ date: '2026-11-10', startTime: '08:00', endTime: '09:00' }),
      );
      const res = await update(s.frontdesk, missed.id, { status: 'no_show', statusReason: 'forgot' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored(missed.id)).toEqual({
        status: 'no_show',
        status_reason: 'forgot',
        booked_online: false,
      });
    } finally {
      ctx.clock.now = real;
    }
    const kept = await book(s.frontdesk, booking({ date: '2026-11-11' }));
    // Drizzle wraps the database's error; its cause names the constraint.
    const refused = await ctx.database.db
      .execute(sql`UPDATE appointments SET status_reason = 'illness' WHERE id = ${kept.id}`)
      .then(
        () => null,
        (e: { cause?: { constraint?: string } }) => e.cause?.constraint,
      );
    expect(refused).toBe('appointments_status_reason_inactive');
  });
});

describe('appointment access (spec §6)', () => {
  it('shows an employee only their own appointments; they change the status only and cannot delete', async () => {
    const own = await book(s.frontdesk, booking({ date: '2026-09-10' }));
    const theirs = await book(s.frontdesk, booking({ date: '2026-09-10', staffId: s.manager.user.id }));
    const seen = await list(s.employee, '?startDate=2026-09-10');
    expect(seen.map((x) => x.id)).toEqual([own.id]);
    const asked = await list(s.employee, `?startDate=2026-09-10&staffIds=${s.manager.user.id}`);
    expect(asked).toEqual([]);
    expect(
      (await s.employee.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: theirs.id }) }))
        .statusCode,
    ).toBe(404);
    expect((await update(s.employee, theirs.id, { status: 'confirmed' })).statusCode).toBe(404);

    const move = await update(s.employee, own.id, { startTime: '12:00', endTime: '13:00' });
    expect(move.statusCode).toBe(403);
    expect(move.json().message).toBe(APPOINTMENT_MESSAGES.employeeStatusOnly);
    expect((await update(s.employee, own.id, { staffId: s.manager.user.id })).statusCode).toBe(403);
    const sameBack = await update(s.employee, own.id, { ...own, status: 'confirmed' });
    expect(sameBack.statusCode, sameBack.body).toBe(200);
    expect(sameBack.json().data).toMatchObject({ status: 'confirmed', startTime: '10:00' });
    expect((await remove(s.employee, own.id)).statusCode).toBe(403);
    expect((await create(s.employee, booking({ date: '2026-09-11' }))).statusCode).toBe(403);
  });

  it('keeps front desk and manager to their establishment and lets owner and admin reach any', async () => {
    const res = await s.frontdesk.request({
      url: endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: chicago }),
    });
    expect(res.statusCode).toBe(404);
    const inChicago = await book(
      s.owner,
      booking({
        establishmentId: chicago,
        serviceId: chicagoService.id,
        staffId: s.owner.user.id,
        date: '2026-09-12',
        endTime: undefined,
        price: undefined,
      }),
    );
    expect(inChicago.staffName).toBe(s.owner.user.first_name + ' ' + s.owner.user.last_name);
    expect(
      (await s.manager.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: inChicago.id }) }))
        .statusCode,
    ).toBe(404);
    expect((await update(s.manager, inChicago.id, { notes: 'x' })).statusCode).toBe(404);
    expect((await remove(s.manager, inChicago.id, chicago)).statusCode).toBe(404);
    expect(
      (await s.admin.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: inChicago.id }) }))
        .statusCode,
    ).toBe(200);
    // The body must name the establishment the appointment belongs to.
    expect((await remove(s.owner, inChicago.id, manhattan)).statusCode).toBe(404);
    expect((await remove(s.owner, inChicago.id, chicago)).statusCode).toBe(200);
  });

  it('gives a Northside user 404 and no data for Luxe ids', async () => {
    const victim = await book(s.frontdesk, booking({ date: '2026-09-15' }));
    const attempts = [
      await s.north.request({
        url: endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan }),
      }),
      await s.north.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: victim.id }) }),
      await update(s.north, victim.id, { notes: 'Hijacked', status: 'cancelled' }),
      await remove(s.north, victim.id),
      await create(s.north, booking({ date: '2026-09-16' })),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.body).not.toContain('Ada');
    }
    const still = (
      await s.frontdesk.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: victim.id }) })
    ).json().data;
    expect(still).toMatchObject({ notes: victim.notes, status: 'booked' });
  });
});

describe('time zones and daylight saving (America/New_York)', () => {
  it('stores 09:00 on both change-over days at the right instant and reads it back as 09:00', async () => {
    const spring = await book(
      s.frontdesk,
      booking({ date: '2026-03-08', startTime: '09:00', endTime: '10:00' }),
    );
    const autumn = await book(
      s.frontdesk,
      booking({ date: '2026-11-01', startTime: '09:00', endTime: '10:00' }),
    );
    const stored = await queryRows<{ id: string; starts: string }>(
      ctx.database.db,
      sql`SELECT id, to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS starts FROM appointments WHERE id IN (${spring.id}, ${autumn.id})`,
    );
    const byId = Object.fromEntries(stored.map((r) => [r.id, r.starts]));
    expect(byId[spring.id]).toBe('2026-03-08T13:00'); // EDT, UTC−4
    expect(byId[autumn.id]).toBe('2026-11-01T14:00'); // EST, UTC−5
    for (const a of [spring, autumn]) {
      const read = (
        await s.frontdesk.request({ url: endpointPath(APPOINTMENT_ENDPOINTS.item, { id: a.id }) })
      ).json().data;
      expect(read).toMatchObject({ startTime: '09:00', endTime: '10:00', duration: 60 });
    }
    const listed = await list(s.frontdesk, '?startDate=2026-03-08&endDate=2026-03-08');
    expect(listed.find((x) => x.id === spring.id)).toMatchObject({ date: '2026-03-08', startTime: '09:00' });
  });

  it('refuses a local time the clocks skip (02:30 on 2026-03-08) with 400', async () => {
    const res = await create(
      s.frontdesk,
      booking({ date: '2026-03-08', startTime: '02:30', endTime: '03:30' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'That time does not exist on 2026-03-08 in America/New_York (clocks change).',
    );
    // Across the gap: 01:30–03:30 local is one hour of real time.
    const across = await book(
      s.frontdesk,
      booking({ date: '2026-03-08', startTime: '01:30', endTime: '03:30', staffId: s.manager.user.id }),
    );
    expect(across).toMatchObject({ startTime: '01:30', endTime: '03:30', duration: 60 });
  });
});

describe('appointment row-level security', () => {
  it("shows one tenant's appointments, history and keys only, and refuses smuggled rows", async () => {
    const tenantId = s.owner.user.tenantId;
    // Its own rows to see: six bookings, each with its first status change and its key.
    for (const hour of [9, 10, 11, 12, 13, 14]) {
      const startTime = `${String(hour).padStart(2, '0')}:00`;
      const endTime = `${String(hour + 1).padStart(2, '0')}:00`;
      const res = await create(s.frontdesk, booking({ date: '2026-09-22', startTime, endTime }), {
        [IDEMPOTENCY_HEADER]: `rls-${hour}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const seen = await withTenant(ctx.database.db, { tenantId }, async (tx) => ({
      appointments: await tx.select({ tenantId: appointments.tenantId }).from(appointments),
      changes: await tx
        .select({ tenantId: appointmentStatusChanges.tenantId })
        .from(appointmentStatusChanges),
      keys: await tx.select({ tenantId: idempotencyKeys.tenantId }).from(idempotencyKeys),
    }));
    expect(seen.appointments.length).toBeGreaterThan(5);
    expect(seen.changes.length).toBeGreaterThan(5);
    expect(seen.keys.length).toBeGreaterThan(0);
    const tenants = new Set([...seen.appointments, ...seen.changes, ...seen.keys].map((r) => r.tenantId));
    expect(tenants).toEqual(new Set([tenantId]));
    const smuggle = withTenant(ctx.database.db, { tenantId }, (tx) =>
      tx.insert(idempotencyKeys).values({
        tenantId: s.north.user.tenantId,
        key: 'smuggled',
        userId: s.north.user.id,
        endpoint: 'POST /api/appointments',
        requestHash: 'x',
      }),
    );
    await expect(smuggle).rejects.toThrow();
  });
});
