/**
 * Messaging across two server processes on one PostgreSQL and the local Redis (issue #11's
 * scale-out check): 1,000 messages sent over a socket on A reach a member's socket on B; A is
 * killed mid-stream, its sender and its reader move to B, the sender retries what was not
 * acknowledged with the same client ids and the reader catches up from the last change it saw.
 * Nothing is lost and nothing is stored or delivered twice. Runs when TEST_DATABASE_URL is set
 * and Redis answers (CI's second `npm test` run).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  MESSAGING_CLIENT_EVENTS,
  MESSAGING_ENDPOINTS,
  MESSAGING_SERVER_EVENTS,
  endpointPath,
  type Channel,
  type Message,
  type MessageAck,
  type MessagePage,
  type MessageSendPayload,
} from '@daybook/contracts';
import { createDatabase } from '../../test/context.js';
import {
  callAs,
  REDIS_URL,
  scaleOutRunnable,
  signInAt,
  startInstance,
  type Instance,
  type Login,
} from '../../test/instances.js';
import { connectSocket, waitFor } from '../../test/sockets.js';
import { seedDemo } from '../seed/seed.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';

const runnable = await scaleOutRunnable();

const TOTAL = 1_000;
const WINDOW = 20;
const KILL_AFTER = 500;

/** A socket's view of a channel: every message event it heard, by id, and the last change. */
class Reader {
  readonly heard = new Map<string, number>();
  lastChange = 0;
  constructor(readonly channelId: string) {}
  take(message: Message): void {
    if (message.channelId !== this.channelId) return;
    this.heard.set(message.id, (this.heard.get(message.id) ?? 0) + 1);
    this.lastChange = Math.max(this.lastChange, message.changeSeq);
  }
  listen(socket: Socket): void {
    socket.on(MESSAGING_SERVER_EVENTS.messageReceived, (m: Message) => this.take(m));
  }
  /** Ids heard more than once over the socket. */
  duplicates(): string[] {
    return [...this.heard].filter(([, n]) => n > 1).map(([id]) => id);
  }
}

