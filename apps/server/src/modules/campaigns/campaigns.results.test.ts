/**
 * Campaign results (issue #32; campaigns.ts's definitions): recipient rows written here directly
 * on the real database, then each figure read back — counts by status, delivered without the
 * bounced, opens null when not tracked, and bookings and unsubscribes inside the 7-day window
 * after each recipient's send (its start counted, its end not; before the send not; a refused
 * message attributes nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CampaignResults } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { campaignResults } from './campaigns.results.js';

let ctx: TestContext;
let tenantId: string;
let manhattan: string;
let staffId: string;
let serviceId: string;
/** The moment every delivered recipient here was sent to. */
const T = '2026-01-10T12:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T) + ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const campaign = {} as Record<'tracked' | 'untracked' | 'empty', string>;

async function insertCampaign(tx: Tx, name: string, trackOpens: boolean): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO campaigns (tenant_id, establishment_id, name, channel, subject, body, track_opens, status)
        VALUES (${tenantId}, ${manhattan}, ${name}, 'email', 'Hello', 'Hi {{first_name}}', ${trackOpens}, 'sending')
        RETURNING id`,
  );
  return row!.id;
}

async function insertClient(tx: Tx, name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO clients (tenant_id, establishment_id, name, email)
        VALUES (${tenantId}, ${manhattan}, ${name}, ${name.toLowerCase().replace(/\W+/g, '.') + '@results.example'})
        RETURNING id`,
  );
  return row!.id;
}

async function recipient(
  tx: Tx,
  campaignId: string,
  clientId: string,
  status: string,
  times: { sent?: string; opened?: string; clicked?: string } = {},
) {
  await tx.execute(
    sql`INSERT INTO campaign_recipients (tenant_id, campaign_id, client_id, to_address, status, sent_at, opened_at, clicked_at)
        VALUES (${tenantId}, ${campaignId}, ${clientId}, 'r@results.example', ${status},
          ${times.sent ?? null}::timestamptz, ${times.opened ?? null}::timestamptz, ${times.clicked ?? null}::timestamptz)`,
  );
}

let slot = 0;
/** An appointment of `clientId` booked (created) at `createdAt`, each on its own day in 2019. */
async function booked(tx: Tx, clientId: string, createdAt: string) {
  const starts = new Date(Date.UTC(2019, 0, 2 + slot++, 15)).toISOString();
  await tx.execute(
    sql`INSERT INTO appointments (tenant_id, establishment_id, staff_id, service_id, client_id, client_name,
          service_name, starts_at, ends_at, status, price_cents, created_at)
        VALUES (${tenantId}, ${manhattan}, ${staffId}, ${serviceId}, ${clientId}, 'Results', 'Results service',
          ${starts}::timestamptz, ${starts}::timestamptz + interval '30 minutes', 'completed', 4000, ${createdAt}::timestamptz)`,
  );
}

/** A consent change of `clientId` at `createdAt`. */
async function consent(tx: Tx, clientId: string, channel: string, granted: boolean, createdAt: string) {
  await tx.execute(
    sql`INSERT INTO client_consents (tenant_id, client_id, channel, purpose, granted, source, created_at)
        VALUES (${tenantId}, ${clientId}, ${channel}, 'marketing', ${granted}, 'staff', ${createdAt}::timestamptz)`,
  );
}

