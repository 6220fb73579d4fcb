/**
 * Business events and jobs across two instances on one PostgreSQL (issue #30), each a process
 * of its own running the app's JobQueue and EventBus (test/job-worker.ts):
 * - 10,000 events: each of two subscribers' effects happens exactly once (no unique key hides a
 *   repeat: the rows are counted);
 * - an instance killed in the middle of a job: the other retries it once the job expires, and
 *   it completes once;
 * - a recurring job runs once per minute with both instances up.
 * Runs when TEST_DATABASE_URL is set (CI's second `npm test` run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../test/context.js';
import { queryRows, type Database } from '../db/client.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const EVENTS = 10_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('business events on two instances', () => {
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  const workers = new Map<string, ChildProcess>();
  let tenantId: string;

  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(database.db, query))[0]!.n;

  async function until(done: () => Promise<boolean>, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (!(await done())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  function start(instance: string): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-worker.ts', url, instance], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    workers.set(instance, child);
    return new Promise((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`${instance} exited with ${code}`)));
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready')) resolve();
      });
    });
  }

  beforeAll(async () => {
    const created = await createDatabase({}, true);
    ({ database, drop } = created);
    url = created.url!;
    await database.migrate();
    await database.db.execute(
      sql`CREATE TABLE job_effects (kind text NOT NULL, event_id bigint, instance text NOT NULL,
            slot timestamptz, at timestamptz NOT NULL DEFAULT clock_timestamp())`,
    );
    const [tenant] = await queryRows<{ id: string }>(database.db, sql`SELECT id FROM tenants LIMIT 1`);
    tenantId = tenant!.id;
    await Promise.all([start('a'), start('b')]);
  }, 60_000);

  afterAll(async () => {
    for (const child of workers.values()) child.kill('SIGKILL');
    await database.close();
    await drop();
  });

  it('delivers 10,000 events to each subscriber exactly once', async () => {
    // Ten transactions of a thousand: the instances relay while the rest are still written.
    for (let batch = 0; batch < 10; batch += 1) {
      await database.db.execute(
        sql`INSERT INTO business_events (tenant_id, type, payload)
            SELECT ${tenantId}, 'appointment.booked', jsonb_build_object('n', n)
            FROM generate_series(1, ${EVENTS / 10}) n`,
      );
    }
    const effects = sql`SELECT count(*)::int AS n FROM job_effects WHERE kind LIKE 'test.%'`;
    await until(async () => (await count(effects)) >= 2 * EVENTS, 120_000);
    await new Promise((r) => setTimeout(r, 2000));
    const rows = await queryRows<{ kind: string; n: number; distinct_events: number; instances: number }>(
      database.db,
      sql`SELECT kind, count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_events,
            count(DISTINCT instance)::int AS instances
          FROM job_effects WHERE kind LIKE 'test.%' GROUP BY kind ORDER BY kind`,
    );
    expect(rows).toEqual([
      { kind: 'test.first', n: EVENTS, distinct_events: EVENTS, instances: 2 },
      { kind: 'test.second', n: EVENTS, distinct_events: EVENTS, instances: 2 },
    ]);
  }, 180_000);

  it('retries a job whose instance was killed mid-job, and completes it once', async () => {
    await database.db.execute(
      sql`INSERT INTO business_events (tenant_id, type, payload)
          VALUES (${tenantId}, 'appointment.cancelled', '{}'::jsonb)`,
    );
    await until(
      async () =>
        (await count(sql`SELECT count(*)::int AS n FROM job_effects WHERE kind = 'slow-start'`)) === 1,
      30_000,
    );
    const [first] = await queryRows<{ instance: string }>(
      database.db,
      sql`SELECT instance FROM job_effects WHERE kind = 'slow-start'`,
    );
    workers.get(first!.instance)!.kill('SIGKILL');
    const done = sql`SELECT count(*)::int AS n FROM job_effects WHERE kind = 'slow-done'`;
    await until(async () => (await count(done)) === 1, 60_000);
    await new Promise((r) => setTimeout(r, 3000));
    const runs = await queryRows<{ kind: string; instance: string }>(
      database.db,
      sql`SELECT kind, instance FROM job_effects WHERE kind LIKE 'slow-%' ORDER BY at`,
    );
    const survivor = first!.instance === 'a' ? 'b' : 'a';
    expect(runs).toEqual([
      { kind: 'slow-start', instance: first!.instance },
      { kind: 'slow-start', instance: survivor },
      { kind: 'slow-done', instance: survivor },
    ]);
  }, 90_000);

  it('ran the recurring job once per minute while both instances were up', async () => {
    const ticks = await queryRows<{ slot: Date; n: number }>(
      database.db,
      sql`SELECT slot, count(*)::int AS n FROM job_effects WHERE kind = 'tick' GROUP BY slot`,
    );
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(ticks.filter((t) => t.n !== 1)).toEqual([]);
  });
});
