/**
 * Finding and creating clients by contact details, for every path that meets a client who may
 * already exist: online booking, the CRM's duplicate warning, import (spec core.md §3 Client).
 * Email and phone must already be in normal form (contracts' emailSchema / phoneSchema).
 */
import { contactSearchText } from '@daybook/contracts';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clients } from '../../db/schema.js';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = Omit<typeof clients.$inferInsert, 'id' | 'tenantId' | 'searchText'> & {
  tenantId: string;
};

/**
 * Live clients of the tenant (row-level security) with this email or this phone, oldest first;
 * merged and erased records are left out. Empty when neither is given.
 */
export async function findClientsByContact(
  tx: Tx,
  contact: { email?: string | null; phone?: string | null },
): Promise<ClientRow[]> {
  const matches: SQL[] = [];
  if (contact.email) matches.push(eq(clients.email, contact.email));
  if (contact.phone) matches.push(eq(clients.phone, contact.phone));
  if (matches.length === 0) return [];
  return tx
    .select()
    .from(clients)
    .where(and(or(...matches), isNull(clients.mergedIntoId), isNull(clients.erasedAt)))
    .orderBy(clients.createdAt)
    .limit(20);
}

/** Inserts a client, deriving its search text from name, email and phone. */
export async function insertClient(tx: Tx, values: NewClient): Promise<ClientRow> {
  const [row] = await tx
    .insert(clients)
    .values({ ...values, searchText: contactSearchText(values) })
    .returning();
  if (!row) throw new Error('insert into clients returned no row');
  return row;
}
