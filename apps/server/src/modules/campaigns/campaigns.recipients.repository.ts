/**
 * Queries of campaign_recipients (issue #32), inside the caller's tenant transaction (row-level
 * security): filling a campaign's recipients from the CRM, the sender's claims, leases and
 * settlements, the recipients page, and the tracking endpoints' opens and clicks. The campaigns
 * table's own queries are campaigns.repository.ts's.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { CampaignChannel, CampaignRecipientStatus } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { campaignRecipients } from './campaigns.schema.js';

/** Ids per statement when recipients are filled or counted (a statement's parameters stay few). */
const FILL_CHUNK = 1_000;

/** A PostgreSQL array literal of uuids, one parameter however many ids. */
function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

/** The address column of `channel` in published.clients (alias c). */
function addressColumn(channel: CampaignChannel) {
  return channel === 'email' ? sql`c.email` : sql`c.phone`;
}

/** Of `ids`, how many are still in the CRM (not erased or merged) with an address on `channel`. */
export async function countWithAddress(
  tx: Tx,
  ids: readonly string[],
  channel: CampaignChannel,
): Promise<number> {
  let n = 0;
  const address = addressColumn(channel);
  for (let i = 0; i < ids.length; i += FILL_CHUNK) {
    const [row] = await queryRows<{ n: number | string }>(
      tx,
      sql`SELECT count(*) AS n FROM published.clients c
          WHERE c.id = ANY(${uuidArray(ids.slice(i, i + FILL_CHUNK))}::uuid[])
            AND c.erased_at IS NULL AND c.merged_into_id IS NULL AND coalesce(${address}, '') <> ''`,
    );
    n += Number(row?.n ?? 0);
  }
  return n;
}

/**
 * Writes a queued row of campaign `campaignId` for each of `ids` still in the CRM with an
 * address on `channel` (the address as it is now), FILL_CHUNK a statement; a client already
 * there is left alone (the (campaign, client) key). Answers how many rows the campaign has.
 */
export async function fillRecipients(
  tx: Tx,
  campaignId: string,
  ids: readonly string[],
  channel: CampaignChannel,
): Promise<number> {
  const address = addressColumn(channel);
  for (let i = 0; i < ids.length; i += FILL_CHUNK) {
    await tx.execute(sql`
      INSERT INTO campaign_recipients (tenant_id, campaign_id, client_id, to_address)
      SELECT c.tenant_id, ${campaignId}, c.id, ${address} FROM published.clients c
      WHERE c.id = ANY(${uuidArray(ids.slice(i, i + FILL_CHUNK))}::uuid[])
        AND c.erased_at IS NULL AND c.merged_into_id IS NULL AND coalesce(${address}, '') <> ''
      ON CONFLICT DO NOTHING`);
  }
  const [{ n } = { n: 0 }] = await queryRows<{ n: number | string }>(
    tx,
    sql`SELECT count(*) AS n FROM campaign_recipients WHERE campaign_id = ${campaignId}`,
  );
  return Number(n);
}

/** A row a sender claimed. */
export interface ClaimedRecipient {
  id: string;
  client_id: string;
  to_address: string;
  attempts: number;
}

/** How a claim runs (the pump's tuning). */
export interface ClaimTerms {
  /** Rows claimed at once. */
  batch: number;
  /** Seconds a claimed row is the claimer's. */
  leaseSeconds: number;
  /** Claims of one row before it fails. */
  maxAttempts: number;
}

/**
 * Claims the next `terms.batch` rows of campaign `campaignId` while it is still 'sending':
 * queued rows, and 'sending' rows whose lease ran out, oldest first, FOR UPDATE SKIP LOCKED (two
 * senders never claim one row), each leased for `terms.leaseSeconds` with its attempt counted.
 * First fails the rows whose lease ran out after `terms.maxAttempts` claims.
 */
