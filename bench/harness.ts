/**
 * Shared scaffolding of the benchmarks: a fresh database `daybook_bench_<script>` (or BENCH_DATABASE_NAME) on BENCH_DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432/test), or an embedded one in a fresh folder
 * (withEmbeddedBench), migrated and prepared by the script, then left as `npm start` leaves a
 * database (its startup statistics step, nothing more: a benchmark that analyzed everything
 * itself once hid a table without statistics that made the all-locations reports 70 times
 * slower); the app started in this process on a random loopback port; sign-in as a demo
 * account; autocannon runs in a worker thread (loopback only, BENCH_SECONDS per run, default
 * 10); and PASS/FAIL lines. The database is dropped at the end. Scripts exit 0 either way: the
 * figures depend on the machine.
 */
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, TENANT_HEADER, type AuthUser } from '@daybook/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import type { TenantAnswerCache } from '../apps/server/src/lib/tenant-answer-cache.js';
import { analyzeStaleTables } from '../apps/server/src/db/statistics.js';
import { createMailer } from '../apps/server/src/mail/mailer.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import type { LoadJob, LoadRequest, LoadResult } from './load.worker.js';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * One database per script, so that two benchmarks run at once do not drop each other's;
 * BENCH_DATABASE_NAME lets benchmarks of several work trees share one server.
 */
const DB_NAME =
  process.env.BENCH_DATABASE_NAME ??
  `daybook_bench_${(process.argv[1] ?? 'run').replace(/^.*\//, '').replace(/\.ts$/, '').replace(/\W/g, '_')}`;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)} ms` : 'n/a');

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function runLoad(job: LoadJob): Promise<LoadResult> {
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

/** A signed-in demo account: its user and the headers (session cookie, tenant) to send. */
export interface BenchSession {
  user: AuthUser;
  headers: Record<string, string>;
}

export interface BenchContext {
  database: Database;
  /** 'http://127.0.0.1:<port>' of the app under test. */
  origin: string;
  /**
   * The same app on the same database remembering no answers (`rememberAnswers: false`): every
   * request computes its answer afresh. It keeps its NOTIFY listener, and with it what modules
   * keep of their inputs in memory, as `npm start` does.
   */
  coldOrigin: string;
  /** The remembered answers of the app at `origin` (hit and miss counts). */
  answers: TenantAnswerCache;
  signIn(email: string): Promise<BenchSession>;
  /**
   * One autocannon run of BENCH_SECONDS on `path`, or on several paths that each connection
   * requests in turn.
   */
  load(
    path: string | string[] | LoadRequest[],
    connections: number,
    headers: Record<string, string>,
    origin?: string,
  ): Promise<LoadResult>;
}

/**
 * Creates and migrates the benchmark database, lets `prepare` fill it, starts the app on it and
 * runs `measure`; closes the app and drops the database whatever happens.
 */
export async function withBench(
  prepare: (database: Database) => Promise<void>,
  measure: (context: BenchContext) => Promise<void>,
): Promise<void> {
  const databaseUrl = new URL(BASE_URL);
  databaseUrl.pathname = `/${DB_NAME}`;
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const database = await openDatabase({ url: databaseUrl.toString() });
  try {
    await serve(database, prepare, measure);
  } finally {
    await database.close();
    // pool.end() resolves before its sockets close; FORCE ends any straggler.
    await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

/**
 * As withBench on the embedded database (PGlite, `npm start`'s default) in a fresh folder under
 * the system's temporary one, removed at the end.
 */
export async function withEmbeddedBench(
  prepare: (database: Database) => Promise<void>,
  measure: (context: BenchContext) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(join(tmpdir(), 'daybook-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await serve(database, prepare, measure);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Migrates, prepares, analyzes as `npm start` does at startup, and measures two apps on `database`. */
async function serve(
  database: Database,
  prepare: (database: Database) => Promise<void>,
  measure: (context: BenchContext) => Promise<void>,
): Promise<void> {
  await database.migrate();
  await prepare(database);
  await analyzeStaleTables(database.db);
  const { app, answers } = await startApp(database, true);
  const { app: cold } = await startApp(database, false);
  try {
    const origin = originOf(app);
    await measure({
      database,
      origin,
      coldOrigin: originOf(cold),
      answers,
      signIn: (email) => signIn(origin, email),
      load: (path, connections, headers, on = origin) => {
        const requests: LoadRequest[] = (Array.isArray(path) ? path : [path]).map((p) =>
          typeof p === 'string' ? { method: 'GET', path: p } : p,
        );
        return runLoad({
          url: `${on}${requests[0]?.path ?? '/'}`,
          requests: requests.length > 1 ? requests : undefined,
          connections,
          durationSeconds: SECONDS,
          headers,
        });
      },
    });
  } finally {
    await cold.close();
    await app.close();
  }
}

/** The app on `database`, listening on a random loopback port; `remember`: remembering answers. */
async function startApp(
  database: Database,
  remember: boolean,
): Promise<{ app: FastifyInstance; answers: TenantAnswerCache }> {
  const { app, answers } = await buildApp({
    db: database.db,
    listen: database.listen,
    rememberAnswers: remember,
    jobSql: database,
    mailer: createMailer(database.db, undefined, 'bench@daybook.local'),
    logLevel: 'silent',
    rateLimitPerMinute: 1_000_000_000,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, answers };
}

function originOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function signIn(origin: string, email: string): Promise<BenchSession> {
  const res = await fetch(`${origin}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  const user = ((await res.json()) as { user: AuthUser }).user;
  return { user, headers: { cookie, [TENANT_HEADER]: user.tenantId } };
}

/** One line per run: throughput, percentiles, and any non-2xx answers or errors. */
export function report(label: string, r: LoadResult): void {
  out(
    `${label.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ` +
      `p97.5 ${ms(r.p97_5)}  p99 ${ms(r.p99)}  (${r.requests} requests` +
      `${r.non2xx || r.errors || r.timeouts ? `, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}` : ''})`,
  );
}

/** PASS/FAIL lines against budgets, printed together at the end. */
export class Verdicts {
  private readonly lines: string[] = [];

  check(label: string, value: number, limit: number, unit = 'ms'): void {
    const pass = Number.isFinite(value) && value <= limit;
    this.lines.push(
      `${pass ? 'PASS' : 'FAIL'}  ${label}: ${value.toFixed(2)} ${unit} (budget <= ${limit} ${unit})`,
    );
  }

  /** As check, for a figure that must reach `floor` (requests per second, a hit rate). */
  checkAtLeast(label: string, value: number, floor: number, unit: string): void {
    const pass = Number.isFinite(value) && value >= floor;
    this.lines.push(
      `${pass ? 'PASS' : 'FAIL'}  ${label}: ${value.toFixed(2)} ${unit} (budget >= ${floor} ${unit})`,
    );
  }

  print(): void {
    for (const line of this.lines) out(line);
  }
}
