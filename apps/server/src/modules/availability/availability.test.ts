/**
 * GET /api/appointments/availability/{establishmentId} end to end, with hand-computed answers.
 * The test sets its own hours, settings, services and bookings through the HTTP API at Luxe
 * Salon Manhattan (America/New_York), after clearing whatever the demo seed put on the two staff
 * members it uses, so the answers do not depend on seed details. The clock is fixed at Monday
 * 2026-03-02 09:00 EST (14:00Z).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPOINTMENT_ENDPOINTS,
  endpointPath,
  AVAILABILITY_MESSAGES,
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  STAFF_ENDPOINTS,
  type Appointment,
  type Availability,
  type AvailabilitySlot,
  type Establishment,
  type ScheduleOverride,
  type Service,
  type TimeOff,
  type WeeklyHours,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { withoutStaffProfile } from '../../../test/staff-profiles.js';
import { queryRows } from '../../db/client.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
let chicago: string;
let tenantId: string;
/** Emma (the employee) and the manager: the two staff members the answers are computed for. */
let emma: string;
let manager: string;
let establishment: Establishment;
/** 60 minutes, anyone; 45 minutes + 15 buffer, Emma only. */
let cut: Service;
let cleanCut: Service;

const week = (weekday: [string, string][], sunday: [string, string][]): WeeklyHours => {
  const day = weekday.map(([start, end]) => ({ start, end }));
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: sunday.map(([start, end]) => ({ start, end })),
  };
};

async function ok<T>(promise: Promise<{ statusCode: number; body: string; json(): unknown }>): Promise<T> {
  const res = await promise;
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: T }).data;
}

/** The owner saves `userId`'s override at Manhattan (saving the same date again replaces it). */
function saveOverride(userId: string, payload: object) {
  return ok(
    s.owner.request({
      method: 'POST',
      url: endpointPath(STAFF_ENDPOINTS.saveOverride, { tenantId, establishmentId: manhattan, userId }),
      payload,
    }),
  );
}

function ask(session: Session, query: string, establishmentId = manhattan) {
  return session.request({
    url: `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: establishmentId })}${query}`,
  });
}

async function availability(query: string, session: Session = s.frontdesk): Promise<Availability> {
  return ok<Availability>(ask(session, query));
}

/** Start times of one person's slots ('HH:MM', or 'date HH:MM' with `withDate`). */
async function startsOf(query: string, staffId = emma, withDate = false): Promise<string[]> {
  const data = await availability(query);
  return (data.availabilityByStaff[staffId] ?? []).map((x: AvailabilitySlot) =>
    withDate ? `${x.date} ${x.startTime}` : x.startTime,
  );
}

async function setBooking(minAdvanceTime: number, maxAdvanceTime: number): Promise<void> {
  const settings = {
    ...establishment.settings,
    booking: { ...establishment.settings.booking, minAdvanceTime, maxAdvanceTime },
  };
  establishment = await ok<Establishment>(
    s.owner.request({ method: 'PUT', url: `/api/admin/establishments/${manhattan}`, payload: { settings } }),
  );
}

function book(payload: Record<string, unknown>): Promise<Appointment> {
  return ok<Appointment>(
    s.frontdesk.request({
      method: 'POST',
      url: APPOINTMENT_ENDPOINTS.create.path,
      payload: {
        establishmentId: manhattan,
        clientName: 'Availability Client',
        serviceId: cut.id,
        staffId: emma,
        ...payload,
      },
    }),
  );
}