export async function claimRecipients(
  tx: Tx,
  campaignId: string,
  terms: ClaimTerms,
): Promise<ClaimedRecipient[]> {
  await tx.execute(sql`
    UPDATE campaign_recipients SET status = 'failed', reason = ${`no answer after ${terms.maxAttempts} attempts`}
    WHERE campaign_id = ${campaignId} AND status = 'sending' AND lease_until < now() AND attempts >= ${terms.maxAttempts}`);
  return queryRows<ClaimedRecipient>(
    tx,
    sql`UPDATE campaign_recipients SET status = 'sending',
          lease_until = now() + make_interval(secs => ${terms.leaseSeconds}), attempts = attempts + 1
        WHERE id IN (
          SELECT r.id FROM campaign_recipients r
          WHERE r.campaign_id = ${campaignId}
            AND (r.status = 'queued' OR (r.status = 'sending' AND r.lease_until < now()))
            AND EXISTS (SELECT 1 FROM campaigns c WHERE c.id = ${campaignId} AND c.status = 'sending')
          ORDER BY r.created_at, r.id
          LIMIT ${terms.batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, client_id, to_address, attempts`,
  );
}

/** Settles claimed rows `ids` that will not be sent ('skipped' or 'failed', with why); rows no longer 'sending' are left alone. */
export async function settleRecipients(
  tx: Tx,
  ids: readonly string[],
  status: 'skipped' | 'failed',
  reason: string,
): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    UPDATE campaign_recipients SET status = ${status}, reason = ${reason}
    WHERE id = ANY(${uuidArray(ids)}::uuid[]) AND status = 'sending'`);
}

/** The status of the campaign of recipient `id` (read in the statement that settles it). */
const campaignStatusOf = (id: string) =>
  sql`(SELECT c.status FROM campaigns c JOIN campaign_recipients r ON r.campaign_id = c.id WHERE r.id = ${id})`;

/**
 * Marks campaign `campaignId`'s claimed rows `ids` sent now, those its sender still holds
 * ('sending'), in one statement; answers the campaign's status read in it (null when gone).
 */
export async function markRecipientsSent(
  tx: Tx,
  campaignId: string,
  ids: readonly string[],
): Promise<string | null> {
  const [row] = await queryRows<{ status: string | null }>(
    tx,
    sql`WITH settled AS (
          UPDATE campaign_recipients SET status = 'sent', sent_at = now(), reason = NULL
          WHERE id = ANY(${uuidArray(ids)}::uuid[]) AND status = 'sending')
        SELECT (SELECT c.status FROM campaigns c WHERE c.id = ${campaignId}) AS status`,
  );
  return row?.status ?? null;
}

/**
 * Marks claimed row `id` `status` (bounced, failed, or queued again) with why, if its sender
 * still holds it; answers its campaign's status in the same statement (null when gone).
 */
export async function markRecipientUnsent(
  tx: Tx,
  id: string,
  status: 'bounced' | 'failed' | 'queued',
  reason: string,
): Promise<string | null> {
  const [row] = await queryRows<{ status: string | null }>(
    tx,
    sql`WITH settled AS (
          UPDATE campaign_recipients SET status = ${status}, reason = ${reason}
          WHERE id = ${id} AND status = 'sending')
        SELECT ${campaignStatusOf(id)} AS status`,
  );
  return row?.status ?? null;
}

/** What a sender needs of one client: name and current address (null: none, or the client is gone). */
export interface RecipientClient {
  name: string;
  address: string | null;
}

/**
 * Of clients `ids`, those still in the CRM with their names and addresses on `channel`, and
 * their next booked or confirmed appointment at `establishmentId` after now: one query each.
 */
export async function recipientClients(
  tx: Tx,
  ids: readonly string[],
  channel: CampaignChannel,
  establishmentId: string,
): Promise<{ clients: Map<string, RecipientClient>; next: Map<string, Date> }> {
  const list = uuidArray(ids);
  const clients = await queryRows<{ id: string; name: string; address: string | null }>(
    tx,
    sql`SELECT c.id, c.name, ${addressColumn(channel)} AS address FROM published.clients c
        WHERE c.id = ANY(${list}::uuid[]) AND c.erased_at IS NULL AND c.merged_into_id IS NULL`,
  );
  const next = await queryRows<{ client_id: string; starts_at: Date | string }>(
    tx,
    sql`SELECT DISTINCT ON (a.client_id) a.client_id, a.starts_at FROM published.appointments a
        WHERE a.client_id = ANY(${list}::uuid[]) AND a.establishment_id = ${establishmentId}
          AND a.status IN ('booked', 'confirmed') AND a.starts_at > now()
        ORDER BY a.client_id, a.starts_at`,
  );
  return {
    clients: new Map(clients.map((c) => [c.id, { name: c.name, address: c.address }])),
    next: new Map(next.map((n) => [n.client_id, new Date(n.starts_at)])),
  };
}

/** Where a campaign's sending stands when nothing was claimable. */
export interface SendingState {
  status: string;
  /** The latest lease of a row still 'sending' (another sender holds it), or null. */
  until: Date | null;
  /** Rows still queued or sending. */
  left: number;
}

/** The campaign's status, its latest held lease and its rows left (undefined when the campaign is gone). */
export async function sendingState(tx: Tx, campaignId: string): Promise<SendingState | undefined> {
  const [row] = await queryRows<{ status: string; until: Date | string | null; left: number | string }>(
    tx,
    sql`SELECT c.status, (SELECT max(r.lease_until) FROM campaign_recipients r
                          WHERE r.campaign_id = c.id AND r.status = 'sending') AS until,
               (SELECT count(*) FROM campaign_recipients r
                WHERE r.campaign_id = c.id AND r.status IN ('queued', 'sending')) AS left
        FROM campaigns c WHERE c.id = ${campaignId}`,
  );
  if (!row) return undefined;
  return { status: row.status, until: row.until ? new Date(row.until) : null, left: Number(row.left) };
}

/**
 * Whether sending campaign `campaignId` is stalled: rows wait (queued or sending) and its
 * latest lease (rows keep theirs once settled) ended over `idleSeconds` ago. False unless it is
 * sending.
 */
export async function isStalled(tx: Tx, campaignId: string, idleSeconds: number): Promise<boolean> {
  const [row] = await queryRows<{ waiting: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM campaign_recipients r WHERE r.campaign_id = c.id
                       AND r.status IN ('queued', 'sending'))
           AND coalesce((SELECT max(r.lease_until) FROM campaign_recipients r WHERE r.campaign_id = c.id),
                        '-infinity') < now() - make_interval(secs => ${idleSeconds})
           AS waiting
        FROM campaigns c WHERE c.id = ${campaignId} AND c.status = 'sending'`,
  );
  return row?.waiting === true;
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

