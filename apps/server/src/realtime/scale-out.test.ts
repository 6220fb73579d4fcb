/**
 * Scale-out on loopback: two server processes on one PostgreSQL and the local Redis.
 * - A live calendar change made on B reaches a calendar socket on A, and one made on A reaches B
 *   (the database's change feed reaches every instance).
 * - Presence crosses instances through the Redis Streams adapter (without it, A's sockets would
 *   never hear of a person connecting on B).
 * - A is killed mid-stream; its client reconnects to B and from then on receives every change
 *   (what it missed meanwhile it reads again: the web client invalidates all on reconnect).
 * Runs when TEST_DATABASE_URL is set and Redis answers (CI's second `npm test` run); the
 * messaging half (1,000 messages, none lost or duplicated) comes with messaging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  APPOINTMENT_ENDPOINTS,
  SERVICE_ENDPOINTS,
  SOCKET_EVENTS,
  endpointPath,
  type EntityChangedPayload,
  type PresencePayload,
  type Service,
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
import { collectEvents, connectSocket, waitFor } from '../../test/sockets.js';
import { seedDemo } from '../seed/seed.js';
import { DEMO_PASSWORD } from '../seed/demo-data.js';

const runnable = await scaleOutRunnable();

describe.skipIf(!runnable)('two instances behind one database and Redis', () => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  const sockets: Socket[] = [];
  let frontdesk: Login;
  let manager: Login;
  let owner: Login;
  let employee: Login;
  let manhattan: string;
  let haircut: Service;

  const call = async (at: Instance, login: Login, method: string, path: string, body?: object) =>
    (await callAs(at.url, login, method, path, body)) as { id: string };

  function book(at: Instance, startTime: string, endTime: string) {
    return call(at, frontdesk, 'POST', APPOINTMENT_ENDPOINTS.create.path, {
      establishmentId: manhattan,
      clientId: null,
      clientName: 'Scale Out',
      serviceId: haircut.id,
      serviceName: '',
      staffId: employee.user.id,
      staffName: '',
      date: '2026-06-17',
      startTime,
      endTime,
      duration: 60,
      status: 'booked',
      notes: '',
      memo: '',
      price: 85,
      room: null,
    });
  }

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
    frontdesk = await signInAt(a.url, 'frontdesk@luxe.example', DEMO_PASSWORD);
    manager = await signInAt(b.url, 'manager@luxe.example', DEMO_PASSWORD);
    owner = await signInAt(b.url, 'owner@luxe.example', DEMO_PASSWORD);
    employee = await signInAt(a.url, 'employee@luxe.example', DEMO_PASSWORD);
    manhattan = frontdesk.user.establishments[0]!;
    const services = (await call(
      a,
      frontdesk,
      'GET',
      endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId: frontdesk.user.tenantId }),
    )) as unknown as Service[];
    haircut = services.find((s) => s.name === "Women's Haircut")!;
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.kill(), b?.kill()]);
    await drop?.();
  }, 30_000);

  it('carries a calendar change made on B to a socket on A, and one made on A to B', async () => {
    const onA = collectEvents<EntityChangedPayload>(
      await socketAt(a, frontdesk),
      SOCKET_EVENTS.entityChanged,
    );
    const onB = collectEvents<EntityChangedPayload>(await socketAt(b, manager), SOCKET_EVENTS.entityChanged);
    const fromB = await book(b, '09:00', '10:00');
    const fromA = await book(a, '10:00', '11:00');
    const has = (seen: EntityChangedPayload[], id: string) => seen.some((p) => p.ids?.includes(id));
    // Each instance hears every commit: both sockets get both changes (the second write ended
    // after the first change may already have arrived, so all four are awaited together).
    await waitFor(
      () =>
        has(onA.seen, fromB.id) &&
        has(onB.seen, fromA.id) &&
        has(onA.seen, fromA.id) &&
        has(onB.seen, fromB.id),
      2000,
      'changes on both instances',
    );
  }, 20_000);

  it('fans presence out through Redis: a person connecting on B is seen online on A', async () => {
    const onA = collectEvents<PresencePayload>(await socketAt(a, frontdesk), SOCKET_EVENTS.userConnected);
    await socketAt(b, owner);
    await waitFor(() => onA.seen.some((p) => p.userId === owner.user.id), 2000, 'presence through Redis');
  }, 20_000);

  it('survives an instance killed mid-stream: its client moves to the other and keeps receiving', async () => {
    const appointment = await book(b, '11:00', '12:00');
    const about = (seen: EntityChangedPayload[]) => seen.filter((p) => p.ids?.includes(appointment.id));
    let socket = await socketAt(a, frontdesk);
    let onSocket = collectEvents<EntityChangedPayload>(socket, SOCKET_EVENTS.entityChanged);
    const changes = 40;
    const killAt = changes / 2;
    for (let i = 0; i < changes; i++) {
      await call(b, manager, 'PUT', endpointPath(APPOINTMENT_ENDPOINTS.update, { id: appointment.id }), {
        notes: `change ${i}`,
      });
      if (i === killAt) {
        await waitFor(() => about(onSocket.seen).length > 0, 1000, 'changes before the kill');
        // Mid-stream: A dies; the load balancer sends its client to B.
        const gone = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
        await a.kill();
        await gone;
        socket = await socketAt(b, frontdesk);
        onSocket = collectEvents<EntityChangedPayload>(socket, SOCKET_EVENTS.entityChanged);
      }
    }
    const after = changes - killAt - 1;
    await waitFor(() => about(onSocket.seen).length >= after, 2000, 'every change after the move');
    await new Promise((r) => setTimeout(r, 200));
    expect(about(onSocket.seen)).toHaveLength(after);
  }, 60_000);
});
