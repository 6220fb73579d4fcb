/**
 * Booking benchmark (`npm run bench:booking`): the day calendar list and availability on
 * PostgreSQL with the full demo data (a year of history), signed in as the Luxe front desk,
 * against the budgets below; plus a bare route of the same server for comparison. Availability
 * is measured twice: as served (remembered answers, kept fresh by NOTIFY) and computed afresh on
 * every request (the same app without its listener).
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, out, report, withBench } from './harness.js';

/** p95 budgets in milliseconds. */
const BUDGETS = { listP95At32: 15, availabilityP95: 20 };

const verdicts = new Verdicts();
await withBench(
  async (database) => {
    const started = Date.now();
    await seedDemo(database.db, {
      onHistory: (tenant, s) =>
        out(
          `seed: ${tenant}: ${s.appointments} appointments, past occupancy ${(s.pastOccupancy * 100).toFixed(0)} %`,
        ),
    });
    out(`seed: full demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  },
  async ({ database, origin, coldOrigin, signIn, load }) => {
    const { headers } = await signIn('frontdesk@luxe.example');
    const [place] = await queryRows<{ id: string; time_zone: string }>(
      database.db,
      sql`SELECT id, time_zone FROM establishments WHERE name = 'Luxe Salon Manhattan'`,
    );
    if (!place) throw new Error('no Luxe Salon Manhattan');
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: place.time_zone }).format(new Date());
    const [counts] = await queryRows<{ staff: number }>(
      database.db,
      sql`SELECT count(DISTINCT h.user_id)::int AS staff FROM staff_hours h
        JOIN staff_profiles p ON p.user_id = h.user_id
        WHERE h.establishment_id = ${place.id} AND p.bookable`,
    );

    const paths = {
      list: `/api/appointments/${place.id}?startDate=${date}&endDate=${date}`,
      availability: `/api/appointments/availability/${place.id}?date=${date}&days=14`,
      bare: '/api/admin/public/config',
    };
    const probe = async (path: string) => {
      const res = await fetch(`${origin}${path}`, { headers });
      return { status: res.status, body: await res.text() };
    };
    const list = await probe(paths.list);
    if (list.status !== 200) throw new Error(`list answered ${list.status}: ${list.body.slice(0, 200)}`);
    const listed = (JSON.parse(list.body) as { data: unknown[] }).data.length;
    const availability = await probe(paths.availability);

    out();
    out(
      `Luxe Salon Manhattan, ${date}: ${counts?.staff ?? '?'} bookable staff with hours, ${listed} appointments that day`,
    );
    out(`load: autocannon on loopback, ${SECONDS} s per run, server in this process (${database.kind})`);
    out();
    const run = (path: string, connections: number, origin?: string) =>
      load(path, connections, headers, origin);

    const listAt32 = await run(paths.list, 32);
    report('(a) day calendar list, 32 connections', listAt32);
    verdicts.check('day calendar list at 32 connections, p95', listAt32.p95, BUDGETS.listP95At32);
    report('(a) day calendar list, 1 connection', await run(paths.list, 1));

    if (availability.status === 200) {
      const availabilityAt32 = await run(paths.availability, 32);
      report('(b) availability 14 days, 32 connections', availabilityAt32);
      const availabilityAt1 = await run(paths.availability, 1);
      report('(b) availability 14 days, 1 connection', availabilityAt1);
      verdicts.check(
        'availability (14 days) at 1 connection, p95',
        availabilityAt1.p95,
        BUDGETS.availabilityP95,
      );
      verdicts.check(
        'availability (14 days) at 32 connections, p95',
        availabilityAt32.p95,
        BUDGETS.availabilityP95,
      );
      const coldAt1 = await run(paths.availability, 1, coldOrigin);
      report("(b') availability afresh, 1 connection", coldAt1);
      verdicts.check(
        'availability (14 days) computed afresh, 1 connection, p95',
        coldAt1.p95,
        BUDGETS.availabilityP95,
      );
      report("(b') availability afresh, 32 connections", await run(paths.availability, 32, coldOrigin));
    } else {
      out(`availability: not available (${availability.status})`);
    }

    report('(c) bare route (public config), 32 connections', await run(paths.bare, 32));
    report('(c) bare route (public config), 1 connection', await run(paths.bare, 1));
    out();
    verdicts.print();
  },
);
