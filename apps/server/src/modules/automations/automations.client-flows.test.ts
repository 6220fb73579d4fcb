/**
 * The client flows (issue #32): rebook nudge, birthday, win-back and review request. Each is
 * queued by the sweep at its moment in the location's zone (across the 2027-03-14 and
 * 2027-11-07 DST changes in New York), not before; a second sweep queues the same keys and a
 * job run twice sends once (the database's unique key); marketing flows skip a client without
 * marketing consent and carry the unsubscribe link and List-Unsubscribe headers (email) or the
 * STOP line (text); the review request follows the reminders consent and carries neither; a
 * client with an upcoming appointment gets no nudge; a service's own weeks beat the flow's;
 * texts wait for 08:00 local; a location's own words go out filled, still followed by the
 * unsubscribe link or the STOP line. Settings are read, saved and refused through the endpoint. Jobs
 * are driven by calling the sweep and the handler with a fixed clock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTOMATION_ENDPOINTS as E,
  AUTOMATION_MESSAGES as M,
  type AutomationClientFlowSetting,
  type AutomationSendPage,
  type AutomationSettings,
  type ConsentChannel,
  type ConsentPurpose,
} from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { SmsMessage } from '../../sms/sms-sender.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { recordConsent, unsubscribeScope } from '../consent/index.js';
import {
  CLIENT_MESSAGE_QUEUE,
  clientMessageKey,
  deliverClientMessage,
  type ClientDeliveryDeps,
  type ClientMessageJob,
} from './automations.client-sends.js';
import { JobQueue } from '../../jobs/job-queue.js';
import { sweepClientFlows } from './automations.sweeps.js';

let ctx: TestContext;
/** The real time the sessions were made at: requests go out at it (the flows' dates are far ahead). */
let signedInAt: Date;
let owner: Session;
let manager: Session;
let manhattan: string;
let tenantId: string;
let staffId: string;
let serviceA: string;
let serviceB: string;

const mails: MailMessage[] = [];
const texts: SmsMessage[] = [];
const scheduled: { job: ClientMessageJob; at: Date; key: string }[] = [];
const deps = (): ClientDeliveryDeps => ({
  db: ctx.database.db,
  now: () => ctx.clock.now,
  publicUrl: 'https://salon.example',
  mailer: { kind: 'outbox', send: async (m) => void mails.push(m) },
  sms: { send: async (m) => void texts.push(m) },
  schedule: async (job, at, key) => void scheduled.push({ job, at, key }),
  unsubscribe: (t) =>
    unsubscribeScope({ publicUrl: 'https://salon.example', unsubscribeSecret: undefined }, t),
});

const q = `?establishmentId=`;
let seq = 0;

async function newClient(tx: Tx, name: string, birthdate: string | null = null): Promise<string> {
  seq += 1;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO clients (tenant_id, establishment_id, name, email, phone, birthdate)
        VALUES (${tenantId}, ${manhattan}, ${name}, ${`flow${seq}@flows.example`},
          ${`+1212555${String(7000 + seq)}`}, ${birthdate})
        RETURNING id`,
  );
  return row!.id;
}

/** An appointment of `client` at `at` (30 minutes), its staff free then (nothing seeded so far ahead). */
async function visit(tx: Tx, client: string, serviceId: string, at: string, status = 'completed') {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_id, client_name,
          service_name, starts_at, ends_at, status, price_cents)
        VALUES (${tenantId}, ${manhattan}, ${staffId}, ${serviceId}, ${client}, 'Flow client',
          'Flow service', ${at}::timestamptz, ${at}::timestamptz + interval '30 minutes', ${status}, 4000)
        RETURNING id`,
  );
  return row!.id;
}

async function consent(clientId: string, channel: ConsentChannel, purpose: ConsentPurpose, granted = true) {
  await withTenant(ctx.database.db, { tenantId }, (tx) =>
    recordConsent(tx, tenantId, {
      clientId,
      channel,
      purpose,
      granted,
      source: 'staff',
      changedBy: null,
      detail: null,
    }),
  );
}

/** Runs the sweep at `now` and answers the jobs it queued for `clientId`, by channel. */
async function sweep(now: string, clientId: string) {
  ctx.clock.now = new Date(now);
  scheduled.length = 0;
  await sweepClientFlows(deps(), ctx.clock.now);
  return scheduled
    .filter((s) => s.job.clientId === clientId)
    .sort((a, b) => a.job.channel.localeCompare(b.job.channel));
}

