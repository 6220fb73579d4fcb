/**
 * Campaign sending benchmark (`npm run bench:campaign`, issue #32: "a 10,000-client campaign,
 * ≥ 200 messages a second, memory flat"). A real server process (`src/main.ts`, as `npm start`
 * runs it, on PostgreSQL) sends an email campaign to 10,000 consenting clients through a real
 * SMTP server on loopback in this process, which counts each message and answers at once. It
 * prints the send rate from the first message to the last and from "Send now" to the campaign's
 * `sent`, and the server's resident memory sampled through the send (its growth from the first
 * message to the last must stay under 64 MB). For comparison, the same script's bare figures: the
 * same SMTP server fed directly by the app's mailer (no app, no database), and a bare route.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { CAMPAIGN_ENDPOINTS, SEGMENT_ENDPOINTS, endpointPath } from '@daybook/contracts';
import { openDatabase } from '../apps/server/src/db/client.js';
import { SMTP_CONNECTIONS, createMailer } from '../apps/server/src/mail/mailer.js';
import { seedDemo } from '../apps/server/src/seed/seed.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-data.js';
import { REDIS_URL, callAs, freePort, signInAt, startInstance } from '../apps/server/test/instances.js';
import { Verdicts, ms, out } from './harness.js';

const CLIENTS = 10_000;
const BUDGET_RATE = 200;
const BUDGET_GROWTH_MB = 64;
const BARE_MESSAGES = 3_000;
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'daybook_bench_campaign_send';
const verdicts = new Verdicts();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: BASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Resident memory of process `pid` in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

// The SMTP server: counts messages and when they arrived; reads each to its end, keeps nothing.
const arrivals: number[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  // No reverse DNS of loopback before the greeting (the sandbox has no resolver to ask).
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      arrivals.push(performance.now());
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;

await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${DB_NAME}`);
const url = new URL(BASE_URL);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ url: url.toString() });
await database.migrate();
await seedDemo(database.db, { history: false });
// Bare: the app's own mailer (its SMTP pool) straight into the same server, no app, no database.
{
  const mailer = createMailer(database.db, smtpUrl, 'bench@daybook.local');
  const began = performance.now();
  // As many in flight as the pool has connections, each message campaign-sized (20 kB).
  const body = 'A winter treat for you at Luxe Salon.\n'.repeat(520);
  let next = 0;
  const worker = async () => {
    while (next < BARE_MESSAGES) {
      const i = next++;
      await mailer.send({ to: `bare${i}@clients.example`, subject: 'Bare', text: body });
    }
  };
  await Promise.all(Array.from({ length: SMTP_CONNECTIONS }, worker));
  const seconds = (performance.now() - began) / 1000;
  out(
    `bare SMTP (the app's mailer alone, ${SMTP_CONNECTIONS} in flight): ${(BARE_MESSAGES / seconds).toFixed(0)} messages/s`,
  );
  arrivals.length = 0;
}
const instance = await startInstance(
  {
    databaseUrl: url.toString(),
    redisUrl: REDIS_URL,
    env: { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://app.luxe.example', LOG_LEVEL: 'error' },
  },
  120_000,
);
try {
  const owner = await signInAt(instance.url, 'owner@luxe.example', DEMO_PASSWORD);
  const establishmentId = owner.user.establishments[0]!;
  const tenantId = owner.user.tenantId;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query(
    `INSERT INTO clients (tenant_id, establishment_id, name, email, source)
     SELECT $1, $2, 'Bench' || n || ' Client', 'bench' || n || '@clients.example', 'import'
     FROM generate_series(1, $3::int) n`,
    [tenantId, establishmentId, CLIENTS],
  );
  await client.query(
    `INSERT INTO client_consents (tenant_id, client_id, channel, purpose, granted, source)
     SELECT tenant_id, id, 'email', 'marketing', true, 'import' FROM clients
     WHERE tenant_id = $1 AND email LIKE 'bench%@clients.example'`,
    [tenantId],
  );

  // A bare route of the same server, one request at a time.
  const bare: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const t = performance.now();
    await (await fetch(`${instance.url}/api/admin/public/config`)).arrayBuffer();
    bare.push(performance.now() - t);
  }
  bare.sort((a, b) => a - b);
  out(`bare route GET /api/admin/public/config: p50 ${ms(bare[100]!)}, p95 ${ms(bare[190]!)}`);

  const segment = (await callAs(instance.url, owner, 'POST', SEGMENT_ENDPOINTS.create.path, {
    name: 'Bench: bench clients',
    filter: { consent: { channel: 'email', purpose: 'marketing' } },
  })) as { id: string };
  const campaign = (await callAs(instance.url, owner, 'POST', CAMPAIGN_ENDPOINTS.create.path, {
    name: 'Bench campaign',
    channel: 'email',
    establishmentId,
    segmentId: segment.id,
    subject: 'A winter treat for {{first_name}}',
    body: 'Hi {{first_name}},\n\nBook your next visit at {{location}}: {{booking_link}}\n\nYour next appointment: {{next_appointment}}',
    trackOpens: true,
  })) as { id: string };

  const memory: { at: number; mb: number }[] = [];
  const sampler = setInterval(
    () => memory.push({ at: performance.now(), mb: rssMb(instance.process.pid!) }),
    250,
  );
  const began = performance.now();
  await callAs(instance.url, owner, 'POST', endpointPath(CAMPAIGN_ENDPOINTS.schedule, { id: campaign.id }), {
    sendAt: null,
  });
  for (;;) {
    const { rows } = await client.query<{ status: string }>('SELECT status FROM campaigns WHERE id = $1', [
      campaign.id,
    ]);
    if (rows[0]?.status === 'sent') break;
    if (performance.now() - began > 600_000) throw new Error('the campaign did not finish in 10 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const ended = performance.now();
  clearInterval(sampler);
  const { rows: counts } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1 AND status = 'sent'`,
    [campaign.id],
  );
  await client.end();

  const sent = counts[0]!.n;
  const first = arrivals[0]!;
  const last = arrivals[arrivals.length - 1]!;
  const rate = (arrivals.length - 1) / ((last - first) / 1000);
  out(`campaign: ${sent} recipients sent, ${arrivals.length} messages received`);
  out(
    `  Send now → first message ${ms(first - began)}; first → last message ${((last - first) / 1000).toFixed(1)} s`,
  );
  out(
    `  Send now → campaign sent ${((ended - began) / 1000).toFixed(1)} s (${(sent / ((ended - began) / 1000)).toFixed(0)} messages/s overall)`,
  );
  verdicts.checkAtLeast('send rate, first message to last', rate, BUDGET_RATE, 'messages/s');
  verdicts.check('messages received minus recipients sent', Math.abs(arrivals.length - sent), 0, 'messages');
  const during = memory.filter((m) => m.at >= first && m.at <= last);
  const tenth = Math.max(1, Math.floor(during.length / 10));
  const startMb = Math.max(...during.slice(0, tenth).map((m) => m.mb));
  const endMb = Math.max(...during.slice(-tenth).map((m) => m.mb));
  const peakMb = Math.max(...during.map((m) => m.mb));
  out(
    `  server RSS: first tenth of the send ${startMb.toFixed(0)} MB, last tenth ${endMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB`,
  );
  verdicts.check(
    'server RSS growth, first tenth of the send to the last',
    endMb - startMb,
    BUDGET_GROWTH_MB,
    'MB',
  );
} finally {
  await instance.kill();
  await database.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
}
verdicts.print();
