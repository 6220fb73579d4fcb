/**
 * Property (issue #29): availabilityIn, whatever its data loading, answers exactly what the
 * brute-force reference (availability.reference.ts) computes from the same rows, for random
 * scenarios at Luxe Salon Manhattan: its zone (its own, or one with a 30-minute or a midnight
 * daylight-saving change), business hours, booking settings, the people's flags, weekly hours,
 * date overrides, time off and appointments (some elsewhere, some cancelled, some with a
 * processing window), the service asked about (buffer, processing window, performers), the
 * dates (aimed at the zone's offset changes, and some already past), days, interval, staff asked
 * for and the asker (owner, or an employee who sees their own column).
 *
 * Each run writes its rows in one committed transaction, asks both, and deletes what it added:
 * the answer is read in a transaction of its own, and as the calendar's call reads it, from the
 * parts kept in memory (availability.parts.ts). Those parts live through every run, kept fresh
 * only by the change feed, and are asked again once the run's appointments and time off are gone:
 * after any sequence of changes they must answer what a fresh read does. A conflicting insert
 * (the exclusion constraints) is skipped. AVAILABILITY_PROPERTY_SEED and _RUNS explore further.
 */
import crypto from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES, availabilityQuerySchema } from '@daybook/contracts';
import { actorOf, createTestContext, type TestContext } from '../../../test/context.js';
import { queryRows, type Tx } from '../../db/client.js';
import { SQLSTATE, sqlRefusal } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { syncWithFeed } from '../../events/change-feed.js';
import { availabilityIn } from './index.js';
import { AvailabilityParts, partCaches } from './availability.parts.js';
import { offsetChangeDates, referenceAvailability } from './availability.reference.js';
import { findAvailability } from './availability.service.js';

const MINUTE = 60_000;
const DAY = 1440;
const SEED = Number(process.env.AVAILABILITY_PROPERTY_SEED ?? 2029);
const RUNS = Number(process.env.AVAILABILITY_PROPERTY_RUNS ?? 30);
/** The location's own zone, a 30-minute change, midnight changes, the southern hemisphere, none. */
const ZONES = [
  'America/New_York',
  'America/New_York',
  'Australia/Lord_Howe',
  'America/Santiago',
  'Pacific/Auckland',
  'Asia/Kathmandu',
];

let ctx: TestContext;
let owner: Actor;
let employee: Actor;
let manhattan: string;
let chicago: string;
let tenantId: string;
let people: { id: string; hasProfile: boolean }[];
/** The calendar's parts, kept across runs. */
let parts: AvailabilityParts;
const changeDates = new Map(
  ZONES.map((z) => [z, [...offsetChangeDates(z, 2026), ...offsetChangeDates(z, 2027)]]),
);

beforeAll(async () => {
  ctx = await createTestContext();
  parts = new AvailabilityParts(ctx.database.db, partCaches(ctx.cacheOf));
  owner = actorOf(await ctx.signIn('owner@luxe.example'));
  employee = actorOf(await ctx.signIn('employee@luxe.example'));
  tenantId = owner.tenantId;
  manhattan = employee.establishmentIds[0]!;
  await withTenant(ctx.database.db, owner, async (tx) => {
    const places = await queryRows<{ id: string; name: string }>(
      tx,
      sql`SELECT id, name FROM establishments`,
    );
    expect(places.find((p) => p.id === manhattan)?.name).toBe('Luxe Salon Manhattan');
    chicago = places.find((p) => p.name === 'Luxe Salon Chicago')!.id;
    people = await queryRows<{ id: string; hasProfile: boolean }>(
      tx,
      sql`SELECT ue.user_id AS id, EXISTS (SELECT 1 FROM staff_profiles p WHERE p.user_id = ue.user_id) AS "hasProfile"
          FROM user_establishments ue WHERE ue.establishment_id = ${manhattan} ORDER BY ue.user_id`,
    );
  });
  // The generators draw flags for 12 people.
  expect(people.length).toBeGreaterThanOrEqual(3);
  expect(people.length).toBeLessThanOrEqual(12);
});
afterAll(() => ctx.close());