describe.skipIf(!runnable)('messaging on two instances behind one database and Redis', () => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  const sockets: Socket[] = [];
  let sender: Login;
  let moving: Login;
  let staying: Login;
  let channel: Channel;

  async function socketAt(at: Instance, login: Login): Promise<Socket> {
    const socket = await connectSocket(at.url, login.token);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    const created = await createDatabase();
    drop = created.drop;
    await created.database.migrate();
    await seedDemo(created.database.db, { history: false });
    await created.database.close();
    const env = { databaseUrl: created.url!, redisUrl: REDIS_URL };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
    sender = await signInAt(a.url, 'manager@luxe.example', DEMO_PASSWORD);
    moving = await signInAt(a.url, 'frontdesk@luxe.example', DEMO_PASSWORD);
    staying = await signInAt(b.url, 'owner@luxe.example', DEMO_PASSWORD);
    channel = (await callAs(a.url, sender, 'POST', MESSAGING_ENDPOINTS.createChannel.path, {
      tenantId: sender.user.tenantId,
      name: 'scale-out',
      type: 'private',
      description: '',
      memberIds: [moving.user.id, staying.user.id],
    })) as Channel;
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.kill(), b?.kill()]);
    await drop?.();
  }, 30_000);

  /** Sends one message and answers it once acknowledged; rejects on a disconnect or timeout. */
  async function send(socket: Socket, clientId: string, i: number): Promise<Message> {
    const payload: MessageSendPayload = { channelId: channel.id, clientId, content: `message ${i}` };
    const ack = (await socket
      .timeout(5_000)
      .emitWithAck(MESSAGING_CLIENT_EVENTS.send, payload)) as MessageAck;
    if (!ack.ok) throw new Error(ack.error);
    return ack.message;
  }

  /** Every change after `since`, a page at a time, as a reader catching up reads them. */
  async function catchUp(at: Instance, login: Login, since: number): Promise<Message[]> {
    const all: Message[] = [];
    for (let from = since; ;) {
      const path = endpointPath(MESSAGING_ENDPOINTS.messages, {
        channelId: channel.id,
        tenantId: login.user.tenantId,
      });
      const page = (await callAs(at.url, login, 'GET', `${path}?since=${from}&limit=100`)) as MessagePage;
      all.push(...page.messages);
      if (page.messages.length < 100) return all;
      from = page.messages[page.messages.length - 1]!.changeSeq;
    }
  }

  /** Every stored message of the channel, paging back with `before`. */
  async function stored(at: Instance, login: Login): Promise<Message[]> {
    const all: Message[] = [];
    const path = endpointPath(MESSAGING_ENDPOINTS.messages, {
      channelId: channel.id,
      tenantId: login.user.tenantId,
    });
    for (let before: string | undefined; ;) {
      const query = `?limit=100${before ? `&before=${before}` : ''}`;
      const page = (await callAs(at.url, login, 'GET', path + query)) as MessagePage;
      all.unshift(...page.messages);
      if (!page.hasMore || page.messages.length === 0) return all;
      before = page.messages[0]!.id;
    }
  }

  it('loses none and stores none twice of 1,000 messages when an instance dies mid-stream', async () => {
    const staysOnB = new Reader(channel.id);
    staysOnB.listen(await socketAt(b, staying));
    const movesFromA = new Reader(channel.id);
    let readerSocket = await socketAt(a, moving);
    movesFromA.listen(readerSocket);
    let senderSocket = await socketAt(a, sender);

    const clientIds = Array.from({ length: TOTAL }, () => randomUUID());
    const acked = new Map<string, Message>();
    let killed: Promise<void> | null = null;

    for (let start = 0; start < TOTAL; start += WINDOW) {
      let pending = clientIds.slice(start, start + WINDOW).map((id, k) => ({ id, i: start + k }));
      if (start === KILL_AFTER) {
        // Mid-stream: a window is in flight when A dies; the load balancer sends both to B.
        const inFlight = pending.map((p) => send(senderSocket, p.id, p.i).catch(() => null));
        killed = a.kill();
        for (const m of await Promise.all(inFlight)) if (m) acked.set(m.clientId, m);
        await killed;
        pending = pending.filter((p) => !acked.has(p.id));
        senderSocket = await socketAt(b, sender);
        readerSocket = await socketAt(b, moving);
        // Listen before catching up: a message may arrive live while the catch-up page is read.
        movesFromA.listen(readerSocket);
        for (const m of await catchUp(b, moving, movesFromA.lastChange)) movesFromA.take(m);
      }
      // Retries use the same client ids: whatever A stored before dying is answered, not stored again.
      const sent = await Promise.all(pending.map((p) => send(senderSocket, p.id, p.i)));
      for (const m of sent) acked.set(m.clientId, m);
    }
    expect(killed).not.toBeNull();
    expect(acked.size).toBe(TOTAL);

    const all = await stored(b, staying);
    expect(all).toHaveLength(TOTAL);
    expect(new Set(all.map((m) => m.clientId))).toEqual(new Set(clientIds));
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: TOTAL }, (_, k) => all[0]!.seq + k));

    // The reader on B heard every message live, each once, including those A stored just before dying.
    await waitFor(() => staysOnB.heard.size >= TOTAL, 10_000, 'every message on B');
    expect(staysOnB.heard.size).toBe(TOTAL);
    expect(staysOnB.duplicates()).toEqual([]);

    // The reader that moved has every message from live events and its catch-up together.
    await waitFor(() => movesFromA.heard.size >= TOTAL, 10_000, 'every message for the moved reader');
    expect(new Set(movesFromA.heard.keys())).toEqual(new Set(all.map((m) => m.id)));
  }, 180_000);
});
