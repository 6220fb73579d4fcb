import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@daybook/contracts';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('profile update (issue #11)', () => {
  it("updates one's own name, phone (as E.164) and picture, and /me shows the new name", async () => {
    const s = await ctx.signIn('frontdesk@luxe.example');
    const avatar = dataUrl('image/png', PNG);
    const res = await s.request({
      method: 'PUT',
      url: `/api/admin/user-profiles/${s.user.id}`,
      payload: { first_name: ' Fiona ', last_name: 'Desk', phone: '(212) 555-0199', avatar_url: avatar },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Fiona',
      last_name: 'Desk',
      phone: '+12125550199',
      avatar_url: avatar,
    });
    const me = await s.request({ url: '/api/v1/auth/me' });
    expect(me.json().user.first_name).toBe('Fiona');

    const cleared = await s.request({
      method: 'PUT',
      url: `/api/admin/user-profiles/${s.user.id}`,
      payload: { first_name: 'Fiona', last_name: 'Desk', phone: '', avatar_url: null },
    });
    expect(cleared.json().data).toMatchObject({ phone: null, avatar_url: null });
  });

  it('refuses a blank name, a bad phone, a non-image or a too-large picture with 400', async () => {
    const s = await ctx.signIn('employee@luxe.example');
    const put = (payload: object) =>
      s.request({
        method: 'PUT',
        url: `/api/admin/user-profiles/${s.user.id}`,
        payload: { first_name: 'Emma', last_name: 'Stone', ...payload },
      });
    const big = Buffer.concat([PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const cases: [object, string][] = [
      [{ first_name: '  ' }, 'First name is required.'],
      [{ phone: 'call me' }, 'Enter a valid phone number.'],
      [{ avatar_url: 'https://example.com/me.png' }, 'Use a PNG, JPEG or WebP image.'],
      [
        { avatar_url: dataUrl('image/png', Buffer.from('<svg onload="x()"/>')) },
        'Use a PNG, JPEG or WebP image.',
      ],
      [{ avatar_url: dataUrl('image/svg+xml', Buffer.from('<svg/>')) }, 'Use a PNG, JPEG or WebP image.'],
      [{ avatar_url: dataUrl('image/png', big) }, 'The image must be at most 100 KB.'],
    ];
    for (const [payload, message] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it("refuses another user's profile, even for the owner, and changes nothing", async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const manager = await ctx.signIn('manager@luxe.example');
    const res = await owner.request({
      method: 'PUT',
      url: `/api/admin/user-profiles/${manager.user.id}`,
      payload: { first_name: 'Hacked', last_name: 'Name' },
    });
    expect(res.statusCode).toBe(403);
    const after = await manager.request({ url: '/api/admin/user-profiles/me-migrate' });
    expect(after.json().data.first_name).toBe(manager.user.first_name);
  });
});

describe('change password (issue #11)', () => {
  const change = (
    s: Awaited<ReturnType<TestContext['signIn']>>,
    currentPassword: string,
    newPassword: string,
  ) =>
    s.request({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword, newPassword },
    });

  it('refuses a wrong current password with the text on the field, and changes nothing', async () => {
    const s = await ctx.signIn('manager@luxe.example');
    const res = await change(s, 'not-my-password', 'a-brand-new-secret');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Current password is incorrect.',
      details: [{ path: 'currentPassword', message: 'Current password is incorrect.' }],
    });
    // The old password still works, the new one does not, and the session lives on.
    await ctx.signIn('manager@luxe.example');
    await expect(ctx.signIn('manager@luxe.example', 'a-brand-new-secret')).rejects.toThrow(/401/);
    expect((await s.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
  });

  it('refuses a short new password with the spec rule', async () => {
    const s = await ctx.signIn('manager@luxe.example');
    const res = await change(s, 'daybook-demo', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Password must be at least');
  });

  it("ends the user's other sessions but keeps this one", async () => {
    const here = await ctx.signIn('employee@luxe.example');
    const elsewhere = await ctx.signIn('employee@luxe.example');
    const colleague = await ctx.signIn('frontdesk@luxe.example');
    const res = await change(here, 'daybook-demo', 'a-brand-new-secret');
    expect(res.statusCode).toBe(200);
    try {
      expect((await here.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
      expect((await elsewhere.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
      expect((await colleague.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
      await ctx.signIn('employee@luxe.example', 'a-brand-new-secret');
      await expect(ctx.signIn('employee@luxe.example')).rejects.toThrow(/401/);
    } finally {
      // Other tests of the file sign this person in with the demo password.
      expect((await change(here, 'a-brand-new-secret', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('throttles repeated wrong current passwords with 429', async () => {
    const s = await ctx.signIn('owner@luxe.example');
    for (let i = 0; i < 5; i++)
      expect((await change(s, `wrong-${i}`, 'a-brand-new-secret')).statusCode).toBe(400);
    expect((await change(s, 'daybook-demo', 'a-brand-new-secret')).statusCode).toBe(429);
  });
});
