/**
 * Campaign results (issue #32; the definitions are campaigns.ts's in the contracts), for a page of
 * campaigns in one grouped statement over their recipients:
 * - `recipients` every row; `queued` not yet sent (queued, or claimed by a sender: 'sending');
 *   `sent` handed over (then delivered or refused: statuses sent and bounced); `delivered` sent
 *   and not refused (status sent); `bounced`, `failed`, `skipped` their statuses;
 * - `opened` rows with an open (null when the campaign does not track opens); `clicked` rows with
 *   a click;
 * - `unsubscribed` delivered recipients who withdrew marketing consent on the campaign's channel
 *   at or after their sent_at and before CAMPAIGN_ATTRIBUTION_DAYS later (the consent module's
 *   condition); `bookings` appointments (published.appointments, by created_at) of delivered
 *   recipients created in that same window. A refused message reached nobody: it has neither.
 */
import { sql } from 'drizzle-orm';
import { CAMPAIGN_ATTRIBUTION_DAYS, type CampaignResults } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { withdrewMarketingWithin } from '../consent/index.js';
import { campaignRecipients as r, campaigns as c } from './campaigns.schema.js';

/** A campaign nobody has been queued for yet. */
const EMPTY = (trackOpens: boolean): CampaignResults => ({
  recipients: 0,
  queued: 0,
  sent: 0,
  delivered: 0,
  bounced: 0,
  failed: 0,
  skipped: 0,
  opened: trackOpens ? 0 : null,
  clicked: 0,
  unsubscribed: 0,
  bookings: 0,
});

interface ResultRow {
  campaign_id: string;
  recipients: number;
  queued: number;
  sent: number;
  delivered: number;
  bounced: number;
  failed: number;
  skipped: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  bookings: number;
}

/**
 * The results of each of `list` (id and whether it tracks opens), by campaign id: one statement
 * whatever the count (campaign_recipients_claim_idx by campaign; appointments by client).
 */
export async function campaignResults(
  tx: Tx,
  list: readonly { id: string; trackOpens: boolean }[],
): Promise<Map<string, CampaignResults>> {
  const answer = new Map(list.map((x) => [x.id, EMPTY(x.trackOpens)]));
  if (list.length === 0) return answer;
  const ids = sql.join(
    list.map((x) => sql`${x.id}::uuid`),
    sql`, `,
  );
  const days = CAMPAIGN_ATTRIBUTION_DAYS;
  const delivered = sql`${r.status} = 'sent' AND ${r.sentAt} IS NOT NULL`;
  const rows = await queryRows<ResultRow>(
    tx,
    sql`SELECT ${r.campaignId} AS campaign_id,
          count(*)::int AS recipients,
          count(*) FILTER (WHERE ${r.status} IN ('queued', 'sending'))::int AS queued,
          count(*) FILTER (WHERE ${r.status} IN ('sent', 'bounced'))::int AS sent,
          count(*) FILTER (WHERE ${r.status} = 'sent')::int AS delivered,
          count(*) FILTER (WHERE ${r.status} = 'bounced')::int AS bounced,
          count(*) FILTER (WHERE ${r.status} = 'failed')::int AS failed,
          count(*) FILTER (WHERE ${r.status} = 'skipped')::int AS skipped,
          count(${r.openedAt})::int AS opened,
          count(${r.clickedAt})::int AS clicked,
          count(*) FILTER (WHERE ${delivered}
            AND ${withdrewMarketingWithin(sql`${r.clientId}`, sql`${c.channel}`, sql`${r.sentAt}`, days)})::int
            AS unsubscribed,
          coalesce(sum(b.n) FILTER (WHERE ${delivered}), 0)::int AS bookings
        FROM ${r} JOIN ${c} ON ${c.id} = ${r.campaignId}
        LEFT JOIN LATERAL (
          SELECT count(*) AS n FROM published.appointments a
          WHERE a.client_id = ${r.clientId} AND ${r.sentAt} IS NOT NULL
            AND a.created_at >= ${r.sentAt} AND a.created_at < ${r.sentAt} + make_interval(days => ${days}::int)
        ) b ON true
        WHERE ${r.campaignId} IN (${ids})
        GROUP BY ${r.campaignId}`,
  );
  for (const row of rows) {
    const tracks = list.find((x) => x.id === row.campaign_id)?.trackOpens ?? false;
    answer.set(row.campaign_id, {
      recipients: row.recipients,
      queued: row.queued,
      sent: row.sent,
      delivered: row.delivered,
      bounced: row.bounced,
      failed: row.failed,
      skipped: row.skipped,
      opened: tracks ? row.opened : null,
      clicked: row.clicked,
      unsubscribed: row.unsubscribed,
      bookings: row.bookings,
    });
  }
  return answer;
}
