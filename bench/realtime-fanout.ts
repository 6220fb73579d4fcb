/**
 * Realtime fan-out on loopback (issue #11): two server processes on one PostgreSQL and the
 * local Redis, 200 sockets split across them, all watching Luxe Manhattan. Measures, for a
 * calendar change written on one instance, the time until each of the 200 sockets has its
 * entity:changed (write sent → event received, so it includes the HTTP write and the commit),
 * and how many changes per second are carried to all 200 sockets when written back to back.
 * Budget: every open calendar within a second (p95 ≤ 1000 ms). The messaging half (a message
 * to a 200-member channel, p95 ≤ 50 ms) comes with messaging.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default
 * redis://127.0.0.1:6379), BENCH_SECONDS (default 10). Exits 0 either way.
 */
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import {
  APPOINTMENT_ENDPOINTS,
  SERVICE_ENDPOINTS,
  SOCKET_EVENTS,
  endpointPath,
  type EntityChangedPayload,
  type Service,
} from '@daybook/contracts';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { callAs, signInAt, startInstance, type Instance } from '../apps/server/test/instances.js';
import { connectSocket } from '../apps/server/test/sockets.js';
import { ms, out, SECONDS, Verdicts } from './harness.js';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB = 'daybook_bench_realtime';
const SOCKETS = 200;
const ROUNDS = 50;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function main(): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB}`);
  const url = new URL(BASE);
  url.pathname = `/${DB}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await seedDemo(database.db, { history: false });
  await database.close();
  const instances: Instance[] = await Promise.all([
    startInstance({ databaseUrl: url.toString(), redisUrl: REDIS_URL }),
    startInstance({ databaseUrl: url.toString(), redisUrl: REDIS_URL }),
  ]);
  const sockets: Socket[] = [];
  try {
    const [a, b] = instances as [Instance, Instance];
    const emails = ['frontdesk', 'manager', 'owner', 'admin'].map((r) => `${r}@luxe.example`);
    const logins = await Promise.all(emails.map((e) => signInAt(a.url, e, DEMO_PASSWORD)));
    const writer = logins[0]!;
    const employee = await signInAt(a.url, 'employee@luxe.example', DEMO_PASSWORD);
    for (let i = 0; i < SOCKETS; i++) {
      sockets.push(await connectSocket((i % 2 === 0 ? a : b).url, logins[i % logins.length]!.token));
    }
    const manhattan = writer.user.establishments[0]!;
    const call = (path: string, method = 'GET', body?: object) => callAs(b.url, writer, method, path, body);
    const services = (await call(
      endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: writer.user.tenantId }),
    )) as Service[];
    const haircut = services.find((s) => s.name === "Women's Haircut")!;
    const appointment = (await call(APPOINTMENT_ENDPOINTS.create.path, 'POST', {
      establishmentId: manhattan,
      clientId: null,
      clientName: 'Bench Fan-out',
      serviceId: haircut.id,
      serviceName: '',
      staffId: employee.user.id,
      staffName: '',
      date: '2026-06-18',
      startTime: '10:00',
      endTime: '11:00',
      duration: 60,
      status: 'booked',
      notes: '',
      memo: '',
      price: 85,
      room: null,
    })) as { id: string };
    const update = (i: number) =>
      call(endpointPath(APPOINTMENT_ENDPOINTS.update, { id: appointment.id }), 'PUT', {
        notes: `bench ${i}`,
      });

    // Latency: one change at a time, until all 200 sockets have it.
    let received = 0;
    let started = 0;
    let onAll: () => void = () => undefined;
    const latencies: number[] = [];
    for (const socket of sockets) {
      socket.on(SOCKET_EVENTS.entityChanged, (p: EntityChangedPayload) => {
        if (!p.ids?.includes(appointment.id)) return;
        received++;
        if (started) latencies.push(performance.now() - started);
        if (received % SOCKETS === 0) onAll();
      });
    }
    for (let i = 0; i < ROUNDS; i++) {
      const all = new Promise<void>((resolve) => (onAll = resolve));
      started = performance.now();
      await update(i);
      await Promise.race([all, new Promise((r) => setTimeout(r, 5000))]);
    }
    started = 0;
    latencies.sort((x, y) => x - y);
    out(`realtime fan-out: ${SOCKETS} sockets on 2 instances, ${ROUNDS} calendar changes`);
    out(`  delivered ${latencies.length} of ${SOCKETS * ROUNDS}`);
    out(
      `  write → screen p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, max ${ms(latencies.at(-1) ?? NaN)}`,
    );

    // Throughput: changes written back to back for SECONDS; deliveries per second to 200 screens.
    received = 0;
    let written = 0;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) await update(ROUNDS + written++);
    await new Promise((r) => setTimeout(r, 1000));
    out(
      `  sustained: ${(written / SECONDS).toFixed(1)} changes/s written, ${(received / SECONDS).toFixed(0)} events/s delivered (${received} of ${written * SOCKETS})`,
    );

    const verdicts = new Verdicts();
    verdicts.check('calendar change to 200 open screens, p95', percentile(latencies, 0.95), 1000);
    verdicts.check('changes lost', SOCKETS * ROUNDS - latencies.length, 0, 'events');
    verdicts.print();
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(instances.map((i) => i.kill()));
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

await main();
