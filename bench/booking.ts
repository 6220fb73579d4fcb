/**
 * Booking benchmark (`npm run bench`): the day calendar list and availability on PostgreSQL
 * with the full demo data, against the budgets below.
 *
 * Creates a fresh database `daybook_bench` on BENCH_DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), migrates it, loads the full demo seed (a year of
 * history), starts the app in this process on a random loopback port, signs in as the Luxe
 * front desk, and loads it with autocannon (in a worker thread, loopback only, BENCH_SECONDS
 * per run, default 10). Drops the database at the end. Prints PASS/FAIL per budget and exits 0
 * either way: the figures depend on the machine.
 */
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE, TENANT_HEADER, type AuthUser } from '@daybook/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, queryRows } from '../apps/server/src/db/client.js';
import { createMailer } from '../apps/server/src/mail/mailer.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import type { LoadJob, LoadResult } from './load.worker.js';

/** p95 budgets in milliseconds. */
const BUDGETS = { listP95At32: 15, availabilityP95: 20 };
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'daybook_bench';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const out = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : 'n/a');

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // The worker is TypeScript too: it starts by loading it through tsx's API.
    const file = new URL('./load.worker.ts', import.meta.url).href;
    const api = import.meta.resolve('tsx/esm/api');
    const boot = `import(${JSON.stringify(api)}).then((m) => m.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    // tsx's loader may post its own messages on the same port: wait for ours.
    worker.on('message', (m: { loadResult?: LoadResult }) => {
      if (m && typeof m === 'object' && m.loadResult) resolve(m.loadResult);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

function report(label: string, r: LoadResult): void {
  out(
    `${label.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ` +
      `p97.5 ${ms(r.p97_5)}  p99 ${ms(r.p99)}  (${r.requests} requests` +
      `${r.non2xx || r.errors || r.timeouts ? `, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}` : ''})`,
  );
}

const verdicts: string[] = [];
function budget(label: string, value: number, limit: number): void {
  const pass = Number.isFinite(value) && value <= limit;
  verdicts.push(`${pass ? 'PASS' : 'FAIL'}  ${label}: p95 ${ms(value)} (budget <= ${limit} ms)`);
}

const databaseUrl = new URL(BASE_URL);
databaseUrl.pathname = `/${DB_NAME}`;
await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${DB_NAME}`);
const database = await openDatabase({ url: databaseUrl.toString() });
try {
  await database.migrate();
  const started = Date.now();
  await seedDemo(database.db, {
    onHistory: (tenant, s) =>
      out(
        `seed: ${tenant}: ${s.appointments} appointments, past occupancy ${(s.pastOccupancy * 100).toFixed(0)} %`,
      ),
  });
  out(`seed: full demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const { app } = await buildApp({
    db: database.db,
    mailer: createMailer(database.db, undefined, 'bench@daybook.local'),
    logLevel: 'silent',
    rateLimitPerMinute: 1_000_000_000,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;

  try {
    const signIn = await fetch(`${origin}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'frontdesk@luxe.example', password: DEMO_PASSWORD }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!cookie) throw new Error('no session cookie');
    const user = ((await signIn.json()) as { user: AuthUser }).user;
    const headers = { cookie, [TENANT_HEADER]: user.tenantId };

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
    const hasAvailability = availability.status === 200;

    out();
    out(
      `Luxe Salon Manhattan, ${date}: ${counts?.staff ?? '?'} bookable staff with hours, ${listed} appointments that day`,
    );
    out(`load: autocannon on loopback, ${SECONDS} s per run, server in this process (${database.kind})`);
    out();
    const run = (path: string, connections: number) =>
      load({ url: `${origin}${path}`, connections, durationSeconds: SECONDS, headers });

    const listAt32 = await run(paths.list, 32);
    report('(a) day calendar list, 32 connections', listAt32);
    budget('day calendar list at 32 connections', listAt32.p95, BUDGETS.listP95At32);
    report('(a) day calendar list, 1 connection', await run(paths.list, 1));

    if (hasAvailability) {
      const availabilityAt32 = await run(paths.availability, 32);
      report('(b) availability 14 days, 32 connections', availabilityAt32);
      const availabilityAt1 = await run(paths.availability, 1);
      report('(b) availability 14 days, 1 connection', availabilityAt1);
      budget('availability (14 days) at 1 connection', availabilityAt1.p95, BUDGETS.availabilityP95);
      budget('availability (14 days) at 32 connections', availabilityAt32.p95, BUDGETS.availabilityP95);
    } else {
      out(`availability: not available (${availability.status})`);
    }

    const bare = await run(paths.bare, 32);
    report('(c) bare route (public config), 32 connections', bare);

    out();
    for (const v of verdicts) out(v);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
  // pool.end() resolves before its sockets close; FORCE ends any straggler.
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}
