/**
 * Ticket and transaction numbers (issue #13): each counts per tenant from 1 in the
 * checkout_numbers row, which the upsert locks until the caller's transaction ends, so two
 * sales never get the same number and a rolled-back one gives its number back.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { checkoutNumbers as n } from './checkout.schema.js';

/** The tenant's next ticket number. */
export async function nextTicketNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(n)
    .values({ tenantId, lastTicket: 1, lastTransaction: 0 })
    .onConflictDoUpdate({ target: n.tenantId, set: { lastTicket: sql`${n.lastTicket} + 1` } })
    .returning({ number: n.lastTicket });
  return row!.number;
}

/** The tenant's next transaction number. */
export async function nextTransactionNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(n)
    .values({ tenantId, lastTicket: 0, lastTransaction: 1 })
    .onConflictDoUpdate({ target: n.tenantId, set: { lastTransaction: sql`${n.lastTransaction} + 1` } })
    .returning({ number: n.lastTransaction });
  return row!.number;
}