async function deliverAt(now: string, job: ClientMessageJob) {
  ctx.clock.now = new Date(now);
  return deliverClientMessage(deps(), job);
}

async function sendsOf(clientId: string) {
  return queryRows<{
    flow: string;
    channel: string;
    status: string;
    reason: string | null;
    occasion: string;
  }>(
    ctx.database.db,
    sql`SELECT flow, channel, status, reason, occasion FROM automation_sends
        WHERE client_id = ${clientId} ORDER BY flow, channel`,
  );
}

const STANDARD = { subject: null, body: null };
const FLOWS: AutomationClientFlowSetting[] = [
  { flow: 'rebook_nudge', enabled: true, wait: 6, channels: ['email', 'sms'], serviceWeeks: [], ...STANDARD },
  { flow: 'birthday', enabled: true, wait: null, channels: ['email', 'sms'], serviceWeeks: [], ...STANDARD },
  { flow: 'win_back', enabled: true, wait: 30, channels: ['email'], serviceWeeks: [], ...STANDARD },
  {
    flow: 'review_request',
    enabled: true,
    wait: 2,
    channels: ['email', 'sms'],
    serviceWeeks: [],
    ...STANDARD,
  },
];

let settings: AutomationSettings;
const c = {} as Record<
  'nudged' | 'noConsent' | 'booked' | 'ownWeeks' | 'spring' | 'autumn' | 'lapsed' | 'reviewed',
  string
>;
const visits = {} as Record<'nudged' | 'noConsent' | 'ownWeeks' | 'lapsed' | 'reviewed', string>;

