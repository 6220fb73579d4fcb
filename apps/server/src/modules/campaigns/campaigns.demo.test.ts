/**
 * The marketing demo (issue #32; campaigns.demo.ts) as the full seed leaves a demo tenant: the
 * three segments, marketing consent for a share of the clients, and the sent "Winter colour
 * offer" whose results come from its recipient rows (a couple bounced, opens and clicks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_ENDPOINTS as E, type CampaignPage } from '@daybook/contracts';
import { queryRows } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { ok } from '../../../test/http.js';
import { seedDemo } from '../../seed/seed.js';

/** The seed's day: a Monday morning in New York. */
const NOW = new Date('2026-12-07T15:00:00Z');
let ctx: TestContext;
let owner: Session;

// The colour clients come from the booking history, which only the full seed writes.
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db, { reset: true, now: NOW });
  owner = await ctx.signIn('owner@luxe.example');
}, 600_000);
afterAll(() => ctx.close());

describe('the marketing demo', () => {
  it('saves three segments and imports marketing consent for a share of the clients', async () => {
    const tenantId = owner.user.tenantId;
    const [names, shares] = await withTenant(ctx.database.db, { tenantId }, async (tx) => [
      await queryRows<{ name: string }>(tx, sql`SELECT name FROM segments ORDER BY name`),
      await queryRows<{ channel: string; clients: number; consenting: number }>(
        tx,
        sql`SELECT ch.channel, (SELECT count(*) FROM clients)::int AS clients,
              (SELECT count(*) FROM client_consents k
               WHERE k.channel = ch.channel AND k.purpose = 'marketing' AND k.granted AND k.source = 'import')::int
                AS consenting
            FROM (VALUES ('email'), ('sms')) ch(channel) ORDER BY ch.channel`,
      ),
    ]);
    expect(names.map((n) => n.name)).toEqual(
      expect.arrayContaining(['Birthday this month', 'Colour clients', 'Lapsed 90 days']),
    );
    const [email, sms] = shares as [(typeof shares)[0], (typeof shares)[0]];
    expect(email.consenting / email.clients).toBeGreaterThan(0.45);
    expect(email.consenting / email.clients).toBeLessThan(0.75);
    expect(sms.consenting / sms.clients).toBeGreaterThan(0.2);
    expect(sms.consenting / sms.clients).toBeLessThan(0.5);
  });

  it('has a sent email campaign to the colour clients whose results are its recipient rows', async () => {
    const page = await ok<CampaignPage>(owner, 'GET', E.list.path);
    const sent = page.campaigns.find((c) => c.name === 'Winter colour offer');
    expect(sent).toMatchObject({
      status: 'sent',
      channel: 'email',
      segmentName: 'Colour clients',
      trackOpens: true,
    });
    const r = sent!.results;
    expect(r.recipients).toBeGreaterThan(10);
    expect(r.bounced).toBe(2);
    expect(r.delivered).toBe(r.recipients - 2);
    expect(r.opened).toBeGreaterThan(0);
    expect(r.opened).toBeLessThan(r.delivered);
    expect(r.clicked).toBeGreaterThan(0);
    expect(r.clicked).toBeLessThan(r.opened!);
    const days = (NOW.getTime() - Date.parse(sent!.startedAt!)) / 86_400_000;
    expect(days).toBeGreaterThan(9);
    expect(days).toBeLessThan(11);
  });
});
