/**
 * Client export benchmark (`npm run bench:client-export`, issue #16): the CSV export of every
 * client of 'Luxe Salon Group' (the full demo: 2,500 clients with a year of visits), and
 * the client list call with the same filter, by the owner on PostgreSQL at one connection. The
 * budget: the export's p95 within 3× the list's, in the median of five alternated pairs.
 */
import { ALL_ESTABLISHMENTS, CLIENT_IMPORT_ENDPOINTS, CRM_ENDPOINTS } from '@daybook/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { SECONDS, Verdicts, out, report, withBench } from './harness.js';

/** The export's p95 may be at most this many times the list's. */
const BUDGET_RATIO = 3;
/**
 * Runs of each call, alternated: the machine's speed drifts over a minute, and a ratio of two
 * runs taken far apart measured the drift as much as the export.
 */
const PAIRS = 5;
/** Calls of each route before the pairs. */
const WARM_UP = 50;

const verdicts = new Verdicts();
await withBench(
  async (database) => {
    await seedDemo(database.db, {});
  },
  async ({ database, coldOrigin, signIn, load }) => {
    const { headers, user } = await signIn('owner@luxe.example');
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM clients WHERE tenant_id = ${user.tenantId}`,
    );
    const filter = `establishmentId=${ALL_ESTABLISHMENTS}`;
    const list = `${CRM_ENDPOINTS.listClients.path}?${filter}`;
    const exported = `${CLIENT_IMPORT_ENDPOINTS.export.path}?${filter}`;
    const probe = await fetch(`${coldOrigin}${exported}`, { headers });
    const csv = await probe.text();
    out(
      `Luxe Salon Group: ${count?.n.toLocaleString('en-US') ?? '?'} clients; the export answers ${probe.status}, ` +
        `${csv.split('\r\n').length - 2} rows, ${(csv.length / 1024).toFixed(0)} kB`,
    );
    out(
      `load: autocannon on loopback, ${SECONDS} s per run, 1 connection, no remembered answers; ` +
        `${PAIRS} pairs of runs, the list then the export, so that both see the machine alike`,
    );
    out();
    // Both routes compiled and their plans cached first: the first pair ran on colder code.
    for (let i = 0; i < WARM_UP; i += 1) {
      for (const path of [list, exported])
        await (await fetch(`${coldOrigin}${path}`, { headers })).arrayBuffer();
    }
    const ratios: number[] = [];
    for (let pair = 1; pair <= PAIRS; pair += 1) {
      const listed = await load(list, 1, headers, coldOrigin);
      report(`(a${pair}) client list, first page`, listed);
      const csvRun = await load(exported, 1, headers, coldOrigin);
      report(`(b${pair}) client export, every client as CSV`, csvRun);
      ratios.push(csvRun.p95 / listed.p95);
      out(`export p95 / list p95: ${(csvRun.p95 / listed.p95).toFixed(2)}`);
      out();
    }
    const median = [...ratios].sort((x, y) => x - y)[Math.floor(PAIRS / 2)] ?? Number.NaN;
    report('(c) bare route (public config)', await load('/api/admin/public/config', 1, headers, coldOrigin));
    out();
    verdicts.check(`client export p95 / list p95, median of ${PAIRS} pairs`, median, BUDGET_RATIO, '×');
    verdicts.print();
  },
);