beforeAll(async () => {
  ctx = await createTestContext({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  signedInAt = ctx.clock.now;
  owner = await ctx.signIn('owner@luxe.example');
  manager = await ctx.signIn('manager@luxe.example');
  [manhattan] = manager.user.establishments as [string];
  tenantId = owner.user.tenantId;
  const pairs = await queryRows<{ service_id: string; user_id: string }>(
    ctx.database.db,
    sql`SELECT ss.service_id, ss.user_id FROM service_staff ss JOIN services sv ON sv.id = ss.service_id
        WHERE sv.establishment_id = ${manhattan} AND sv.is_active ORDER BY sv.name, ss.user_id`,
  );
  staffId = pairs[0]!.user_id;
  serviceA = pairs[0]!.service_id;
  serviceB = pairs.find((p) => p.service_id !== serviceA)!.service_id;

  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    c.nudged = await newClient(tx, 'Nora Nudge');
    c.noConsent = await newClient(tx, 'Ned Noconsent');
    c.booked = await newClient(tx, 'Bea Booked');
    c.ownWeeks = await newClient(tx, 'Owen Ownweeks');
    c.spring = await newClient(tx, 'Sam Spring', '1990-03-14');
    c.autumn = await newClient(tx, 'Ada Autumn', '1985-11-07');
    c.lapsed = await newClient(tx, 'Lou Lapsed');
    c.reviewed = await newClient(tx, 'Rae Review');
    // Sunday 2027-02-07, 10:00 EST: six weeks later is 10:00 EDT on 2027-03-21 (after the change).
    visits.nudged = await visit(tx, c.nudged, serviceA, '2027-02-07T15:00:00Z');
    visits.noConsent = await visit(tx, c.noConsent, serviceA, '2027-02-07T16:00:00Z');
    await visit(tx, c.booked, serviceA, '2027-02-07T17:00:00Z');
    await visit(tx, c.booked, serviceA, '2027-04-01T15:00:00Z', 'booked');
    // 11:00 EST on 2027-02-28; service B's own 3 weeks: 11:00 EDT on 2027-03-21.
    visits.ownWeeks = await visit(tx, c.ownWeeks, serviceB, '2027-02-28T16:00:00Z');
    // 10:00 EST on 2027-02-18; 30 days later is 10:00 EDT on 2027-03-20.
    visits.lapsed = await visit(tx, c.lapsed, serviceA, '2027-02-18T15:00:00Z');
    // Ends 19:30 EDT on 2027-03-20: the request is due 21:30, after the text window.
    visits.reviewed = await visit(tx, c.reviewed, serviceA, '2027-03-20T23:00:00Z');
  });
  for (const id of [c.nudged, c.booked, c.ownWeeks, c.spring, c.autumn, c.lapsed])
    for (const channel of ['email', 'sms'] as const) await consent(id, channel, 'marketing');

  const res = await owner.request({
    method: 'PUT',
    url: E.put.path + q + manhattan,
    payload: {
      flows: (await getSettings()).flows,
      clientFlows: FLOWS.map((f) =>
        f.flow === 'rebook_nudge' ? { ...f, serviceWeeks: [{ serviceId: serviceB, weeks: 3 }] } : f,
      ),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  settings = res.json().data as AutomationSettings;
});
afterAll(() => ctx.close());
beforeEach(() => {
  mails.length = 0;
  texts.length = 0;
  scheduled.length = 0;
});

async function getSettings(): Promise<AutomationSettings> {
  const res = await manager.request({ url: E.get.path + q + manhattan });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AutomationSettings;
}

describe('settings of the client flows', () => {
  it('saves each flow with its wait, channels and a service’s own weeks, and lists the services', async () => {
    expect(settings.clientFlows).toEqual([
      { ...FLOWS[0], serviceWeeks: [{ serviceId: serviceB, weeks: 3 }] },
      FLOWS[1],
      FLOWS[2],
      FLOWS[3],
    ]);
    expect(settings.services.map((s) => s.id)).toEqual(expect.arrayContaining([serviceA, serviceB]));
    expect((await getSettings()).clientFlows).toEqual(settings.clientFlows);
  });

  it('defaults to off and refuses bad waits and service weeks with their sentence', async () => {
    const other = (manager.user.establishments as string[])[1];
    if (other) {
      const res = await owner.request({ url: E.get.path + q + other });
      expect((res.json().data as AutomationSettings).clientFlows.every((f) => !f.enabled)).toBe(true);
    }
    const refused = async (clientFlows: unknown, message: string) => {
      const res = await owner.request({
        method: 'PUT',
        url: E.put.path + q + manhattan,
        payload: { flows: settings.flows, clientFlows },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    };
    const w = (flow: string, part: object) => FLOWS.map((f) => (f.flow === flow ? { ...f, ...part } : f));
    await refused(w('rebook_nudge', { wait: 0 }), M.waitRebook);
    await refused(w('win_back', { wait: 7 }), M.waitWinBack);
    await refused(w('review_request', { wait: 73 }), M.waitReview);
    await refused(w('birthday', { wait: 3 }), M.waitBirthday);
    await refused(w('win_back', { serviceWeeks: [{ serviceId: serviceA, weeks: 2 }] }), M.serviceWeeks);
    await refused(w('rebook_nudge', { serviceWeeks: [{ serviceId: serviceA, weeks: 53 }] }), M.serviceWeeks);
    await refused(FLOWS.slice(0, 3), M.clientFlows);
    expect((await getSettings()).clientFlows).toEqual(settings.clientFlows);
  });
});

describe('rebook nudge', () => {
  it('is queued at the visit’s wall time six weeks on (across DST), not before, and sends once', async () => {
    expect(await sweep('2027-03-21T12:00:00Z', c.nudged)).toEqual([]);
    const jobs = await sweep('2027-03-21T13:30:00Z', c.nudged);
    expect(jobs.map((j) => [j.job.flow, j.job.channel, j.at.toISOString()])).toEqual([
      ['rebook_nudge', 'email', '2027-03-21T14:00:00.000Z'],
      ['rebook_nudge', 'sms', '2027-03-21T14:00:00.000Z'],
    ]);
    const [email, text] = jobs.map((j) => j.job) as [ClientMessageJob, ClientMessageJob];
    expect(email.occasion).toBe(visits.nudged);
    // A second sweep queues the same keys (the queue drops them).
    expect((await sweep('2027-03-21T13:45:00Z', c.nudged)).map((j) => j.key)).toEqual(jobs.map((j) => j.key));
    expect(jobs[0]!.key).toBe(clientMessageKey(email));

    expect(await deliverAt('2027-03-21T13:59:00Z', email)).toEqual({
      outcome: 'deferred',
      until: '2027-03-21T14:00:00.000Z',
    });
    expect(mails).toHaveLength(0);
    expect(await deliverAt('2027-03-21T14:00:00Z', email)).toEqual({ outcome: 'sent' });
    expect(await deliverAt('2027-03-21T14:00:00Z', email)).toEqual({ outcome: 'void', why: 'done' });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toContain('Time for your next Flow service');
    expect(mail.text).toContain('Hi Nora,');
    expect(mail.text).toMatch(/unsubscribe: https:\/\/salon\.example\/unsubscribe\/\S+/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/salon\.example\/api\/public\/unsubscribe\/\S+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await deliverAt('2027-03-21T14:00:00Z', text)).toEqual({ outcome: 'sent' });
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body.endsWith('Reply STOP to opt out.')).toBe(true);
    expect(await sendsOf(c.nudged)).toMatchObject([
      { flow: 'rebook_nudge', channel: 'email', status: 'sent', occasion: visits.nudged },
      { flow: 'rebook_nudge', channel: 'sms', status: 'sent', occasion: visits.nudged },
    ]);
    // Once recorded, later sweeps leave it be.
    expect(await sweep('2027-03-21T14:30:00Z', c.nudged)).toEqual([]);
    // The database itself refuses a second row for the same key.
    await expect(
      ctx.database.db.execute(
        sql`INSERT INTO automation_sends (tenant_id, establishment_id, client_id, flow, occasion, channel, status)
            VALUES (${tenantId}, ${manhattan}, ${c.nudged}, 'rebook_nudge', ${visits.nudged}, 'email', 'sent')`,
      ),
    ).rejects.toThrow();
  });

  it('skips a client without marketing consent (the default)', async () => {
    const [email] = await sweep('2027-03-21T14:30:00Z', c.noConsent);
    expect(email!.at.toISOString()).toBe('2027-03-21T15:00:00.000Z');
    expect(await deliverAt('2027-03-21T15:00:00Z', email!.job)).toEqual({
      outcome: 'skipped',
      reason: 'no consent',
    });
    expect(mails).toHaveLength(0);
    expect(await sendsOf(c.noConsent)).toMatchObject([
      { flow: 'rebook_nudge', channel: 'email', status: 'skipped', reason: 'no consent' },
    ]);
  });

  it('leaves out a client with an upcoming appointment, and lapses a job once the client books', async () => {
    expect(await sweep('2027-03-21T17:30:00Z', c.booked)).toEqual([]);
    // The job of a client who books after it was queued sends nothing.
    await withTenant(ctx.database.db, { tenantId }, (tx) =>
      visit(tx, c.noConsent, serviceB, '2027-04-02T15:00:00Z', 'booked'),
    );
    const job: ClientMessageJob = {
      tenantId,
      establishmentId: manhattan,
      clientId: c.noConsent,
      flow: 'rebook_nudge',
      occasion: visits.noConsent,
      appointmentId: visits.noConsent,
      dueAt: '2027-03-21T15:00:00.000Z',
      channel: 'sms',
    };
    expect(await deliverAt('2027-03-21T15:00:00Z', job)).toEqual({ outcome: 'void', why: 'lapsed' });
    expect(await sendsOf(c.noConsent)).toHaveLength(1);
  });

  it('uses a service’s own weeks', async () => {
    const jobs = await sweep('2027-03-21T14:30:00Z', c.ownWeeks);
    expect(jobs.map((j) => [j.job.occasion, j.at.toISOString()])).toEqual([
      [visits.ownWeeks, '2027-03-21T15:00:00.000Z'],
      [visits.ownWeeks, '2027-03-21T15:00:00.000Z'],
    ]);
    expect(await deliverAt('2027-03-21T15:00:00Z', jobs[0]!.job)).toEqual({ outcome: 'sent' });
  });
});

describe('birthday', () => {
  it('goes out at 10:00 local on the day, across both DST changes, once a year', async () => {
    expect(await sweep('2027-03-13T14:00:00Z', c.spring)).toEqual([]);
    const spring = await sweep('2027-03-14T05:00:00Z', c.spring);
    expect(spring.map((j) => [j.job.flow, j.job.channel, j.job.occasion, j.at.toISOString()])).toEqual([
      ['birthday', 'email', '2027', '2027-03-14T14:00:00.000Z'],
      ['birthday', 'sms', '2027', '2027-03-14T14:00:00.000Z'],
    ]);
    const autumn = await sweep('2027-11-07T06:00:00Z', c.autumn);
    expect(autumn.map((j) => j.at.toISOString())).toEqual([
      '2027-11-07T15:00:00.000Z',
      '2027-11-07T15:00:00.000Z',
    ]);

    const email = spring[0]!.job;
    expect(await deliverAt('2027-03-14T13:59:00Z', email)).toMatchObject({ outcome: 'deferred' });
    expect(await deliverAt('2027-03-14T14:00:00Z', email)).toEqual({ outcome: 'sent' });
    expect(await deliverAt('2027-03-14T18:00:00Z', email)).toEqual({ outcome: 'void', why: 'done' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Happy birthday');
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The text, not yet sent, is queued again under its key (the queue drops it).
    expect((await sweep('2027-03-14T18:00:00Z', c.spring)).map((j) => j.key)).toEqual([spring[1]!.key]);
    expect(await deliverAt('2027-03-14T18:00:00Z', spring[1]!.job)).toEqual({ outcome: 'sent' });
    expect(await sweep('2027-03-14T19:00:00Z', c.spring)).toEqual([]);
  });
});

describe('win-back', () => {
  it('goes out 30 days after the last visit at its wall time, once for that visit', async () => {
    expect(await sweep('2027-03-20T12:30:00Z', c.lapsed)).toEqual([]);
    const jobs = await sweep('2027-03-20T13:30:00Z', c.lapsed);
    const winBack = jobs.filter((j) => j.job.flow === 'win_back');
    expect(winBack.map((j) => [j.job.channel, j.job.occasion, j.at.toISOString()])).toEqual([
      ['email', visits.lapsed, '2027-03-20T14:00:00.000Z'],
    ]);
    expect(await deliverAt('2027-03-20T14:00:00Z', winBack[0]!.job)).toEqual({ outcome: 'sent' });
    expect(await deliverAt('2027-03-20T14:05:00Z', winBack[0]!.job)).toEqual({
      outcome: 'void',
      why: 'done',
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('We miss you');
    expect(mails[0]!.headers?.['List-Unsubscribe']).toMatch(/^<https:\/\/salon\.example\//);
  });
});

describe('review request', () => {
  it('goes out 2 hours after the visit without unsubscribe; its text waits for 08:00 local', async () => {
    expect(await sweep('2027-03-21T00:00:00Z', c.reviewed)).toEqual([]);
    const jobs = await sweep('2027-03-21T01:00:00Z', c.reviewed);
    expect(jobs.map((j) => [j.job.flow, j.job.channel, j.at.toISOString()])).toEqual([
      ['review_request', 'email', '2027-03-21T01:30:00.000Z'],
      ['review_request', 'sms', '2027-03-21T01:30:00.000Z'],
    ]);
    const [email, text] = jobs.map((j) => j.job) as [ClientMessageJob, ClientMessageJob];
    expect(email.occasion).toBe(visits.reviewed);
    expect(await deliverAt('2027-03-21T01:30:00Z', email)).toEqual({ outcome: 'sent' });
    expect(mails[0]!.subject).toContain('How was your visit');
    expect(mails[0]!.text).not.toContain('unsubscribe');
    expect(mails[0]!.headers).toBeUndefined();

    scheduled.length = 0;
    expect(await deliverAt('2027-03-21T01:30:00Z', text)).toEqual({
      outcome: 'deferred',
      until: '2027-03-21T12:00:00.000Z',
    });
    expect(scheduled.map((s) => [s.at.toISOString(), s.key])).toEqual([
      ['2027-03-21T12:00:00.000Z', `${clientMessageKey(text)}|2027-03-21T12:00:00.000Z`],
    ]);
    expect(texts).toHaveLength(0);
    expect(await deliverAt('2027-03-21T12:00:00Z', text)).toEqual({ outcome: 'sent' });
    expect(texts[0]!.body).not.toContain('STOP');
    expect(await deliverAt('2027-03-21T12:00:00Z', text)).toEqual({ outcome: 'void', why: 'done' });
  });

  it('follows the reminders consent', async () => {
    const other = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const id = await newClient(tx, 'Rex Noreminders');
      await visit(tx, id, serviceB, '2027-03-20T20:00:00Z');
      return id;
    });
    await consent(other, 'email', 'reminders', false);
    const [email] = await sweep('2027-03-20T22:00:00Z', other);
    expect(await deliverAt('2027-03-20T22:30:00Z', email!.job)).toEqual({
      outcome: 'skipped',
      reason: 'no consent',
    });
  });
});

describe('on the job queue', () => {
  it('two instances sweeping the same slot queue each message once', async () => {
    const id = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const client = await newClient(tx, 'Quinn Queue');
      await visit(tx, client, serviceA, '2027-03-22T14:00:00Z');
      return client;
    });
    // Two queues on the same database, as two server instances have.
    const [one, two] = [0, 1].map(() => new JobQueue(ctx.database, () => undefined)) as [JobQueue, JobQueue];
    await one.start();
    await two.start();
    try {
      ctx.clock.now = new Date('2027-03-22T16:00:00Z');
      for (const queue of [one, two, one])
        await sweepClientFlows(
          {
            db: ctx.database.db,
            schedule: async (job, at, key) => void (await queue.sendAt(CLIENT_MESSAGE_QUEUE, job, at, key)),
          },
          ctx.clock.now,
        );
    } finally {
      await one.stop();
      await two.stop();
    }
    const rows = await queryRows<{ channel: string; start_after: Date }>(
      ctx.database.db,
      sql`SELECT data->>'channel' AS channel, start_after FROM pgboss.job
          WHERE name = ${CLIENT_MESSAGE_QUEUE} AND data->>'clientId' = ${id} ORDER BY 1`,
    );
    expect(rows.map((r) => [r.channel, new Date(r.start_after).toISOString()])).toEqual([
      ['email', '2027-03-22T16:30:00.000Z'],
      ['sms', '2027-03-22T16:30:00.000Z'],
    ]);
  });
});

describe('recent sends', () => {
  it('lists the client flows’ sends with the client’s name, a birthday about no appointment', async () => {
    ctx.clock.now = signedInAt;
    const res = await manager.request({ url: E.sends.path + q + manhattan });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as AutomationSendPage;
    expect(page.sends).toContainEqual(
      expect.objectContaining({
        flow: 'birthday',
        status: 'sent',
        appointmentId: null,
        appointmentStartsAt: null,
        clientName: 'Sam Spring',
      }),
    );
    expect(page.sends).toContainEqual(
      expect.objectContaining({
        flow: 'rebook_nudge',
        appointmentId: visits.nudged,
        clientName: 'Flow client',
      }),
    );
  });
});

describe('a location’s own words', () => {
  it('sends them filled, still ending with the unsubscribe link or STOP; refuses {{when}}', async () => {
    const own = {
      subject: '{{first_name}}, come back to {{location}}',
      body: 'Hi {{first_name}}, your {{service}} misses you. Book: {{booking_link}}',
    };
    const put = (clientFlows: unknown) => {
      ctx.clock.now = signedInAt;
      return owner.request({
        method: 'PUT',
        url: E.put.path + q + manhattan,
        payload: { flows: settings.flows, clientFlows },
      });
    };
    const withOwn = (part: object) =>
      settings.clientFlows.map((f) => (f.flow === 'win_back' ? { ...f, ...part } : f));
    const saved = await put(withOwn({ ...own, channels: ['email', 'sms'] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const refused = await put(withOwn({ subject: 'See you {{when}}' }));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(M.clientMergeField);
    expect((await getSettings()).clientFlows[2]).toMatchObject({ ...own, channels: ['email', 'sms'] });

    const { client, appointment } = await withTenant(ctx.database.db, { tenantId }, async (tx) => {
      const id = await newClient(tx, 'Wren Words');
      return { client: id, appointment: await visit(tx, id, serviceA, '2027-05-01T15:00:00Z') };
    });
    for (const channel of ['email', 'sms'] as const) await consent(client, channel, 'marketing');
    const [place] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`SELECT name FROM establishments WHERE id = ${manhattan}`,
    );
    const job = (channel: 'email' | 'sms'): ClientMessageJob => ({
      tenantId,
      establishmentId: manhattan,
      clientId: client,
      flow: 'win_back',
      occasion: appointment,
      appointmentId: appointment,
      dueAt: '2027-05-31T14:00:00.000Z',
      channel,
    });
    const words = `Hi Wren, your Flow service misses you. Book: https://salon.example/book/${manhattan}`;
    expect(await deliverAt('2027-05-31T14:00:00Z', job('email'))).toEqual({ outcome: 'sent' });
    expect(mails[0]!.subject).toBe(`Wren, come back to ${place!.name}`);
    expect(
      mails[0]!.text.startsWith(
        `${words}\n\nTo stop these emails, unsubscribe: https://salon.example/unsubscribe/`,
      ),
      mails[0]!.text,
    ).toBe(true);
    expect(mails[0]!.text.endsWith('\n')).toBe(true);
    expect(await deliverAt('2027-05-31T14:00:00Z', job('sms'))).toEqual({ outcome: 'sent' });
    expect(texts.map((t) => t.body)).toEqual([`${words} Reply STOP to opt out.`]);

    expect((await put(settings.clientFlows)).statusCode).toBe(200);
    expect((await getSettings()).clientFlows).toEqual(settings.clientFlows);
  });
});