/** Records recipient `recipientId`'s first open, when its campaign tracks opens (later ones change nothing). */
export async function recordOpen(tx: Tx, recipientId: string): Promise<void> {
  await tx.execute(sql`UPDATE campaign_recipients r SET opened_at = now()
                       FROM campaigns c
                       WHERE r.id = ${recipientId} AND r.opened_at IS NULL
                         AND c.id = r.campaign_id AND c.track_opens`);
}

/** The location and body of recipient `recipientId`'s campaign (what its links are rebuilt from), or undefined. */
export async function campaignOfRecipient(
  tx: Tx,
  recipientId: string,
): Promise<{ establishment_id: string; body: string } | undefined> {
  const [row] = await queryRows<{ establishment_id: string; body: string }>(
    tx,
    sql`SELECT c.establishment_id, c.body FROM campaign_recipients r JOIN campaigns c ON c.id = r.campaign_id
        WHERE r.id = ${recipientId}`,
  );
  return row;
}

/** Records recipient `recipientId`'s first click (later ones change nothing). */
export async function recordClick(tx: Tx, recipientId: string): Promise<void> {
  await tx.execute(
    sql`UPDATE campaign_recipients SET clicked_at = now() WHERE id = ${recipientId} AND clicked_at IS NULL`,
  );
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
