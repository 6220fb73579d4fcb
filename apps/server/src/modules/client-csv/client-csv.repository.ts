/**
 * The only SQL of client import. Import owns no table: it adds clients through the CRM's use
 * cases; this file holds the one statement none of them has a reason to own.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * One import per tenant at a time, until the transaction ends: two uploads of one file then run
 * one after the other, and the second sees the first's clients as duplicates.
 */
export async function lockImports(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('client-import'), hashtext(${tenantId}))`);
}
