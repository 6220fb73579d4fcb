/**
 * A campaign survives its sender's death (issue #32 "How it is checked"): a 5,000-client email
 * campaign is sent by a real server process to a real SMTP server on loopback; mid-send the
 * process is killed (SIGKILL, no goodbye), and another is started on the same database. Every
 * client gets exactly one email: none lost, none twice.
 *
 * How the kill is placed: once 1,500 messages have arrived, the SMTP server stops answering the
 * end of each message's data (it holds its 250), so every message then in flight is one the
 * sender was never told was taken; the process is killed while they wait, and the server drops
 * them, as an MTA does when its client vanishes before the reply. The messages it did answer were
 * answered at least 300 ms before the kill. The one window no sender can close (a reply received,
 * the process killed before it records it) is thereby kept out of the test, and named in
 * ARCHITECTURE.md. Runs when TEST_DATABASE_URL is set and Redis answers (CI's PostgreSQL pass).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CAMPAIGN_ENDPOINTS, SEGMENT_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { createDatabase } from '../../../test/context.js';
import {
  REDIS_URL,
  callAs,
  freePort,
  scaleOutRunnable,
  signInAt,
  startInstance,
  type Instance,
  type Login,
} from '../../../test/instances.js';
import { queryRows, type Database } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../seed/demo-data.js';

const runnable = await scaleOutRunnable();
const CLIENTS = 5_000;
const KILL_AFTER = 1_500;
const MAIL_FROM = 'Luxe Salon <news@luxe.example>';

/** One message the SMTP server answered 250 to. */
interface Received {
  to: string;
  from: string;
  text: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

describe.skipIf(!runnable)('a campaign whose sender is killed mid-send', () => {
  let database: Database;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let smtp: SMTPServer;
  let smtpUrl: string;
  const instances: Instance[] = [];
  const received: Received[] = [];
  let holding = false;
  const held: ((err?: Error) => void)[] = [];

  beforeAll(async () => {
    const created = await createDatabase({}, true);
    ({ database, drop } = created);
    databaseUrl = created.url!;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      // No reverse DNS of loopback before the greeting (the sandbox has no resolver to ask).
      disableReverseLookup: true,
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (holding) {
            held.push(callback);
            return;
          }
          void simpleParser(Buffer.concat(chunks)).then((mail) => {
            // mailparser folds the List-* headers into one structured 'list' entry: read the lines.
            const header = (name: string) =>
              mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]*:\s*/u, '') ?? '';
            received.push({
              to: mail.to && !Array.isArray(mail.to) ? mail.to.value[0]!.address! : '',
              from: mail.from ? `${mail.from.value[0]!.name} <${mail.from.value[0]!.address}>` : '',
              text: mail.text ?? '',
              listUnsubscribe: header('list-unsubscribe'),
              listUnsubscribePost: header('list-unsubscribe-post'),
            });
            callback();
          }, callback);
        });
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    smtpUrl = `smtp://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.kill()));
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await database?.close();
    await drop?.();
  }, 60_000);

  /** A server process on the test's database and SMTP server. */
  async function start(): Promise<Instance> {
    const instance = await startInstance({
      databaseUrl,
      redisUrl: REDIS_URL,
      env: { SMTP_URL: smtpUrl, MAIL_FROM, PUBLIC_URL: 'https://app.luxe.example' },
    });
    instances.push(instance);
    return instance;
  }

  /** Adds CLIENTS clients at the first location, each with email marketing consent. */
  async function addClients(tenantId: string, establishmentId: string): Promise<void> {
    await database.db.execute(sql`
      INSERT INTO clients (tenant_id, establishment_id, name, email, source)
      SELECT ${tenantId}, ${establishmentId}, 'Mass' || n || ' Client', 'mass' || n || '@clients.example', 'import'
      FROM generate_series(1, ${CLIENTS}) n`);
    await database.db.execute(sql`
      INSERT INTO client_consents (tenant_id, client_id, channel, purpose, granted, source)
      SELECT tenant_id, id, 'email', 'marketing', true, 'import' FROM clients
      WHERE tenant_id = ${tenantId} AND email LIKE 'mass%@clients.example'`);
  }

  async function campaignStatus(id: string): Promise<string> {
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT status FROM campaigns WHERE id = ${id}`,
    );
    return row!.status;
  }

  async function until(what: string, ok: () => Promise<boolean> | boolean, ms: number): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('sends every client exactly one email, with its headers and merge fields', async () => {
    const first = await start();
    const owner: Login = await signInAt(first.url, 'owner@luxe.example', DEMO_PASSWORD);
    const establishmentId = owner.user.establishments[0]!;
    await addClients(owner.user.tenantId, establishmentId);

    const segment = (await callAs(first.url, owner, 'POST', SEGMENT_ENDPOINTS.create.path, {
      name: 'Everyone who said yes to email',
      filter: { consent: { channel: 'email', purpose: 'marketing' } },
    })) as { id: string };
    const campaign = (await callAs(first.url, owner, 'POST', CAMPAIGN_ENDPOINTS.create.path, {
      name: 'Kill and restart',
      channel: 'email',
      establishmentId,
      segmentId: segment.id,
      subject: 'News for {{first_name}}',
      body: 'Hi {{first_name}},\n\nSee you soon at {{location}}: {{booking_link}}',
    })) as { id: string };
    await callAs(first.url, owner, 'POST', endpointPath(CAMPAIGN_ENDPOINTS.schedule, { id: campaign.id }), {
      sendAt: null,
    });
    await until('the first messages', () => received.length >= KILL_AFTER, 120_000);
    holding = true;
    await new Promise((r) => setTimeout(r, 300));
    await first.kill();
    const dropped = held.splice(0);
    for (const callback of dropped) callback(new Error('the sender went away before the reply'));
    holding = false;
    expect(await campaignStatus(campaign.id)).toBe('sending');
    expect(received.length).toBeLessThan(CLIENTS);

    await start();
    await until(
      'the campaign to finish',
      async () => (await campaignStatus(campaign.id)) === 'sent',
      240_000,
    );
    const recipients = await queryRows<{ to_address: string; status: string }>(
      database.db,
      sql`SELECT to_address, status FROM campaign_recipients WHERE campaign_id = ${campaign.id}`,
    );
    expect(recipients.filter((r) => r.to_address.startsWith('mass')).length).toBe(CLIENTS);
    expect(recipients.every((r) => r.status === 'sent')).toBe(true);
    const times = new Map<string, number>();
    for (const m of received) times.set(m.to, (times.get(m.to) ?? 0) + 1);
    const lost = recipients.filter((r) => !times.has(r.to_address));
    const twice = [...times].filter(([, n]) => n > 1);
    expect({ lost: lost.length, twice: twice.length, dropped: dropped.length > 0 }).toEqual({
      lost: 0,
      twice: 0,
      dropped: true,
    });
    expect(received.length).toBe(recipients.length);

    const sample = received.find((m) => m.to === 'mass42@clients.example')!;
    expect(sample.from).toBe(MAIL_FROM);
    expect(sample.text).toContain('Hi Mass42,');
    expect(sample.listUnsubscribe).toMatch(
      /^<https:\/\/app\.luxe\.example\/api\/public\/unsubscribe\/[A-Za-z0-9_-]+>$/,
    );
    expect(sample.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  }, 420_000);
});
