/**
 * SQL of a payment (issue #13): the transaction with its items, tenders and tips, and the read
 * models a sale names: products and clients through checkout's own views.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  checkoutClients,
  checkoutPeople,
  checkoutProducts,
  transactionItems,
  transactionTenders,
  transactionTips,
  transactions,
} from './checkout.schema.js';

export type ProductView = typeof checkoutProducts.$inferSelect;
export type ClientView = typeof checkoutClients.$inferSelect;
export type TransactionInsert = typeof transactions.$inferInsert;
export type ItemInsert = typeof transactionItems.$inferInsert;
export type TenderInsert = typeof transactionTenders.$inferInsert;
export type TipInsert = typeof transactionTips.$inferInsert;

/** The products among `ids`, by id. */
export async function productsByIds(tx: Tx, ids: readonly string[]): Promise<Map<string, ProductView>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(checkoutProducts)
    .where(inArray(checkoutProducts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The client `id` (name and contact details), or undefined. */
export async function clientById(tx: Tx, id: string): Promise<ClientView | undefined> {
  const [row] = await tx.select().from(checkoutClients).where(eq(checkoutClients.id, id));
  return row;
}

/** A person's display name, or null when they no longer exist. */
export async function personName(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: checkoutPeople.name })
    .from(checkoutPeople)
    .where(eq(checkoutPeople.userId, userId));
  return row?.name ?? null;
}

/** Writes a transaction and its items, tenders and tips; answers its id. */
export async function insertTransaction(
  tx: Tx,
  row: TransactionInsert,
  parts: {
    items: Omit<ItemInsert, 'transactionId'>[];
    tenders: Omit<TenderInsert, 'transactionId'>[];
    tips: Omit<TipInsert, 'transactionId'>[];
  },
): Promise<string> {
  const [inserted] = await tx.insert(transactions).values(row).returning({ id: transactions.id });
  const transactionId = inserted!.id;
  if (parts.items.length > 0)
    await tx.insert(transactionItems).values(parts.items.map((p) => ({ ...p, transactionId })));
  if (parts.tenders.length > 0)
    await tx.insert(transactionTenders).values(parts.tenders.map((p) => ({ ...p, transactionId })));
  if (parts.tips.length > 0)
    await tx.insert(transactionTips).values(parts.tips.map((p) => ({ ...p, transactionId })));
  return transactionId;
}
