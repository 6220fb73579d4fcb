/**
 * Remembered calendar answers (the day list and availability) end to end: fresh after a write
 * through this instance at once, after a change committed elsewhere as soon as the database
 * announces it, and for availability, as soon as the clock alone changes the answer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  APPOINTMENT_ENDPOINTS,
  endpointPath,
  AVAILABILITY_ENDPOINTS,
  SERVICE_ENDPOINTS,
  type Appointment,
  type Availability,
  type Establishment,
  type Service,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { appointments, staffHours, staffTimeOff, users } from '../../db/schema.js';
import { withTenant } from '../../db/tenant.js';

let ctx: TestContext;
let desk: Session;
let employee: Session;
let manager: string;
let manhattan: string;
let minAdvanceMinutes: number;
let haircut: Service;
/** 08:00 on Tuesday 14 July 2026 in New York (EDT), Luxe Salon Manhattan's zone. */
const START = new Date('2026-07-14T12:00:00Z');
/** The day after START at 11:00 in New York. */
const NEXT_DAY_11 = Date.parse('2026-07-15T15:00:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  // Before signing in, so the sessions live on the same clock.
  ctx.clock.now = START;
  desk = await ctx.signIn('frontdesk@luxe.example');
  employee = await ctx.signIn('employee@luxe.example');
  manager = (await ctx.signIn('manager@luxe.example')).user.id;
  manhattan = desk.user.establishments[0]!;
  const catalogue = (
    await desk.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: desk.user.tenantId }),
    })
  ).json().data as Service[];
  haircut = catalogue.find((x) => x.name === "Women's Haircut")!;
  const place = (await desk.request({ url: `/api/admin/establishments/${manhattan}` })).json()
    .data as Establishment;
  minAdvanceMinutes = place.settings.booking.minAdvanceTime;
});
// One test moves the clock a day on, where the sessions above have expired and the days asked
// about are past; the others start from the same morning.
beforeEach(() => {
  ctx.clock.now = START;
});
afterAll(() => ctx.close());

// Each test keeps to days (and people's schedules) no other test books or changes, so that what
// it sees does not depend on which tests ran before it.

