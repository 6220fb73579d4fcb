/**
 * Sending campaigns (issue #32; campaigns.sending.ts): the start fills recipients with consent
 * and an address only, each client once; two pumps at once send each recipient exactly once
 * through a real SMTP server on loopback (smtp-server), headers included; a row whose lease ran
 * out is sent again; a STOP between batches skips the rest; a 5xx bounces; a cancel stops the
 * pumps; the campaign is marked sent once; texts wait for 08:00; the tracking endpoints record
 * once and redirect only to the campaign's own links; the test send and the estimate. Pumps are
 * driven by calling them with a fixed clock (ahead of the database's: the queue's own worker
 * leaves their jobs alone).
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import RestException from 'twilio/lib/base/RestException.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_NO_NEXT_APPOINTMENT,
  CAMPAIGN_SMS_OPT_OUT,
  CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS,
  type SegmentFilter,
} from '@daybook/contracts';
import { textMessageSize } from '@daybook/contracts/text-message-size';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createMailer, type MailMessage } from '../../mail/mailer.js';
import type { SmsMessage } from '../../sms/sms-sender.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { recordConsent, unsubscribeScope } from '../consent/index.js';
import { saveSegment } from '../segments/index.js';
import { campaignLinks, signClick, signOpen, verifyClick } from './campaigns.links.js';
import { localWhen } from '../../lib/message-when.js';
import { campaignRenderer, type CampaignContent, type CampaignPlace } from './campaigns.render.js';
import {
  runPump,
  startCampaign,
  sweepCampaigns,
  type PumpJob,
  type SendingDeps,
  type StartJob,
} from './campaigns.sending.js';
import { estimateCampaign } from './campaigns.estimate.js';
import { sendTest } from './campaigns.test-send.js';

const PUBLIC_URL = 'https://salon.example.com';
/** 10:00 in New York on 2026-12-08. */
const DAYTIME = new Date('2026-12-08T15:00:00Z');
/** 22:00 in New York: texts wait until 08:00 (13:00Z) the next day. */
const NIGHT = new Date('2026-12-09T03:00:00Z');

let ctx: TestContext;
let tenantId: string;
let manhattan: string;
let ownerId: string;

/** What the loopback SMTP server received: envelope recipient and the raw message. */
const received: { to: string; raw: string }[] = [];
/** Addresses the SMTP server refuses with 550 (a permanent failure). */
const refused = new Set<string>();
let smtp: SMTPServer;
let smtpUrl: string;
const texts: SmsMessage[] = [];
const pumps: { job: PumpJob; at: Date; key: string }[] = [];
const starts: { job: StartJob; at: Date; key: string }[] = [];
let onText: (m: SmsMessage) => Promise<void> = async () => undefined;

function sendingDeps(over: Partial<SendingDeps> = {}): SendingDeps {
  return {
    db: ctx.database.db,
    now: () => ctx.clock.now,
    mailer: createMailer(ctx.database.db, smtpUrl, 'Luxe <hello@luxe.example>'),
    sms: {
      send: async (m) => {
        texts.push(m);
        await onText(m);
      },
    },
    scope: (t) => unsubscribeScope({ publicUrl: PUBLIC_URL, unsubscribeSecret: undefined }, t),
    queueStart: async (job, at, key) => void starts.push({ job, at, key }),
    queuePump: async (job, at, key) => void pumps.push({ job, at, key }),
    tuning: { rate: 10_000 },
    ...over,
  };
}

let seq = 0;
/** `n` new clients of Manhattan with email and phone (`tag` in their names), marketing consent per `consent`. */
async function newClients(
  n: number,
  consent: { email?: boolean; sms?: boolean } = { email: true, sms: true },
) {
  seq += 1;
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const [row] = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`INSERT INTO clients (tenant_id, establishment_id, name, email, phone)
          VALUES (${tenantId}, ${manhattan}, ${`Zed${seq}x${i} Tester`}, ${`zed${seq}x${i}@mail.example`},
                  ${`+1212555${String(seq * 100 + i).padStart(4, '0')}`})
          RETURNING id`,
    );
    ids.push(row!.id);
  }
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    for (const clientId of ids)
      for (const channel of ['email', 'sms'] as const)
        if (consent[channel])
          await recordConsent(tx, tenantId, {
            clientId,
            channel,
            purpose: 'marketing',
            granted: true,
            source: 'staff',
            changedBy: null,
            detail: null,
          });
  });
  return ids;
}