// ---- generators ----------------------------------------------------------------------------

/** A wall minute, mostly on a quarter hour, sometimes an odd minute. */
const wallMinute = (max: number) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 0, max: Math.floor(max / 15) }).map((q) => q * 15) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max }) },
  );

/** Opening minutes, often midnight (the daylight-saving changes happen at night). */
const opening = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: wallMinute(DAY / 2) },
);
/** Closing minutes from noon, often the end of the day. */
const closing = (last: number) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(last) },
    { weight: 2, arbitrary: wallMinute(last - DAY / 2).map((m) => m + DAY / 2) },
  );

/** Sorted disjoint (possibly touching) [start, end) wall intervals. */
const intervals = (max: number, most: number) =>
  fc.array(wallMinute(max), { maxLength: most * 2 }).map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const out: [number, number][] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      if (sorted[i]! < sorted[i + 1]!) out.push([sorted[i]!, sorted[i + 1]!]);
    }
    return out;
  });

/**
 * Minutes from the first date's local midnight (about: its offset at UTC midnight), mostly in
 * the day time of the first few dates, where the slots are; sometimes anywhere around them.
 */
const instantMinute = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 300, max: 1380 }))
      .map(([day, minute]) => day * DAY + minute),
  },
  { weight: 1, arbitrary: fc.integer({ min: -2 * DAY, max: 16 * DAY }) },
);
const seconds = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 59 }) },
);

const personArb = fc.record({
  bookable: fc.oneof(
    { weight: 5, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  sortOrder: fc.integer({ min: 0, max: 2 }),
  weekly: fc.array(
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(opening, closing(DAY))
          .map(([a, b]): [number, number][] => (a < b ? [[a, b]] : [])),
      },
      { weight: 2, arbitrary: intervals(DAY, 2) },
    ),
    { minLength: 7, maxLength: 7 },
  ),
  overrides: fc.array(
    fc.record({
      day: fc.integer({ min: -1, max: 15 }),
      working: fc.option(intervals(DAY, 1), { nil: null }),
    }),
    { maxLength: 3 },
  ),
  timeOff: fc.array(
    fc.record({
      start: instantMinute,
      seconds,
      length: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 1, max: 240 }) },
        { weight: 1, arbitrary: fc.integer({ min: 240, max: 4 * DAY }) },
      ),
    }),
    { maxLength: 2 },
  ),
  bookings: fc.array(
    fc.record({
      start: instantMinute,
      seconds,
      length: fc.oneof(
        { weight: 2, arbitrary: fc.integer({ min: 5, max: 45 }) },
        { weight: 2, arbitrary: fc.integer({ min: 45, max: 180 }) },
        { weight: 1, arbitrary: fc.integer({ min: 180, max: 720 }) },
      ),
      status: fc.constantFrom(...APPOINTMENT_STATUSES),
      /** The service asked about (when there is one), else the other one with its own buffer. */
      askedService: fc.boolean(),
      processing: fc.option(
        fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
        {
          nil: null,
        },
      ),
      elsewhere: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
    { maxLength: 8 },
  ),
});

const serviceArb = fc.record({
  duration: fc.oneof(fc.integer({ min: 5, max: 90 }), fc.integer({ min: 90, max: 300 })),
  buffer: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 }), fc.integer({ min: 30, max: 240 })),
  processing: fc.option(
    fc.oneof(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
      fc.tuple(fc.double({ min: 0, max: 0.3, noNaN: true }), fc.double({ min: 0.6, max: 1, noNaN: true })),
    ),
    { nil: null },
  ),
  performers: fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }) },
  ),
});

const anyDate = fc.integer({ min: 0, max: 729 }).map((n) => plusDays('2026-01-01', n));

