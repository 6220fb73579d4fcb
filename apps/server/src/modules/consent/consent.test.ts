/**
 * Client consent (issue #32, first slice): defaults, staff changes and their history, the same
 * value writing nothing, bad input, who may change it, tenants, the record being append-only for
 * the app role, the public one-click unsubscribe (RFC 8058) and `consentOf` for senders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  CLIENT_MESSAGES,
  CONSENT_ENDPOINTS as E,
  CONSENT_MESSAGES as M,
  SERVICE_ENDPOINTS,
  endpointPath,
  type AvailabilitySlot,
  type Service,
  type ClientConsent,
  type UnsubscribeState,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { ok, refused } from '../../../test/http.js';
import { bookAt, openSlots } from '../../../test/booking.js';
import { consentOf, unsubscribeLink, unsubscribeScope } from './index.js';
import { DEVELOPMENT_UNSUBSCRIBE_SECRET } from './consent.token.js';

type Who = 'owner' | 'frontdesk' | 'employee' | 'north';
let ctx: TestContext;
const s = {} as Record<Who, Session>;
let tenantId: string;
/** Clients at the front desk's location: one the employee served, and two others. */
let served: string;
let other: string;
let third: string;
const queries: string[] = [];

const path = (id: string) => endpointPath(E.get, { id });
const scope = () =>
  unsubscribeScope({ publicUrl: 'https://app.example.com', unsubscribeSecret: undefined }, tenantId);

async function rows(clientId: string) {
  return withTenant(ctx.database.db, { tenantId }, (tx) =>
    queryRows<{
      channel: string;
      purpose: string;
      granted: boolean;
      source: string;
      changed_by: string | null;
      detail: string | null;
    }>(
      tx,
      sql`SELECT channel, purpose, granted, source, changed_by, detail FROM client_consents
          WHERE client_id = ${clientId} ORDER BY created_at DESC`,
    ),
  );
}

