/**
 * Text replies (issue #32): Twilio's signed inbound webhook. STOP (and its synonyms, any case,
 * spaces around) withdraws text consent for marketing and reminders of every client with the
 * sender's number in every business, START gives it back, other text and repeats write nothing,
 * email consent and other clients stay as they were; a missing or wrong signature is a 403 with
 * no change, and a server without Twilio's auth token answers 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import twilio from 'twilio';
import {
  CONSENT_ENDPOINTS as E,
  CONSENT_MESSAGES as M,
  CRM_ENDPOINTS,
  endpointPath,
  type ClientConsent,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';

const AUTH_TOKEN = 'test-twilio-auth-token-0123456789';
const PUBLIC_URL = 'https://app.example.com';
const WEBHOOK_URL = `${PUBLIC_URL}${E.twilioSms.path}`;
/** The sender, as Twilio writes it, and as the businesses typed it. */
const SENDER = '+16465550163';

let ctx: TestContext;
let luxe: Session;
let north: Session;
/** Clients with the sender's number in two businesses, and one with another number. */
const c = {} as Record<'luxe' | 'north' | 'other', { id: string; tenantId: string }>;

async function createClient(session: Session, name: string, phone: string) {
  const [establishmentId] = session.user.establishments as [string];
  const res = await session.request({
    method: 'POST',
    url: CRM_ENDPOINTS.createClient.path,
    payload: { tenantId: session.user.tenantId, establishmentId, name, phone },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: (res.json() as { data: { id: string } }).data.id, tenantId: session.user.tenantId };
}

/** Twilio's fields of an inbound text from `from` saying `body`. */
function fields(body: string, from = SENDER): Record<string, string> {
  return {
    MessageSid: 'SM0123456789abcdef0123456789abcdef',
    AccountSid: 'AC0123456789abcdef0123456789abcdef',
    From: from,
    To: '+12125550100',
    Body: body,
    NumMedia: '0',
  };
}

function post(
  context: TestContext,
  params: Record<string, string>,
  signature: string | null = twilio.getExpectedTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, params),
) {
  return context.app.inject({
    method: 'POST',
    url: E.twilioSms.path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

async function reply(body: string) {
  const res = await post(ctx, fields(body));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  expect(res.body).toBe('<Response/>');
}

/** The recorded changes of a client, oldest first. */
async function rows(client: { id: string; tenantId: string }) {
  return withTenant(ctx.database.db, { tenantId: client.tenantId }, (tx) =>
    queryRows<{ channel: string; purpose: string; granted: boolean; source: string; detail: string | null }>(
      tx,
      sql`SELECT channel, purpose, granted, source, detail FROM client_consents
          WHERE client_id = ${client.id} ORDER BY created_at, id`,
    ),
  );
}

async function consent(session: Session, clientId: string): Promise<ClientConsent> {
  const res = await session.request({ url: endpointPath(E.get, { id: clientId }) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ClientConsent }).data;
}

/** sms consent per purpose, as the CRM shows it. */
async function sms(session: Session, clientId: string) {
  const { current } = await consent(session, clientId);
  return Object.fromEntries(current.filter((x) => x.channel === 'sms').map((x) => [x.purpose, x.granted]));
}

const stopRows = (granted: boolean, detail: string) =>
  ['marketing', 'reminders'].map((purpose) => ({
    channel: 'sms',
    purpose,
    granted,
    source: 'sms_reply',
    detail,
  }));

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: PUBLIC_URL, twilio: { authToken: AUTH_TOKEN } });
  luxe = await ctx.signIn('owner@luxe.example');
  north = await ctx.signIn('owner@northside.example');
  c.luxe = await createClient(luxe, 'Reply Luxe', '(646) 555-0163');
  c.north = await createClient(north, 'Reply North', '646.555.0163');
  c.other = await createClient(luxe, 'Reply Other', '(646) 555-0164');
  // Opted in to text and email marketing by the business, so STOP has something to withdraw.
  for (const [session, client] of [
    [luxe, c.luxe],
    [north, c.north],
    [luxe, c.other],
  ] as const)
    for (const channel of ['sms', 'email'])
      await session.request({
        method: 'PUT',
        url: endpointPath(E.set, { id: client.id }),
        payload: { channel, purpose: 'marketing', granted: true },
      });
});
afterAll(async () => {
  await ctx?.close();
});