const scenarioArb = fc.constantFrom(...ZONES).chain((zone) =>
  fc.record({
    zone: fc.constant(zone),
    firstDate: fc.oneof(
      // Kathmandu has no offset change: any date there.
      changeDates.get(zone)!.length > 0
        ? fc
            .tuple(
              fc.constantFrom(...changeDates.get(zone)!),
              fc.oneof(
                { weight: 2, arbitrary: fc.constant(0) },
                { weight: 1, arbitrary: fc.integer({ min: -3, max: 1 }) },
              ),
            )
            .map(([d, n]) => plusDays(d, n))
        : anyDate,
      anyDate,
    ),
    omitDate: fc.oneof(
      { weight: 6, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
    /** `now` from the first date's UTC midnight: from well before it to after the last date. */
    nowMs: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: -3 * DAY * MINUTE, max: DAY * MINUTE }) },
      { weight: 1, arbitrary: fc.integer({ min: -20 * DAY * MINUTE, max: 16 * DAY * MINUTE }) },
    ),
    days: fc.oneof(
      { weight: 2, arbitrary: fc.integer({ min: 1, max: 3 }) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 14 }) },
    ),
    interval: fc.constantFrom(5, 10, 15, 30, 60),
    minAdvance: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 180 }),
      fc.integer({ min: 180, max: 3 * DAY }),
    ),
    maxAdvance: fc.oneof(
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }) },
      { weight: 3, arbitrary: fc.constant(365) },
    ),
    businessHours: fc.array(
      fc.record({
        isOpen: fc.oneof(
          { weight: 4, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        hours: fc.oneof(
          { weight: 3, arbitrary: fc.tuple(opening, closing(DAY - 1)) },
          { weight: 1, arbitrary: fc.tuple(wallMinute(DAY - 1), wallMinute(DAY - 1)) },
        ),
      }),
      { minLength: 7, maxLength: 7 },
    ),
    people: fc.array(personArb, { minLength: 12, maxLength: 12 }),
    service: fc.option(serviceArb, { nil: null }),
    serviceDuration: fc.integer({ min: 5, max: 240 }),
    otherBuffer: fc.integer({ min: 0, max: 240 }),
    staffFilter: fc.oneof(
      { weight: 3, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }) },
    ),
    /** Open and working through the night, where the clocks change: every day 00:00–23:59. */
    night: fc.boolean(),
    asEmployee: fc.oneof(
      { weight: 5, arbitrary: fc.constant(false) },
      { weight: 1, arbitrary: fc.constant(true) },
    ),
  }),
);
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

// ---- writing a scenario ----------------------------------------------------------------------

function plusDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** About the first instant of `date` in `zone` (exact unless the offset changes that night). */
function localMidnight(date: string, zone: string): number {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(utc)
      .map((x) => [x.type, x.value]),
  );
  return utc - (Date.parse(`${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:00Z`) - utc);
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A processing window [start, end) strictly inside (0, length), from two fractions; null when none fits. */
function windowOf(fractions: [number, number] | null, length: number): [number, number] | null {
  if (!fractions || length < 3) return null;
  const start = 1 + Math.floor(fractions[0] * (length - 2));
  const end = start + 1 + Math.floor(fractions[1] * (length - start - 1));
  return end < length ? [start, end] : null;
}

/** Runs `insert` in a savepoint; an overlap the exclusion constraints refuse skips the row. */
async function unlessOverlapping(tx: Tx, insert: (sp: Tx) => Promise<string>): Promise<string | null> {
  try {
    return await tx.transaction(insert);
  } catch (err) {
    if (sqlRefusal(err, [SQLSTATE.exclusionViolation])) return null;
    throw err;
  }
}

interface Written {
  services: string[];
  timeOff: string[];
  appointments: string[];
  askedService: string | null;
}

