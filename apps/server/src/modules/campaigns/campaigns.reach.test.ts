/**
 * Whose clients a campaign reaches (issue #32, core.md §6): a manager's campaign, scheduled
 * through the endpoint, goes only to the segment's members whose home location the manager
 * works at, and their estimate counts only those; an owner's campaign to the same segment reaches
 * every member. The start and pumps are called directly with a clock ahead of the database's (the
 * queue's own worker leaves their jobs alone), sending through a mailer that records each message.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ENDPOINTS as E,
  endpointPath,
  type Campaign,
  type CampaignEstimate,
} from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { MailMessage } from '../../mail/mailer.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { ok } from '../../../test/http.js';
import { recordConsent, unsubscribeScope } from '../consent/index.js';
import { saveSegment } from '../segments/index.js';
import { runPump, startCampaign, type SendingDeps } from './campaigns.sending.js';

const PUBLIC_URL = 'https://salon.example.com';
/** 10:00 in New York, days ahead of the database's clock. */
const DAYTIME = new Date('2026-12-08T15:00:00Z');

let ctx: TestContext;
let owner: Session;
let manager: Session;
let tenantId: string;
let manhattan: string;
let chicago: string;
let segmentId: string;
/** A client whose home is Manhattan (the manager's location), and one whose home is Chicago. */
let mine: { id: string; email: string };
let theirs: { id: string; email: string };
const mails: MailMessage[] = [];

function sendingDeps(): SendingDeps {
  return {
    db: ctx.database.db,
    now: () => ctx.clock.now,
    mailer: { kind: 'smtp', send: async (m) => void mails.push(m) },
    sms: null,
    scope: (t) => unsubscribeScope({ publicUrl: PUBLIC_URL, unsubscribeSecret: undefined }, t),
    queueStart: async () => undefined,
    queuePump: async () => undefined,
    tuning: { rate: 10_000 },
  };
}

/** A client of `establishmentId` with an email address and email marketing consent. */
async function newClient(establishmentId: string, tag: string) {
  const email = `reach-${tag}@mail.example`;
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`INSERT INTO clients (tenant_id, establishment_id, name, email)
        VALUES (${tenantId}, ${establishmentId}, ${`Reach ${tag}`}, ${email}) RETURNING id`,
  );
  await withTenant(ctx.database.db, { tenantId }, (tx) =>
    recordConsent(tx, tenantId, {
      clientId: row!.id,
      channel: 'email',
      purpose: 'marketing',
      granted: true,
      source: 'staff',
      changedBy: null,
      detail: null,
    }),
  );
  return { id: row!.id, email };
}

/** Creates a campaign by `who` to the segment from Manhattan, sends it now, then starts and pumps it to the end. */
async function sendNow(who: Session, name: string) {
  const draft = await ok<Campaign>(
    who,
    'POST',
    E.create.path,
    {
      name,
      channel: 'email',
      establishmentId: manhattan,
      segmentId,
      subject: 'Winter',
      body: 'Hi {{first_name}}',
      trackOpens: false,
    },
    201,
  );
  await ok<Campaign>(who, 'POST', endpointPath(E.schedule, { id: draft.id }), { sendAt: null });
  const deps = sendingDeps();
  await startCampaign(deps, { tenantId, campaignId: draft.id });
  const job = { tenantId, campaignId: draft.id, lane: 0, slot: 'p0', round: 0 };
  expect(await runPump(deps, job)).toMatchObject({ outcome: 'finished' });
  const recipients = await queryRows<{ client_id: string; status: string }>(
    ctx.database.db,
    sql`SELECT client_id, status FROM campaign_recipients WHERE campaign_id = ${draft.id}`,
  );
  const [stored] = await queryRows<{ reach: string[] | null }>(
    ctx.database.db,
    sql`SELECT reach_establishment_ids AS reach FROM campaigns WHERE id = ${draft.id}`,
  );
  return { recipients, reach: stored!.reach };
}

const estimate = (who: Session) =>
  ok<CampaignEstimate>(who, 'POST', E.estimate.path, {
    channel: 'email',
    establishmentId: manhattan,
    segmentId,
    body: 'Hi {{first_name}}',
  });

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: PUBLIC_URL });
  ctx.clock.now = DAYTIME;
  owner = await ctx.signIn('owner@luxe.example');
  manager = await ctx.signIn('manager@luxe.example');
  tenantId = owner.user.tenantId;
  [manhattan] = manager.user.establishments as [string];
  chicago = owner.user.establishments.find((e) => !manager.user.establishments.includes(e))!;
  // The demo's clients agreed to marketing in part: withdrawn, so that the two below are the audience.
  await ctx.database.db.execute(sql`
    INSERT INTO client_consents (tenant_id, client_id, channel, purpose, granted, source)
    SELECT c.tenant_id, c.id, ch.channel, 'marketing', false, 'staff'
    FROM clients c CROSS JOIN (VALUES ('email'), ('sms')) AS ch(channel)
    WHERE c.tenant_id = ${tenantId}`);
  mine = await newClient(manhattan, 'manhattan');
  theirs = await newClient(chicago, 'chicago');
  segmentId = await withTenant(
    ctx.database.db,
    { tenantId },
    async (tx) => (await saveSegment(tx, tenantId, 'Reach everyone', {}, null)).id,
  );
});
afterAll(() => ctx.close());

describe('a campaign’s reach', () => {
  it('sends a manager’s campaign only to the clients of the locations they work at, and estimates only those', async () => {
    expect(manager.user.establishments).toEqual([manhattan]);
    expect((await estimate(manager)).recipients).toBe(1);
    mails.length = 0;
    const sent = await sendNow(manager, 'By the manager');
    expect(sent.reach).toEqual([manhattan]);
    expect(sent.recipients).toEqual([{ client_id: mine.id, status: 'sent' }]);
    expect(mails.map((m) => m.to)).toEqual([mine.email]);
  });

  it('sends an owner’s campaign to the same segment to every member', async () => {
    expect((await estimate(owner)).recipients).toBe(2);
    mails.length = 0;
    const sent = await sendNow(owner, 'By the owner');
    expect(sent.reach).toBeNull();
    expect(sent.recipients.map((r) => [r.client_id, r.status]).sort()).toEqual(
      [
        [mine.id, 'sent'],
        [theirs.id, 'sent'],
      ].sort(),
    );
    expect(mails.map((m) => m.to).sort()).toEqual([theirs.email, mine.email].sort());
  });
});
