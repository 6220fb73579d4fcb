/**
 * The availability parts kept in memory (availability.parts.ts, issue #29): what they read is
 * what the calendar's answers declare, a booking forgets only the days it touches (and no
 * location), a change of hours forgets the location, and with the feed down the answers are read
 * afresh and stay the same. The property test (availability.property.test.ts) compares them with
 * the reference over random changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AVAILABILITY_READS, availabilityQuerySchema } from '@daybook/contracts';
import { actorOf, createTestContext, type TestContext } from '../../../test/context.js';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { syncWithFeed } from '../../events/change-feed.js';
import { addDays, localToInstant } from '../../lib/local-dates.js';
import type { Actor } from '../../core/actor.js';
import {
  AvailabilityParts,
  DAY_PART_READS,
  LOCATION_PART_READS,
  dayKey,
  partCaches,
  type PartCaches,
} from './availability.parts.js';
import { findAvailability } from './availability.service.js';

const ZONE = 'America/New_York';
/** A Wednesday at 07:00 in New York; the answers ask the week from Thursday. */
const NOW = new Date('2026-12-02T12:00:00Z');
const FIRST = '2026-12-03';

let ctx: TestContext;
let owner: Actor;
let manhattan: string;
let caches: PartCaches;
let parts: AvailabilityParts;
let staffId: string;
let serviceId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = actorOf(await ctx.signIn('owner@luxe.example'));
  manhattan = actorOf(await ctx.signIn('employee@luxe.example')).establishmentIds[0]!;
  caches = partCaches(ctx.cacheOf);
  parts = new AvailabilityParts(ctx.database.db, caches);
  const [someone] = await withTenant(ctx.database.db, owner, (tx) =>
    queryRows<{ id: string; serviceId: string }>(
      tx,
      sql`SELECT h.user_id AS id, (SELECT s.id FROM services s WHERE s.establishment_id = ${manhattan} LIMIT 1) AS "serviceId"
        FROM staff_hours h WHERE h.establishment_id = ${manhattan} ORDER BY h.user_id LIMIT 1`,
    ),
  );
  staffId = someone!.id;
  serviceId = someone!.serviceId;
});
afterAll(() => ctx.close());

const query = availabilityQuerySchema.parse({ date: FIRST, days: '7', interval: '30' });
const ask = () => findAvailability({ parts, now: () => NOW }, owner, manhattan, query);
const kept = (date: string) => caches.days.get(dayKey(manhattan, date), owner.tenantId) !== undefined;
/** Until this instance has heard every change committed so far. */
const heard = async () => expect(await syncWithFeed(ctx.database.db, ctx.events, 10_000)).toBe(true);

it('reads exactly what the calendar’s availability answers declare', () => {
  expect(new Set([...LOCATION_PART_READS, ...DAY_PART_READS])).toEqual(new Set(AVAILABILITY_READS));
});

it('keeps the asked days (and one either side); a booking forgets only the day it touches', async () => {
  await heard();
  const before = await ask();
  for (let i = -1; i <= 7; i++) expect(kept(addDays(FIRST, i)), addDays(FIRST, i)).toBe(true);
  expect(caches.locations.get(manhattan, owner.tenantId)).toBeDefined();

  // A free slot of someone's, two or more days in.
  const [who, slot] = Object.entries(before.data.availabilityByStaff)
    .flatMap(([id, slots]) => slots.map((s) => [id, s] as const))
    .find(([, s]) => s.date >= addDays(FIRST, 2))!;
  const day = slot.date;
  const start = localToInstant(day, slot.startTime, ZONE)!;
  await withTenant(ctx.database.db, owner, (tx) =>
    tx.execute(sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_name,
        service_name, starts_at, ends_at, status, price_cents)
      VALUES (${owner.tenantId}, ${manhattan}, ${who}, ${serviceId}, 'Parts Client', 'Parts Service',
        ${new Date(start).toISOString()}, ${new Date(start + 30 * 60_000).toISOString()}, 'booked', 1000)`),
  );
  await heard();
  expect(kept(day)).toBe(false);
  expect(kept(addDays(day, -1))).toBe(true);
  expect(kept(addDays(day, 1))).toBe(true);
  expect(caches.locations.get(manhattan, owner.tenantId)).toBeDefined();

  // The answer reads the day again and sees the booking, whatever else it kept.
  const after = await ask();
  expect(kept(day)).toBe(true);
  expect(after.data).not.toEqual(before.data);
});

it('forgets the location when hours change, and reads the same answers afresh with the feed down', async () => {
  await ask();
  await withTenant(ctx.database.db, owner, (tx) =>
    tx.execute(sql`UPDATE staff_hours SET end_minute = end_minute WHERE user_id = ${staffId}`),
  );
  await heard();
  expect(caches.locations.get(manhattan, owner.tenantId)).toBeUndefined();
  const fromParts = await ask();

  caches.locations.setListening(false);
  caches.days.setListening(false);
  try {
    expect((await ask()).data).toEqual(fromParts.data);
    // Nothing is kept while changes could go unheard.
    expect(kept(FIRST)).toBe(false);
  } finally {
    caches.locations.setListening(true);
    caches.days.setListening(true);
  }
});
