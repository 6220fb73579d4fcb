/**
 * The only SQL of online booking. Online booking owns no table: it reads and writes through the
 * modules that own them; this file holds the one statement none of them has a reason to own.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/**
 * Serialises, until the transaction ends, the bookings of one contact in one tenant: two
 * submits of the same form (a double click, a retry after a lost answer) then run one after the
 * other, so the second finds the client and the booking the first made instead of starting a
 * second client record.
 */
export async function lockContact(tx: Tx, tenantId: string, email: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`online-booking:${tenantId}:${email}`}, 0))`,
  );
}
