/**
 * Reminder results (issue #32; automations.results.ts's definitions): appointments and sends
 * written here directly on the real database, then each figure read back through the endpoint —
 * reminders sent per flow (each channel a message; skipped, failed and the confirmation not),
 * reminded against unreminded appointments with their no-shows (a visit reminded through its
 * lead part reminds its other parts), the window's start counted and its end (now) not,
 * cancelled and not yet ended appointments left out, another location's and another tenant's
 * left out; the days' bounds; a manager outside the location and another tenant refused (404),
 * the front desk too (403).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOMATION_ENDPOINTS as E,
  AUTOMATION_MESSAGES as M,
  type AutomationResults,
} from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

/** The test's now; the default 90-day window starts at FROM. */
const NOW = new Date('2018-07-01T12:00:00.000Z');
const DAY = 86_400_000;
const FROM = new Date(NOW.getTime() - 90 * DAY);

let ctx: TestContext;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'north', Session>;

interface Place {
  tenantId: string;
  establishmentId: string;
  staffId: string;
  serviceId: string;
}
let manhattan: Place;
let elsewhere: Place;
let north: Place;

/** An appointment at `place` starting at `startsAt` (each at its own time: the staff overlap rule). */
async function appointment(
  tx: Tx,
  place: Place,
  status: string,
  startsAt: Date,
  visitId: string | null = null,
): Promise<{ id: string; startsAt: string }> {
  const starts = startsAt.toISOString();
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_name, service_name,
          starts_at, ends_at, status, price_cents, visit_id)
        VALUES (${place.tenantId}, ${place.establishmentId}, ${place.staffId}, ${place.serviceId}, 'Results',
          'Results service', ${starts}::timestamptz, ${starts}::timestamptz + interval '20 minutes', ${status},
          4000, ${visitId}::uuid)
        RETURNING id`,
  );
  return { id: row!.id, startsAt: starts };
}

/** A message about `a` recorded with `status`. */
async function send(
  tx: Tx,
  place: Place,
  a: { id: string; startsAt: string },
  flow: string,
  channel: string,
  status = 'sent',
) {
  await tx.execute(
    sql`INSERT INTO automation_sends (tenant_id, establishment_id, appointment_id, flow, starts_at, channel, status)
        VALUES (${place.tenantId}, ${place.establishmentId}, ${a.id}, ${flow}, ${a.startsAt}::timestamptz,
          ${channel}, ${status})`,
  );
}

async function placeOf(tenantId: string, establishmentId: string): Promise<Place> {
  return withTenant(ctx.database.db, { tenantId }, async (tx) => {
    // Any of the tenant's staff and services: the figures read neither.
    const [row] = await queryRows<{ service_id: string; user_id: string }>(
      tx,
      sql`SELECT (SELECT id FROM services ORDER BY name, id LIMIT 1) AS service_id,
            (SELECT id FROM users ORDER BY email LIMIT 1) AS user_id`,
    );
    return { tenantId, establishmentId, staffId: row!.user_id, serviceId: row!.service_id };
  });
}

/** Day `n` before NOW at 15:00 UTC. */
const daysAgo = (n: number) => new Date(Date.UTC(2018, 6, 1 - n, 15));

/** Ended appointments with reminders at a location: the same shape at every place. */
async function remindedPair(tx: Tx, place: Place) {
  const a = await appointment(tx, place, 'no_show', daysAgo(10));
  await send(tx, place, a, 'reminder_first', 'email');
  await appointment(tx, place, 'completed', daysAgo(11));
}

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = NOW;
  for (const role of ['owner', 'manager', 'frontdesk'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  const mine = s.manager.user.establishments[0]!;
  const other = s.owner.user.establishments.find((id) => id !== mine)!;
  manhattan = await placeOf(s.owner.user.tenantId, mine);
  elsewhere = await placeOf(s.owner.user.tenantId, other);
  north = await placeOf(s.north.user.tenantId, s.north.user.establishments[0]!);

  await withTenant(ctx.database.db, { tenantId: manhattan.tenantId }, async (tx) => {
    const m = manhattan;
    // Reminded: both reminders, the first by email and text.
    const a1 = await appointment(tx, m, 'completed', daysAgo(1));
    await send(tx, m, a1, 'reminder_first', 'email');
    await send(tx, m, a1, 'reminder_first', 'sms');
    await send(tx, m, a1, 'reminder_second', 'sms');
    // Reminded, a no-show.
    const a2 = await appointment(tx, m, 'no_show', daysAgo(2));
    await send(tx, m, a2, 'reminder_second', 'email');
    // Unreminded: its reminders skipped and failed.
    const a3 = await appointment(tx, m, 'completed', daysAgo(3));
    await send(tx, m, a3, 'reminder_first', 'email', 'skipped');
    await send(tx, m, a3, 'reminder_second', 'sms', 'failed');
    // Unreminded no-show, nothing sent.
    await appointment(tx, m, 'no_show', daysAgo(4));
    // Unreminded: only the confirmation went out.
    const a5 = await appointment(tx, m, 'completed', daysAgo(5));
    await send(tx, m, a5, 'booking_confirmation', 'email');
    // A visit of two parts reminded through its lead: both parts reminded, the second a no-show.
    const visit = crypto.randomUUID();
    const lead = await appointment(tx, m, 'completed', daysAgo(6), visit);
    await send(tx, m, lead, 'reminder_first', 'sms');
    await appointment(tx, m, 'no_show', new Date(daysAgo(6).getTime() + 2 * 3_600_000), visit);
    // Left out: cancelled (after its reminder went out), and still to end though started.
    const cancelled = await appointment(tx, m, 'cancelled', daysAgo(7));
    await send(tx, m, cancelled, 'reminder_first', 'email');
    const open = await appointment(tx, m, 'booked', daysAgo(8));
    await send(tx, m, open, 'reminder_second', 'email');
    // The window's start is counted (unreminded); a second before it is not (a reminded no-show).
    await appointment(tx, m, 'completed', FROM);
    const before = await appointment(tx, m, 'no_show', new Date(FROM.getTime() - 3_600_000));
    await send(tx, m, before, 'reminder_first', 'email');
    // The window's end (now) is not counted.
    const atNow = await appointment(tx, m, 'no_show', NOW);
    await send(tx, m, atNow, 'reminder_first', 'email');
    await remindedPair(tx, elsewhere);
  });
  await withTenant(ctx.database.db, { tenantId: north.tenantId }, (tx) => remindedPair(tx, north));
});
afterAll(() => ctx.close());

async function results(who: Session, query: string): Promise<AutomationResults> {
  const res = await who.request({
    url: `${E.results.path}?establishmentId=${manhattan.establishmentId}${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: AutomationResults }>().data;
}