let results: Map<string, CampaignResults>;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await ctx.signIn('owner@luxe.example');
  const employee = await ctx.signIn('employee@luxe.example');
  tenantId = owner.user.tenantId;
  [manhattan] = employee.user.establishments as [string];
  staffId = employee.user.id;
  await withTenant(ctx.database.db, { tenantId }, async (tx) => {
    const [service] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM services WHERE establishment_id = ${manhattan} ORDER BY name LIMIT 1`,
    );
    serviceId = service!.id;
    campaign.tracked = await insertCampaign(tx, 'Tracked', true);
    campaign.untracked = await insertCampaign(tx, 'Untracked', false);
    campaign.empty = await insertCampaign(tx, 'Empty', true);

    // Delivered, opened and clicked; booked twice inside the window, once at its end and once
    // before the send; unsubscribed on the window's last second.
    const booker = await insertClient(tx, 'Results Booker');
    await recipient(tx, campaign.tracked, booker, 'sent', {
      sent: T,
      opened: at(HOUR),
      clicked: at(2 * HOUR),
    });
    await booked(tx, booker, T);
    await booked(tx, booker, at(7 * DAY - 1000));
    await booked(tx, booker, at(7 * DAY));
    await booked(tx, booker, at(-1000));
    await consent(tx, booker, 'email', false, at(7 * DAY - 1000));

    // Delivered and opened; withdrew only at the window's end, on the other channel, or before.
    const reader = await insertClient(tx, 'Results Reader');
    await recipient(tx, campaign.tracked, reader, 'sent', { sent: T, opened: at(DAY) });
    await consent(tx, reader, 'email', false, at(-1000));
    await consent(tx, reader, 'email', true, at(DAY));
    await consent(tx, reader, 'sms', false, at(DAY));
    await consent(tx, reader, 'email', false, at(7 * DAY));

    // Refused: neither a booking nor an unsubscribe counts to the campaign.
    const bounced = await insertClient(tx, 'Results Bounced');
    await recipient(tx, campaign.tracked, bounced, 'bounced', { sent: T });
    await booked(tx, bounced, at(HOUR));
    await consent(tx, bounced, 'email', false, at(HOUR));

    for (const status of ['queued', 'sending', 'failed', 'skipped'])
      await recipient(tx, campaign.tracked, await insertClient(tx, `Results ${status}`), status);

    // Opens not tracked: an open recorded anyway is not reported.
    const untracked = await insertClient(tx, 'Results Untracked');
    await recipient(tx, campaign.untracked, untracked, 'sent', { sent: T, opened: at(HOUR) });
  });
  results = await withTenant(ctx.database.db, { tenantId }, (tx) =>
    campaignResults(tx, [
      { id: campaign.tracked, trackOpens: true },
      { id: campaign.untracked, trackOpens: false },
      { id: campaign.empty, trackOpens: true },
    ]),
  );
});
afterAll(() => ctx.close());

describe('campaign results', () => {
  it('counts recipients by status; sent holds the bounced, delivered does not', () => {
    expect(results.get(campaign.tracked)).toMatchObject({
      recipients: 7,
      queued: 2,
      sent: 3,
      delivered: 2,
      bounced: 1,
      failed: 1,
      skipped: 1,
    });
  });

  it('counts opens and clicks per recipient; opens are null when not tracked', () => {
    expect(results.get(campaign.tracked)).toMatchObject({ opened: 2, clicked: 1 });
    expect(results.get(campaign.untracked)).toMatchObject({
      recipients: 1,
      delivered: 1,
      opened: null,
      clicked: 0,
    });
  });

  it('attributes bookings created from the send to 7 days later, the end excluded', () => {
    expect(results.get(campaign.tracked)?.bookings).toBe(2);
  });

  it('attributes a withdrawal of marketing on the channel in the same window only', () => {
    expect(results.get(campaign.tracked)?.unsubscribed).toBe(1);
  });

  it('answers zeros for a campaign nobody was queued for', () => {
    expect(results.get(campaign.empty)).toEqual({
      recipients: 0,
      queued: 0,
      sent: 0,
      delivered: 0,
      bounced: 0,
      failed: 0,
      skipped: 0,
      opened: 0,
      clicked: 0,
      unsubscribed: 0,
      bookings: 0,
    });
  });

  it('sees nothing of another tenant’s campaigns', async () => {
    const north = await ctx.signIn('owner@northside.example');
    const theirs = await withTenant(ctx.database.db, { tenantId: north.user.tenantId }, (tx) =>
      campaignResults(tx, [{ id: campaign.tracked, trackOpens: true }]),
    );
    expect(theirs.get(campaign.tracked)?.recipients).toBe(0);
  });
});
