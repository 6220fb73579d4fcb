import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EMPLOYEE_ENDPOINTS,
  endpointPath,
  STAFF_COLOR_PALETTE,
  STAFF_ENDPOINTS,
  STAFF_SCHEDULE_DAYS_MESSAGE,
  emptyWeeklyHours,
  type StaffMember,
  type StaffSchedule,
  type TimeOff,
  type WeeklyHours,
} from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { signUpPayload } from '../../../test/sign-up.js';
import { withoutStaffProfile, withStaffProfileRemoved } from '../../../test/staff-profiles.js';
import { queryRows } from '../../db/client.js';
import { generatedColor } from './staff.colors.js';

let ctx: TestContext;
const s = {} as Record<'admin' | 'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
/** Luxe Salon Manhattan (America/New_York), where manager, front desk and employee work. */
let manhattan: string;
let chicago: string;
let tenantId: string;
const id = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', string>;

beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ['admin', 'owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  for (const k of ['owner', 'manager', 'frontdesk', 'employee', 'north'] as const) id[k] = s[k].user.id;
  manhattan = s.manager.user.establishments[0]!;
  const all = (await s.owner.request({ url: '/api/admin/establishments' })).json().data as {
    id: string;
    name: string;
  }[];
  chicago = all.find((e) => e.name === 'Luxe Salon Chicago')!.id;
  tenantId = s.owner.user.tenantId;
});
afterAll(() => ctx.close());