describe('reminder results', () => {
  it('counts each figure over the last 90 days by default', async () => {
    const r = await results(s.manager, '');
    expect(r).toEqual({
      establishmentId: manhattan.establishmentId,
      days: 90,
      from: FROM.toISOString(),
      to: NOW.toISOString(),
      flows: [
        { flow: 'reminder_first', sent: 3 },
        { flow: 'reminder_second', sent: 2 },
      ],
      reminded: { appointments: 4, noShows: 2 },
      unreminded: { appointments: 4, noShows: 1 },
    });
  });

  it('widens with days: the no-show an hour before the 90-day start comes in', async () => {
    const r = await results(s.owner, '&days=365');
    expect(r.flows).toEqual([
      { flow: 'reminder_first', sent: 4 },
      { flow: 'reminder_second', sent: 2 },
    ]);
    expect(r.reminded).toEqual({ appointments: 5, noShows: 3 });
    expect(r.unreminded).toEqual({ appointments: 4, noShows: 1 });
  });

  it('narrows with days: 7 days hold the last six days’ appointments', async () => {
    const r = await results(s.manager, '&days=7');
    expect(r.reminded).toEqual({ appointments: 4, noShows: 2 });
    expect(r.unreminded).toEqual({ appointments: 3, noShows: 1 });
  });

  it('answers zeros for a location with nothing ended in the window', async () => {
    const res = await s.owner.request({
      url: `${E.results.path}?establishmentId=${elsewhere.establishmentId}&days=7`,
    });
    expect(res.json<{ data: AutomationResults }>().data).toMatchObject({
      flows: [
        { flow: 'reminder_first', sent: 0 },
        { flow: 'reminder_second', sent: 0 },
      ],
      reminded: { appointments: 0, noShows: 0 },
      unreminded: { appointments: 0, noShows: 0 },
    });
  });

  it('refuses days out of bounds', async () => {
    for (const days of ['6', '366', 'x', '1.5']) {
      const res = await s.manager.request({
        url: `${E.results.path}?establishmentId=${manhattan.establishmentId}&days=${days}`,
      });
      expect([res.statusCode, res.body], days).toEqual([400, expect.stringContaining(M.days)]);
    }
  });

  it('refuses a manager outside the location and another tenant (404), the front desk (403)', async () => {
    const url = (id: string) => `${E.results.path}?establishmentId=${id}`;
    expect((await s.manager.request({ url: url(elsewhere.establishmentId) })).statusCode).toBe(404);
    expect((await s.north.request({ url: url(manhattan.establishmentId) })).statusCode).toBe(404);
    expect((await s.frontdesk.request({ url: url(manhattan.establishmentId) })).statusCode).toBe(403);
  });
});
