import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { sessions } from '../../db/schema.js';
import { withAuth } from '../../db/tenant.js';
import { SessionCache } from './session-cache.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionCacheSeconds: 2 });
});
afterAll(() => ctx.close());

const later = (ms: number) => {
  ctx.clock.now = new Date(ctx.clock.now.getTime() + ms);
};

/** Revokes a user's sessions behind the app's back, as another instance would. */
const revokeElsewhere = (userId: string) =>
  withAuth(ctx.database.db, (tx) =>
    tx.update(sessions).set({ revokedAt: ctx.clock.now }).where(eq(sessions.userId, userId)),
  );

describe('remembered sessions', () => {
  it('answers from memory within the ttl and honours a revocation elsewhere after it', async () => {
    const session = await ctx.signIn('frontdesk@luxe.example');
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200);
    await revokeElsewhere(session.user.id);
    // Still remembered: the database was not asked again.
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200);
    later(2_001);
    const after = await session.request({ method: 'GET', url: '/api/v1/auth/me' });
    expect(after.statusCode).toBe(401);
  });

  it('forgets at once what this instance changes: sign-out', async () => {
    const session = await ctx.signIn('manager@luxe.example');
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200);
    const out = await session.request({ method: 'POST', url: '/api/v1/auth/signout' });
    expect(out.statusCode).toBeLessThan(300);
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it('goes back to the database to slide the idle expiry once a minute', async () => {
    const session = await ctx.signIn('owner@luxe.example');
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(200);
    later(61_000);
    await revokeElsewhere(session.user.id);
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it('serves a burst with one lookup when nothing is remembered, then looks up again', async () => {
    const cache = new SessionCache<{ user: string }>(0, () => new Date());
    let lookups = 0;
    let finish: (value: { user: string }) => void = () => undefined;
    const lookUp = () => {
      lookups++;
      return new Promise<{ user: string }>((resolve) => (finish = resolve));
    };
    const burst = Array.from({ length: 32 }, () => cache.shared('token', lookUp));
    finish({ user: 'emma' });
    expect(new Set(await Promise.all(burst)).size).toBe(1);
    expect(lookups).toBe(1);
    const next = cache.shared('token', lookUp);
    finish({ user: 'emma' });
    await next;
    expect(lookups).toBe(2);
  });
});
