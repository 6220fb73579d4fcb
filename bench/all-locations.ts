/**
 * All-locations benchmark (`npm run bench:all-locations`, issue #28 "The all-locations
 * Performance view and dashboards answer in under a second") on the embedded database, as
 * `npm start` leaves it: a fresh folder, migrated, the full demo seeded, and the startup's
 * statistics step; nothing analyzed by the benchmark itself. Measured, each computed afresh (the
 * app without its change feed: the first load after any booking or sale) and as served
 * (remembered answers):
 * (a) a month's Performance view of one location (the manager's) and of all locations (the
 *     owner's), the first request alone and then back to back;
 * (b) the owner's dashboard over all locations and the admin's (locations side by side and the
 *     all-locations cards): every call its widgets make, sent together as the browser sends them,
 *     timed until the last answer;
 * (c) a bare route of the same server for comparison.
 * Budget: p95 under a second (the issue's); the embedded database answers one query at a time.
 */
import {
  ALL_ESTABLISHMENTS,
  INVENTORY_ENDPOINTS,
  PERFORMANCE_ALL,
  PERFORMANCE_ENDPOINTS,
  TIME_OFF_ENDPOINTS,
  endpointPath,
} from '@daybook/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, ms, out, withEmbeddedBench, type BenchSession } from './harness.js';
import { loadTogether } from './page-loads.js';

const BUDGET_P95 = 1000;
const verdicts = new Verdicts();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

await withEmbeddedBench(
  async (database) => {
    const started = Date.now();
    await seedDemo(database.db);
    out(
      `embedded database: migrated and the full demo seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  },
  async ({ database, origin, coldOrigin, signIn }) => {
    const manager = await signIn('manager@luxe.example');
    const owner = await signIn('owner@luxe.example');
    const admin = await signIn('admin@luxe.example');
    const places = await queryRows<{ id: string; name: string; time_zone: string }>(
      database.db,
      sql`SELECT id, name, time_zone FROM establishments WHERE tenant_id = ${owner.user.tenantId} ORDER BY name`,
    );
    const manhattan = places.find((p) => p.name === 'Luxe Salon Manhattan')!.id;
    const now = new Date();
    const today = isoDay(now);
    const report = (id: string, from: string) =>
      `${endpointPath(PERFORMANCE_ENDPOINTS.report, { id })}?from=${from}&to=${today}`;
    const monthAgo = isoDay(new Date(now.getTime() - 29 * 86_400_000));
    // The dashboard's one read of a scope: today and the last 7 days, whole and so far.
    const figures = (id: string) => [`${endpointPath(PERFORMANCE_ENDPOINTS.figures, { id })}?date=${today}`];
    out(
      `Luxe Salon Group: ${places.length} locations (${places.map((p) => p.time_zone).join(', ')}); today ${today}`,
    );

    // The very first request, before anything is remembered or cached by the database.
    for (const [label, session, id] of [
      ['(a) month, one location (manager), first request', manager, manhattan],
      ['(a) month, all locations (owner), first request', owner, PERFORMANCE_ALL],
    ] as const) {
      const started = performance.now();
      const res = await fetch(`${coldOrigin}${report(id, monthAgo)}`, { headers: session.headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${label}: ${res.status}`);
      out(`${label.padEnd(58)} ${ms(performance.now() - started)}`);
    }

    const cases: [string, BenchSession, string[]][] = [
      ['(a) month view, one location (manager)', manager, [report(manhattan, monthAgo)]],
      ['(a) month view, all locations (owner)', owner, [report(PERFORMANCE_ALL, monthAgo)]],
      [
        '(b) owner dashboard, all locations',
        owner,
        [
          ...figures(PERFORMANCE_ALL),
          `${INVENTORY_ENDPOINTS.products.path}?establishmentId=${ALL_ESTABLISHMENTS}&stock=low&pageSize=5`,
          `${endpointPath(TIME_OFF_ENDPOINTS.list, { id: ALL_ESTABLISHMENTS })}?status=pending`,
        ],
      ],
      [
        '(b) admin dashboard, side by side and all',
        admin,
        // The locations side by side are the all-locations figures' own rows.
        figures(PERFORMANCE_ALL),
      ],
    ];
    out(`each line: ${SECONDS} s of back-to-back loads (at least 3); a dashboard's calls go together`);
    for (const [label, session, paths] of cases) {
      const cold = await loadTogether(coldOrigin, paths, session);
      const served = await loadTogether(origin, paths, session);
      out(
        `${label.padEnd(44)} ${String(paths.length).padStart(2)} calls  afresh p50 ${ms(cold.p50)} p95 ${ms(cold.p95)}` +
          `  as served p50 ${ms(served.p50)} p95 ${ms(served.p95)}  (${cold.loads}/${served.loads} loads)`,
      );
      verdicts.check(`${label}, computed afresh, p95`, cold.p95, BUDGET_P95);
      verdicts.check(`${label}, as served, p95`, served.p95, BUDGET_P95);
    }
    const bare = await loadTogether(origin, ['/api/admin/public/config'], owner);
    out(`${'(c) bare route (public config)'.padEnd(44)}  1 call   p50 ${ms(bare.p50)} p95 ${ms(bare.p95)}`);
    out();
    verdicts.print();
  },
);