const dayList = async (who: Session, day: string) => {
  const res = await who.request({
    url: `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${day}&endDate=${day}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data as Appointment[];
};

const availability = async (query: string, who = desk) => {
  const res = await who.request({
    url: `${endpointPath(AVAILABILITY_ENDPOINTS.find, { establishmentId: manhattan })}${query}`,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json().data as Availability;
};

/** Starts offered to `staffId` on `day` for the haircut. */
const startsOf = async (staffId: string, day: string) =>
  (await availability(`?date=${day}&serviceId=${haircut.id}&staffIds=${staffId}`)).availabilityByStaff[
    staffId
  ]!.map((x) => x.startTime);

const book = (staffId: string, day: string, startTime: string) =>
  desk.request({
    method: 'POST',
    url: APPOINTMENT_ENDPOINTS.create.path,
    payload: {
      establishmentId: manhattan,
      clientName: 'Cache Test',
      serviceId: haircut.id,
      staffId,
      date: day,
      startTime,
    },
  });

/** As another instance would: straight to the database, no request through this one. */
const elsewhere = <T>(write: Parameters<typeof withTenant<T>>[2]) =>
  withTenant(ctx.database.db, { tenantId: desk.user.tenantId }, write);

/** Waits (briefly) until `check` passes: NOTIFY reaches the listener just after the commit. */
async function eventually(check: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await check();
    } catch (err) {
      if (attempt >= 40) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('remembered day lists', () => {
  it('show a booking made through this instance at once', async () => {
    const day = '2026-07-14';
    expect(await dayList(desk, day)).toEqual([]);
    expect((await book(employee.user.id, day, '10:00')).statusCode).toBe(201);
    expect((await dayList(desk, day)).map((a) => a.startTime)).toEqual(['10:00']);
  });

  it('follow a change committed elsewhere, announced by the database', async () => {
    const day = '2026-07-17';
    const booked = await book(employee.user.id, day, '10:00');
    expect(booked.statusCode, booked.body).toBe(201);
    const { id } = booked.json().data as Appointment;
    await dayList(desk, day);
    await elsewhere((tx) =>
      tx.update(appointments).set({ clientName: 'Changed Elsewhere' }).where(eq(appointments.id, id)),
    );
    await eventually(async () => {
      expect((await dayList(desk, day)).map((a) => a.clientName)).toEqual(['Changed Elsewhere']);
    });
  });

  it('follow a staff member renamed elsewhere (names are announced too)', async () => {
    const day = '2026-07-18';
    expect((await book(employee.user.id, day, '10:00')).statusCode).toBe(201);
    await dayList(desk, day);
    await elsewhere((tx) =>
      tx.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, employee.user.id)),
    );
    await eventually(async () => {
      expect((await dayList(desk, day))[0]!.staffName).toMatch(/^Renamed /);
    });
  });

  it('follow a deletion committed elsewhere', async () => {
    const day = '2026-07-21';
    expect((await book(employee.user.id, day, '10:00')).statusCode).toBe(201);
    const before = await dayList(desk, day);
    await elsewhere((tx) => tx.delete(appointments).where(eq(appointments.id, before[0]!.id)));
    await eventually(async () => {
      expect(await dayList(desk, day)).toHaveLength(before.length - 1);
    });
    expect((await book(employee.user.id, day, '10:00')).statusCode).toBe(201);
  });

  it('keep an employee to their own appointments', async () => {
    const day = '2026-07-22';
    expect((await book(employee.user.id, day, '10:00')).statusCode).toBe(201);
    expect((await book(manager, day, '12:00')).statusCode).toBe(201);
    expect((await dayList(desk, day)).map((a) => a.startTime)).toEqual(['10:00', '12:00']);
    expect((await dayList(employee, day)).map((a) => a.startTime)).toEqual(['10:00']);
  });
});

describe('remembered availability', () => {
  it('drops a start booked through this instance at once', async () => {
    const day = '2026-07-23';
    const before = await startsOf(employee.user.id, day);
    const free = before.find((t) => t >= '14:00')!;
    expect(free).toBeDefined();
    expect((await book(employee.user.id, day, free)).statusCode).toBe(201);
    expect(await startsOf(employee.user.id, day)).not.toContain(free);
  });

  it('a booking forgets only the answers about its staff and days; a move frees its old slot too', async () => {
    const day = '2026-07-24';
    const nextDay = '2026-07-25';
    const ask = {
      employee: () => startsOf(employee.user.id, day),
      manager: () => startsOf(manager, day),
      employeeLater: () => startsOf(employee.user.id, nextDay),
    };
    for (const read of Object.values(ask)) await read();
    const hitsOf = async (read: () => Promise<string[]>) => {
      const before = ctx.answers.hits;
      const starts = await read();
      return { starts, remembered: ctx.answers.hits > before };
    };
    expect((await hitsOf(ask.manager)).remembered).toBe(true);

    const free = (await ask.employee()).filter((t) => t >= '15:00');
    const booked = await book(employee.user.id, day, free[0]!);
    expect(booked.statusCode, booked.body).toBe(201);
    // The employee's day is read again (the booked start is gone); the manager's day and the
    // employee's other day are still remembered.
    const after = await hitsOf(ask.employee);
    expect(after.remembered).toBe(false);
    expect(after.starts).not.toContain(free[0]);
    expect((await hitsOf(ask.manager)).remembered).toBe(true);
    expect((await hitsOf(ask.employeeLater)).remembered).toBe(true);

    // Moved to the next day: both days are read again, and the old start is offered again.
    const id = (booked.json().data as Appointment).id;
    const moved = await desk.request({
      method: 'PUT',
      url: endpointPath(APPOINTMENT_ENDPOINTS.update, { id }),
      payload: { date: nextDay, startTime: '16:00' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const today = await hitsOf(ask.employee);
    expect(today.remembered).toBe(false);
    expect(today.starts).toContain(free[0]);
    const later = await hitsOf(ask.employeeLater);
    expect(later.remembered).toBe(false);
    expect(later.starts).not.toContain('16:00');
    expect((await hitsOf(ask.manager)).remembered).toBe(true);
  });

  it('follows time off entered elsewhere', async () => {
    const day = '2026-07-28';
    expect((await startsOf(employee.user.id, day)).length).toBeGreaterThan(0);
    await elsewhere((tx) =>
      tx.insert(staffTimeOff).values({
        tenantId: desk.user.tenantId,
        establishmentId: manhattan,
        userId: employee.user.id,
        startsAt: new Date('2026-07-28T04:00:00Z'),
        endsAt: new Date('2026-07-29T04:00:00Z'),
      }),
    );
    await eventually(async () => {
      expect(await startsOf(employee.user.id, day)).toEqual([]);
    });
  });

  it('follows weekly hours cleared elsewhere', async () => {
    const day = '2026-07-29';
    const mine = and(eq(staffHours.userId, manager), eq(staffHours.establishmentId, manhattan));
    const week = await elsewhere((tx) => tx.select().from(staffHours).where(mine));
    try {
      // The manager's 12:00 haircut leaves other starts that day.
      expect((await book(manager, day, '12:00')).statusCode).toBe(201);
      expect((await startsOf(manager, day)).length).toBeGreaterThan(0);
      await elsewhere((tx) => tx.delete(staffHours).where(mine));
      await eventually(async () => {
        expect(await startsOf(manager, day)).toEqual([]);
      });
    } finally {
      // The other tests book and ask about the manager on their own days: the week comes back,
      // and is heard back, before they run.
      await elsewhere((tx) => tx.insert(staffHours).values(week).onConflictDoNothing());
      await eventually(async () => {
        expect((await startsOf(manager, day)).length).toBeGreaterThan(0);
      });
    }
  });

  it('drops a start once the clock moves it inside the minimum advance', async () => {
    const today = `?date=2026-07-15&interval=15`;
    // Ten seconds before 11:00 comes within the minimum advance: 11:00 is still offered.
    ctx.clock.now = new Date(NEXT_DAY_11 - minAdvanceMinutes * 60_000 - 10_000);
    const fresh = await ctx.signIn('frontdesk@luxe.example');
    expect((await availability(today, fresh)).availability[0]!.startTime).toBe('11:00');
    // Twenty seconds on (well within any fixed expiry), it is not.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 20_000);
    expect((await availability(today, fresh)).availability[0]!.startTime).toBe('11:15');
  });
});
