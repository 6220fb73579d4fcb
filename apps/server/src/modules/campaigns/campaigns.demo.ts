/**
 * The marketing demo (issue #32), after the booking history: three saved segments (lapsed 90
 * days, birthdays this month, colour clients), marketing consent imported for a realistic share
 * of the clients (about 3 in 5 by email, 1 in 3 by text), and one email campaign to the colour
 * clients sent 10 days before the seed's day, whose recipient rows are written as a send would
 * leave them (a couple bounced, opens and clicks spread over the following days), so its results
 * are read like any other campaign's. Deterministic: shares and times follow each client's place
 * in the list, never a random draw.
 */
import { sql } from 'drizzle-orm';
import type { SegmentFilter } from '@daybook/contracts';
import type { DemoHook } from '../../core/demo.js';
import { queryRows } from '../../db/client.js';
import { recordImportedConsents } from '../consent/index.js';
import { saveSegment, segmentMembers } from '../segments/index.js';
import { servicesAt } from '../services/index.js';
import { insertRecipients } from './campaigns.recipients.repository.js';
import * as repo from './campaigns.repository.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The sender's pace (150 a minute): the demo's sends are this far apart. */
const SEND_GAP_MS = 400;

/** A fraction in [0, 1) fixed for index `i` and `salt` (Knuth's multiplicative hash). */
const share = (i: number, salt: number) =>
  (((i + 1) * 2_654_435_761 + salt * 40_503) % 4_294_967_296) / 4_294_967_296;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export const campaignsDemo: DemoHook = async ({ tx, tenantId, now, made }) => {
  const owner = made.accounts.find((a) => a.role === 'owner') ?? made.accounts[0];
  if (!owner || made.places.length === 0) return;
  const clientIds = (
    await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM published.clients WHERE merged_into_id IS NULL AND erased_at IS NULL ORDER BY name, id`,
    )
  ).map((r) => r.id);
  await recordImportedConsents(
    tx,
    tenantId,
    owner.id,
    clientIds.flatMap((clientId, i) => [
      { clientId, channel: 'email' as const, purpose: 'marketing' as const, granted: share(i, 1) < 0.6 },
      { clientId, channel: 'sms' as const, purpose: 'marketing' as const, granted: share(i, 2) < 0.35 },
    ]),
  );

  // The colour category and the first location offering it (a menu without one gets no campaign).
  let colour: { category: string; establishmentId: string } | undefined;
  for (const place of made.places) {
    const found = (await servicesAt(tx, place.id, false)).find(
      (s) => s.category && /colou?r/i.test(s.category),
    );
    if (found?.category) {
      colour = { category: found.category, establishmentId: place.id };
      break;
    }
  }
  await saveSegment(
    tx,
    tenantId,
    'Lapsed 90 days',
    { lastVisitBefore: isoDay(new Date(now.getTime() - 90 * DAY_MS)) },
    owner.id,
  );
  await saveSegment(tx, tenantId, 'Birthday this month', { birthdayMonth: now.getUTCMonth() + 1 }, owner.id);
  if (!colour) return;
  const filter: SegmentFilter = { categories: [colour.category] };
  const segment = await saveSegment(tx, tenantId, 'Colour clients', filter, owner.id);

  const members = await segmentMembers(tx, {
    ...filter,
    consent: { channel: 'email', purpose: 'marketing' },
  });
  const addresses = members.length
    ? await queryRows<{ id: string; email: string }>(
        tx,
        sql`SELECT id, email FROM published.clients
            WHERE id IN (${sql.join(
              members.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) AND email IS NOT NULL`,
      )
    : [];
  if (addresses.length === 0) return;

  // 10 days before the seed's day, at the top of its hour.
  const startedAt = new Date(Math.floor((now.getTime() - 10 * DAY_MS) / 3_600_000) * 3_600_000);
  const campaign = await repo.insertCampaign(tx, {
    tenantId,
    establishmentId: colour.establishmentId,
    segmentId: segment.id,
    name: 'Winter colour offer',
    channel: 'email',
    subject: 'Winter colour: 20% off gloss and single-process colour',
    body:
      'Hi {{first_name}},\n\nWinter light is kind to rich colour. Book a gloss or a single-process colour at ' +
      '{{location}} in the next three weeks and we will take 20% off.\n\nBook online: {{booking_link}}\n\n' +
      'Your next appointment: {{next_appointment}}',
    trackOpens: true,
    status: 'sent',
    scheduledAt: startedAt,
    startedAt,
    finishedAt: new Date(startedAt.getTime() + addresses.length * SEND_GAP_MS + 1_000),
    createdBy: owner.id,
    createdAt: new Date(startedAt.getTime() - 2 * DAY_MS),
    updatedAt: startedAt,
  });
  await insertRecipients(
    tx,
    addresses.map((a, i) => {
      const sentAt = new Date(startedAt.getTime() + i * SEND_GAP_MS);
      // Two addresses refused by the receiving server; of the rest about 45% opened (within two
      // days, most in the first hours) and a quarter of those clicked through.
      const bounced = i === 3 || i === 11;
      const opened = !bounced && share(i, 3) < 0.45;
      const openedAt = opened
        ? new Date(sentAt.getTime() + Math.round(share(i, 4) ** 3 * 48 * 60) * MINUTE_MS)
        : null;
      const clickedAt =
        openedAt && share(i, 5) < 0.25
          ? new Date(openedAt.getTime() + (1 + Math.round(share(i, 6) * 9)) * MINUTE_MS)
          : null;
      return {
        tenantId,
        campaignId: campaign.id,
        clientId: a.id,
        toAddress: a.email,
        status: bounced ? ('bounced' as const) : ('sent' as const),
        reason: bounced ? '550 5.1.1 Mailbox does not exist' : null,
        attempts: 1,
        sentAt,
        openedAt,
        clickedAt,
        createdAt: startedAt,
      };
    }),
  );
};
