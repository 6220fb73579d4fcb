/**
 * No socket outlives its session (issue #28): terminating a person disconnects their sockets at
 * once, as signing out does; a session that runs out disconnects its socket at its expiry, and an
 * event sent past it is dropped, not handled. Real sockets on loopback; the sessions here go idle
 * after 1.2 s so the expiry timer fires within the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { EMPLOYEE_ENDPOINTS, MESSAGING_CLIENT_EVENTS, endpointPath } from '@daybook/contracts';
import { createTestContext, type Session, type TestContext } from '../../test/context.js';
import { connectSocket } from '../../test/sockets.js';

const IDLE_MINUTES = 0.02;

let ctx: TestContext;
let base: string;
const open: Socket[] = [];

async function socketOf(session: Session): Promise<Socket> {
  const socket = await connectSocket(base, session.token);
  open.push(socket);
  return socket;
}

/** Resolves with the disconnect reason, or 'still connected' after `ms`. */
function disconnected(socket: Socket, ms: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: IDLE_MINUTES });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await ctx.close();
});

describe('a socket ends with its session', () => {
  it("disconnects a terminated person's sockets at once, and only theirs", async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const leaving = await ctx.signIn('frontdesk@luxe.example');
    const [gone, stays] = [await socketOf(leaving), await socketOf(owner)];
    let closedAt = 0;
    gone.once('disconnect', () => (closedAt = Date.now()));
    const closed = disconnected(gone, 10_000);
    const res = await owner.request({
      method: 'POST',
      url: endpointPath(EMPLOYEE_ENDPOINTS.terminate, { id: leaving.user.id }),
      payload: { terminationDate: '2026-12-08', cancelRemaining: true },
    });
    const answeredAt = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // Within a second of the answer (the issue saw a terminated person post 4 s later).
    expect(closedAt - answeredAt).toBeLessThan(1000);
    expect(stays.connected).toBe(true);
    await expect(connectSocket(base, leaving.token)).rejects.toThrow();
  });

  it('drops an event sent after the session ran out, and disconnects the socket', async () => {
    const manager = await ctx.signIn('manager@luxe.example');
    const socket = await socketOf(manager);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60 * 60_000);
    try {
      const closed = disconnected(socket, 1000);
      let answered = false;
      socket.emit(MESSAGING_CLIENT_EVENTS.send, { channelId: 'x' }, () => {
        answered = true;
      });
      expect(await closed).toBe('io server disconnect');
      expect(answered).toBe(false);
    } finally {
      ctx.clock.now = new Date();
    }
  });

  it('disconnects a quiet socket when its session expires', async () => {
    const employee = await ctx.signIn('employee@luxe.example');
    const socket = await socketOf(employee);
    // The clock the server reads moves past the idle expiry; the watch's timer fires in 1.2 s.
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 60 * 60_000);
    try {
      expect(await disconnected(socket, 3000)).toBe('io server disconnect');
    } finally {
      ctx.clock.now = new Date();
    }
  });
});
