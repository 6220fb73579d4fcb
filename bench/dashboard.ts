/**
 * Dashboard benchmark (`npm run bench:dashboard`, issue #15 "each dashboard's data for the owner
 * across all locations p95 ≤ 50 ms with the demo year") on PostgreSQL with the full demo, one
 * connection per call. A dashboard's data is every call its widgets make, sent together as the
 * browser sends them; the figure is the time until the last answer, over BENCH_SECONDS of
 * back-to-back loads. Each dashboard is measured as served (answers the server remembers until
 * a change in the tenant) and computed afresh (the same app without its change feed: the first
 * load after a booking or a sale). The front desk's and employee's widgets show one location,
 * so they are measured at Manhattan as the front desk and Emma; a bare route for comparison.
 */
import { sql } from 'drizzle-orm';
import {
  ALL_ESTABLISHMENTS,
  APPOINTMENT_ENDPOINTS,
  CHECKOUT_ENDPOINTS,
  INVENTORY_ENDPOINTS,
  PERFORMANCE_ENDPOINTS,
  TIME_OFF_ENDPOINTS,
  WAITLIST_ENDPOINTS,
  WALK_IN_ENDPOINTS,
  endpointPath,
} from '@daybook/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, ms, out, withBench, type BenchSession } from './harness.js';
import { loadTogether } from './page-loads.js';

const BUDGET_P95 = 50;
const verdicts = new Verdicts();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

await withBench(
  async (database) => {
    await seedDemo(database.db, {});
  },
  async ({ database, origin, coldOrigin, signIn }) => {
    const owner = await signIn('owner@luxe.example');
    const frontdesk = await signIn('frontdesk@luxe.example');
    const employee = await signIn('employee@luxe.example');
    const places = await queryRows<{ id: string; name: string }>(
      database.db,
      sql`SELECT e.id, e.name FROM establishments e JOIN tenants t ON t.id = e.tenant_id
          WHERE t.id = ${owner.user.tenantId} ORDER BY e.name`,
    );
    const manhattan = places.find((p) => p.name === 'Luxe Salon Manhattan')!.id;
    // The demo's days are UTC-relative; a day either side of the zone boundary changes nothing here.
    const now = new Date();
    const today = isoDay(now);
    // The earnings widget's rolling week: the 7 days ending today.
    const weekStart = isoDay(new Date(now.getTime() - 6 * 86_400_000));
    // The figure cards' one call: today and the last 7 days, whole and so far, anchored at
    // each location's today and cut at its current minute by the server.
    const figures = (id: string) => `${endpointPath(PERFORMANCE_ENDPOINTS.figures, { id })}?date=${today}`;
    const tenantId = owner.user.tenantId;

    const dashboards: [string, BenchSession, string[]][] = [
      [
        'owner, all locations',
        owner,
        [
          figures('all'),
          `${INVENTORY_ENDPOINTS.products.path}?establishmentId=${ALL_ESTABLISHMENTS}&stock=low&pageSize=5`,
          `${endpointPath(TIME_OFF_ENDPOINTS.list, { id: ALL_ESTABLISHMENTS })}?status=pending`,
        ],
      ],
      [
        // The locations side by side are the all-locations figures' own rows: one call with the cards.
        'admin view: locations side by side (as owner)',
        owner,
        [figures('all')],
      ],
      [
        'front desk, Manhattan',
        frontdesk,
        [
          `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${today}&endDate=${today}`,
          `${CHECKOUT_ENDPOINTS.tickets.path}?establishmentId=${manhattan}&status=open`,
          endpointPath(WALK_IN_ENDPOINTS.list, { tenantId, establishmentId: manhattan }),
          `${WAITLIST_ENDPOINTS.list.path}?establishment_id=${manhattan}`,
        ],
      ],
      [
        'employee (Emma), Manhattan',
        employee,
        [
          `${endpointPath(APPOINTMENT_ENDPOINTS.list, { establishmentId: manhattan })}?startDate=${today}&endDate=${today}`,
          `${CHECKOUT_ENDPOINTS.earnings.path}?establishmentId=${manhattan}&start_date=${today}&end_date=${today}`,
          `${CHECKOUT_ENDPOINTS.earnings.path}?establishmentId=${manhattan}&start_date=${weekStart}&end_date=${today}`,
        ],
      ],
    ];
    out(`Luxe Salon Group: ${places.length} locations; today ${today}, 7 days ${weekStart}…${today}`);
    out(`each load sends a dashboard's calls together; ${SECONDS} s of back-to-back loads per line`);
    for (const [label, session, paths] of dashboards) {
      // Every call answers before timing starts (and a failing one stops the script here).
      await loadTogether(origin, paths, session);
      const served = await loadTogether(origin, paths, session);
      const cold = await loadTogether(coldOrigin, paths, session);
      out(
        `${label.padEnd(48)} ${String(paths.length).padStart(2)} calls  as served p50 ${ms(served.p50)} p95 ${ms(served.p95)}` +
          `  afresh p50 ${ms(cold.p50)} p95 ${ms(cold.p95)}  (${served.loads}/${cold.loads} loads)`,
      );
      if (process.env.BENCH_DETAIL)
        for (const path of paths) {
          const alone = await loadTogether(coldOrigin, [path], session);
          out(`    ${path.slice(0, 90).padEnd(92)} afresh p50 ${ms(alone.p50)} p95 ${ms(alone.p95)}`);
        }
      verdicts.check(`${label}, as served, p95`, served.p95, BUDGET_P95);
      verdicts.check(`${label}, computed afresh, p95`, cold.p95, BUDGET_P95);
    }
    const bare = await loadTogether(origin, ['/api/admin/public/config'], owner);
    out(`${'bare route (public config)'.padEnd(48)}  1 call   p50 ${ms(bare.p50)} p95 ${ms(bare.p95)}`);
    out();
    verdicts.print();
  },
);
