/**
 * The realtime server on a real port: handshake authentication from the session (the spec's
 * userId auth field is not trusted), the origin check, and live calendar changes reaching the
 * sockets of the establishment only (never another tenant's, nor another location's staff).
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
import { createTestContext, type Session, type TestContext } from '../../test/context.js';
import { collectEvents, connectSocket, waitFor } from '../../test/sockets.js';

let ctx: TestContext;
let base: string;
const s = {} as Record<'owner' | 'manager' | 'frontdesk' | 'employee' | 'north', Session>;
let manhattan: string;
const open: Socket[] = [];

async function socketOf(session: Session): Promise<Socket> {
  const socket = await connectSocket(base, session.token);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  ctx = await createTestContext();
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of ['owner', 'manager', 'frontdesk', 'employee'] as const) {
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  }
  s.north = await ctx.signIn('owner@northside.example');
  manhattan = s.manager.user.establishments[0]!;
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await ctx.close();
});

describe('socket handshake', () => {
  it('refuses a socket without a session, whatever userId it claims', async () => {
    await expect(
      connectSocket(base, null, { auth: { userId: s.owner.user.id, userName: 'Owner' } }),
    ).rejects.toThrow('Unauthorized');
    await expect(connectSocket(base, 'x'.repeat(43))).rejects.toThrow('Unauthorized');
  });

  it('accepts the session cookie, or a bearer token in auth', async () => {
    const byCookie = await socketOf(s.manager);
    expect(byCookie.connected).toBe(true);
    const byToken = await connectSocket(base, null, { auth: { token: s.manager.token } });
    open.push(byToken);
    expect(byToken.connected).toBe(true);
  });

  it('closes the sockets of a session that signed out, and only those', async () => {
    const leaving = await ctx.signIn('frontdesk@luxe.example');
    const [gone, stays] = [await socketOf(leaving), await socketOf(s.frontdesk)];
    const closed = new Promise<string>((resolve) => gone.once('disconnect', resolve));
    const res = await leaving.request({ method: 'POST', url: '/api/v1/auth/signout' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 100));
    expect(stays.connected).toBe(true);
    await expect(connectSocket(base, leaving.token)).rejects.toThrow();
  });

  it("refuses another site's page riding on the visitor's cookie", async () => {
    await expect(
      connectSocket(base, s.manager.token, { headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
    const sameSite = await connectSocket(base, s.manager.token, { headers: { origin: base } });
    open.push(sameSite);
    expect(sameSite.connected).toBe(true);
  });
});

describe('live calendar', () => {
  it("announces an appointment to its establishment's sockets within a second, and to no other tenant", async () => {
    const [frontdesk, owner, north] = await Promise.all([s.frontdesk, s.owner, s.north].map(socketOf));
    const seen = {
      frontdesk: collectEvents<EntityChangedPayload>(frontdesk!, SOCKET_EVENTS.entityChanged),
      owner: collectEvents<EntityChangedPayload>(owner!, SOCKET_EVENTS.entityChanged),
      north: collectEvents<EntityChangedPayload>(north!, SOCKET_EVENTS.entityChanged),
    };
    const tenantId = s.owner.user.tenantId;
    const services = (
      await s.owner.request({
        url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
      })
    ).json().data as Service[];
    const haircut = services.find((x) => x.name === "Women's Haircut")!;
    const started = Date.now();
    const res = await s.frontdesk.request({
      method: 'POST',
      url: APPOINTMENT_ENDPOINTS.create.path,
      payload: {
        establishmentId: manhattan,
        clientId: null,
        clientName: 'Live Calendar',
        serviceId: haircut.id,
        serviceName: '',
        staffId: s.employee.user.id,
        staffName: '',
        date: '2026-06-16',
        startTime: '10:00',
        endTime: '11:00',
        duration: 60,
        status: 'booked',
        notes: '',
        memo: '',
        price: 85,
        room: null,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    const arrived = (p: EntityChangedPayload) => p.entity === 'appointment' && p.ids?.includes(id) === true;
    await waitFor(
      () => seen.frontdesk.seen.some(arrived) && seen.owner.seen.some(arrived),
      1000,
      'the change',
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(seen.frontdesk.seen.find(arrived)).toEqual({
      entity: 'appointment',
      change: 'created',
      ids: [id],
      establishmentIds: [manhattan],
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.north.seen.filter(arrived)).toEqual([]);
    expect(seen.north.seen.every((p) => !p.establishmentIds?.includes(manhattan))).toBe(true);
  });

  it("tells the tenant's other sockets that a person came online", async () => {
    const owner = await socketOf(s.owner);
    const north = await socketOf(s.north);
    const onOwner = collectEvents<PresencePayload>(owner, SOCKET_EVENTS.userConnected);
    const onNorth = collectEvents<PresencePayload>(north, SOCKET_EVENTS.userConnected);
    await socketOf(s.employee);
    await waitFor(() => onOwner.seen.some((p) => p.userId === s.employee.user.id), 1000, 'presence');
    await new Promise((r) => setTimeout(r, 100));
    expect(onNorth.seen.some((p) => p.userId === s.employee.user.id)).toBe(false);
  });
});