/** A segment of every client (the tenant's other clients have no marketing consent: beforeAll). */
async function everyone(filter: SegmentFilter = {}): Promise<string> {
  return withTenant(
    ctx.database.db,
    { tenantId },
    async (tx) => (await saveSegment(tx, tenantId, `All ${++seq}`, filter, null)).id,
  );
}

interface CampaignOptions {
  channel?: 'email' | 'sms';
  body?: string;
  subject?: string | null;
  trackOpens?: boolean;
  status?: string;
}

async function newCampaign(segmentId: string, o: CampaignOptions = {}): Promise<string> {
  const channel = o.channel ?? 'email';
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`INSERT INTO campaigns (tenant_id, establishment_id, segment_id, name, channel, subject, body, track_opens, status, scheduled_at)
        VALUES (${tenantId}, ${manhattan}, ${segmentId}, 'Winter', ${channel},
                ${channel === 'email' ? (o.subject ?? 'Hello {{first_name}}') : null},
                ${o.body ?? 'Hi {{first_name}}, see https://luxe.example/winter. Next: {{next_appointment}}'},
                ${o.trackOpens ?? false}, ${o.status ?? 'scheduled'}, ${ctx.clock.now})
        RETURNING id`,
  );
  return row!.id;
}

async function recipients(campaignId: string) {
  return queryRows<{
    id: string;
    client_id: string;
    to_address: string;
    status: string;
    reason: string | null;
    attempts: number;
    opened_at: Date | null;
    clicked_at: Date | null;
  }>(
    ctx.database.db,
    sql`SELECT id, client_id, to_address, status, reason, attempts, opened_at, clicked_at
        FROM campaign_recipients WHERE campaign_id = ${campaignId} ORDER BY to_address`,
  );
}

async function campaignStatus(campaignId: string) {
  const [row] = await queryRows<{ status: string; finished_at: Date | null; started_at: Date | null }>(
    ctx.database.db,
    sql`SELECT status, finished_at, started_at FROM campaigns WHERE id = ${campaignId}`,
  );
  return row!;
}

const pump = (campaignId: string, lane = 0): PumpJob => ({
  tenantId,
  campaignId,
  lane,
  slot: `p${lane}`,
  round: 0,
});

