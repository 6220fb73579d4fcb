/**
 * The waitlist's reaction to a cancellation on two server processes behind one PostgreSQL and
 * Redis (issue #30): the appointments module records `appointment.cancelled`, and exactly one
 * instance's job offers the freed slot, so the entry gets one offer and each person told gets
 * one notice, whichever instance wrote the cancellation. Runs when TEST_DATABASE_URL is set and
 * Redis answers (CI's second `npm test` run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPOINTMENT_ENDPOINTS, WAITLIST_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { createDatabase } from '../../../test/context.js';
import {
  callAs,
  REDIS_URL,
  scaleOutRunnable,
  signInAt,
  startInstance,
  type Instance,
  type Login,
} from '../../../test/instances.js';
import { queryRows, type Database } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';

const runnable = await scaleOutRunnable();

describe.skipIf(!runnable)('waitlist offers on two instances', () => {
  let a: Instance;
  let b: Instance;
  let database: Database;
  let drop: () => Promise<void>;
  let frontdesk: Login;
  let manager: Login;
  let manhattan: string;

  beforeAll(async () => {
    const created = await createDatabase({}, true);
    ({ database, drop } = created);
    await database.migrate();
    const env = { databaseUrl: created.url!, redisUrl: REDIS_URL };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    frontdesk = await signInAt(a.url, 'frontdesk@luxe.example', DEMO_PASSWORD);
    manager = await signInAt(b.url, 'manager@luxe.example', DEMO_PASSWORD);
    manhattan = frontdesk.user.establishments[0]!;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await drop?.();
  }, 30_000);

  /** Books the first of the next 14 days the staff member works at 10:00 (local); answers its id and day. */
  async function bookAhead(serviceId: string, staffId: string): Promise<{ id: string; date: string }> {
    for (let ahead = 14; ahead < 28; ahead += 1) {
      const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      try {
        const booked = (await callAs(a.url, frontdesk, 'POST', APPOINTMENT_ENDPOINTS.create.path, {
          establishmentId: manhattan,
          clientName: 'Scale Out Cancel',
          serviceId,
          staffId,
          date,
          startTime: '10:00',
        })) as { id: string };
        return { id: booked.id, date };
      } catch {
        // Not a working day of theirs: the next one.
      }
    }
    throw new Error('no working day in four weeks');
  }

  it('offers a slot cancelled on B once, with one notice per person told', async () => {
    const [pair] = await queryRows<{ service_id: string; user_id: string }>(
      database.db,
      sql`SELECT ss.service_id, ss.user_id FROM service_staff ss JOIN services sv ON sv.id = ss.service_id
          WHERE sv.establishment_id = ${manhattan} AND sv.is_active ORDER BY sv.name, ss.user_id LIMIT 1`,
    );
    const booked = await bookAhead(pair!.service_id, pair!.user_id);
    const entry = (await callAs(
      a.url,
      frontdesk,
      'POST',
      `${WAITLIST_ENDPOINTS.add.path}?establishment_id=${manhattan}`,
      {
        client_name: 'Wanda Twoinstances',
        phone: '+12125550177',
        service_id: pair!.service_id,
        earliest_date: booked.date,
        latest_date: booked.date,
      },
    )) as { id: string };
    await callAs(b.url, manager, 'PUT', endpointPath(APPOINTMENT_ENDPOINTS.update, { id: booked.id }), {
      status: 'cancelled',
    });

    const offers = sql`SELECT count(*)::int AS n FROM waitlist_offers WHERE entry_id = ${entry.id}`;
    const count = async () => (await queryRows<{ n: number }>(database.db, offers))[0]!.n;
    for (let i = 0; i < 100 && (await count()) === 0; i += 1) await new Promise((r) => setTimeout(r, 100));
    // Both instances had their chance at the event by now.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await count()).toBe(1);
    const notices = await queryRows<{ user_id: string; n: number }>(
      database.db,
      sql`SELECT user_id, count(*)::int AS n FROM notifications
          WHERE content LIKE ${'%Wanda Twoinstances%'} GROUP BY user_id`,
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.filter((n) => n.n !== 1)).toEqual([]);
  }, 60_000);
});
