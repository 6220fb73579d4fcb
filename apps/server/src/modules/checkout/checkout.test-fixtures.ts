/**
 * Test fixtures of the transaction history: paid sales (ticket, transaction, items, tenders,
 * tips) and open drawer sessions written straight into the checkout tables, so the list,
 * refunds, export, receipts and earnings are tested apart from the register's checkout. Money
 * is integer cents; totals are computed the way the table's CHECKs require.
 */
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import {
  cashDrawerSessions,
  tickets,
  transactionItems,
  transactionTenders,
  transactionTips,
  transactions,
} from './checkout.schema.js';

/** One sold line: `unitPriceCents` × `quantity`, less `discountCents`, plus `taxCents`. */
export interface FixtureItem {
  kind: 'service' | 'product';
  name: string;
  unitPriceCents: number;
  quantity?: number;
  discountCents?: number;
  taxCents?: number;
  staffId?: string | null;
  staffName?: string | null;
  serviceId?: string | null;
  productId?: string | null;
}

export type FixtureTender =
  { type: 'cash'; amountCents: number; receivedCents?: number } | { type: 'card'; amountCents: number };

export interface FixtureSale {
  tenantId: string;
  establishmentId: string;
  at: Date;
  items: readonly FixtureItem[];
  /** Default: one card paying the total. */
  tenders?: readonly FixtureTender[];
  tips?: readonly { staffId: string; amountCents: number }[];
  cashierId?: string | null;
  cashierName?: string | null;
  clientId?: string | null;
  customerName?: string | null;
  customerEmail?: string | null;
}

/** Numbers far above what the demo data and the register hand out, unique within a test file. */
let nextNumber = 800_000;

/** The total (cents) a sale of `items` with `tips` comes to. */
export function saleTotalCents(items: readonly FixtureItem[], tips: FixtureSale['tips'] = []): number {
  const lines = items.reduce(
    (sum, i) => sum + i.unitPriceCents * (i.quantity ?? 1) - (i.discountCents ?? 0) + (i.taxCents ?? 0),
    0,
  );
  return lines + tips.reduce((sum, t) => sum + t.amountCents, 0);
}

/** Writes a paid sale; answers its transaction id and number. */
export function insertSale(db: Db, sale: FixtureSale): Promise<{ id: string; number: number }> {
  const number = nextNumber++;
  const tips = sale.tips ?? [];
  const gross = sale.items.map((i) => i.unitPriceCents * (i.quantity ?? 1));
  const subtotalCents = gross.reduce((a, b) => a + b, 0);
  const discountCents = sale.items.reduce((a, i) => a + (i.discountCents ?? 0), 0);
  const taxCents = sale.items.reduce((a, i) => a + (i.taxCents ?? 0), 0);
  const tipCents = tips.reduce((a, t) => a + t.amountCents, 0);
  const totalCents = subtotalCents - discountCents + taxCents + tipCents;
  const tenders = sale.tenders ?? [{ type: 'card', amountCents: totalCents }];
  const where = { tenantId: sale.tenantId, establishmentId: sale.establishmentId };
  return withTenant(db, where, async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ...where,
        number,
        status: 'paid',
        priority: 'normal',
        staffIds: [],
        clientId: sale.clientId ?? null,
        clientName: sale.customerName ?? null,
        createdAt: sale.at,
        updatedAt: sale.at,
        paidAt: sale.at,
      })
      .returning({ id: tickets.id });
    const [row] = await tx
      .insert(transactions)
      .values({
        ...where,
        number,
        ticketId: ticket!.id,
        cashierId: sale.cashierId ?? null,
        cashierName: sale.cashierName ?? null,
        clientId: sale.clientId ?? null,
        customerName: sale.customerName ?? null,
        customerEmail: sale.customerEmail ?? null,
        subtotalCents,
        discountCents,
        taxCents,
        tipCents,
        totalCents,
        status: 'completed',
        tipSplit: 'manual',
        createdAt: sale.at,
      })
      .returning({ id: transactions.id });
    const transactionId = row!.id;
    await tx.insert(transactionItems).values(
      sale.items.map((i, position) => ({
        tenantId: sale.tenantId,
        transactionId,
        position,
        kind: i.kind,
        serviceId: i.serviceId ?? null,
        productId: i.productId ?? null,
        name: i.name,
        staffId: i.staffId ?? null,
        staffName: i.staffName ?? null,
        unitPriceCents: i.unitPriceCents,
        quantity: i.quantity ?? 1,
        taxable: (i.taxCents ?? 0) > 0,
        grossCents: gross[position]!,
        discountCents: i.discountCents ?? 0,
        taxCents: i.taxCents ?? 0,
        totalCents: gross[position]! - (i.discountCents ?? 0) + (i.taxCents ?? 0),
      })),
    );
    await tx.insert(transactionTenders).values(
      tenders.map((t, position) => ({
        tenantId: sale.tenantId,
        transactionId,
        position,
        type: t.type,
        amountCents: t.amountCents,
        ...(t.type === 'cash'
          ? {
              receivedCents: t.receivedCents ?? t.amountCents,
              changeCents: (t.receivedCents ?? t.amountCents) - t.amountCents,
            }
          : { cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' }),
      })),
    );
    if (tips.length > 0)
      await tx
        .insert(transactionTips)
        .values(tips.map((t) => ({ tenantId: sale.tenantId, transactionId, ...t })));
    return { id: transactionId, number };
  });
}

/** Opens the location's drawer with a $200 float; answers the session id. */
export async function openDrawerSession(
  db: Db,
  where: { tenantId: string; establishmentId: string; openedBy: string },
): Promise<string> {
  const [row] = await withTenant(db, where, (tx) =>
    tx
      .insert(cashDrawerSessions)
      .values({ ...where, status: 'open', floatCents: 20_000 })
      .returning({ id: cashDrawerSessions.id }),
  );
  return row!.id;
}
