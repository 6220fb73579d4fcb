/**
 * The session hint cookie (issue #28): the page reads it to skip the /me check when signed out,
 * so it must come and go with the session: set by sign-in, cleared by sign-out, set for a live
 * session that lacks it (the page's own load), cleared when its session is gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE, SESSION_HINT_COOKIE, TENANT_HEADER } from '@daybook/contracts';
import { DEMO_PASSWORD } from '../seed/demo-data.js';
import { createTestContext, type TestContext } from '../../test/context.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

function hintOf(res: LightMyRequestResponse) {
  return res.cookies.find((c) => c.name === SESSION_HINT_COOKIE);
}

/** True when `res` deletes the hint (an expiry in the past). */
function clearsHint(res: LightMyRequestResponse): boolean {
  const hint = hintOf(res);
  return hint !== undefined && hint.value === '' && (hint.expires?.getTime() ?? 0) <= Date.now();
}

describe('the session hint cookie', () => {
  it('comes with sign-in, readable by the page, and goes with sign-out', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'owner@luxe.example', password: DEMO_PASSWORD },
    });
    const hint = hintOf(signIn);
    expect(hint).toMatchObject({ value: '1', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const token = signIn.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const tenantId = (signIn.json() as { user: { tenantId: string } }).user.tenantId;
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      cookies: { [SESSION_COOKIE]: token, [SESSION_HINT_COOKIE]: '1' },
      headers: { [TENANT_HEADER]: tenantId },
    });
    expect(signOut.statusCode).toBe(200);
    expect(clearsHint(signOut)).toBe(true);
  });

  it('is set for a live session that lacks it, and cleared once the session is gone', async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const page = await ctx.app.inject({ url: '/api/v1/auth/me', cookies: { [SESSION_COOKIE]: owner.token } });
    expect(page.statusCode).toBe(200);
    expect(hintOf(page)).toMatchObject({ value: '1' });
    const hinted = await ctx.app.inject({
      url: '/api/v1/auth/me',
      cookies: { [SESSION_COOKIE]: owner.token, [SESSION_HINT_COOKIE]: '1' },
    });
    expect(hintOf(hinted)).toBeUndefined();
    const stale = await ctx.app.inject({
      url: '/api/v1/auth/me',
      cookies: { [SESSION_COOKIE]: 'x'.repeat(40), [SESSION_HINT_COOKIE]: '1' },
    });
    expect(stale.statusCode).toBe(401);
    expect(clearsHint(stale)).toBe(true);
    const signedOut = await ctx.app.inject({
      url: '/api/v1/auth/me',
      cookies: { [SESSION_HINT_COOKIE]: '1' },
    });
    expect(clearsHint(signedOut)).toBe(true);
  });
});
