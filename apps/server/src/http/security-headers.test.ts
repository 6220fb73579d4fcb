/** Every answer carries the security headers, refusals included (issue #16). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimitPerMinute: 3 });
});
afterAll(async () => {
  await ctx.close();
});

function expectSecurityHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['strict-transport-security']).toBeDefined();
}

describe('security headers', () => {
  it('are on a 401 for want of a session', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/establishments', remoteAddress: '192.0.2.1' });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res);
  });

  it('are on a 415, a 404 and a 400', async () => {
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: '192.0.2.2',
    });
    expect(wrongType.statusCode).toBe(415);
    expectSecurityHeaders(wrongType);
    const missing = await ctx.app.inject({ url: '/api/no-such-thing', remoteAddress: '192.0.2.2' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'nul\u0000@example.com', password: 'x' },
      remoteAddress: '192.0.2.2',
    });
    expect(bad.statusCode).toBe(400);
    expectSecurityHeaders(bad);
  });

  it('are on a 429', async () => {
    let res: LightMyRequestResponse | null = null;
    for (let i = 0; i < 4; i++)
      res = await ctx.app.inject({ url: '/api/admin/public/config', remoteAddress: '192.0.2.3' });
    expect(res!.statusCode).toBe(429);
    expectSecurityHeaders(res!);
  });
});
