/** Queries of the campaigns module, inside the caller's tenant transaction (row-level security). */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CampaignRecipientStatus, CampaignStatus } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { campaignRecipients, campaigns } from './campaigns.schema.js';

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

/** Marks the campaign's still-queued recipients skipped with `reason`; answers how many. */
export async function skipQueued(tx: Tx, campaignId: string, reason: string): Promise<number> {
  const rows = await tx
    .update(campaignRecipients)
    .set({ status: 'skipped', reason, leaseUntil: null })
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'queued')))
    .returning({ id: campaignRecipients.id });
  return rows.length;
}

export interface RecipientRow {
  clientId: string;
  clientName: string;
  to: string;
  status: CampaignRecipientStatus;
  reason: string | null;
  sentAt: Date | null;
  openedAt: Date | null;
  clickedAt: Date | null;
}

/**
 * Page `page` of `size` recipients of a campaign by the client's name (published.clients; an
 * erased client reads as its erased name), optionally of one status, and how many there are.
 */
export async function recipientPage(
  tx: Tx,
  campaignId: string,
  status: CampaignRecipientStatus | undefined,
  page: number,
  size: number,
): Promise<{ rows: RecipientRow[]; total: number }> {
  const r = campaignRecipients;
  const where = and(eq(r.campaignId, campaignId), status ? eq(r.status, status) : undefined);
  const rows = await queryRows<{
    client_id: string;
    client_name: string | null;
    to_address: string;
    status: CampaignRecipientStatus;
    reason: string | null;
    sent_at: string | Date | null;
    opened_at: string | Date | null;
    clicked_at: string | Date | null;
  }>(
    tx,
    sql`SELECT ${r.clientId} AS client_id, cl.name AS client_name, ${r.toAddress} AS to_address,
            ${r.status} AS status, ${r.reason} AS reason, ${r.sentAt} AS sent_at,
            ${r.openedAt} AS opened_at, ${r.clickedAt} AS clicked_at
          FROM ${r} LEFT JOIN published.clients cl ON cl.id = ${r.clientId}
          WHERE ${where}
          ORDER BY cl.name ASC NULLS LAST, ${r.clientId} ASC
          LIMIT ${size} OFFSET ${(page - 1) * size}`,
  );
  const [counted] = await tx.select({ n: count() }).from(r).where(where);
  const instant = (v: string | Date | null) => (v === null ? null : new Date(v));
  return {
    rows: rows.map((x) => ({
      clientId: x.client_id,
      clientName: x.client_name ?? '',
      to: x.to_address,
      status: x.status,
      reason: x.reason,
      sentAt: instant(x.sent_at),
      openedAt: instant(x.opened_at),
      clickedAt: instant(x.clicked_at),
    })),
    total: counted?.n ?? 0,
  };
}

export type RecipientInsert = typeof campaignRecipients.$inferInsert;

/** Writes recipient rows as they stand (the demo's sent campaign), 1,000 a statement. */
export async function insertRecipients(tx: Tx, rows: readonly RecipientInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1_000)
    await tx.insert(campaignRecipients).values(rows.slice(i, i + 1_000));
}
