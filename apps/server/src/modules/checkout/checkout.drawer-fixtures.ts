/**
 * Test fixtures of the cash drawer: paid sales and cash refunds written straight into the
 * checkout tables, so the drawer's sums are tested apart from the checkout and refund use cases.
 * Money is integer cents; every sale is one ticket with one transaction, untaxed and untipped.
 */
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { tickets, transactionRefunds, transactionTenders, transactions } from './checkout.schema.js';

export type FixtureTender =
  { type: 'cash'; amountCents: number; receivedCents: number } | { type: 'card'; amountCents: number };

/** Numbers far above what the demo data and the register hand out, unique within a test file. */
let nextNumber = 900_000;

interface SaleWhere {
  tenantId: string;
  establishmentId: string;
  sessionId: string | null;
  at: Date;
}

/** A paid sale of `tenders` at the location, attached to `sessionId` (null: none). Its transaction id. */
export function insertSale(db: Db, where: SaleWhere, tenders: readonly FixtureTender[]): Promise<string> {
  return withTenant(db, where, (tx) => writeSale(tx, where, tenders));
}

/** insertSale inside the caller's tenant transaction (to hold the drawer's share lock meanwhile). */
export async function writeSale(
  tx: Tx,
  where: SaleWhere,
  tenders: readonly FixtureTender[],
): Promise<string> {
  const number = nextNumber++;
  const totalCents = tenders.reduce((sum, t) => sum + t.amountCents, 0);
  const [ticket] = await tx
    .insert(tickets)
    .values({
      tenantId: where.tenantId,
      establishmentId: where.establishmentId,
      number,
      status: 'paid',
      priority: 'normal',
      staffIds: [],
      createdAt: where.at,
      updatedAt: where.at,
      paidAt: where.at,
    })
    .returning({ id: tickets.id });
  const [sale] = await tx
    .insert(transactions)
    .values({
      tenantId: where.tenantId,
      establishmentId: where.establishmentId,
      number,
      ticketId: ticket!.id,
      subtotalCents: totalCents,
      discountCents: 0,
      taxCents: 0,
      tipCents: 0,
      totalCents,
      status: 'completed',
      tipSplit: 'even',
      drawerSessionId: where.sessionId,
      createdAt: where.at,
    })
    .returning({ id: transactions.id });
  await tx.insert(transactionTenders).values(
    tenders.map((t, position) => ({
      tenantId: where.tenantId,
      transactionId: sale!.id,
      position,
      type: t.type,
      amountCents: t.amountCents,
      ...(t.type === 'cash'
        ? { receivedCents: t.receivedCents, changeCents: t.receivedCents - t.amountCents }
        : { cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' }),
    })),
  );
  return sale!.id;
}

/** A refund of `cashCents` paid in cash out of `sessionId`'s drawer. */
export async function insertCashRefund(
  db: Db,
  where: { tenantId: string; sessionId: string; at: Date },
  transactionId: string,
  cashCents: number,
): Promise<void> {
  await withTenant(db, where, (tx) =>
    tx.insert(transactionRefunds).values({
      tenantId: where.tenantId,
      transactionId,
      amountCents: cashCents,
      cashCents,
      tender: 'cash',
      reason: 'Unhappy with the colour',
      drawerSessionId: where.sessionId,
      restock: [],
      createdAt: where.at,
    }),
  );
}