/** Removes the seed's appointments, time off and date overrides of `userId` for 2026. */
async function clearSchedule(userId: string): Promise<void> {
  const range = '?from=2026-01-01&to=2026-12-31';
  const off = await ok<TimeOff[]>(
    s.owner.request({
      url: endpointPath(STAFF_ENDPOINTS.timeOff, { tenantId, establishmentId: manhattan, userId }) + range,
    }),
  );
  for (const t of off) {
    await ok(
      s.owner.request({
        method: 'DELETE',
        url: endpointPath(STAFF_ENDPOINTS.removeTimeOff, {
          tenantId,
          establishmentId: manhattan,
          userId,
          id: t.id,
        }),
      }),
    );
  }
  const changes = await ok<ScheduleOverride[]>(
    s.owner.request({
      url: endpointPath(STAFF_ENDPOINTS.overrides, { tenantId, establishmentId: manhattan, userId }) + range,
    }),
  );
  for (const o of changes) {
    await ok(
      s.owner.request({
        method: 'DELETE',
        url: endpointPath(STAFF_ENDPOINTS.removeOverride, {
          tenantId,
          establishmentId: manhattan,
          userId,
          date: o.date,
        }),
      }),
    );
  }
  const booked = await ok<Appointment[]>(
    s.owner.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=2026-01-01&endDate=2026-12-31&staffIds=${userId}&limit=2000`,
    }),
  );
  for (const a of booked) {
    await ok(
      s.owner.request({
        method: 'DELETE',
        url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: a.id }),
        payload: { establishmentId: manhattan },
      }),
    );
  }
}

beforeAll(async () => {
  ctx = await createTestContext();
  // Before signing in, so the sessions live on the same clock.
  ctx.clock.now = new Date('2026-03-02T14:00:00Z');
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  manhattan = s.manager.user.establishments[0]!;
  tenantId = s.owner.user.tenantId;
  emma = s.employee.user.id;
  manager = s.manager.user.id;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as Establishment[];
  chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  establishment = all.find((e) => e.id === manhattan)!;
  expect(establishment.timeZone).toBe('America/New_York');

  const open = { isOpen: true, openTime: '09:00', closeTime: '17:00' };
  const businessHours = {
    monday: open,
    tuesday: open,
    wednesday: open,
    thursday: open,
    friday: open,
    saturday: open,
    // Sunday's small hours, to cross both daylight-saving changes.
    sunday: { isOpen: true, openTime: '00:00', closeTime: '04:00' },
  };
  establishment = await ok<Establishment>(
    s.owner.request({
      method: 'PUT',
      url: `/api/admin/establishments/${manhattan}`,
      payload: { businessHours },
    }),
  );
  await setBooking(0, 365);
  await ok(
    s.owner.request({
      method: 'PUT',
      url: endpointPath(STAFF_ENDPOINTS.saveHours, { tenantId, establishmentId: manhattan, userId: emma }),
      payload: week([['09:00', '17:00']], [['00:00', '04:00']]),
    }),
  );
  // The manager works 12:00–20:00: the business hours (to 17:00) clip it.
  await ok(
    s.owner.request({
      method: 'PUT',
      url: endpointPath(STAFF_ENDPOINTS.saveHours, { tenantId, establishmentId: manhattan, userId: manager }),
      payload: week([['12:00', '20:00']], []),
    }),
  );
  await clearSchedule(emma);
  await clearSchedule(manager);
  const create = (payload: object) =>
    ok<Service>(
      s.owner.request({
        method: 'POST',
        url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId: manhattan, tenantId }),
        payload,
      }),
    );
  cut = await create({ name: 'Availability Cut', duration: 60, price: 50, staffIds: [] });
  cleanCut = await create({ name: 'Clean Cut', duration: 45, price: 40, bufferAfter: 15, staffIds: [emma] });
});
afterAll(() => ctx.close());

const both = () => `staffIds=${emma},${manager}`;

describe('availability from hours', () => {
  it('offers a plain day from the staff member’s hours (default 60 minutes)', async () => {
    const data = await availability(`?date=2026-03-03&staffIds=${emma}&interval=60`);
    expect(data.availabilityByStaff[emma]!.map((x) => `${x.startTime}-${x.endTime}`)).toEqual([
      '09:00-10:00',
      '10:00-11:00',
      '11:00-12:00',
      '12:00-13:00',
      '13:00-14:00',
      '14:00-15:00',
      '15:00-16:00',
      '16:00-17:00',
    ]);
    expect(data.availabilityByStaff[emma]![0]).toEqual({
      date: '2026-03-03',
      startTime: '09:00',
      endTime: '10:00',
      available: true,
    });
    expect(Object.keys(data.availabilityByStaff)).toEqual([emma]);
    expect(data.availability[0]).toEqual({
      date: '2026-03-03',
      startTime: '09:00',
      endTime: '10:00',
      staffIds: [emma],
      available: true,
    });
    // 90 minutes: the last start that ends by closing time is 15:00 (on the hour).
    expect(await startsOf(`?date=2026-03-03&staffIds=${emma}&interval=60&serviceDuration=90`)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
    ]);
  });

  it('clips staff hours to business hours and lists who is free at each start', async () => {
    const data = await availability(`?date=2026-03-03&${both()}&interval=60`);
    expect(data.availabilityByStaff[manager]!.map((x) => x.startTime)).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
    ]);
    const byStart = Object.fromEntries(data.availability.map((x) => [x.startTime, new Set(x.staffIds)]));
    expect(byStart['11:00']).toEqual(new Set([emma]));
    expect(byStart['12:00']).toEqual(new Set([emma, manager]));
  });

  it('uses date overrides: a day off leaves nothing, other hours replace the week', async () => {
    await saveOverride(emma, { date: '2026-03-07', isWorking: false });
    await saveOverride(manager, { date: '2026-03-07', isWorking: true, start: '10:00', end: '12:00' });
    const data = await availability(`?date=2026-03-07&${both()}&interval=60`);
    expect(data.availabilityByStaff[emma]).toEqual([]);
    expect(data.availabilityByStaff[manager]!.map((x) => x.startTime)).toEqual(['10:00', '11:00']);
  });

  it('leaves out time off', async () => {
    await ok(
      s.owner.request({
        method: 'POST',
        url: endpointPath(STAFF_ENDPOINTS.addTimeOff, { tenantId, establishmentId: manhattan, userId: emma }),
        payload: { startsAt: '2026-03-06T13:00:00-05:00', endsAt: '2026-03-06T15:00:00-05:00' },
      }),
    );
    expect(await startsOf(`?date=2026-03-06&staffIds=${emma}&interval=60`)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '15:00',
      '16:00',
    ]);
  });
});

describe('availability around appointments', () => {
  it('is blocked by an active appointment and freed when it is cancelled', async () => {
    const made = await book({ date: '2026-03-04', startTime: '10:00' });
    expect(await startsOf(`?date=2026-03-04&staffIds=${emma}&interval=30`)).toEqual([
      '09:00',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
    await ok(
      s.frontdesk.request({
        method: 'PUT',
        url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id: made.id }),
        payload: { status: 'cancelled' },
      }),
    );
    const freed = await startsOf(`?date=2026-03-04&staffIds=${emma}&interval=30`);
    expect(freed).toContain('09:30');
    expect(freed).toContain('10:00');
    expect(freed).toHaveLength(15);
  });

  it('keeps buffers free, takes the length from the service and only its staff', async () => {
    // 11:00–11:45 with a 15-minute buffer: Emma is busy until 12:00.
    const made = await book({ date: '2026-03-05', startTime: '11:00', serviceId: cleanCut.id });
    expect(made).toMatchObject({ startTime: '11:00', endTime: '11:45', duration: 45 });
    const data = await availability(`?date=2026-03-05&serviceId=${cleanCut.id}&interval=15`);
    expect(Object.keys(data.availabilityByStaff)).toEqual([emma]);
    const starts = data.availabilityByStaff[emma]!.map((x) => x.startTime);
    // 10:00 + 45 + 15 touches 11:00; 10:15 would run its buffer into the appointment.
    expect(starts).toContain('10:00');
    expect(starts).not.toContain('10:15');
    expect(starts).not.toContain('11:45');
    expect(starts).toContain('12:00');
    // The buffer may run past closing; the service itself may not.
    expect(starts[starts.length - 1]).toBe('16:15');
    expect(data.availabilityByStaff[emma]![0]).toMatchObject({ startTime: '09:00', endTime: '09:45' });
    // Any 60-minute booking also respects the existing appointment's buffer.
    const plain = await startsOf(`?date=2026-03-05&staffIds=${emma}&interval=15`);
    expect(plain).toContain('10:00');
    expect(plain).not.toContain('11:45');
    expect(plain).toContain('12:00');
  });
});

describe('processing time', () => {
  /** 90 minutes; processing from minute 30 for 45 (a 10:00 booking frees 10:30–11:15); anyone. */
  const gapService = (name: string) =>
    ok<Service>(
      s.owner.request({
        method: 'POST',
        url: endpointPath(SERVICE_ENDPOINTS.create, { establishmentId: manhattan, tenantId }),
        payload: {
          name,
          duration: 90,
          price: 100,
          processingStart: 30,
          processingDuration: 45,
          staffIds: [],
        },
      }),
    );

  it('offers the gap of a booked appointment, from its stored window, and the slot books', async () => {
    const colour = await gapService('Stored Colour');
    await book({ date: '2026-03-09', startTime: '10:00', serviceId: colour.id });
    // Changing the service later does not move the booked window (10:30–11:15).
    await ok(
      s.owner.request({
        method: 'PUT',
        url: endpointPath(SERVICE_ENDPOINTS.update, { tenantId, serviceId: colour.id }),
        payload: { processingStart: 60, processingDuration: 20 },
      }),
    );
    const query = `?date=2026-03-09&staffIds=${emma}&interval=15&serviceDuration=30`;
    const starts = await startsOf(query);
    expect(starts).toEqual(expect.arrayContaining(['09:30', '10:30', '10:45', '11:30']));
    for (const busy of ['09:45', '10:00', '10:15', '11:00', '11:15']) expect(starts).not.toContain(busy);
    // The database agrees: the offered 10:45 books (30 minutes, to the end of the gap).
    await book({ date: '2026-03-09', startTime: '10:45', endTime: '11:15' });
    const after = await startsOf(query);
    expect(after).not.toContain('10:30');
    expect(after).not.toContain('10:45');
  });

  it('needs the staff member free only outside the new booking’s own gap', async () => {
    const colour = await gapService('Gap Colour');
    // Another client 13:30–14:00: a colour at 13:00 processes over it (13:30–14:15).
    await book({ date: '2026-03-10', startTime: '13:30', endTime: '14:00' });
    const starts = await startsOf(`?date=2026-03-10&serviceId=${colour.id}&interval=30`);
    expect(starts).toContain('13:00');
    // 12:30 would be busy again from 13:45; 13:30 is busy from its start.
    expect(starts).not.toContain('12:30');
    expect(starts).not.toContain('13:30');
    const made = await book({ date: '2026-03-10', startTime: '13:00', serviceId: colour.id });
    expect(made).toMatchObject({
      endTime: '14:30',
      processingStartTime: '13:30',
      processingEndTime: '14:15',
    });
  });
});

describe('advance limits and ranges', () => {
  it('offers today from now + the minimum advance, and defaults to today', async () => {
    expect((await startsOf(`?staffIds=${emma}&interval=60`, emma, true))[0]).toBe('2026-03-02 09:00');
    await setBooking(90, 365);
    try {
      expect(await startsOf(`?staffIds=${emma}&interval=30`)).toEqual([
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
        '13:00',
        '13:30',
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
      ]);
      // Yesterday is in the past whatever the hours.
      expect(await startsOf(`?date=2026-03-01&days=1&staffIds=${emma}`)).toEqual([]);
    } finally {
      await setBooking(0, 365);
    }
  });

  it('offers nothing after today + the maximum advance', async () => {
    await setBooking(0, 3);
    try {
      const starts = await startsOf(`?date=2026-03-04&days=3&staffIds=${emma}&interval=60`, emma, true);
      expect(new Set(starts.map((x) => x.slice(0, 10)))).toEqual(new Set(['2026-03-04', '2026-03-05']));
    } finally {
      await setBooking(0, 365);
    }
  });

  it('covers a range of days in one call, in order', async () => {
    // Its own day off, so that the week's gap does not hang on the override test running first.
    await saveOverride(emma, { date: '2026-03-07', isWorking: false });
    const starts = await startsOf(`?date=2026-03-02&days=7&staffIds=${emma}&interval=60`, emma, true);
    const dates = starts.map((x) => x.slice(0, 10));
    // Saturday 03-07 is that day off; Sunday 03-08 has the small hours.
    expect([...new Set(dates)]).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-08',
    ]);
    expect(dates.filter((d) => d === '2026-03-03')).toHaveLength(8);
    expect([...starts].sort()).toEqual(starts);
  });
});

describe('daylight saving (America/New_York)', () => {
  it('never offers the skipped hour on 2026-03-08, and its slots can be booked', async () => {
    const data = await availability(`?date=2026-03-08&staffIds=${emma}&interval=30`);
    expect(data.availabilityByStaff[emma]!.map((x) => `${x.startTime}-${x.endTime}`)).toEqual([
      '00:00-01:00',
      '00:30-01:30',
      '01:00-03:00',
      '01:30-03:30',
      '03:00-04:00',
    ]);
    const made = await book({ date: '2026-03-08', startTime: '01:30', endTime: '03:30' });
    expect(made.duration).toBe(60);
    // 01:30 EST–03:30 EDT is 06:30Z–07:30Z: 03:00 EDT (07:00Z) now overlaps it; 00:30–01:30 touches.
    expect(await startsOf(`?date=2026-03-08&staffIds=${emma}&interval=30`)).toEqual(['00:00', '00:30']);
  });

  it('offers the repeated hour of 2026-11-01 once per label, at the instant a booking gets', async () => {
    const slots = async () =>
      (await availability(`?date=2026-11-01&staffIds=${emma}&interval=30`)).availabilityByStaff[emma]!.map(
        (x) => `${x.startTime}-${x.endTime}`,
      );
    expect(await slots()).toEqual([
      '00:00-01:00',
      '00:30-01:30',
      '01:00-02:00',
      '01:30-02:30',
      '02:00-03:00',
      '02:30-03:30',
      '03:00-04:00',
    ]);
    // Booking the offered 01:00 takes exactly that slot (the second pass, EST), nothing more.
    const made = await book({ date: '2026-11-01', startTime: '01:00' });
    expect(made).toMatchObject({ startTime: '01:00', endTime: '02:00', duration: 60 });
    expect(await slots()).toEqual([
      '00:00-01:00',
      '00:30-01:30',
      '02:00-03:00',
      '02:30-03:30',
      '03:00-04:00',
    ]);
  });
});

describe('availability access (spec §6)', () => {
  it('shows an employee only their own column', async () => {
    const own = await ok<Availability>(ask(s.employee, `?date=2026-03-03&${both()}`));
    expect(Object.keys(own.availabilityByStaff)).toEqual([emma]);
    expect(own.availability.every((x) => x.staffIds!.every((id) => id === emma))).toBe(true);
    const all = await ok<Availability>(ask(s.employee, '?date=2026-03-03'));
    expect(Object.keys(all.availabilityByStaff)).toEqual([emma]);
  });

  it('lists bookable staff only (not the front desk) for the desk, managers and owners', async () => {
    for (const session of [s.frontdesk, s.manager, s.owner]) {
      const data = await ok<Availability>(ask(session, '?date=2026-03-03'));
      expect(Object.keys(data.availabilityByStaff)).toEqual(expect.arrayContaining([emma, manager]));
      expect(Object.keys(data.availabilityByStaff)).not.toContain(s.frontdesk.user.id);
    }
  });

  it('answers 404 for another tenant and for an establishment out of reach', async () => {
    const foreign = await ask(s.north, '?date=2026-03-03');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(emma);
    expect((await ask(s.frontdesk, '?date=2026-03-03', chicago)).statusCode).toBe(404);
    expect((await ask(s.owner, '?date=2026-03-03', chicago)).statusCode).toBe(200);
    const signedOut = await ctx.app.inject({
      url: endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: manhattan }),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('reads in one statement that leaves no tenant or role behind on the connection', async () => {
    const db = ctx.database.db;
    const session = sql`SELECT current_user AS role, coalesce(current_setting('app.tenant_id', true), '') AS tenant`;
    const [before] = await queryRows<{ role: string; tenant: string }>(db, session);
    expect((await ask(s.frontdesk, '?date=2026-03-03')).statusCode).toBe(200);
    // A pool hands back the connection it was last given: the one the answer read on.
    expect(await queryRows(db, session)).toEqual([before]);
    expect(before?.tenant).toBe('');
    // Row-level security holds inside: the tenant's own location, read as another tenant, is not there.
    const [read] = await queryRows<{ inputs: unknown }>(
      db,
      sql`SELECT availability_inputs_in_tenant(${s.north.user.tenantId}::uuid, ${manhattan}::uuid, NULL, 60,
        NULL, 1, now(), 120) AS inputs`,
    );
    expect(read?.inputs).toBeNull();
  });

  it('refuses bad queries with 400', async () => {
    const chicagoService = (
      await s.owner.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: chicago, tenantId }),
      })
    ).json().data[0] as Service;
    const cases: [string, string][] = [
      ['?days=32', AVAILABILITY_MESSAGES.days],
      ['?days=0', AVAILABILITY_MESSAGES.days],
      ['?interval=4', AVAILABILITY_MESSAGES.interval],
      ['?serviceDuration=1', AVAILABILITY_MESSAGES.serviceDuration],
      ['?date=2026-02-30', AVAILABILITY_MESSAGES.date],
      ['?date=03/02/2026', AVAILABILITY_MESSAGES.date],
      ['?staffIds=nope', AVAILABILITY_MESSAGES.staffId],
      [`?serviceId=${chicagoService.id}`, 'The service must be an active service of this establishment.'],
    ];
    for (const [query, message] of cases) {
      const res = await ask(s.frontdesk, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(message);
    }
  });

  it('never writes: a person without a profile yet reads as its defaults, and none is created', async () => {
    await withoutStaffProfile(ctx.database.db, emma, async () => {
      const before = await availability('?date=2026-03-03');
      expect(Object.keys(before.availabilityByStaff)).toContain(emma);
    });
  });
});

describe('route precedence', () => {
  it('routes /api/appointments/availability/{id} to availability, not to the list', async () => {
    const route = ctx.routes.find((r) => r.url === '/api/appointments/availability/:establishmentId');
    expect(route).toMatchObject({ method: 'GET', hasRule: true });
    const res = await ask(s.frontdesk, '?date=2026-03-03');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data)).toEqual(['availability', 'availabilityByStaff']);
    const list = await s.frontdesk.request({
      url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=2026-03-03`,
    });
    expect(Array.isArray(list.json().data)).toBe(true);
    // Without an id the list route sees 'availability' as an establishment id and refuses it.
    expect((await s.frontdesk.request({ url: '/api/appointments/availability' })).statusCode).toBe(400);
  });
});
