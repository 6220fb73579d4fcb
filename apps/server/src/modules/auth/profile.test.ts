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

describe('business details (issue #33, onboarding "business" step)', () => {
  const tenantUrl = (s: Awaited<ReturnType<TestContext['signIn']>>, tenantId = s.user.tenantId) =>
    `/api/admin/tenants/${tenantId}`;
  const put = (s: Awaited<ReturnType<TestContext['signIn']>>, payload: object, tenantId?: string) =>
    s.request({ method: 'PUT', url: tenantUrl(s, tenantId), payload });

  it('lets the owner set name, email, phone and address, answered and read back as GET has them', async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const res = await put(owner, {
      name: ' Luxe Hair Studio ',
      email: ' Hello@Luxe.EXAMPLE ',
      phone: '(212) 555-0142',
      address: '12 Spring St, New York, NY 10012',
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      id: owner.user.tenantId,
      name: 'Luxe Hair Studio',
      email: 'hello@luxe.example',
      phone: '+12125550142',
      address: '12 Spring St, New York, NY 10012',
    };
    expect(res.json().data).toMatchObject(expected);
    const read = await owner.request({ url: tenantUrl(owner) });
    expect(read.json().data).toEqual(res.json().data);

    // An admin may change it too; a blank address clears it, a missing phone stays as it is.
    const admin = await ctx.signIn('admin@luxe.example');
    const cleared = await put(admin, { name: 'Luxe Hair Studio', email: 'hello@luxe.example', address: ' ' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ phone: '+12125550142', address: null });
  });

  it('refuses managers and front desk with 403, and changes nothing', async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const before = (await owner.request({ url: tenantUrl(owner) })).json().data;
    for (const email of ['manager@luxe.example', 'frontdesk@luxe.example']) {
      const s = await ctx.signIn(email);
      expect((await put(s, { name: 'Taken Over' })).statusCode, email).toBe(403);
    }
    expect((await owner.request({ url: tenantUrl(owner) })).json().data).toEqual(before);
  });

  it("answers 404 'Tenant not found' for another tenant's id, and changes nothing there", async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const north = await ctx.signIn('owner@northside.example');
    const before = (await north.request({ url: tenantUrl(north) })).json().data;
    const res = await put(owner, { name: 'Hijacked' }, north.user.tenantId);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Tenant not found');
    expect((await north.request({ url: tenantUrl(north) })).json().data).toEqual(before);
  });

  it('refuses a bad email, a blank or too-long name and a bad phone with 400, and changes nothing', async () => {
    const owner = await ctx.signIn('owner@luxe.example');
    const before = (await owner.request({ url: tenantUrl(owner) })).json().data;
    const cases: [object, string, string][] = [
      [{ name: 'Luxe', email: 'not-an-email' }, 'email', 'Enter a valid email address.'],
      [{ name: '   ' }, 'name', 'Business name is required.'],
      [{ name: 'x'.repeat(101) }, 'name', 'Business name must be at most 100 characters.'],
      [{ name: 'Luxe', phone: 'call me' }, 'phone', 'Enter a valid phone number.'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await put(owner, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().details).toContainEqual({ path, message });
    }
    expect((await owner.request({ url: tenantUrl(owner) })).json().data).toEqual(before);
  });
});