async function writeScenario(tx: Tx, sc: Scenario): Promise<Written> {
  const base = localMidnight(sc.firstDate, sc.zone);
  const at = (minute: number, secs = 0) => new Date(base + minute * MINUTE + secs * 1000).toISOString();
  const names = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const businessHours = Object.fromEntries(
    sc.businessHours.map((d, i) => {
      const [a, b] = [Math.min(...d.hours), Math.max(...d.hours)];
      const open = d.isOpen && a < b;
      if (sc.night) return [names[i], { isOpen: true, openTime: '00:00', closeTime: '23:59' }];
      return [names[i], { isOpen: open, openTime: hhmm(open ? a : 540), closeTime: hhmm(open ? b : 1020) }];
    }),
  );
  const booking = { minAdvanceTime: sc.minAdvance, maxAdvanceTime: sc.maxAdvance };
  await tx.execute(sql`UPDATE establishments SET time_zone = ${sc.zone},
      business_hours = ${JSON.stringify(businessHours)}::jsonb,
      settings = jsonb_set(settings, '{booking}', (settings -> 'booking') || ${JSON.stringify(booking)}::jsonb)
    WHERE id = ${manhattan}`);
  await tx.execute(sql`DELETE FROM staff_hours WHERE establishment_id = ${manhattan}`);
  await tx.execute(sql`DELETE FROM staff_schedule_overrides WHERE establishment_id = ${manhattan}`);

  const written: Written = { services: [], timeOff: [], appointments: [], askedService: null };
  const addService = async (duration: number, buffer: number, processing: [number, number] | null) => {
    const id = crypto.randomUUID();
    await tx.execute(sql`INSERT INTO services (id, tenant_id, establishment_id, name, duration_minutes, price_cents,
        buffer_after_minutes, processing_start_minutes, processing_duration_minutes)
      VALUES (${id}, ${tenantId}, ${manhattan}, ${`Property ${id.slice(0, 8)}`}, ${duration}, 1000, ${buffer},
        ${processing?.[0] ?? null}, ${processing ? processing[1] - processing[0] : null})`);
    written.services.push(id);
    return id;
  };
  const other = await addService(30, sc.otherBuffer, null);
  if (sc.service) {
    const s = sc.service;
    const window = windowOf(s.processing, s.duration);
    written.askedService = await addService(s.duration, s.buffer, window);
    for (const [i, p] of people.entries()) {
      if (s.performers?.[i]) {
        await tx.execute(
          sql`INSERT INTO service_staff (tenant_id, service_id, user_id) VALUES (${tenantId}, ${written.askedService}, ${p.id})`,
        );
      }
    }
  }

  for (const [i, person] of people.entries()) {
    const p = sc.people[i]!;
    if (person.hasProfile) {
      await tx.execute(
        sql`UPDATE staff_profiles SET bookable = ${p.bookable}, sort_order = ${p.sortOrder} WHERE user_id = ${person.id}`,
      );
    }
    for (const [weekday, list] of p.weekly.entries()) {
      for (const [k, [start, end]] of list.entries()) {
        // At night, a person's first interval starts at midnight and the last ends at the next.
        const from = sc.night && k === 0 ? 0 : start;
        const to = sc.night && k === list.length - 1 ? DAY : end;
        await tx.execute(sql`INSERT INTO staff_hours (tenant_id, establishment_id, user_id, weekday, start_minute, end_minute)
          VALUES (${tenantId}, ${manhattan}, ${person.id}, ${weekday}, ${from}, ${to})`);
      }
    }
    const seenDays = new Set<number>();
    for (const o of p.overrides) {
      if (seenDays.has(o.day)) continue;
      seenDays.add(o.day);
      const w = o.working?.[0] ?? null;
      await tx.execute(sql`INSERT INTO staff_schedule_overrides (tenant_id, establishment_id, user_id, date, is_working,
          start_minute, end_minute)
        VALUES (${tenantId}, ${manhattan}, ${person.id}, ${plusDays(sc.firstDate, o.day)}, ${w !== null},
          ${w?.[0] ?? null}, ${w?.[1] ?? null})`);
    }
    for (const t of p.timeOff) {
      const id = await unlessOverlapping(tx, async (sp) => {
        const [row] = await queryRows<{ id: string }>(
          sp,
          sql`INSERT INTO staff_time_off (tenant_id, establishment_id, user_id, starts_at, ends_at)
            VALUES (${tenantId}, ${manhattan}, ${person.id}, ${at(t.start, t.seconds)}, ${at(t.start + t.length, t.seconds)})
            RETURNING id`,
        );
        return row!.id;
      });
      if (id) written.timeOff.push(id);
    }
    for (const b of p.bookings) {
      const window = windowOf(b.processing, b.length);
      const serviceId = b.askedService && written.askedService ? written.askedService : other;
      const id = await unlessOverlapping(tx, async (sp) => {
        const [row] = await queryRows<{ id: string }>(
          sp,
          sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_name, service_name,
              starts_at, ends_at, status, price_cents, processing_starts_at, processing_ends_at)
            VALUES (${tenantId}, ${b.elsewhere ? chicago : manhattan}, ${person.id}, ${serviceId}, 'Property Client',
              'Property Service', ${at(b.start, b.seconds)}, ${at(b.start + b.length, b.seconds)}, ${b.status}, 1000,
              ${window ? at(b.start + window[0], b.seconds) : null}, ${window ? at(b.start + window[1], b.seconds) : null})
            RETURNING id`,
        );
        return row!.id;
      });
      if (id) written.appointments.push(id);
    }
  }
  return written;
}

/** Deletes the run's appointments and time off, and with `services` its services. */
async function removeScenario(w: Written, services = true): Promise<void> {
  await withTenant(ctx.database.db, owner, async (tx) => {
    for (const id of w.appointments) await tx.execute(sql`DELETE FROM appointments WHERE id = ${id}`);
    for (const id of w.timeOff) await tx.execute(sql`DELETE FROM staff_time_off WHERE id = ${id}`);
    if (services) for (const id of w.services) await tx.execute(sql`DELETE FROM services WHERE id = ${id}`);
  });
}

/** Until this instance has heard every change committed so far (the parts forget by it). */
async function heard(): Promise<void> {
  expect(await syncWithFeed(ctx.database.db, ctx.events, 10_000)).toBe(true);
}

// ---- the property --------------------------------------------------------------------------

it('availabilityIn answers what the brute-force reference computes, for random scenarios', async () => {
  let scenarios = 0;
  let slots = 0;
  await fc.assert(
    fc.asyncProperty(scenarioArb, async (sc) => {
      const written = await withTenant(ctx.database.db, owner, (tx) => writeScenario(tx, sc));
      try {
        const actor = sc.asEmployee ? employee : owner;
        const staffIds = sc.staffFilter ? people.filter((_, i) => sc.staffFilter![i]).map((p) => p.id) : null;
        const query = availabilityQuerySchema.parse({
          ...(sc.omitDate ? {} : { date: sc.firstDate }),
          days: String(sc.days),
          interval: String(sc.interval),
          serviceDuration: String(sc.serviceDuration),
          ...(written.askedService ? { serviceId: written.askedService } : {}),
          // An id nobody has, which the call ignores.
          ...(staffIds ? { staffIds: [...staffIds, crypto.randomUUID()].join(',') } : {}),
        });
        const now = new Date(Date.parse(`${sc.firstDate}T00:00:00Z`) + sc.nowMs);
        const real = await withTenant(ctx.database.db, actor, (tx) =>
          availabilityIn(tx, actor, manhattan, query, now),
        );
        const reference = () =>
          withTenant(ctx.database.db, owner, (tx) =>
            referenceAvailability(tx, {
              establishmentId: manhattan,
              date: query.date ?? null,
              days: query.days,
              serviceId: query.serviceId ?? null,
              serviceDuration: query.serviceDuration,
              staffIds: query.staffIds ?? null,
              interval: query.interval,
              now,
              onlyUserId: sc.asEmployee ? employee.userId : null,
            }),
          );
        const fromParts = async () =>
          (await findAvailability({ parts, now: () => now }, actor, manhattan, query)).data;
        const expected = await reference();
        expect(real.data).toEqual(expected);
        await heard();
        expect(await fromParts()).toEqual(expected);
        scenarios++;
        slots += expected.availability.length;
        // The same days again once the bookings and time off are gone: the parts must forget them.
        await removeScenario(written, false);
        await heard();
        expect(await fromParts()).toEqual(await reference());
      } finally {
        await removeScenario(written);
      }
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: process.env.AVAILABILITY_PROPERTY_SHRINK !== '1' },
  );
  // The scenarios must offer slots, or the comparison proves little.
  expect(slots / scenarios).toBeGreaterThan(5);
}, 300_000);
