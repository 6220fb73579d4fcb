/**
 * Queries of the campaigns table (issue #32), inside the caller's tenant transaction (row-level
 * security): the endpoints' reads and state changes, and the sender's reads of a campaign, its
 * start and finish and the sweep's due list. Recipients' queries are
 * campaigns.recipients.repository.ts's.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CampaignChannel, CampaignStatus } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { campaigns } from './campaigns.schema.js';

export type CampaignRow = typeof campaigns.$inferSelect;
export type CampaignInsert = typeof campaigns.$inferInsert;
/** What a write replaces on a draft. */
export type CampaignContent = Pick<
  CampaignRow,
  'name' | 'channel' | 'establishmentId' | 'segmentId' | 'subject' | 'body' | 'trackOpens'
>;

/** Locations a reader reaches: every one (undefined), or these ids. */
export type CampaignReach = readonly string[] | undefined;

const inReach = (reach: CampaignReach): SQL | undefined =>
  reach ? inArray(campaigns.establishmentId, reach.length ? [...reach] : [NO_ID]) : undefined;

/** Keeps an IN list non-empty for a reader who reaches no location (matches nothing). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** Page `page` of `size` campaigns within `reach`, newest first, and how many there are. */
export async function campaignPage(
  tx: Tx,
  reach: CampaignReach,
  page: number,
  size: number,
): Promise<{ rows: CampaignRow[]; total: number }> {
  const where = inReach(reach);
  const rows = await tx
    .select()
    .from(campaigns)
    .where(where)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(size)
    .offset((page - 1) * size);
  const [counted] = await tx.select({ n: count() }).from(campaigns).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** One campaign within `reach`; `lock` takes it FOR UPDATE (a state change waits for another). */
export async function findCampaign(
  tx: Tx,
  id: string,
  reach: CampaignReach,
  lock = false,
): Promise<CampaignRow | undefined> {
  const query = tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), inReach(reach)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertCampaign(tx: Tx, values: CampaignInsert): Promise<CampaignRow> {
  const [row] = await tx.insert(campaigns).values(values).returning();
  return row!;
}

/**
 * Moves campaign `id` from status `from` to `set.status` (with the other columns of `set`),
 * only if it is still in `from`: undefined when it was not (another request moved it first).
 */
export async function moveCampaign(
  tx: Tx,
  id: string,
  from: CampaignStatus,
  set: Partial<CampaignContent> & {
    status?: CampaignStatus;
    scheduledAt?: Date | null;
    finishedAt?: Date | null;
    reachEstablishmentIds?: string[] | null;
  },
): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .update(campaigns)
    .set({ ...set, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, from)))
    .returning();
  return row;
}

/** Deletes campaign `id` if it is still a draft; false when it was not. */
export async function deleteDraft(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'draft')))
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** A campaign as the sender reads it (column names as stored). */
export interface SendingCampaignRow {
  id: string;
  tenant_id: string;
  establishment_id: string;
  segment_id: string | null;
  channel: CampaignChannel;
  subject: string | null;
  body: string;
  track_opens: boolean;
  status: string;
  scheduled_at: Date | string | null;
  /** Null: every client of the tenant. */
  reach_establishment_ids: string[] | null;
}

const SENDING_COLUMNS = sql`id, tenant_id, establishment_id, segment_id, channel, subject, body, track_opens, status, scheduled_at, reach_establishment_ids`;

/** Campaign `id` in the tenant in scope as the sender reads it; FOR UPDATE when `lock` (a start waits for another). */
export async function sendingCampaign(
  tx: Tx,
  id: string,
  lock = false,
): Promise<SendingCampaignRow | undefined> {
  const [row] = await queryRows<SendingCampaignRow>(
    tx,
    lock
      ? sql`SELECT ${SENDING_COLUMNS} FROM campaigns WHERE id = ${id} FOR UPDATE`
      : sql`SELECT ${SENDING_COLUMNS} FROM campaigns WHERE id = ${id}`,
  );
  return row;
}

/**
 * Marks campaign `id` started at `now`: 'sending', or, when it has no recipients (`none`),
 * 'sent' and finished at once. The caller holds the campaign's lock (sendingCampaign).
 */
export async function markStarted(tx: Tx, id: string, now: Date, none: boolean): Promise<void> {
  await tx.execute(sql`
    UPDATE campaigns SET status = ${none ? 'sent' : 'sending'}, started_at = ${now},
      finished_at = ${none ? now : null}, updated_at = ${now}
    WHERE id = ${id}`);
}

/**
 * Marks sending campaign `id` 'sent' at `now` once none of its recipients is queued or
 * sending; true for the one call that did (others find it no longer sending).
 */
export async function finishCampaign(tx: Tx, id: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`UPDATE campaigns SET status = 'sent', finished_at = ${now}, updated_at = ${now}
        WHERE id = ${id} AND status = 'sending'
          AND NOT EXISTS (SELECT 1 FROM campaign_recipients r
                          WHERE r.campaign_id = ${id} AND r.status IN ('queued', 'sending'))
        RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Every tenant's campaigns scheduled and due at `now` or sending (campaigns_due, a security
 * definer function): run through the auth role (withAuth), not a tenant's.
 */
export function dueCampaigns(tx: Tx, now: Date): Promise<{ tenant_id: string; campaign_id: string }[]> {
  return queryRows<{ tenant_id: string; campaign_id: string }>(
    tx,
    sql`SELECT tenant_id, campaign_id FROM campaigns_due(${now})`,
  );
}

/** The location and body of campaign `id` (what a test send's links are rebuilt from), or undefined. */
export async function campaignLinkSource(
  tx: Tx,
  id: string,
): Promise<{ establishment_id: string; body: string } | undefined> {
  const [row] = await queryRows<{ establishment_id: string; body: string }>(
    tx,
    sql`SELECT establishment_id, body FROM campaigns WHERE id = ${id}`,
  );
  return row;
}

/** The email, first name and mobile of user `userId` (published.users), for a test send; undefined when unknown. */
export async function testSendUser(
  tx: Tx,
  userId: string,
): Promise<{ email: string | null; first_name: string | null; phone: string | null } | undefined> {
  const [user] = await queryRows<{ email: string | null; first_name: string | null; phone: string | null }>(
    tx,
    sql`SELECT email, first_name, phone FROM published.users WHERE id = ${userId}`,
  );
  return user;
}
