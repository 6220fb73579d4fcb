/**
 * Performance benchmark (`npm run bench:performance`, issue #14 "Performance") on PostgreSQL
 * with the full demo (a year of bookings, their sales and the team's schedules), one
 * connection:
 * (a) a month's performance view of one location as its manager — budget p95 ≤ 50 ms;
 * (b) the same month over every location as the owner ('all') — budget p95 ≤ 50 ms;
 * both as served (answers remembered until a change in the tenant is announced) and computed
 * afresh on every request (the same app without its change feed), the figure after a sale;
 * (c) a bare route of the same server for comparison.
 * Each month view also reads the previous month for the change arrows.
 */
import { sql } from 'drizzle-orm';
import { PERFORMANCE_ENDPOINTS as E, endpointPath } from '@daybook/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, out, report, withBench } from './harness.js';

const BUDGET_P95 = 50;

const verdicts = new Verdicts();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

await withBench(
  async (database) => {
    await seedDemo(database.db, {});
  },
  async ({ database, origin, coldOrigin, signIn, load }) => {
    const manager = await signIn('manager@luxe.example');
    const owner = await signIn('owner@luxe.example');
    const [place] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM establishments WHERE name = 'Luxe Salon Manhattan'`,
    );
    if (!place) throw new Error('no Luxe Salon Manhattan');
    const today = new Date();
    const from = isoDay(new Date(today.getTime() - 29 * 86_400_000));
    const to = isoDay(today);
    const [counts] = await queryRows<{ appointments: number; items: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM appointments WHERE starts_at >= now() - interval '60 days'
            AND starts_at < now()) AS appointments,
          (SELECT count(*)::int FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
            WHERE t.created_at >= now() - interval '60 days') AS items`,
    );
    out(
      `Luxe Salon Group, last 60 days (a month and the one before): ${counts?.appointments.toLocaleString('en-US')} ` +
        `appointments, ${counts?.items.toLocaleString('en-US')} sold items`,
    );
    const url = (id: string) => `${endpointPath(E.report, { id })}?from=${from}&to=${to}`;
    for (const [who, session, id] of [
      ['manager, Manhattan', manager, place.id],
      ['owner, all locations', owner, 'all'],
    ] as const) {
      const probe = await fetch(`${origin}${url(id)}`, { headers: session.headers });
      const body = (await probe.json()) as {
        data?: { staff: unknown[]; totals: { current: { revenueCents: number } } };
      };
      if (probe.status !== 200 || !body.data) throw new Error(`performance (${who}): ${probe.status}`);
      out(
        `${who}: ${body.data.staff.length} staff, revenue $${(body.data.totals.current.revenueCents / 100).toLocaleString('en-US')}`,
      );
    }
    out(`load: autocannon on loopback, ${SECONDS} s per run, 1 connection`);
    for (const [label, path, session] of [
      ['(a) month view, one location (manager)', url(place.id), manager],
      ['(b) month view, all locations (owner)', url('all'), owner],
    ] as const) {
      const served = await load(path, 1, session.headers);
      report(`${label}, as served`, served);
      verdicts.check(`${label}, p95`, served.p95, BUDGET_P95);
      report(`${label}, computed afresh`, await load(path, 1, session.headers, coldOrigin));
    }
    report('(c) bare route (public config)', await load('/api/admin/public/config', 1, manager.headers));
    out();
    verdicts.print();
  },
);
