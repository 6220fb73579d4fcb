/**
 * Messaging fan-out on loopback (issue #11): two server processes on one PostgreSQL and the
 * local Redis, 200 people each with a socket (100 on each instance), all members of one channel.
 * Measures, for a message sent over a socket on A, the time until each of the 200 sockets has
 * its message:received (send → receive, so it includes the write and the commit), and how many
 * messages per second are stored and carried to all 200 when sent back to back. For comparison,
 * the same instances' bare route (GET /api/admin/public/config) over HTTP.
 * Budget: delivery p95 ≤ 50 ms.
 *
 * Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), REDIS_URL (default
 * redis://127.0.0.1:6379), BENCH_SECONDS (default 10). Exits 0 either way.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import {
  MESSAGING_CLIENT_EVENTS,
  MESSAGING_ENDPOINTS,
  MESSAGING_SERVER_EVENTS,
  type Channel,
  type Message,
  type MessageAck,
  type MessageSendPayload,
} from '@daybook/contracts';
import { openDatabase } from '../apps/server/src/db/client.js';
import { withAuth } from '../apps/server/src/db/tenant.js';
import { addPerson, hashPassword } from '../apps/server/src/modules/auth/index.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { callAs, signInAt, startInstance, type Instance, type Login } from '../apps/server/test/instances.js';
import { connectSocket } from '../apps/server/test/sockets.js';
import { ms, out, SECONDS, Verdicts } from './harness.js';

const BASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB = 'daybook_bench_messaging';
const MEMBERS = 200;
const ROUNDS = 50;
const WINDOW = 10;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Adds `count` people to the Luxe tenant who sign in with the demo password; answers their emails. */
async function addPeople(url: string, tenantId: string, count: number): Promise<string[]> {
  const database = await openDatabase({ url });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `bench${i}@luxe.example`);
  await withAuth(database.db, async (tx) => {
    for (const [i, email] of emails.entries())
      await addPerson(tx, {
        tenantId,
        email,
        passwordHash,
        firstName: 'Bench',
        lastName: `Person ${i}`,
        role: 'employee',
        phone: null,
      });
  });
  await database.close();
  return emails;
}

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
    const sender = await signInAt(a.url, 'manager@luxe.example', DEMO_PASSWORD);
    const tenantId = sender.user.tenantId;
    const emails = await addPeople(url.toString(), tenantId, MEMBERS);
    const people: Login[] = [];
    for (const email of emails) people.push(await signInAt(a.url, email, DEMO_PASSWORD));
    const channel = (await callAs(a.url, sender, 'POST', MESSAGING_ENDPOINTS.createChannel.path, {
      tenantId,
      name: 'bench-fan-out',
      type: 'public',
      description: '',
      memberIds: people.map((p) => p.user.id),
    })) as Channel;
    for (const [i, person] of people.entries())
      sockets.push(await connectSocket((i % 2 === 0 ? a : b).url, person.token));
    const senderSocket = await connectSocket(a.url, sender.token);
    sockets.push(senderSocket);

    const send = async (i: number): Promise<Message> => {
      const payload: MessageSendPayload = {
        channelId: channel.id,
        clientId: randomUUID(),
        content: `bench ${i}`,
      };
      const ack = (await senderSocket.emitWithAck(MESSAGING_CLIENT_EVENTS.send, payload)) as MessageAck;
      if (!ack.ok) throw new Error(ack.error);
      return ack.message;
    };

    // Latency: one message at a time, until all 200 member sockets have it.
    let received = 0;
    let started = 0;
    let onAll: () => void = () => undefined;
    const latencies: number[] = [];
    for (const socket of sockets.slice(0, MEMBERS)) {
      socket.on(MESSAGING_SERVER_EVENTS.messageReceived, (m: Message) => {
        if (m.channelId !== channel.id) return;
        received++;
        if (started) latencies.push(performance.now() - started);
        if (received % MEMBERS === 0) onAll();
      });
    }
    for (let i = 0; i < ROUNDS; i++) {
      const all = new Promise<void>((resolve) => (onAll = resolve));
      started = performance.now();
      await send(i);
      await Promise.race([all, new Promise((r) => setTimeout(r, 5000))]);
    }
    started = 0;
    latencies.sort((x, y) => x - y);

    // The bare route on the same instances, for comparison.
    const bare: number[] = [];
    for (let i = 0; i < ROUNDS * 4; i++) {
      const t = performance.now();
      await (await fetch(`${(i % 2 ? b : a).url}/api/admin/public/config`)).arrayBuffer();
      bare.push(performance.now() - t);
    }
    bare.sort((x, y) => x - y);

    out(`messaging fan-out: ${MEMBERS} members with a socket each on 2 instances, ${ROUNDS} messages`);
    out(`  delivered ${latencies.length} of ${MEMBERS * ROUNDS}`);
    out(
      `  send → every member p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, max ${ms(latencies.at(-1) ?? NaN)}`,
    );
    out(
      `  bare route (GET /api/admin/public/config) p50 ${ms(percentile(bare, 0.5))}, p95 ${ms(percentile(bare, 0.95))}`,
    );

    // Throughput: WINDOW sends in flight for SECONDS; deliveries per second to 200 members.
    received = 0;
    let sent = 0;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      await Promise.all(Array.from({ length: WINDOW }, (_, k) => send(ROUNDS + sent + k)));
      sent += WINDOW;
    }
    await new Promise((r) => setTimeout(r, 1000));
    out(
      `  sustained: ${(sent / SECONDS).toFixed(1)} messages/s stored, ${(received / SECONDS).toFixed(0)} deliveries/s (${received} of ${sent * MEMBERS})`,
    );

    const verdicts = new Verdicts();
    verdicts.check('message to a 200-member channel, delivery p95', percentile(latencies, 0.95), 50);
    verdicts.check('messages lost', MEMBERS * ROUNDS - latencies.length, 0, 'events');
    verdicts.print();
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(instances.map((i) => i.kill()));
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  }
}

await main();
