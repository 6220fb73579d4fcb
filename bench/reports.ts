/**
 * Reports benchmark (`npm run bench:reports`, issue #31 "the month and the year sales report of
 * a location and of all locations on the full demo (p95 ≤ 100 ms)") on PostgreSQL with the full
 * demo as `npm start` leaves it: the seed's last step rolls every closed day up, so a report
 * reads the roll-ups for past days and today's sales themselves. One connection; the report is
 * never remembered, so every request computes it. A bare route of the same server for comparison.
 */
import { sql } from 'drizzle-orm';
import { SALES_REPORT_ENDPOINTS as E, type SalesReport } from '@daybook/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, out, report, withBench } from './harness.js';

const BUDGET_P95 = 100;

const verdicts = new Verdicts();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

await withBench(
  async (database) => {
    await seedDemo(database.db, {});
  },
  async ({ database, origin, signIn, load }) => {
    const manager = await signIn('manager@luxe.example');
    const owner = await signIn('owner@luxe.example');
    const [place] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM establishments WHERE name = 'Luxe Salon Manhattan'`,
    );
    if (!place) throw new Error('no Luxe Salon Manhattan');
    const today = new Date();
    const to = isoDay(today);
    const month = isoDay(new Date(today.getTime() - 29 * 86_400_000));
    const year = isoDay(new Date(today.getTime() - 364 * 86_400_000));
    const [counts] = await queryRows<{ sales: number; items: number; rolled: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM transactions WHERE created_at >= now() - interval '730 days') AS sales,
          (SELECT count(*)::int FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
            WHERE t.created_at >= now() - interval '730 days') AS items,
          (SELECT count(*)::int FROM sales_day_lines) AS rolled`,
    );
    out(
      `Luxe Salon Group, the last two years (a year and the one before): ${counts?.sales.toLocaleString('en-US')} sales, ` +
        `${counts?.items.toLocaleString('en-US')} sold items; ${counts?.rolled.toLocaleString('en-US')} rolled-up day rows`,
    );
    const url = (from: string, interval: string, id?: string) =>
      `${E.report.path}?from=${from}&to=${to}&interval=${interval}${id ? `&establishmentId=${id}` : ''}`;
    const cases = [
      ['(a) month, one location (manager), by day', url(month, 'day', place.id), manager],
      ['(b) month, all locations (owner), by day', url(month, 'day'), owner],
      ['(c) year, one location (manager), by month', url(year, 'month', place.id), manager],
      ['(d) year, all locations (owner), by month', url(year, 'month'), owner],
    ] as const;
    for (const [label, path, session] of cases) {
      const probe = await fetch(`${origin}${path}`, { headers: session.headers });
      const body = (await probe.json()) as { data?: SalesReport };
      if (probe.status !== 200 || !body.data) throw new Error(`${label}: ${probe.status}`);
      out(
        `${label}: net sales $${body.data.totals.net.toLocaleString('en-US')}, ${body.data.totals.tickets} tickets`,
      );
    }
    out(`load: autocannon on loopback, ${SECONDS} s per run, 1 connection`);
    for (const [label, path, session] of cases) {
      const r = await load(path, 1, session.headers);
      report(label, r);
      verdicts.check(`${label}, p95`, r.p95, BUDGET_P95);
    }
    report('(e) bare route (public config)', await load('/api/admin/public/config', 1, manager.headers));
    out();
    verdicts.print();
  },
);
