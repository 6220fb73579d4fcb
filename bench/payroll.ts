/**
 * Payroll benchmark (`npm run bench:payroll`, issue #14) on PostgreSQL with the full demo (a
 * year of shifts, bookings and their transactions), Luxe's three locations merged into
 * Manhattan to reach the size (every person, shift and sale of the group), one connection:
 * (a) drafting a bi-weekly pay run of one location — hours from the time clock, commission with
 *     tiers and overrides, tips, refunds — then computing it again RUNS times while it is a
 *     draft; budget p95 ≤ 500 ms;
 * (b) a bare route of the same server for comparison.
 */
import { sql } from 'drizzle-orm';
import { PAYROLL_ENDPOINTS as E, endpointPath, type PayRun, type PayrollPeriod } from '@daybook/contracts';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { Verdicts, ms, out, report, withBench } from './harness.js';

const RUN_BUDGET_P95 = 500;
const RUNS = 30;

const verdicts = new Verdicts();
const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? Number.NaN;

await withBench(
  async (database) => {
    await seedDemo(database.db, {});
    // The issue sizes the run at 25 staff; a demo location has 12. Manhattan takes in the whole
    // group's people with their year of shifts and sales, so its run covers everyone of Luxe.
    await database.db
      .execute(sql`WITH m AS (SELECT id, tenant_id FROM establishments WHERE name = 'Luxe Salon Manhattan')
      INSERT INTO user_establishments (tenant_id, user_id, establishment_id)
      SELECT DISTINCT ue.tenant_id, ue.user_id, m.id FROM user_establishments ue JOIN m ON m.tenant_id = ue.tenant_id
      ON CONFLICT DO NOTHING`);
    for (const table of ['transactions', 'time_clock_shifts'])
      await database.db.execute(
        sql`UPDATE ${sql.identifier(table)} x SET establishment_id = m.id
          FROM (SELECT id, tenant_id FROM establishments WHERE name = 'Luxe Salon Manhattan') m
          WHERE x.tenant_id = m.tenant_id`,
      );
  },
  async ({ database, origin, signIn, load }) => {
    const { headers } = await signIn('owner@luxe.example');
    const json = { ...headers, 'content-type': 'application/json' };
    const [place] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM establishments WHERE name = 'Luxe Salon Manhattan'`,
    );
    if (!place) throw new Error('no Luxe Salon Manhattan');
    const establishmentId = place.id;
    const [counts] = await queryRows<{ shifts: number; items: number; staff: number }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM time_clock_shifts WHERE establishment_id = ${establishmentId}) AS shifts,
        (SELECT count(*)::int FROM transaction_items i JOIN transactions t ON t.id = i.transaction_id
          WHERE t.establishment_id = ${establishmentId}) AS items,
        (SELECT count(*)::int FROM user_establishments WHERE establishment_id = ${establishmentId}) AS staff`,
    );
    out(
      `Luxe Salon Manhattan: ${counts?.staff} people, ${counts?.shifts.toLocaleString('en-US')} shifts and ` +
        `${counts?.items.toLocaleString('en-US')} sold items over the demo year`,
    );

    const periodsRes = await fetch(`${origin}${E.periods.path}?establishmentId=${establishmentId}`, {
      headers,
    });
    const periods = ((await periodsRes.json()) as { data: PayrollPeriod[] }).data;
    const free = periods.find((p) => p.runId === null);
    if (!free) throw new Error('no pay period without a run');
    const started = performance.now();
    const drafted = await fetch(`${origin}${E.createRun.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ establishmentId, periodStart: free.start, periodEnd: free.end }),
    });
    const draftMs = performance.now() - started;
    if (drafted.status !== 201) throw new Error(`draft: ${drafted.status} ${await drafted.text()}`);
    const run = ((await drafted.json()) as { data: PayRun }).data;
    out(
      `(a) drafting the run of ${free.start} – ${free.end}: ${run.lines.length} lines, ` +
        `${(run.totals.minutes / 60).toFixed(0)} hours, gross $${run.totals.gross.toLocaleString('en-US')} in ${ms(draftMs)}`,
    );

    const times: number[] = [];
    for (let n = 0; n < RUNS; n++) {
      const t0 = performance.now();
      const res = await fetch(`${origin}${endpointPath(E.recomputeRun, { id: run.id })}`, {
        method: 'POST',
        headers: json,
        body: '{}',
      });
      await res.text();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`recompute: ${res.status}`);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    out(
      `(a) computing the bi-weekly pay run again, ${RUNS} times: median ${ms(percentile(times, 0.5))}, ` +
        `p95 ${ms(p95)}, max ${ms(times.at(-1)!)}`,
    );
    verdicts.check('a bi-weekly pay run of one location, p95', p95, RUN_BUDGET_P95);
    report('(b) bare route (public config)', await load('/api/admin/public/config', 1, headers));
    out();
    verdicts.print();
  },
);
