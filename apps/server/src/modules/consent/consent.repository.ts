/** Queries of the consent module's table, inside the caller's tenant transaction. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConsentChannel, ConsentPurpose, ConsentSource } from '@daybook/contracts';
import { queryRows, type Tx } from '../../db/client.js';
import { clientConsentPeople, clientConsents } from './consent.schema.js';

export type ConsentInsert = typeof clientConsents.$inferInsert;

/** The latest recorded change of one (client, channel, purpose). */
export interface LatestConsent {
  clientId: string;
  channel: ConsentChannel;
  purpose: ConsentPurpose;
  granted: boolean;
  source: ConsentSource;
  createdAt: Date;
}

/** One recorded change with the name of the person who made it. */
export type ConsentHistoryRow = typeof clientConsents.$inferSelect & { changedByName: string | null };

/**
 * The latest row per (client, channel, purpose) of `clientIds`, narrowed to one channel and
 * purpose when given: one query, DISTINCT ON over the latest-row index.
 */
export async function latestConsents(
  tx: Tx,
  clientIds: readonly string[],
  only?: { channel: ConsentChannel; purpose: ConsentPurpose },
): Promise<LatestConsent[]> {
  if (clientIds.length === 0) return [];
  const t = clientConsents;
  return tx
    .selectDistinctOn([t.clientId, t.channel, t.purpose], {
      clientId: t.clientId,
      channel: t.channel,
      purpose: t.purpose,
      granted: t.granted,
      source: t.source,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(
      and(
        inArray(t.clientId, [...clientIds]),
        only ? eq(t.channel, only.channel) : undefined,
        only ? eq(t.purpose, only.purpose) : undefined,
      ),
    )
    .orderBy(t.clientId, t.channel, t.purpose, desc(t.createdAt), desc(t.id));
}

/** A client's changes, newest first, at most `limit`. */
export async function consentHistory(tx: Tx, clientId: string, limit: number): Promise<ConsentHistoryRow[]> {
  const rows = await tx
    .select({ change: clientConsents, changedByName: clientConsentPeople.name })
    .from(clientConsents)
    .leftJoin(clientConsentPeople, eq(clientConsentPeople.userId, clientConsents.changedBy))
    .where(eq(clientConsents.clientId, clientId))
    .orderBy(desc(clientConsents.createdAt), desc(clientConsents.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.change, changedByName: r.changedByName }));
}

/** Rows per INSERT: 1,000 rows × 8 columns stays far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;

/** Appends changes (the table is append-only: nothing is ever updated). */
export async function insertConsents(tx: Tx, values: ConsentInsert[]): Promise<void> {
  for (let i = 0; i < values.length; i += INSERT_BATCH)
    await tx.insert(clientConsents).values(values.slice(i, i + INSERT_BATCH));
}

/**
 * Every (tenant, client) whose phone is `phoneE164`, across tenants: the database function of
 * migration 0073, which answers these pairs and nothing else. Inside withAuth only (the role
 * allowed to call it); each tenant's rows are then read in that tenant's scope.
 */
export async function clientsWithPhone(
  tx: Tx,
  phoneE164: string,
): Promise<{ tenantId: string; clientId: string }[]> {
  const rows = await queryRows<{ tenant_id: string; client_id: string }>(
    tx,
    sql`SELECT tenant_id, client_id FROM clients_with_phone(${phoneE164})`,
  );
  return rows.map((r) => ({ tenantId: r.tenant_id, clientId: r.client_id }));
}