describe('Twilio inbound texts', () => {
  it('changes nothing on a missing or wrong signature (403)', async () => {
    const before = await rows(c.luxe);
    const params = fields('STOP');
    const wrong = [
      null,
      '',
      twilio.getExpectedTwilioSignature('another-token', WEBHOOK_URL, params),
      // Signed for another body than the one sent.
      twilio.getExpectedTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, fields('hello')),
      twilio.getExpectedTwilioSignature(
        AUTH_TOKEN,
        'https://elsewhere.example.com/api/webhooks/twilio/sms',
        params,
      ),
    ];
    for (const signature of wrong) {
      const res = await post(ctx, params, signature);
      expect(res.statusCode, String(signature)).toBe(403);
      expect((res.json() as { message: string }).message).toBe(M.smsSignature);
    }
    expect(await rows(c.luxe)).toEqual(before);
  });

  it('leaves consent as it is on any other text', async () => {
    const before = await Promise.all([rows(c.luxe), rows(c.north)]);
    for (const body of ['Thanks!', 'stop it', 'please STOP', 'STOP STOP', ''] as const) await reply(body);
    expect(await Promise.all([rows(c.luxe), rows(c.north)])).toEqual(before);
  });

  it('withdraws text consent for both purposes in every business on STOP, once', async () => {
    const before = { luxe: await rows(c.luxe), north: await rows(c.north), other: await rows(c.other) };
    await reply('STOP');
    expect(await rows(c.luxe)).toEqual([...before.luxe, ...stopRows(false, 'STOP reply')]);
    expect(await rows(c.north)).toEqual([...before.north, ...stopRows(false, 'STOP reply')]);
    expect(await rows(c.other)).toEqual(before.other);
    expect(await sms(luxe, c.luxe.id)).toEqual({ marketing: false, reminders: false });
    expect(await sms(north, c.north.id)).toEqual({ marketing: false, reminders: false });
    expect(await sms(luxe, c.other.id)).toEqual({ marketing: true, reminders: true });
    // Email consent stands.
    const email = (await consent(luxe, c.luxe.id)).current.filter((x) => x.channel === 'email');
    expect(email.map((x) => [x.purpose, x.granted])).toEqual([
      ['marketing', true],
      ['reminders', true],
    ]);
    // A repeat, and a synonym, write nothing.
    await reply('STOP');
    await reply('unsubscribe');
    expect(await rows(c.luxe)).toHaveLength(before.luxe.length + 2);
    // The CRM's history names the reply.
    const { history, current } = await consent(north, c.north.id);
    expect(history.slice(0, 2).map((h) => [h.source, h.detail, h.granted, h.changedBy])).toEqual([
      ['sms_reply', 'STOP reply', false, null],
      ['sms_reply', 'STOP reply', false, null],
    ]);
    expect(current.filter((x) => x.channel === 'sms').map((x) => x.source)).toEqual([
      'sms_reply',
      'sms_reply',
    ]);
  });

  it('gives text consent back on START, and takes " stop " in any case', async () => {
    await reply('start');
    expect(await sms(luxe, c.luxe.id)).toEqual({ marketing: true, reminders: true });
    expect(await sms(north, c.north.id)).toEqual({ marketing: true, reminders: true });
    expect((await rows(c.north)).slice(-2)).toEqual(stopRows(true, 'START reply'));
    await reply(' stop ');
    expect(await sms(luxe, c.luxe.id)).toEqual({ marketing: false, reminders: false });
    await reply('Yes');
    expect(await sms(north, c.north.id)).toEqual({ marketing: true, reminders: true });
    expect(await sms(luxe, c.other.id)).toEqual({ marketing: true, reminders: true });
  });

  it('answers 503 when Twilio is not configured, and changes nothing', async () => {
    const bare = await createTestContext({ publicUrl: PUBLIC_URL });
    try {
      const res = await post(bare, fields('STOP'));
      expect(res.statusCode, res.body).toBe(503);
      expect((res.json() as { message: string }).message).toBe(M.smsOff);
      expect(M.smsOff).toBe('Text messages are not configured');
      const changed = await queryRows<{ n: number }>(
        bare.database.db,
        sql`SELECT count(*)::int AS n FROM client_consents WHERE source = 'sms_reply'`,
      );
      expect(changed).toEqual([{ n: 0 }]);
    } finally {
      await bare.close();
    }
  });
});