/** Header `name` of a raw message (unfolded), or undefined. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address)) {
        const err = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

  ctx = await createTestContext({ publicUrl: PUBLIC_URL });
  ctx.clock.now = DAYTIME;
  const owner = await ctx.signIn('owner@luxe.example');
  tenantId = owner.user.tenantId;
  ownerId = owner.user.id;
  [manhattan] = (await ctx.signIn('frontdesk@luxe.example')).user.establishments as [string];
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  // The demo's clients agreed to marketing in part, and earlier tests' clients too: withdrawn,
  // so that each test's own clients are the whole audience.
  await ctx.database.db.execute(sql`
    INSERT INTO client_consents (tenant_id, client_id, channel, purpose, granted, source)
    SELECT c.tenant_id, c.id, ch.channel, 'marketing', false, 'staff'
    FROM clients c CROSS JOIN (VALUES ('email'), ('sms')) AS ch(channel)
    WHERE c.tenant_id = ${tenantId}`);
  ctx.clock.now = DAYTIME;
  received.length = 0;
  texts.length = 0;
  pumps.length = 0;
  starts.length = 0;
  refused.clear();
  onText = async () => undefined;
});

const PLACE: CampaignPlace = {
  name: 'Luxe & Co <Manhattan>',
  street: '12 Main St',
  city: 'New York',
  state: 'NY',
  postalCode: '10001',
  timeZone: 'America/New_York',
};
const T = '11111111-1111-4111-8111-111111111111';
const R = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const E = '44444444-4444-4444-8444-444444444444';
const scope = () => unsubscribeScope({ publicUrl: PUBLIC_URL, unsubscribeSecret: undefined }, T);
const content = (o: Partial<CampaignContent> = {}): CampaignContent => ({
  id: '55555555-5555-4555-8555-555555555555',
  tenantId: T,
  channel: 'email',
  establishmentId: E,
  subject: 'Hi {{first_name}}',
  body: 'Hello {{first_name}} & friends,\nsee https://luxe.example/a?x=1&y=2.\n\nBook: {{booking_link}} at {{location}}. Next: {{next_appointment}}\n\nAlso https://luxe.example/b',
  trackOpens: false,
  ...o,
});
const values = {
  recipientId: R,
  clientId: C,
  firstName: '<b>Ann</b>',
  nextAppointment: 'Tue, Dec 8 at 2:30 PM',
};

describe('rendering', () => {
  it('fills merge fields escaped, makes paragraphs, tracks every link, and adds the footer and headers', async () => {
    const r = await campaignRenderer(content(), PLACE, scope());
    const m = r.email('ann@mail.example', values);
    const secret = scope().secret;
    const click = (i: number) => `${PUBLIC_URL}/api/public/campaigns/click/${signClick(secret, T, R, i)}`;
    expect(m.subject).toBe('Hi <b>Ann</b>');
    expect(m.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt; &amp; friends,<br />see ');
    expect(m.html).not.toContain('<b>Ann</b>');
    // The body's links, in order, then the booking page as index 0 (button and merge field).
    expect(m.html).toContain(
      `<a href="${click(1)}" style="color:#1d4ed8">https://luxe.example/a?x=1&amp;y=2</a>.`,
    );
    expect(m.html).toContain(`href="${click(2)}"`);
    expect(m.html).toContain(`<a href="${click(0)}" style="color:#1d4ed8">${PUBLIC_URL}/book/${E}</a>`);
    expect(m.html!.match(new RegExp(click(0).replace(/[.?]/g, '\\$&'), 'g'))!.length).toBe(2);
    expect(m.html).not.toContain('https://luxe.example/a?x=1&amp;y=2"');
    expect(m.html!.split('<p ').length - 1).toBe(3);
    expect(m.html).toContain('Luxe &amp; Co &lt;Manhattan&gt;');
    expect(m.html).toContain('12 Main St, New York, NY 10001');
    expect(m.html).toContain('Next: Tue, Dec 8 at 2:30 PM');
    expect(m.html).toContain('Book now');
    expect(m.html).not.toContain('/api/public/campaigns/open/');
    expect(m.html).not.toMatch(/__DB_/);
    expect(m.text).toContain(`see ${click(1)}.`);
    expect(m.text).toContain(`Book: ${click(0)} at Luxe & Co <Manhattan>.`);
    expect(m.text).toContain(`Book now: ${click(0)}`);
    expect(m.text).toMatch(/Unsubscribe: https:\/\/salon\.example\.com\/unsubscribe\/[\w-]+$/);
    expect(m.headers!['List-Unsubscribe']).toMatch(
      /^<https:\/\/salon\.example\.com\/api\/public\/unsubscribe\/[\w-]+>$/,
    );
    expect(m.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(m.messageId).toBe(`<55555555-5555-4555-8555-555555555555.${C}@salon.example.com>`);
    expect(campaignLinks(PUBLIC_URL, E, content().body)).toEqual([
      `${PUBLIC_URL}/book/${E}`,
      'https://luxe.example/a?x=1&y=2',
      'https://luxe.example/b',
    ]);
    expect(verifyClick(secret, signClick(secret, T, R, 2))).toEqual({
      tenantId: T,
      recipientId: R,
      index: 2,
    });
  });

  it('adds the open pixel only when the campaign tracks opens, and never lets a body spell a placeholder', async () => {
    const on = await campaignRenderer(
      content({ trackOpens: true, body: 'Hi __DB_UNSUBSCRIBE__ __DB_F_FIRST_NAME__' }),
      PLACE,
      scope(),
    );
    const m = on.email('ann@mail.example', values);
    expect(m.html).toContain(
      `src="${PUBLIC_URL}/api/public/campaigns/open/${signOpen(scope().secret, T, R)}"`,
    );
    expect(m.html).toContain('Hi &#95;&#95;DB&#95;UNSUBSCRIBE&#95;&#95;');
  });

  it('makes a text with fields filled, links tracked and the opt-out line last', async () => {
    const r = await campaignRenderer(
      content({ channel: 'sms', subject: null, body: 'Hi {{first_name}}! {{booking_link}}' }),
      PLACE,
      scope(),
    );
    const click0 = `${PUBLIC_URL}/api/public/campaigns/click/${signClick(scope().secret, T, R, 0)}`;
    expect(r.sms(values)).toBe(`Hi <b>Ann</b>! ${click0}\n${CAMPAIGN_SMS_OPT_OUT}`);
  });
});

describe('starting', () => {
  it('fills recipients with marketing consent and an address only, each client once, then queues two pumps', async () => {
    const yes = await newClients(3);
    const [noConsent] = await newClients(1, { sms: true });
    const [noEmail] = await newClients(1);
    await ctx.database.db.execute(sql`UPDATE clients SET email = NULL WHERE id = ${noEmail!}`);
    const id = await newCampaign(await everyone());
    expect(await startCampaign(sendingDeps(), { tenantId, campaignId: id })).toBe('sending');
    expect(await startCampaign(sendingDeps(), { tenantId, campaignId: id })).toBe('not due');
    const rows = await recipients(id);
    expect(rows.map((r) => r.client_id).sort()).toEqual([...yes].sort());
    expect(rows.every((r) => r.status === 'queued' && r.to_address.endsWith('@mail.example'))).toBe(true);
    expect(rows.some((r) => r.client_id === noConsent || r.client_id === noEmail)).toBe(false);
    expect(pumps.map((p) => p.job.lane)).toEqual([0, 1]);
    expect((await campaignStatus(id)).status).toBe('sending');
    await ctx.database.db.execute(sql`UPDATE campaigns SET status = 'cancelled' WHERE id = ${id}`);
  });

  it('fills a segment larger than one statement’s chunk (2,500 clients) completely', async () => {
    await ctx.database.db.execute(sql`
      INSERT INTO clients (tenant_id, establishment_id, name, email, source)
      SELECT ${tenantId}, ${manhattan}, 'Bulk' || n || ' Client', 'bulk' || n || '@mail.example', 'import'
      FROM generate_series(1, 2500) n`);
    await ctx.database.db.execute(sql`
      INSERT INTO client_consents (tenant_id, client_id, channel, purpose, granted, source)
      SELECT tenant_id, id, 'email', 'marketing', true, 'import' FROM clients
      WHERE tenant_id = ${tenantId} AND email LIKE 'bulk%@mail.example'`);
    const id = await newCampaign(await everyone());
    expect(await startCampaign(sendingDeps(), { tenantId, campaignId: id })).toBe('sending');
    const [row] = await queryRows<{ n: number; distinct_clients: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n, count(DISTINCT client_id)::int AS distinct_clients
          FROM campaign_recipients WHERE campaign_id = ${id}`,
    );
    expect(row).toEqual({ n: 2500, distinct_clients: 2500 });
    await ctx.database.db.execute(sql`UPDATE campaigns SET status = 'cancelled' WHERE id = ${id}`);
  });

  it('marks a campaign without recipients sent at once, and leaves a future one alone', async () => {
    const empty = await newCampaign(await everyone({ birthdayMonth: 2, visitsMin: 99_999 }));
    expect(await startCampaign(sendingDeps(), { tenantId, campaignId: empty })).toBe('sent');
    expect((await campaignStatus(empty)).finished_at).not.toBeNull();
    const later = await newCampaign(await everyone());
    await ctx.database.db.execute(
      sql`UPDATE campaigns SET scheduled_at = ${new Date(DAYTIME.getTime() + 3_600_000)} WHERE id = ${later}`,
    );
    expect(await startCampaign(sendingDeps(), { tenantId, campaignId: later })).toBe('not due');
    expect(await recipients(later)).toEqual([]);
    await ctx.database.db.execute(sql`UPDATE campaigns SET status = 'draft' WHERE id = ${later}`);
  });
});

describe('pumping', () => {
  it('sends each recipient exactly once with two pumps at once, through SMTP with its headers, then marks it sent once', async () => {
    const ids = await newClients(12);
    const id = await newCampaign(await everyone());
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const deps = sendingDeps({ tuning: { batch: 3, rate: 10_000 } });
    const outcomes = await Promise.all([runPump(deps, pump(id, 0)), runPump(deps, pump(id, 1))]);
    expect(outcomes.map((o) => o.outcome)).toContain('finished');
    expect(received.map((r) => r.to).sort()).toEqual((await recipients(id)).map((r) => r.to_address).sort());
    expect(new Set(received.map((r) => r.to)).size).toBe(ids.length);
    const rows = await recipients(id);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const one = received.find((r) => r.to === rows[0]!.to_address)!.raw;
    expect(header(one, 'Message-ID')).toBe(`<${id}.${rows[0]!.client_id}@salon.example.com>`);
    expect(header(one, 'List-Unsubscribe')).toMatch(
      /^<https:\/\/salon\.example\.com\/api\/public\/unsubscribe\/[\w-]+>$/,
    );
    expect(header(one, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(one, 'Content-Type')).toMatch(/^multipart\/alternative/);
    const first = await campaignStatus(id);
    expect(first.status).toBe('sent');
    // A late pump finds nothing and changes nothing.
    expect(await runPump(deps, pump(id, 0))).toEqual({ outcome: 'stopped' });
    expect((await campaignStatus(id)).finished_at).toEqual(first.finished_at);
  });

  it('sends again a row whose sender died (its lease ran out), and not one still leased', async () => {
    await newClients(2);
    const id = await newCampaign(await everyone());
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const [dead, held] = await recipients(id);
    await ctx.database.db.execute(sql`UPDATE campaign_recipients SET status = 'sending', attempts = 1,
      lease_until = now() - interval '1 second' WHERE id = ${dead!.id}`);
    await ctx.database.db.execute(sql`UPDATE campaign_recipients SET status = 'sending', attempts = 1,
      lease_until = now() + interval '1 hour' WHERE id = ${held!.id}`);
    const out = await runPump(sendingDeps(), pump(id));
    expect(out.outcome).toBe('waiting');
    expect(received.map((r) => r.to)).toEqual([dead!.to_address]);
    expect((await recipients(id)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sending', 1],
    ]);
    expect(pumps.at(-1)!.at.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    await ctx.database.db.execute(sql`UPDATE campaigns SET status = 'cancelled' WHERE id = ${id}`);
  });

  it('skips the rest once a client replies STOP between batches', async () => {
    const ids = await newClients(4);
    const id = await newCampaign(await everyone(), { channel: 'sms', body: 'Sale at {{location}}' });
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    onText = async () => {
      if (texts.length !== 2) return;
      await withTenant(ctx.database.db, { tenantId }, async (tx) => {
        for (const clientId of ids)
          await recordConsent(tx, tenantId, {
            clientId,
            channel: 'sms',
            purpose: 'marketing',
            granted: false,
            source: 'client',
            changedBy: null,
            detail: 'STOP',
          });
      });
    };
    expect((await runPump(sendingDeps({ tuning: { batch: 2, rate: 10_000 } }), pump(id))).outcome).toBe(
      'finished',
    );
    expect(texts).toHaveLength(2);
    expect(texts[0]!.body).toMatch(new RegExp(`^Sale at .+\\n${CAMPAIGN_SMS_OPT_OUT.replace('.', '\\.')}$`));
    const rows = await recipients(id);
    expect(rows.map((r) => `${r.status} ${r.reason}`).sort()).toEqual([
      'sent null',
      'sent null',
      'skipped no consent',
      'skipped no consent',
    ]);
    expect(
      rows
        .filter((r) => r.status === 'sent')
        .map((r) => r.to_address)
        .sort(),
    ).toEqual(texts.map((t) => t.to).sort());
  });

  it('bounces on an SMTP 5xx and retries other failures up to three attempts', async () => {
    const [a, b] = await newClients(2);
    const id = await newCampaign(await everyone());
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const rows = await recipients(id);
    refused.add(rows.find((r) => r.client_id === a)!.to_address);
    let calls = 0;
    const flaky = createMailer(ctx.database.db, smtpUrl, 'hello@luxe.example');
    const deps = sendingDeps({
      mailer: {
        kind: 'smtp',
        send: async (m: MailMessage) => {
          if (m.to === rows.find((r) => r.client_id === b)!.to_address) {
            calls += 1;
            throw new Error('connection reset');
          }
          await flaky.send(m);
        },
      },
    });
    expect((await runPump(deps, pump(id))).outcome).toBe('finished');
    expect(calls).toBe(3);
    const after = await recipients(id);
    const byClient = new Map(after.map((r) => [r.client_id, r]));
    expect(byClient.get(a!)).toMatchObject({ status: 'bounced', attempts: 1 });
    expect(byClient.get(a!)!.reason).toMatch(/550/);
    expect(byClient.get(b!)).toMatchObject({ status: 'failed', attempts: 3, reason: 'connection reset' });
    expect((await campaignStatus(id)).status).toBe('sent');
  });

  it('bounces a text Twilio refuses (4xx) and retries one it asks to wait for (429)', async () => {
    const [bad, busy] = await newClients(2);
    const id = await newCampaign(await everyone(), { channel: 'sms', body: 'Sale' });
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const rows = await recipients(id);
    const toOf = (clientId: string) => rows.find((r) => r.client_id === clientId)!.to_address;
    let waits = 0;
    const deps = sendingDeps({
      sms: {
        send: async (m) => {
          if (m.to === toOf(bad!))
            throw new RestException({
              statusCode: 400,
              body: { code: 21211, message: "The 'To' number is not valid." },
            });
          if (m.to === toOf(busy!) && waits++ === 0)
            throw new RestException({ statusCode: 429, body: { code: 20429, message: 'Too Many Requests' } });
          texts.push(m);
        },
      },
    });
    expect((await runPump(deps, pump(id))).outcome).toBe('finished');
    const after = new Map((await recipients(id)).map((r) => [r.client_id, r]));
    expect(after.get(bad!)).toMatchObject({
      status: 'bounced',
      reason: "The 'To' number is not valid.",
      attempts: 1,
    });
    expect(after.get(busy!)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(texts.map((t) => t.to)).toEqual([toOf(busy!)]);
  });

  it('stops when the campaign is cancelled', async () => {
    await newClients(6);
    const id = await newCampaign(await everyone());
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const deps = sendingDeps({
      tuning: { batch: 2, parallel: 1, rate: 10_000 },
      mailer: {
        kind: 'smtp',
        send: async () => {
          await ctx.database.db.execute(sql`UPDATE campaigns SET status = 'cancelled' WHERE id = ${id}`);
        },
      },
    });
    expect((await runPump(deps, pump(id))).outcome).toBe('stopped');
    // The first send saw the cancel: the other claimed row was never sent, the rest never claimed.
    const rows = await recipients(id);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'skipped').map((r) => r.reason)).toEqual(['cancelled']);
    expect(rows.filter((r) => r.status === 'queued')).toHaveLength(4);
    expect((await campaignStatus(id)).status).toBe('cancelled');
  });

  it('hands over to a successor after its message limit', async () => {
    await newClients(5);
    const id = await newCampaign(await everyone());
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    pumps.length = 0;
    const deps = sendingDeps({ tuning: { batch: 2, maxMessages: 2, rate: 10_000 } });
    expect(await runPump(deps, pump(id))).toEqual({ outcome: 'handed over', sent: 2 });
    expect(pumps.map((p) => [p.job.round, p.key])).toEqual([[1, `${id}|p0|1`]]);
    expect((await runPump(deps, pumps[0]!.job)).outcome).toBe('handed over');
    expect((await runPump(deps, { ...pumps[0]!.job, round: 2 })).outcome).toBe('finished');
    expect(received).toHaveLength(5);
  });

  it('holds texts until 08:00 at the location', async () => {
    await newClients(1);
    ctx.clock.now = NIGHT;
    const id = await newCampaign(await everyone(), { channel: 'sms' });
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    pumps.length = 0;
    expect(await runPump(sendingDeps(), pump(id))).toEqual({
      outcome: 'deferred',
      until: '2026-12-09T13:00:00.000Z',
    });
    expect(pumps.map((p) => p.at.toISOString())).toEqual(['2026-12-09T13:00:00.000Z']);
    expect(texts).toEqual([]);
    ctx.clock.now = new Date('2026-12-09T13:00:00Z');
    expect((await runPump(sendingDeps(), pumps[0]!.job)).outcome).toBe('finished');
    expect(texts).toHaveLength(1);
  });

  it('fills next_appointment with the client’s next booking at the location', async () => {
    const [client] = await newClients(1);
    const [svc] = await queryRows<{ id: string; user_id: string }>(
      ctx.database.db,
      sql`SELECT ss.service_id AS id, ss.user_id FROM service_staff ss JOIN services s ON s.id = ss.service_id
          WHERE s.establishment_id = ${manhattan} LIMIT 1`,
    );
    const at = new Date(Date.now() + 30 * 86_400_000);
    at.setUTCMinutes(0, 0, 0);
    await ctx.database.db.execute(sql`
      INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_id, client_name, service_name, starts_at, ends_at, status, price_cents)
      VALUES (${tenantId}, ${manhattan}, ${svc!.user_id}, ${svc!.id}, ${client!}, 'Zed', 'Cut', ${at}, ${new Date(at.getTime() + 3_600_000)}, 'booked', 0)`);
    const id = await newCampaign(await everyone(), { channel: 'sms', body: 'Next: {{next_appointment}}' });
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    await runPump(sendingDeps(), pump(id));
    expect(texts[0]!.body).toBe(`Next: ${localWhen(at, 'America/New_York')}\n${CAMPAIGN_SMS_OPT_OUT}`);
  });
});

describe('sweep', () => {
  it('starts a due campaign and pumps a stalled sending one', async () => {
    await newClients(1);
    const id = await newCampaign(await everyone());
    const first = await sweepCampaigns(sendingDeps());
    expect(first.started).toBeGreaterThanOrEqual(1);
    expect((await campaignStatus(id)).status).toBe('sending');
    pumps.length = 0;
    await sweepCampaigns(sendingDeps());
    // Never claimed: stalled, so the sweep gives it pumps of its own.
    expect(pumps.filter((p) => p.job.campaignId === id).map((p) => p.job.lane)).toEqual([0, 1]);
    await runPump(sendingDeps(), pumps.find((p) => p.job.campaignId === id)!.job);
    pumps.length = 0;
    await sweepCampaigns(sendingDeps());
    expect(pumps.filter((p) => p.job.campaignId === id)).toEqual([]);
  });
});

describe('tracking', () => {
  it('records an open once, only when tracked, and always answers the pixel uncached', async () => {
    await newClients(1);
    const id = await newCampaign(await everyone(), { trackOpens: true });
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const [r] = await recipients(id);
    const token = signOpen(
      unsubscribeScope({ publicUrl: PUBLIC_URL, unsubscribeSecret: undefined }, tenantId).secret,
      tenantId,
      r!.id,
    );
    const res = await ctx.app.inject({ method: 'GET', url: `/api/public/campaigns/open/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    const opened = (await recipients(id))[0]!.opened_at;
    expect(opened).not.toBeNull();
    await ctx.app.inject({ method: 'GET', url: `/api/public/campaigns/open/${token}` });
    expect((await recipients(id))[0]!.opened_at).toEqual(opened);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/campaigns/open/${token.slice(0, -2)}xx`,
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.headers['content-type']).toBe('image/gif');

    const untracked = await newCampaign(await everyone(), { trackOpens: false });
    await startCampaign(sendingDeps(), { tenantId, campaignId: untracked });
    const [u] = await recipients(untracked);
    const secret = unsubscribeScope({ publicUrl: PUBLIC_URL, unsubscribeSecret: undefined }, tenantId).secret;
    await ctx.app.inject({
      method: 'GET',
      url: `/api/public/campaigns/open/${signOpen(secret, tenantId, u!.id)}`,
    });
    expect((await recipients(untracked))[0]!.opened_at).toBeNull();
  });

  it('records a click once and redirects only to the campaign’s own link; a bad token is a 404', async () => {
    await newClients(1);
    const id = await newCampaign(await everyone(), { body: 'See https://luxe.example/winter?x=1' });
    await startCampaign(sendingDeps(), { tenantId, campaignId: id });
    const [r] = await recipients(id);
    const secret = unsubscribeScope({ publicUrl: PUBLIC_URL, unsubscribeSecret: undefined }, tenantId).secret;
    const go = (token: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/public/campaigns/click/${token}?to=https://evil.example` });
    const res = await go(signClick(secret, tenantId, r!.id, 1));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://luxe.example/winter?x=1');
    const clicked = (await recipients(id))[0]!.clicked_at;
    expect(clicked).not.toBeNull();
    const booking = await go(signClick(secret, tenantId, r!.id, 0));
    expect(booking.headers.location).toBe(`${PUBLIC_URL}/book/${manhattan}`);
    expect((await recipients(id))[0]!.clicked_at).toEqual(clicked);
    for (const token of [
      signClick(secret, tenantId, r!.id, 2),
      signClick('another secret', tenantId, r!.id, 1),
      'nonsense',
    ]) {
      const bad = await go(token);
      expect(bad.statusCode).toBe(404);
      expect((bad.json() as { message: string }).message).toBe(M.linkInvalid);
    }
  });
});

describe('test send and estimate', () => {
  it('sends the test to the user’s own email with their first name, recording nothing', async () => {
    const id = await newCampaign(await everyone(), { status: 'draft' });
    await sendTest(sendingDeps(), tenantId, id, ownerId);
    const [owner] = await queryRows<{ email: string; first_name: string }>(
      ctx.database.db,
      sql`SELECT email, first_name FROM users WHERE id = ${ownerId}`,
    );
    expect(received.map((r) => r.to)).toEqual([owner!.email.toLowerCase()]);
    expect(header(received[0]!.raw, 'Subject')).toBe(`Hello ${owner!.first_name}`);
    expect(await recipients(id)).toEqual([]);
    await expect(
      sendTest(sendingDeps(), tenantId, '00000000-0000-4000-8000-000000000000', ownerId),
    ).rejects.toThrow(M.notFound);
    const sms = await newCampaign(await everyone(), { status: 'draft', channel: 'sms' });
    await expect(sendTest(sendingDeps({ sms: null }), tenantId, sms, ownerId)).rejects.toThrow(
      M.smsNotConfigured,
    );
    await ctx.database.db.execute(sql`UPDATE users SET phone = NULL WHERE id = ${ownerId}`);
    await expect(sendTest(sendingDeps(), tenantId, sms, ownerId)).rejects.toThrow(M.noTestPhone);
    await ctx.database.db.execute(sql`UPDATE users SET phone = '+12125550199' WHERE id = ${ownerId}`);
    await sendTest(sendingDeps(), tenantId, sms, ownerId);
    expect(texts.map((t) => t.to)).toEqual(['+12125550199']);
    expect(texts[0]!.body).toContain(CAMPAIGN_NO_NEXT_APPOINTMENT);
  });

  it('counts recipients with consent and an address, and prices a text by its segments, rounded up to cents', async () => {
    const segmentId = await everyone();
    const deps = {
      db: ctx.database.db,
      now: () => ctx.clock.now,
      publicUrl: PUBLIC_URL,
      unsubscribeSecret: undefined,
    };
    const body = 'Hi {{first_name}}, winter sale at {{location}}: {{booking_link}}';
    const estimate = (channel: 'email' | 'sms') =>
      estimateCampaign(deps, tenantId, { channel, establishmentId: manhattan, segmentId, body });
    const before = { email: (await estimate('email')).recipients, sms: (await estimate('sms')).recipients };
    await newClients(3, { sms: true });
    await newClients(2, { email: true });
    const [noPhone] = await newClients(1);
    await ctx.database.db.execute(sql`UPDATE clients SET phone = NULL WHERE id = ${noPhone!}`);
    const sms = await estimate('sms');
    expect((await estimate('email')).recipients - before.email).toBe(3);
    expect(sms.recipients - before.sms).toBe(3);
    expect((await estimate('email')).sms).toBeNull();
    const smsCount = sms.recipients;
    expect(sms.sms!.sample).toMatch(
      /^Hi Alexandria, winter sale at .+: https:\/\/salon\.example\.com\/api\/public\/campaigns\/click\/[\w-]+\nReply STOP to opt out\.$/,
    );
    const size = textMessageSize(sms.sms!.sample);
    expect(sms.sms).toMatchObject(size);
    expect(sms.sms!.costCents).toBe(
      Math.ceil((smsCount * size.segments * CAMPAIGN_SMS_SEGMENT_PRICE_MICRODOLLARS) / 10_000),
    );
    await expect(
      estimateCampaign(deps, tenantId, {
        channel: 'sms',
        establishmentId: manhattan,
        segmentId: '00000000-0000-4000-8000-000000000000',
        body,
      }),
    ).rejects.toThrow(M.segmentGone);
  });
});
