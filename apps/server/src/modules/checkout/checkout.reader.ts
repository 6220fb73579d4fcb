/**
 * Transactions as the wire shows them (spec operations.md §3 Transaction), read in six batched
 * queries for any number of ids: the rows, then their items, tenders, tips, refunds and what each
 * refund gave back of each line. Every
 * list, the checkout's answer and a refund's answer go through here.
 */
import { asc, desc, eq, inArray, and } from 'drizzle-orm';
import type { Transaction } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { toDollars } from '../../lib/money.js';
import {
  cashDrawerSessions,
  checkoutPeople,
  transactionItems,
  transactionRefundLines,
  transactionRefunds,
  transactionTenders,
  transactionTips,
  transactions,
} from './checkout.schema.js';

type TransactionRow = typeof transactions.$inferSelect;
type RefundLineRow = typeof transactionRefundLines.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function groupBy<T extends { transactionId: string }>(rows: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.transactionId, [...(map.get(row.transactionId) ?? []), row]);
  return map;
}

/** The transactions `ids` (those row-level security lets the caller see), in the order given. */
export async function readTransactions(tx: Tx, ids: readonly string[]): Promise<Transaction[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  // One after another: a transaction's connection runs one query at a time.
  const rows = await tx.select().from(transactions).where(inArray(transactions.id, list));
  const items = await tx
    .select()
    .from(transactionItems)
    .where(inArray(transactionItems.transactionId, list))
    .orderBy(asc(transactionItems.position));
  const tenders = await tx
    .select()
    .from(transactionTenders)
    .where(inArray(transactionTenders.transactionId, list))
    .orderBy(asc(transactionTenders.position));
  const tips = await tx
    .select({
      id: transactionTips.id,
      transactionId: transactionTips.transactionId,
      staffId: transactionTips.staffId,
      amountCents: transactionTips.amountCents,
      refundedCents: transactionTips.refundedCents,
      staffName: checkoutPeople.name,
    })
    .from(transactionTips)
    .leftJoin(checkoutPeople, eq(checkoutPeople.userId, transactionTips.staffId))
    .where(inArray(transactionTips.transactionId, list));
  const refunds = await tx
    .select({
      id: transactionRefunds.id,
      transactionId: transactionRefunds.transactionId,
      amountCents: transactionRefunds.amountCents,
      cashCents: transactionRefunds.cashCents,
      reason: transactionRefunds.reason,
      tender: transactionRefunds.tender,
      refundedBy: transactionRefunds.refundedBy,
      refundedByName: checkoutPeople.name,
      createdAt: transactionRefunds.createdAt,
    })
    .from(transactionRefunds)
    .leftJoin(checkoutPeople, eq(checkoutPeople.userId, transactionRefunds.refundedBy))
    .where(inArray(transactionRefunds.transactionId, list))
    .orderBy(asc(transactionRefunds.createdAt));
  const lines = await tx
    .select()
    .from(transactionRefundLines)
    .where(inArray(transactionRefundLines.transactionId, list));
  const linesOf = new Map<string, RefundLineRow[]>();
  for (const line of lines) linesOf.set(line.refundId, [...(linesOf.get(line.refundId) ?? []), line]);
  const itemsOf = groupBy(items);
  const tendersOf = groupBy(tenders);
  const tipsOf = groupBy(tips);
  const refundsOf = groupBy(refunds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [
          toTransaction(
            row,
            itemsOf.get(id) ?? [],
            tendersOf.get(id) ?? [],
            tipsOf.get(id) ?? [],
            refundsOf.get(id) ?? [],
            linesOf,
          ),
        ]
      : [];
  });
}

/** One transaction, or undefined when it does not exist in the tenant. */
export async function readTransaction(tx: Tx, id: string): Promise<Transaction | undefined> {
  return (await readTransactions(tx, [id]))[0];
}

function toTransaction(
  row: TransactionRow,
  items: (typeof transactionItems.$inferSelect)[],
  tenders: (typeof transactionTenders.$inferSelect)[],
  tips: {
    id: string;
    staffId: string | null;
    staffName: string | null;
    amountCents: number;
    refundedCents: number;
  }[],
  refunds: {
    id: string;
    amountCents: number;
    cashCents: number;
    reason: string;
    tender: 'original' | 'cash';
    refundedBy: string | null;
    refundedByName: string | null;
    createdAt: Date;
  }[],
  linesOf: ReadonlyMap<string, RefundLineRow[]>,
): Transaction {
  return {
    id: row.id,
    number: row.number,
    establishmentId: row.establishmentId,
    tenantId: row.tenantId,
    ticketId: row.ticketId,
    cashierId: row.cashierId,
    cashierName: row.cashierName,
    customerId: row.clientId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    items: items.map((i) => ({
      id: i.id,
      name: i.name,
      type: i.kind,
      serviceId: i.serviceId,
      productId: i.productId,
      appointmentId: i.appointmentId,
      staffId: i.staffId,
      staffName: i.staffName,
      price: toDollars(i.unitPriceCents),
      quantity: i.quantity,
      discount: toDollars(i.discountCents),
      tax: toDollars(i.taxCents),
      total: toDollars(i.totalCents),
      returnedQuantity: i.returnedQuantity,
      refunded: toDollars(i.refundedNetCents + i.refundedTaxCents),
    })),
    amount: toDollars(row.totalCents),
    subtotal: toDollars(row.subtotalCents),
    taxAmount: toDollars(row.taxCents),
    tipAmount: toDollars(row.tipCents),
    discountAmount: toDollars(row.discountCents),
    totalAmount: toDollars(row.totalCents),
    paymentMethods: tenders.map((t) => ({
      id: t.id,
      type: t.type,
      amount: toDollars(t.amountCents),
      cardLast4: t.cardLast4,
      cardType: t.cardType,
      authCode: t.authCode,
      received: t.receivedCents === null ? null : toDollars(t.receivedCents),
      change: t.type === 'cash' ? toDollars(t.changeCents) : null,
      refunded: toDollars(t.refundedCents),
    })),
    tips: tips.flatMap((t) =>
      t.staffId
        ? [
            {
              id: t.id,
              staffId: t.staffId,
              staffName: t.staffName,
              amount: toDollars(t.amountCents),
              refunded: toDollars(t.refundedCents),
            },
          ]
        : [],
    ),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    notes: row.notes,
    refundedAt: iso(row.refundedAt),
    refundAmount: toDollars(row.refundedCents),
    refundReason: row.refundReason,
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: toDollars(r.amountCents),
      lines: (linesOf.get(r.id) ?? []).map((l) => ({
        itemId: l.itemId,
        tipId: l.tipId,
        amount: toDollars(l.netCents + l.taxCents),
        tax: toDollars(l.taxCents),
      })),
      reason: r.reason,
      tender: r.tender,
      cash: toDollars(r.cashCents),
      refundedBy: r.refundedBy,
      refundedByName: r.refundedByName,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The location's open drawer session, share-locked so that it cannot close while the caller's
 * cash sale or refund is being written (closing takes the row's update lock and waits).
 */
export async function openDrawerSessionId(tx: Tx, establishmentId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: cashDrawerSessions.id })
    .from(cashDrawerSessions)
    .where(
      and(eq(cashDrawerSessions.establishmentId, establishmentId), eq(cashDrawerSessions.status, 'open')),
    )
    .orderBy(desc(cashDrawerSessions.openedAt))
    .limit(1)
    .for('share');
  return row?.id ?? null;
}