beforeAll(async () => {
  ctx = await createTestContext({}, { logQuery: (q) => queries.push(q) });
  for (const role of ['owner', 'frontdesk', 'employee'] as const)
    s[role] = await ctx.signIn(`${role}@luxe.example`);
  s.north = await ctx.signIn('owner@northside.example');
  tenantId = s.owner.user.tenantId;
  const [manhattan] = s.frontdesk.user.establishments as [string];
  // A booking of the employee's at her first free start, for a client at the front desk's location.
  const services = (
    await s.owner.request({
      url: endpointPath(SERVICE_ENDPOINTS.list, { establishmentId: manhattan, tenantId }),
    })
  ).json().data as Service[];
  const from = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  let slot: AvailabilitySlot | undefined;
  let serviceId = '';
  for (const service of services) {
    [slot] = await openSlots(s.frontdesk, manhattan, {
      date: from,
      serviceId: service.id,
      staffIds: [s.employee.user.id],
    });
    serviceId = service.id;
    if (slot) break;
  }
  const booked = await bookAt(s.frontdesk, manhattan, {
    slot: slot!,
    serviceId,
    staffId: s.employee.user.id,
    clientName: 'Consent Served',
  });
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    // Clients of their own: the demo imports marketing consent for its clients.
    const clients = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO clients (tenant_id, establishment_id, name, email, phone)
          SELECT ${tenantId}, ${manhattan}, 'Consent Client ' || n, 'consent' || n || '@clients.example',
            '+1212555' || lpad(n::text, 4, '0')
          FROM generate_series(1, 3) n RETURNING id`,
    );
    [served, other, third] = clients.map((r) => r.id) as [string, string, string];
    await tx.execute(sql`UPDATE appointments SET client_id = ${served} WHERE id = ${booked}`);
  });
});
afterAll(() => ctx.close());

describe("a client's consent on the CRM", () => {
  it('answers the defaults without any record: reminders granted, marketing not', async () => {
    const consent = await ok<ClientConsent>(s.owner, 'GET', path(other));
    expect(consent.history).toEqual([]);
    expect(consent.current).toEqual([
      { channel: 'email', purpose: 'marketing', granted: false, changedAt: null, source: 'default' },
      { channel: 'email', purpose: 'reminders', granted: true, changedAt: null, source: 'default' },
      { channel: 'sms', purpose: 'marketing', granted: false, changedAt: null, source: 'default' },
      { channel: 'sms', purpose: 'reminders', granted: true, changedAt: null, source: 'default' },
    ]);
  });

  it('records a staff change with who, when and from where, newest first in the history', async () => {
    const before = Date.now();
    const body = { channel: 'email', purpose: 'marketing', granted: true };
    const consent = await ok<ClientConsent>(s.owner, 'PUT', path(other), body);
    const email = consent.current.find((c) => c.channel === 'email' && c.purpose === 'marketing')!;
    expect(email).toMatchObject({ granted: true, source: 'staff' });
    expect(Date.parse(email.changedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(consent.history).toHaveLength(1);
    expect(consent.history[0]).toMatchObject({
      channel: 'email',
      purpose: 'marketing',
      granted: true,
      source: 'staff',
      changedBy: { id: s.owner.user.id, name: `${s.owner.user.first_name} ${s.owner.user.last_name}` },
      detail: null,
    });
    const text = await ok<ClientConsent>(s.owner, 'PUT', path(other), {
      ...body,
      channel: 'sms',
      granted: true,
    });
    expect(text.history.map((h) => h.channel)).toEqual(['sms', 'email']);
    expect((await ok<ClientConsent>(s.owner, 'GET', path(other))).history).toEqual(text.history);
  });

  it('writes nothing for a change to the value in force (recorded or default)', async () => {
    const before = (await rows(other)).length;
    await ok(s.owner, 'PUT', path(other), { channel: 'email', purpose: 'marketing', granted: true });
    await ok(s.owner, 'PUT', path(other), { channel: 'email', purpose: 'reminders', granted: true });
    expect(await rows(other)).toHaveLength(before);
  });

  it('refuses bad values with a sentence, writing nothing', async () => {
    const before = (await rows(other)).length;
    const put = (body: Record<string, unknown>) => refused(s.owner, 'PUT', path(other), body, 400);
    expect(await put({ channel: 'fax', purpose: 'marketing', granted: true })).toContain(M.channel);
    expect(await put({ channel: 'email', purpose: 'news', granted: true })).toContain(M.purpose);
    expect(await put({ channel: 'email', purpose: 'marketing', granted: 'yes' })).toContain(M.granted);
    expect(await refused(s.owner, 'GET', path('not-an-id'), undefined, 400)).toContain(M.clientId);
    expect(await rows(other)).toHaveLength(before);
  });

  it('lets the front desk change it and the employee only read it (roles.ts client:update)', async () => {
    await ok(s.employee, 'GET', path(served));
    await refused(
      s.employee,
      'PUT',
      path(served),
      { channel: 'sms', purpose: 'reminders', granted: false },
      403,
    );
    const consent = await ok<ClientConsent>(s.frontdesk, 'PUT', path(served), {
      channel: 'sms',
      purpose: 'reminders',
      granted: false,
    });
    expect(consent.history[0]).toMatchObject({ source: 'staff', changedBy: { id: s.frontdesk.user.id } });
  });

  it("answers 404 for another tenant's client, and writes nothing there", async () => {
    const before = (await rows(other)).length;
    expect(await refused(s.north, 'GET', path(other), undefined, 404)).toBe(CLIENT_MESSAGES.notFound);
    const body = { channel: 'email', purpose: 'marketing', granted: false };
    expect(await refused(s.north, 'PUT', path(other), body, 404)).toBe(CLIENT_MESSAGES.notFound);
    expect(await rows(other)).toHaveLength(before);
  });

  it('is append-only: the app role may neither update nor delete a row', async () => {
    // The driver wraps the database's refusal; its cause carries SQLSTATE 42501.
    const refusal = (statement: ReturnType<typeof sql>) =>
      withTenant(ctx.database.db, { tenantId }, (tx) => tx.execute(statement)).then(
        () => 'done',
        (err: Error) => String((err.cause as { code?: string } | undefined)?.code),
      );
    expect(await refusal(sql`UPDATE client_consents SET granted = NOT granted`)).toBe('42501');
    expect(await refusal(sql`DELETE FROM client_consents`)).toBe('42501');
    expect((await rows(other)).length).toBeGreaterThan(0);
  });
});

describe('the public one-click unsubscribe', () => {
  it('makes RFC 8058 headers pointing at the public endpoint, and a page URL', () => {
    const link = unsubscribeLink(scope(), other, 'email', 'marketing');
    const token = link.url.split('/').pop()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(link.url).toBe(`https://app.example.com/unsubscribe/${token}`);
    expect(link.listUnsubscribeHeaders).toEqual({
      'List-Unsubscribe': `<https://app.example.com/api/public/unsubscribe/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('shows and withdraws marketing consent with the form body mail clients send, once', async () => {
    await ok(s.owner, 'PUT', path(third), { channel: 'email', purpose: 'marketing', granted: true });
    const token = unsubscribeLink(scope(), third, 'email', 'marketing').url.split('/').pop()!;
    const url = endpointPath(E.unsubscribe, { token });
    const state = await ctx.app.inject({ method: 'GET', url });
    expect(state.statusCode, state.body).toBe(200);
    expect((state.json() as { data: UnsubscribeState }).data).toEqual({
      businessName: expect.any(String) as string,
      channel: 'email',
      purpose: 'marketing',
      granted: true,
    });
    const oneClick = () =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { data: UnsubscribeState }).data.granted).toBe(false);
    const [latest] = await rows(third);
    expect(latest).toEqual({
      channel: 'email',
      purpose: 'marketing',
      granted: false,
      source: 'client',
      changed_by: null,
      detail: 'unsubscribe link',
    });
    const count = (await rows(third)).length;
    expect((await oneClick()).statusCode).toBe(200);
    // The page's button sends JSON or nothing.
    expect((await ctx.app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(200);
    const empty = await ctx.app.inject({ method: 'POST', url });
    expect(empty.statusCode, empty.body).toBe(200);
    expect(await rows(third)).toHaveLength(count);
    const consent = await ok<ClientConsent>(s.owner, 'GET', path(third));
    expect(consent.history[0]).toMatchObject({
      source: 'client',
      changedBy: null,
      detail: 'unsubscribe link',
    });
  });

  it('answers 404 with a sentence for a tampered or foreign-secret token, changing nothing', async () => {
    await ok(s.owner, 'PUT', path(third), { channel: 'sms', purpose: 'marketing', granted: true });
    const before = (await rows(third)).length;
    const token = unsubscribeLink(scope(), third, 'sms', 'marketing').url.split('/').pop()!;
    const flipped = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    const otherSecret = unsubscribeLink(
      { ...scope(), secret: `${DEVELOPMENT_UNSUBSCRIBE_SECRET}!` },
      third,
      'sms',
      'marketing',
    )
      .url.split('/')
      .pop()!;
    for (const bad of [flipped, otherSecret, 'nonsense', token.slice(0, -1)]) {
      const url = endpointPath(E.unsubscribe, { token: bad });
      const get = await ctx.app.inject({ method: 'GET', url });
      expect(get.statusCode, bad).toBe(404);
      expect((get.json() as { message: string }).message).toBe(M.linkInvalid);
      const post = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode, bad).toBe(404);
      expect((post.json() as { message: string }).message).toBe(M.linkInvalid);
    }
    expect(await rows(third)).toHaveLength(before);
  });

  it('takes no form body on a signed-in route', async () => {
    const res = await s.owner.request({
      method: 'PUT',
      url: path(third),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'channel=email&purpose=marketing&granted=true',
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('consentOf, for senders', () => {
  it('answers the latest recorded value or the default, in one query', async () => {
    await ok(s.owner, 'PUT', path(served), { channel: 'email', purpose: 'marketing', granted: true });
    await ok(s.owner, 'PUT', path(served), { channel: 'email', purpose: 'marketing', granted: false });
    await ok(s.owner, 'PUT', path(served), { channel: 'email', purpose: 'marketing', granted: true });
    const ids = [served, other, third];
    const { marketing, reminders, read } = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      queries.length = 0;
      const marketing = await consentOf(tx, ids, 'email', 'marketing');
      const read = queries.filter((q) => q.includes('client_consents')).length;
      const reminders = await consentOf(tx, ids, 'sms', 'reminders');
      return { marketing, reminders, read };
    });
    expect(read).toBe(1);
    // served: granted, withdrawn, granted again; other: staff opt-in; third: unsubscribed.
    expect([...marketing]).toEqual([
      [served, true],
      [other, true],
      [third, false],
    ]);
    // served: the front desk withdrew text reminders; the others keep the default.
    expect([...reminders]).toEqual([
      [served, false],
      [other, true],
      [third, true],
    ]);
  });
});