async function list(session: Session, establishmentId: string): Promise<StaffMember[]> {
  const res = await session.request({
    url: endpointPath(STAFF_ENDPOINTS.list, { tenantId: session.user.tenantId, establishmentId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function schedule(session: Session, date: string, establishmentId = manhattan) {
  const res = await session.request({
    url: `${endpointPath(STAFF_ENDPOINTS.schedule, { tenantId, establishmentId })}?date=${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: true; date: string; timeZone: string; schedules: StaffSchedule[] };
}

const entry = (answer: { schedules: StaffSchedule[] }, staffId: string) =>
  answer.schedules.find((x) => x.staffId === staffId);

function putHours(session: Session, userId: string, week: object, establishmentId = manhattan) {
  return session.request({
    method: 'PUT',
    url: endpointPath(STAFF_ENDPOINTS.saveHours, { tenantId, establishmentId, userId }),
    payload: week,
  });
}

/** `userId`'s week now, given back to them when the test ends: the other tests read the seeded hours. */
async function keepHours(userId: string): Promise<WeeklyHours> {
  const url = endpointPath(STAFF_ENDPOINTS.hours, { tenantId, establishmentId: manhattan, userId });
  const res = await s.owner.request({ url });
  expect(res.statusCode, res.body).toBe(200);
  const before = res.json().data as WeeklyHours;
  onTestFinished(async () => {
    expect((await putHours(s.owner, userId, before)).statusCode).toBe(200);
  });
  return before;
}

function addTimeOff(session: Session, userId: string, payload: object) {
  return session.request({
    method: 'POST',
    url: endpointPath(STAFF_ENDPOINTS.addTimeOff, { tenantId, establishmentId: manhattan, userId }),
    payload,
  });
}

/** The SQLSTATE of a failed query, through drizzle's wrapping. */
function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: string }).code;
    if (code) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

describe('staff list', () => {
  it('lists everyone at the establishment by sort order then name, with seeded colours and titles', async () => {
    const staff = await list(s.frontdesk, manhattan);
    expect(staff.map((m) => m.name)).toEqual(['Emma Chen', 'Fiona Walsh', 'Marcus Reyes', 'Olivia Bennett']);
    // The seed hands out the palette in the demo's order: owner, manager, front desk, employee.
    expect(staff.map((m) => m.color)).toEqual([
      STAFF_COLOR_PALETTE[3],
      STAFF_COLOR_PALETTE[2],
      STAFF_COLOR_PALETTE[1],
      STAFF_COLOR_PALETTE[0],
    ]);
    expect(staff[0]).toEqual({
      id: id.employee,
      name: 'Emma Chen',
      firstName: 'Emma',
      lastName: 'Chen',
      role: 'employee',
      color: STAFF_COLOR_PALETTE[3],
      avatar: null,
      title: 'Senior Stylist',
      bio: null,
      bookable: true,
      sortOrder: 0,
      establishmentId: manhattan,
    });
    expect(staff.find((m) => m.role === 'frontdesk')?.bookable).toBe(false);
    expect(await list(s.employee, manhattan)).toEqual(staff);
    expect((await list(s.owner, chicago)).map((m) => m.name)).toEqual(['Olivia Bennett']);
  });

  it('answers an empty list for an establishment without staff, never placeholders', async () => {
    const res = await s.admin.request({
      method: 'POST',
      url: '/api/admin/establishments',
      payload: {
        name: 'Luxe Pop-Up',
        timeZone: 'America/New_York',
        address: { street: '', city: '', state: '', postalCode: '', country: '' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const popUp = res.json().data.id as string;
    // A new establishment gets the business owner; take them off to leave it without staff.
    await ctx.database.db.execute(sql`DELETE FROM user_establishments WHERE establishment_id = ${popUp}`);
    expect(
      (
        await s.owner.request({
          url: endpointPath(STAFF_ENDPOINTS.list, { tenantId, establishmentId: popUp }),
        })
      ).json(),
    ).toEqual({
      success: true,
      data: [],
    });
    expect((await schedule(s.owner, '2026-12-02', popUp)).schedules).toEqual([]);
  });

  it('hands out the ten palette colours first, then generated ones, stable across reads', async () => {
    const north = s.north.user;
    const rino = north.establishments[0]!;
    // Colours are handed out when a person is added (a read never writes one: issue #29).
    for (let i = 0; i < 12; i++) {
      const res = await s.north.request({
        method: 'POST',
        url: EMPLOYEE_ENDPOINTS.create.path,
        payload: {
          firstName: 'Barber',
          lastName: String(i).padStart(2, '0'),
          email: `barber${i}@northside.example`,
          role: 'employee',
          establishmentId: rino,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    const staff = await list(s.north, rino);
    expect(staff.length).toBe(13);
    const colors = staff.map((m) => m.color);
    expect(new Set(colors).size).toBe(13);
    expect(colors.filter((c) => (STAFF_COLOR_PALETTE as readonly string[]).includes(c)).sort()).toEqual(
      [...STAFF_COLOR_PALETTE].sort(),
    );
    const generated = staff.filter((m) => !(STAFF_COLOR_PALETTE as readonly string[]).includes(m.color));
    expect(generated.length).toBe(3);
    for (const m of generated) {
      expect(m.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(m.color).toBe(generatedColor(m.id));
    }
    expect(await list(s.north, rino)).toEqual(staff);
    // The Luxe tenant's colours are its own: another tenant's palette does not use them up.
    expect((await list(s.owner, manhattan)).map((m) => m.color)).toContain(STAFF_COLOR_PALETTE[0]);
  });

  it('lets managers change colour, title, bookable and order; others get 403', async () => {
    const url = endpointPath(STAFF_ENDPOINTS.update, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
    });
    const res = await s.manager.request({
      method: 'PUT',
      url,
      payload: { color: '#12ab9f', title: 'Colour Specialist', sortOrder: 5, bio: '  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      color: '#12AB9F',
      title: 'Colour Specialist',
      bio: null,
      sortOrder: 5,
    });
    expect((await list(s.frontdesk, manhattan)).at(-1)?.id).toBe(id.employee);

    const bad = await s.manager.request({ method: 'PUT', url, payload: { color: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Use a colour written #RRGGBB.');
    for (const role of ['frontdesk', 'employee'] as const) {
      expect((await s[role].request({ method: 'PUT', url, payload: { bookable: false } })).statusCode).toBe(
        403,
      );
    }
    const restore = await s.owner.request({
      method: 'PUT',
      url,
      payload: { color: STAFF_COLOR_PALETTE[3], title: 'Senior Stylist', sortOrder: 0 },
    });
    expect(restore.statusCode).toBe(200);
  });
  it('never writes: a person without a profile yet lists with its defaults, and none is created', async () => {
    const person = id.frontdesk;
    await withoutStaffProfile(ctx.database.db, person, async () => {
      const staff = await list(s.owner, manhattan);
      // The defaults the profile would start with: palette's first colour, the front desk not bookable.
      expect(staff.find((m) => m.id === person)).toMatchObject({
        name: 'Fiona Walsh',
        color: STAFF_COLOR_PALETTE[0],
        title: null,
        bio: null,
        bookable: false,
        sortOrder: 0,
      });
      expect(entry(await schedule(s.owner, '2026-03-03'), person)?.color).toBe(STAFF_COLOR_PALETTE[0]);
    });
  });

  it('writes the profile when a person is put at a location: the owner at sign-up, a new employee', async () => {
    const profile = async (userId: string) =>
      (
        await queryRows<{ color: string; bookable: boolean; sortOrder: number }>(
          ctx.database.db,
          sql`SELECT display_color AS color, bookable, sort_order AS "sortOrder"
            FROM staff_profiles WHERE user_id = ${userId}`,
        )
      )[0];
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: signUpPayload('Profile Parlour'),
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    // The owner of a new business is its first colour.
    expect(await profile(signUp.json().user.id)).toEqual({
      color: STAFF_COLOR_PALETTE[0],
      bookable: true,
      sortOrder: 0,
    });

    const place = await s.owner.request({
      method: 'POST',
      url: '/api/admin/establishments',
      payload: {
        name: 'Luxe Profile Studio',
        timeZone: 'America/New_York',
        address: { street: '', city: '', state: '', postalCode: '', country: '' },
      },
    });
    expect(place.statusCode, place.body).toBe(201);

    const hired = await s.owner.request({
      method: 'POST',
      url: EMPLOYEE_ENDPOINTS.create.path,
      payload: {
        firstName: 'Desk',
        lastName: 'Hire',
        email: 'desk.hire@luxe.example',
        role: 'frontdesk',
        // The new location: the other tests list Manhattan and Chicago as seeded.
        establishmentId: place.json().data.id,
      },
    });
    expect(hired.statusCode, hired.body).toBe(201);
    expect(await profile(hired.json().data.id)).toMatchObject({ bookable: false, sortOrder: 0 });
  });

  it('backfills a profile for someone working without one (migration 0052), in the palette’s first colour', async () => {
    const db = ctx.database.db;
    const person = id.frontdesk;
    const migration = await readFile(
      new URL('../../db/migrations/0052_staff-profiles-backfill.sql', import.meta.url),
      'utf8',
    );
    await withStaffProfileRemoved(db, person, async () => {
      await db.execute(sql.raw(migration));
      const rows = await queryRows<{ userId: string; color: string; bookable: boolean; sortOrder: number }>(
        db,
        sql`SELECT user_id AS "userId", display_color AS color, bookable, sort_order AS "sortOrder"
          FROM staff_profiles WHERE user_id = ${person}`,
      );
      expect(rows).toEqual([
        { userId: person, color: STAFF_COLOR_PALETTE[0], bookable: false, sortOrder: 0 },
      ]);
    });
  });
});

describe('schedule for a date', () => {
  it('combines weekly hours (split shifts included), date overrides and time off', async () => {
    const wednesday = await schedule(s.frontdesk, '2026-12-02');
    expect(wednesday).toMatchObject({ success: true, date: '2026-12-02', timeZone: 'America/New_York' });
    expect(wednesday.schedules.map((x) => x.staffName)).toEqual([
      'Emma Chen',
      'Fiona Walsh',
      'Marcus Reyes',
      'Olivia Bennett',
    ]);
    expect(entry(wednesday, id.employee)).toEqual({
      staffId: id.employee,
      staffName: 'Emma Chen',
      color: STAFF_COLOR_PALETTE[3],
      date: '2026-12-02',
      isWorking: true,
      intervals: [
        { start: '09:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
      timeOff: [],
    });
    expect(entry(wednesday, id.manager)?.intervals).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(entry(wednesday, id.owner)).toMatchObject({ isWorking: false, intervals: [], timeOff: [] });

    // The seeded override: Marcus away at a training day on Saturday.
    const saturday = await schedule(s.manager, '2026-12-05');
    expect(entry(saturday, id.manager)).toMatchObject({ isWorking: false, intervals: [] });
    expect(entry(saturday, id.employee)?.intervals).toEqual([{ start: '09:00', end: '18:00' }]);

    // The seeded time off: Emma's dentist appointment, 14:00 to the end of her shift.
    const thursday = await schedule(s.owner, '2026-12-10');
    expect(entry(thursday, id.employee)).toMatchObject({
      isWorking: true,
      intervals: [{ start: '11:00', end: '20:00' }],
      timeOff: [{ start: '14:00', end: '20:00', reason: 'Dentist appointment' }],
    });
  });

  it('defaults to today in the establishment time zone', async () => {
    // 03:30 UTC is still the day before in New York. The clock stays within a day before the
    // real time so the test's sessions remain valid.
    const real = new Date();
    let utcDate = real.toISOString().slice(0, 10);
    if (real.getTime() < Date.parse(`${utcDate}T03:30:00Z`)) {
      utcDate = new Date(real.getTime() - 86_400_000).toISOString().slice(0, 10);
    }
    const dayBefore = new Date(Date.parse(`${utcDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    ctx.clock.now = new Date(`${utcDate}T03:30:00Z`);
    try {
      const res = await s.owner.request({
        url: endpointPath(STAFF_ENDPOINTS.schedule, { tenantId, establishmentId: manhattan }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().date).toBe(dayBefore);
    } finally {
      ctx.clock.now = real;
    }
    const bad = await s.owner.request({
      url: `${endpointPath(STAFF_ENDPOINTS.schedule, { tenantId, establishmentId: manhattan })}?date=2026-13-01`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sets, replaces and removes a date override', async () => {
    const url = endpointPath(STAFF_ENDPOINTS.overrides, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
    });
    const monday = '2026-12-07';
    expect(entry(await schedule(s.owner, monday), id.employee)?.isWorking).toBe(false);
    const first = await s.manager.request({
      method: 'POST',
      url,
      payload: { date: monday, isWorking: true, start: '10:00', end: '16:00', reason: 'Holiday rush' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await s.manager.request({
      method: 'POST',
      url,
      payload: { date: monday, isWorking: true, start: '12:00', end: '24:00' },
    });
    expect(again.json().data).toEqual({
      userId: id.employee,
      establishmentId: manhattan,
      date: monday,
      isWorking: true,
      start: '12:00',
      end: '24:00',
      reason: null,
    });
    expect(entry(await schedule(s.owner, monday), id.employee)?.intervals).toEqual([
      { start: '12:00', end: '24:00' },
    ]);
    const listed = await s.employee.request({ url: `${url}?from=2026-12-01&to=2026-12-31` });
    expect(listed.json().data.map((o: { date: string }) => o.date)).toEqual([monday]);

    const incomplete = await s.manager.request({
      method: 'POST',
      url,
      payload: { date: monday, isWorking: true },
    });
    expect(incomplete.statusCode).toBe(400);
    const offWithTimes = await s.manager.request({
      method: 'POST',
      url,
      payload: { date: monday, isWorking: false, start: '10:00', end: '12:00' },
    });
    expect(offWithTimes.statusCode).toBe(400);

    const one = endpointPath(STAFF_ENDPOINTS.removeOverride, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
      date: monday,
    });
    expect((await s.manager.request({ method: 'DELETE', url: one })).statusCode).toBe(200);
    expect(entry(await schedule(s.owner, monday), id.employee)?.intervals).toEqual([]);
    expect((await s.manager.request({ method: 'DELETE', url: one })).statusCode).toBe(404);
  });

  it('shows time off in local time on daylight-saving days, clipped to the date', async () => {
    const week: WeeklyHours = { ...emptyWeeklyHours(), sunday: [{ start: '00:00', end: '12:00' }] };
    await keepHours(id.manager);
    expect((await putHours(s.manager, id.manager, week)).statusCode).toBe(200);
    const blocks = [
      // 01:00 EST to 04:00 EDT on the spring-forward Sunday: two real hours.
      { startsAt: '2026-03-08T06:00:00Z', endsAt: '2026-03-08T08:00:00Z', reason: 'Spring' },
      // 01:00 EDT to 04:00 EST on the fall-back Sunday: four real hours.
      { startsAt: '2026-11-01T05:00:00Z', endsAt: '2026-11-01T09:00:00Z', reason: 'Fall' },
      // Across midnight into Monday, given with a local offset.
      { startsAt: '2026-11-01T23:00:00-05:00', endsAt: '2026-11-02T02:00:00-05:00', reason: 'Late' },
    ];
    for (const b of blocks) expect((await addTimeOff(s.manager, id.manager, b)).statusCode).toBe(201);

    const spring = entry(await schedule(s.frontdesk, '2026-03-08'), id.manager);
    expect(spring).toMatchObject({
      isWorking: true,
      intervals: [{ start: '00:00', end: '12:00' }],
      timeOff: [{ start: '01:00', end: '04:00', reason: 'Spring' }],
    });
    const fall = entry(await schedule(s.frontdesk, '2026-11-01'), id.manager);
    expect(fall?.timeOff).toEqual([
      { start: '01:00', end: '04:00', reason: 'Fall' },
      { start: '23:00', end: '24:00', reason: 'Late' },
    ]);
    const monday = entry(await schedule(s.frontdesk, '2026-11-02'), id.manager);
    expect(monday).toMatchObject({
      isWorking: false,
      timeOff: [{ start: '00:00', end: '02:00', reason: 'Late' }],
    });

    const listed = await s.frontdesk.request({
      url: `${endpointPath(STAFF_ENDPOINTS.timeOff, { tenantId, establishmentId: manhattan, userId: id.manager })}?from=2026-11-01&to=2026-11-01`,
    });
    expect((listed.json().data as TimeOff[]).map((t) => [t.startsAt, t.endsAt])).toEqual([
      ['2026-11-01T05:00:00.000Z', '2026-11-01T09:00:00.000Z'],
      ['2026-11-02T04:00:00.000Z', '2026-11-02T07:00:00.000Z'],
    ]);
  });

  it('counts a day fully covered by time off as not working', async () => {
    const res = await addTimeOff(s.owner, id.employee, {
      startsAt: '2026-12-16T00:00:00-05:00',
      endsAt: '2026-12-17T00:00:00-05:00',
      reason: 'Vacation',
    });
    expect(res.statusCode).toBe(201);
    expect(entry(await schedule(s.owner, '2026-12-16'), id.employee)).toMatchObject({
      isWorking: false,
      intervals: [
        { start: '09:00', end: '13:00' },
        { start: '15:00', end: '19:00' },
      ],
      timeOff: [{ start: '00:00', end: '24:00', reason: 'Vacation' }],
    });
  });
});

describe('schedule over several days', () => {
  const url = (query: string) =>
    `${endpointPath(STAFF_ENDPOINTS.schedule, { tenantId, establishmentId: manhattan })}?${query}`;

  it('answers days=3 as three one-day answers, with time off across midnight and an override', async () => {
    // Tuesday to Thursday; dates no other test writes to.
    const dates = ['2027-01-12', '2027-01-13', '2027-01-14'];
    const away = await addTimeOff(s.owner, id.employee, {
      startsAt: '2027-01-12T17:00:00-05:00',
      endsAt: '2027-01-13T11:00:00-05:00',
      reason: 'Course',
    });
    expect(away.statusCode, away.body).toBe(201);
    const params = { tenantId, establishmentId: manhattan };
    onTestFinished(async () => {
      const removed = await s.owner.request({
        method: 'DELETE',
        url: endpointPath(STAFF_ENDPOINTS.removeTimeOff, {
          ...params,
          userId: id.employee,
          id: (away.json().data as TimeOff).id,
        }),
      });
      expect(removed.statusCode).toBe(200);
    });
    const override = await s.owner.request({
      method: 'POST',
      url: endpointPath(STAFF_ENDPOINTS.saveOverride, { ...params, userId: id.manager }),
      payload: { date: dates[2], isWorking: true, start: '10:00', end: '14:00' },
    });
    expect(override.statusCode, override.body).toBe(200);
    onTestFinished(async () => {
      const removed = await s.owner.request({
        method: 'DELETE',
        url: endpointPath(STAFF_ENDPOINTS.removeOverride, { ...params, userId: id.manager, date: dates[2]! }),
      });
      expect(removed.statusCode).toBe(200);
    });

    const singles = [];
    for (const date of dates) singles.push(await schedule(s.owner, date));
    expect(entry(singles[0]!, id.employee)?.timeOff).toEqual([
      { start: '17:00', end: '24:00', reason: 'Course' },
    ]);
    expect(entry(singles[1]!, id.employee)?.timeOff).toEqual([
      { start: '00:00', end: '11:00', reason: 'Course' },
    ]);
    expect(entry(singles[2]!, id.manager)?.intervals).toEqual([{ start: '10:00', end: '14:00' }]);
    expect(singles[0]).not.toHaveProperty('days');

    const res = await s.owner.request({ url: url(`date=${dates[0]}&days=3`) });
    expect(res.statusCode, res.body).toBe(200);
    const range = res.json() as Awaited<ReturnType<typeof schedule>> & {
      days: { date: string; schedules: StaffSchedule[] }[];
    };
    expect(range).toMatchObject({ success: true, date: dates[0], timeZone: singles[0]!.timeZone });
    expect(range.schedules).toEqual(singles[0]!.schedules);
    expect(range.days).toEqual(singles.map((one) => ({ date: one.date, schedules: one.schedules })));

    // An employee's range holds only their own day, as their one-day answer does.
    const own = await s.employee.request({ url: url(`date=${dates[0]}&days=3`) });
    expect(own.statusCode, own.body).toBe(200);
    const ownDays = (own.json() as typeof range).days;
    expect(ownDays.map((d) => d.schedules.map((x) => x.staffId))).toEqual(dates.map(() => [id.employee]));
  });

  it('answers 400 with the sentence for days outside 1 to 7', async () => {
    for (const days of ['8', '0', '2.5', 'week']) {
      const res = await s.owner.request({ url: url(`date=2027-01-12&days=${days}`) });
      expect(res.statusCode, `days=${days}: ${res.body}`).toBe(400);
      expect(res.json().details, `days=${days}`).toEqual([
        { path: 'days', message: STAFF_SCHEDULE_DAYS_MESSAGE },
      ]);
    }
  });
});

describe('weekly hours', () => {
  it('replaces the whole week and refuses overlapping intervals (400)', async () => {
    const url = endpointPath(STAFF_ENDPOINTS.hours, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
    });
    const before = (await s.owner.request({ url })).json().data as WeeklyHours;
    expect(before.wednesday).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ]);
    const overlap = await putHours(s.owner, id.employee, {
      ...before,
      tuesday: [
        { start: '09:00', end: '13:00' },
        { start: '12:00', end: '17:00' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toBe('Working hours overlap on Tuesday.');
    const backwards = await putHours(s.owner, id.employee, {
      ...before,
      friday: [{ start: '18:00', end: '09:00' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('End time must be after start time.');
    const missingDay = await putHours(s.owner, id.employee, { monday: [] });
    expect(missingDay.statusCode).toBe(400);
    expect((await s.owner.request({ url })).json().data).toEqual(before);

    // Touching intervals are fine, and intervals come back sorted.
    const touching = await putHours(s.owner, id.employee, {
      ...before,
      monday: [
        { start: '13:00', end: '17:00' },
        { start: '09:00', end: '13:00' },
      ],
    });
    expect(touching.statusCode, touching.body).toBe(200);
    expect(touching.json().data.monday).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect((await putHours(s.owner, id.employee, before)).json().data).toEqual(before);
  });

  it('makes overlapping hours impossible in the database itself (exclusion constraint)', async () => {
    const db = ctx.database.db;
    const insert = (start: number, end: number) =>
      db.execute(sql`INSERT INTO staff_hours (tenant_id, establishment_id, user_id, weekday, start_minute, end_minute)
        VALUES (${tenantId}, ${manhattan}, ${id.employee}, 0, ${start}, ${end})`);
    await insert(60, 120);
    const err = await insert(90, 150).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sqlState(err)).toBe('23P01');
    await db.execute(
      sql`DELETE FROM staff_hours WHERE user_id = ${id.employee} AND weekday = 0 AND start_minute = 60`,
    );
  });
});

describe('time off', () => {
  it('refuses a block that overlaps another of the same person (409), allows touching ones', async () => {
    const dentist = {
      startsAt: '2026-12-10T18:00:00Z',
      endsAt: '2026-12-10T20:00:00Z',
      reason: 'Overlaps the seeded dentist appointment',
    };
    const res = await addTimeOff(s.manager, id.employee, dentist);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This time off overlaps another block.');
    // A block recorded at another establishment still counts: the person is away everywhere.
    const away = { startsAt: '2026-12-28T14:00:00Z', endsAt: '2026-12-29T02:00:00Z' };
    expect((await addTimeOff(s.owner, id.owner, away)).statusCode).toBe(201);
    const atChicago = await s.owner.request({
      method: 'POST',
      url: endpointPath(STAFF_ENDPOINTS.addTimeOff, { tenantId, establishmentId: chicago, userId: id.owner }),
      payload: { startsAt: '2026-12-28T20:00:00Z', endsAt: '2026-12-28T21:00:00Z' },
    });
    expect(atChicago.statusCode).toBe(409);

    const touching = await addTimeOff(s.manager, id.employee, {
      startsAt: '2026-12-11T01:00:00Z',
      endsAt: '2026-12-11T03:00:00Z',
    });
    expect(touching.statusCode, touching.body).toBe(201);
    const block = touching.json().data as TimeOff;
    expect(block).toMatchObject({
      userId: id.employee,
      establishmentId: manhattan,
      reason: null,
      createdBy: id.manager,
    });

    const one = endpointPath(STAFF_ENDPOINTS.removeTimeOff, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
      id: block.id,
    });
    expect((await s.manager.request({ method: 'DELETE', url: one })).statusCode).toBe(200);
    expect((await s.manager.request({ method: 'DELETE', url: one })).statusCode).toBe(404);
  });

  it('rejects blocks that end before they start or lack an offset', async () => {
    const backwards = await addTimeOff(s.manager, id.employee, {
      startsAt: '2026-12-20T10:00:00Z',
      endsAt: '2026-12-20T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('Time off must end after it starts.');
    const local = await addTimeOff(s.manager, id.employee, {
      startsAt: '2026-12-20T10:00:00',
      endsAt: '2026-12-20T11:00:00',
    });
    expect(local.statusCode).toBe(400);
  });
});

describe('dates that do not exist or are far off (issue #16)', () => {
  it('answers 400 with the field, the same way on every schedule route', async () => {
    const userId = id.employee;
    const params = { tenantId, establishmentId: manhattan, userId };
    const requests: { label: string; method?: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }[] =
      [];
    for (const date of ['2026-02-30', '9999-12-31', '0000-01-01']) {
      requests.push(
        {
          label: `schedule ?date=${date}`,
          url: `${endpointPath(STAFF_ENDPOINTS.schedule, params)}?date=${date}`,
        },
        {
          label: `overrides ?from=${date}`,
          url: `${endpointPath(STAFF_ENDPOINTS.overrides, params)}?from=${date}`,
        },
        {
          label: `time off ?from=${date}`,
          url: `${endpointPath(STAFF_ENDPOINTS.timeOff, params)}?from=${date}`,
        },
        { label: `time off ?to=${date}`, url: `${endpointPath(STAFF_ENDPOINTS.timeOff, params)}?to=${date}` },
        {
          label: `override on ${date}`,
          method: 'POST',
          url: endpointPath(STAFF_ENDPOINTS.saveOverride, params),
          payload: { date, isWorking: false },
        },
        {
          label: `remove override on ${date}`,
          method: 'DELETE',
          url: endpointPath(STAFF_ENDPOINTS.removeOverride, { ...params, date }),
        },
      );
    }
    requests.push({
      label: 'time off in 9999',
      method: 'POST',
      url: endpointPath(STAFF_ENDPOINTS.addTimeOff, params),
      payload: { startsAt: '9999-12-30T10:00:00Z', endsAt: '9999-12-31T10:00:00Z' },
    });
    for (const r of requests) {
      const res = await s.manager.request({ method: r.method ?? 'GET', url: r.url, payload: r.payload });
      expect(res.statusCode, `${r.label}: ${res.body}`).toBe(400);
      expect(res.json().details?.[0]?.path, r.label).toMatch(/^(date|from|to|startsAt)$/);
    }
  });
});

describe('schedule access (spec §6)', () => {
  it('shows an employee only their own entry and lets them change only their own hours', async () => {
    const answer = await schedule(s.employee, '2026-12-02');
    expect(answer.schedules.map((x) => x.staffId)).toEqual([id.employee]);

    const own = endpointPath(STAFF_ENDPOINTS.hours, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
    });
    const other = endpointPath(STAFF_ENDPOINTS.hours, {
      tenantId,
      establishmentId: manhattan,
      userId: id.manager,
    });
    // A Sunday the refused change below would have emptied.
    const managerWeek = await keepHours(id.manager);
    const managerSunday = { ...managerWeek, sunday: [{ start: '00:00', end: '12:00' }] };
    expect((await putHours(s.manager, id.manager, managerSunday)).statusCode).toBe(200);
    const week = (await s.employee.request({ url: own })).json().data as WeeklyHours;
    expect((await s.employee.request({ url: other })).statusCode).toBe(403);
    expect((await putHours(s.employee, id.employee, week)).statusCode).toBe(200);
    const refused = await putHours(s.employee, id.manager, emptyWeeklyHours());
    expect(refused.statusCode).toBe(403);
    expect((await s.manager.request({ url: other })).json().data.sunday).toEqual([
      { start: '00:00', end: '12:00' },
    ]);
    const ownBlock = await addTimeOff(s.employee, id.employee, {
      startsAt: '2026-12-22T15:00:00Z',
      endsAt: '2026-12-22T16:00:00Z',
    });
    expect(ownBlock.statusCode).toBe(201);
    expect(
      (
        await addTimeOff(s.employee, id.manager, {
          startsAt: '2026-12-22T15:00:00Z',
          endsAt: '2026-12-22T16:00:00Z',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets the front desk read every schedule but change none (403)', async () => {
    expect((await schedule(s.frontdesk, '2026-12-02')).schedules.length).toBe(4);
    const url = endpointPath(STAFF_ENDPOINTS.hours, {
      tenantId,
      establishmentId: manhattan,
      userId: id.employee,
    });
    expect((await s.frontdesk.request({ url })).statusCode).toBe(200);
    expect((await putHours(s.frontdesk, id.employee, emptyWeeklyHours())).statusCode).toBe(403);
    expect(
      (
        await addTimeOff(s.frontdesk, id.employee, {
          startsAt: '2026-12-23T15:00:00Z',
          endsAt: '2026-12-23T16:00:00Z',
        })
      ).statusCode,
    ).toBe(403);
    const override = await s.frontdesk.request({
      method: 'POST',
      url: endpointPath(STAFF_ENDPOINTS.saveOverride, {
        tenantId,
        establishmentId: manhattan,
        userId: id.employee,
      }),
      payload: { date: '2026-12-24', isWorking: false },
    });
    expect(override.statusCode).toBe(403);
  });

  it('answers 404 for another tenant, an establishment out of reach, or someone who does not work there', async () => {
    const otherTenant = await s.north.request({
      url: endpointPath(STAFF_ENDPOINTS.list, { tenantId, establishmentId: manhattan }),
    });
    expect(otherTenant.statusCode).toBe(404);
    expect(otherTenant.json().message).toBe('Tenant not found');
    const hidden = await s.north.request({
      url: `${endpointPath(STAFF_ENDPOINTS.schedule, { tenantId: s.north.user.tenantId, establishmentId: manhattan })}?date=${'2026-12-02'}`,
    });
    expect(hidden.statusCode).toBe(404);
    expect(
      (
        await s.manager.request({
          url: endpointPath(STAFF_ENDPOINTS.list, { tenantId, establishmentId: chicago }),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await s.employee.request({
          url: `${endpointPath(STAFF_ENDPOINTS.schedule, { tenantId, establishmentId: chicago })}?date=${'2026-12-02'}`,
        })
      ).statusCode,
    ).toBe(404);

    const stranger = await putHours(s.owner, id.north, emptyWeeklyHours());
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe('Staff member not found.');
    const elsewhere = await s.owner.request({
      url: endpointPath(STAFF_ENDPOINTS.hours, { tenantId, establishmentId: chicago, userId: id.employee }),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Staff member not found.');
    const admin = await s.owner.request({
      url: endpointPath(STAFF_ENDPOINTS.timeOff, {
        tenantId,
        establishmentId: manhattan,
        userId: s.admin.user.id,
      }),
    });
    expect(admin.statusCode).toBe(404);
  });
});
