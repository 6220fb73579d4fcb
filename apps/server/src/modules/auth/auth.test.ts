import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MESSAGES, SESSION_COOKIE } from '@daybook/contracts';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { signUpPayload } from '../../../test/sign-up.js';
import { emailOutbox } from '../../db/schema.js';
import { withAuth } from '../../db/tenant.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 30, sessionAbsoluteHours: 24 });
});
afterAll(() => ctx.close());

const signin = (email: string, password: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password },
    remoteAddress: ip,
  });

async function latestMail() {
  const [row] = await withAuth(ctx.database.db, (tx) =>
    tx.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1),
  );
  return row;
}

describe('sign-in and sessions', () => {
  it('signs in with the spec answer and an HttpOnly SameSite=Lax cookie of 256 bits', async () => {
    const res = await signin('Owner@Luxe.example', 'daybook-demo');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.user).toMatchObject({ email: 'owner@luxe.example', role: 'owner', first_name: 'Olivia' });
    expect(body.user.user_metadata.role).toBe('owner');
    expect(body.user.establishments).toHaveLength(3);
    // Never visited one yet, with several: the app starts on All Establishments (spec §4).
    expect(body.user.establishment_id).toBeNull();
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(Buffer.from(cookie!.value, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(res.body).not.toContain(cookie!.value);
  });

  it('gives a new token at each sign-in', async () => {
    const a = await ctx.signIn('manager@luxe.example');
    const b = await ctx.signIn('manager@luxe.example');
    expect(a.token).not.toBe(b.token);
  });

  it('refuses a wrong password or unknown email with 401 and no cookie', async () => {
    for (const res of [
      await signin('owner@luxe.example', 'wrong-password'),
      await signin('nobody@luxe.example', 'x'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('answers /me with 401 when signed out and with the user when signed in (cookie or Bearer)', async () => {
    expect((await ctx.app.inject({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const s = await ctx.signIn('frontdesk@luxe.example');
    const viaCookie = await s.request({ url: '/api/v1/auth/me' });
    expect(viaCookie.json().user.email).toBe('frontdesk@luxe.example');
    const viaBearer = await ctx.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(viaBearer.statusCode).toBe(200);
  });

  it('ends the session server-side at sign-out', async () => {
    const s = await ctx.signIn('employee@luxe.example');
    const out = await s.request({ method: 'POST', url: '/api/v1/auth/signout' });
    expect(out.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(MESSAGES.sessionExpired);
  });

  it('expires a session after the idle time, and after the absolute time despite use', async () => {
    const start = new Date(ctx.clock.now);
    try {
      const idle = await ctx.signIn('manager@luxe.example');
      ctx.clock.now = new Date(start.getTime() + 31 * 60_000);
      expect((await idle.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);

      ctx.clock.now = start;
      const busy = await ctx.signIn('manager@luxe.example');
      for (let minutes = 20; minutes < 24 * 60; minutes += 20) {
        ctx.clock.now = new Date(start.getTime() + minutes * 60_000);
        expect((await busy.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
      }
      ctx.clock.now = new Date(start.getTime() + 24 * 60 * 60_000 + 1_000);
      expect((await busy.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('rotates the token on refresh and reports session times', async () => {
    const s = await ctx.signIn('manager@luxe.example');
    const info = await s.request({ url: '/api/v1/auth/session-info' });
    expect(info.json().session).toMatchObject({
      createdAt: expect.any(String),
      idleExpiresAt: expect.any(String),
    });
    const res = await s.request({ method: 'POST', url: '/api/v1/auth/refresh' });
    expect(res.statusCode).toBe(200);
    const fresh = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect(fresh).not.toBe(s.token);
    expect((await s.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const me = await ctx.app.inject({
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('throttles an account after 5 failures with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signin('admin@luxe.example', 'nope', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await signin('admin@luxe.example', 'daybook-demo', '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
    ctx.clock.now = new Date(ctx.clock.now.getTime() + 16 * 60_000);
    expect((await signin('admin@luxe.example', 'daybook-demo', '10.1.0.99')).statusCode).toBe(200);
  });

  it('throttles an IP after 30 failures across accounts', async () => {
    for (let i = 0; i < 30; i++) await signin(`ghost${i}@example.com`, 'nope', '10.2.0.1');
    expect((await signin('owner@northside.example', 'daybook-demo', '10.2.0.1')).statusCode).toBe(429);
    expect((await signin('owner@northside.example', 'daybook-demo', '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const forgot = (email: string, ip = '10.3.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
      remoteAddress: ip,
    });

  it('answers the same whether or not the email exists, and mails only real accounts', async () => {
    const before = await latestMail();
    const unknown = await forgot('unknown@nowhere.example');
    expect(await latestMail()).toEqual(before);
    const known = await forgot('employee@luxe.example');
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mail = await latestMail();
    expect(mail?.to).toBe('employee@luxe.example');
    expect(mail?.body).toMatch(/\/reset-password\?token=/);
  });

  it('resets with a single-use token, ends old sessions, and refuses reuse', async () => {
    // A person of its own: the new password would fail any other test's sign-in with the demo one.
    const email = 'reset@own-account.example';
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: signUpPayload('Reset Studio', { email, password: 'the-old-secret' }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const old = await ctx.signIn(email, 'the-old-secret');
    await forgot(email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec((await latestMail())!.body)![1]!);
    const reset = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, password } });
    expect((await reset('short')).statusCode).toBe(400);
    expect((await reset('a-brand-new-secret')).statusCode).toBe(200);
    expect((await old.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect((await signin(email, 'a-brand-new-secret', '10.4.0.1')).statusCode).toBe(200);
    const again = await reset('another-new-secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a token older than 30 minutes', async () => {
    await forgot('frontdesk@luxe.example', '10.3.0.2');
    const token = decodeURIComponent(/token=([^\s]+)/.exec((await latestMail())!.body)![1]!);
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 31 * 60_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'late-new-password' },
    });
    ctx.clock.now = start;
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-up', () => {
  const payload = signUpPayload('Fresh Fade', { email: 'sam@freshfade.example' });

  it('creates the tenant, owner and first establishment and signs the owner in', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ role: 'owner', email: 'sam@freshfade.example' });
    expect(user.establishments).toHaveLength(1);
    const token = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    const list = await ctx.app.inject({
      url: '/api/admin/establishments',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        name: 'Fresh Fade Austin',
        timeZone: 'America/Chicago',
        tenantId: user.tenantId,
      }),
    ]);
  });

  it('refuses an email that has an account with 409 and creates nothing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { ...payload, businessName: 'Dup', email: 'owner@luxe.example' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists.');
  });

  it('validates the password length and the time zone', async () => {
    const short = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { ...payload, email: 'x@y.example', password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('at least 8 characters');
    const tz = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        ...payload,
        email: 'x@y.example',
        establishment: { ...payload.establishment, timeZone: 'Mars/Olympus' },
      },
    });
    expect(tz.statusCode).toBe(400);
  });
});

describe('cross-site request defence', () => {
  it('refuses a state-changing request without the tenant header', async () => {
    const s = await ctx.signIn('owner@luxe.example');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/establishments',
      cookies: { [SESSION_COOKIE]: s.token },
      payload: {
        name: 'Forged',
        timeZone: 'UTC',
        address: { street: '', city: '', state: '', postalCode: '', country: '' },
      },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF');
    const list = await s.request({ url: '/api/admin/establishments' });
    expect(list.json().data.map((e: { name: string }) => e.name)).not.toContain('Forged');
  });

  it('refuses a form-encoded body as a cross-site form would send it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=owner%40luxe.example&password=daybook-demo',
    });
    expect(res.statusCode).toBe(415);
  });
});
