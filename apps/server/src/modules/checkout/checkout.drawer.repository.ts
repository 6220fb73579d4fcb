/**
 * SQL of the cash drawer (issue #13): sessions, pay-ins and pay-outs, and the sums a drawer
 * report is made of (every call inside the caller's tenant transaction). Money is integer cents.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DrawerMovementKind } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  cashDrawerMovements,
  cashDrawerSessions,
  checkoutPeople,
  registerSettings,
  transactionRefunds,
  transactionTenders,
  transactions,
} from './checkout.schema.js';

export type SessionRow = typeof cashDrawerSessions.$inferSelect;
type SessionInsert = typeof cashDrawerSessions.$inferInsert;
type MovementInsert = typeof cashDrawerMovements.$inferInsert;

const s = cashDrawerSessions;

/**
 * The location's open session. `lock` 'update' takes the row's update lock: it waits for the
 * cash sales and refunds holding their share lock (openDrawerSessionId) and keeps new ones out.
 */
export async function findOpenSession(
  tx: Tx,
  establishmentId: string,
  lock?: 'update',
): Promise<SessionRow | undefined> {
  const query = tx
    .select()
    .from(s)
    .where(and(eq(s.establishmentId, establishmentId), eq(s.status, 'open')))
    .limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

/** A new open session (the partial unique index refuses a second open one with 23505). */
export async function insertSession(tx: Tx, values: SessionInsert): Promise<SessionRow> {
  const [row] = await tx.insert(s).values(values).returning();
  return row!;
}

export async function insertMovement(tx: Tx, values: MovementInsert): Promise<void> {
  await tx.insert(cashDrawerMovements).values(values);
}

/** Closes an open session with its Z report's frozen figures; a closed session is final (trigger). */
export async function closeSession(
  tx: Tx,
  id: string,
  values: Pick<
    SessionRow,
    | 'closedBy'
    | 'closedAt'
    | 'counts'
    | 'countedCents'
    | 'expectedCents'
    | 'differenceCents'
    | 'note'
    | 'closingFigures'
  >,
): Promise<void> {
  await tx
    .update(s)
    .set({ ...values, status: 'closed' })
    .where(and(eq(s.id, id), eq(s.status, 'open')));
}

/** The location's drawer difference threshold, cents; undefined when no settings row exists. */
export async function drawerThresholdCents(tx: Tx, establishmentId: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ cents: registerSettings.drawerThresholdCents })
    .from(registerSettings)
    .where(eq(registerSettings.establishmentId, establishmentId));
  return row?.cents;
}

/** One page of the location's closed sessions, newest first, and how many there are in all. */
export async function closedSessionIds(
  tx: Tx,
  establishmentId: string,
  limit: number,
  offset: number,
): Promise<{ ids: string[]; count: number }> {
  const where = and(eq(s.establishmentId, establishmentId), eq(s.status, 'closed'));
  // One after another: a transaction's connection runs one query at a time.
  const rows = await tx
    .select({ id: s.id })
    .from(s)
    .where(where)
    .orderBy(desc(s.openedAt), desc(s.id))
    .limit(limit)
    .offset(offset);
  const [total] = await tx.select({ n: count() }).from(s).where(where);
  return { ids: rows.map((r) => r.id), count: total?.n ?? 0 };
}

/** A session with its people's names and the sums of its report, cents. */
export interface SessionSums extends SessionRow {
  openedByName: string | null;
  closedByName: string | null;
  cashSalesCents: number;
  cashReceivedCents: number;
  changeCents: number;
  cardSalesCents: number;
  transactionCount: number;
  cashRefundCents: number;
  payInCents: number;
  payOutCents: number;
}

const cents = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * The sessions `ids` with the sums of their reports, in one query. Cash is what the sales and
 * refunds attached to the session took and gave; card sales and the transaction count also take
 * the location's sales made during the shift without a session (card-only sales need no drawer).
 */
export async function sessionSums(tx: Tx, ids: readonly string[]): Promise<SessionSums[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const shift = alias(cashDrawerSessions, 'shift');
  const tr = transactions;
  const tt = transactionTenders;
  const attached = sql`${tr.drawerSessionId} = ${shift.id}`;
  const sales = tx
    .select({
      sessionId: sql<string>`${shift.id}`.as('sales_session_id'),
      cashSales: sql`sum(${tt.amountCents}) FILTER (WHERE ${tt.type} = 'cash' AND ${attached})`.as(
        'cash_sales',
      ),
      cashReceived: sql`sum(${tt.receivedCents}) FILTER (WHERE ${tt.type} = 'cash' AND ${attached})`.as(
        'cash_received',
      ),
      change: sql`sum(${tt.changeCents}) FILTER (WHERE ${tt.type} = 'cash' AND ${attached})`.as('change'),
      cardSales: sql`sum(${tt.amountCents}) FILTER (WHERE ${tt.type} = 'card')`.as('card_sales'),
      transactions: sql`count(DISTINCT ${tr.id})`.as('transaction_count'),
    })
    .from(shift)
    .innerJoin(
      tr,
      or(
        eq(tr.drawerSessionId, shift.id),
        and(
          isNull(tr.drawerSessionId),
          eq(tr.establishmentId, shift.establishmentId),
          gte(tr.createdAt, shift.openedAt),
          or(isNull(shift.closedAt), lt(tr.createdAt, shift.closedAt)),
        ),
      ),
    )
    .leftJoin(tt, eq(tt.transactionId, tr.id))
    .where(inArray(shift.id, list))
    .groupBy(shift.id)
    .as('sales');
  const refunds = tx
    .select({
      sessionId: sql<string>`${transactionRefunds.drawerSessionId}`.as('refunds_session_id'),
      cash: sql`sum(${transactionRefunds.cashCents})`.as('cash_refunds'),
    })
    .from(transactionRefunds)
    .where(inArray(transactionRefunds.drawerSessionId, list))
    .groupBy(transactionRefunds.drawerSessionId)
    .as('refunds');
  const m = cashDrawerMovements;
  const moves = tx
    .select({
      sessionId: sql<string>`${m.sessionId}`.as('moves_session_id'),
      payIn: sql`sum(${m.amountCents}) FILTER (WHERE ${m.kind} = 'pay_in')`.as('pay_in'),
      payOut: sql`sum(${m.amountCents}) FILTER (WHERE ${m.kind} = 'pay_out')`.as('pay_out'),
    })
    .from(m)
    .where(inArray(m.sessionId, list))
    .groupBy(m.sessionId)
    .as('moves');
  const opener = alias(checkoutPeople, 'opener');
  const closer = alias(checkoutPeople, 'closer');
  const rows = await tx
    .select({
      session: s,
      openedByName: opener.name,
      closedByName: closer.name,
      cashSalesCents: cents(sql`${sales.cashSales}`),
      cashReceivedCents: cents(sql`${sales.cashReceived}`),
      changeCents: cents(sql`${sales.change}`),
      cardSalesCents: cents(sql`${sales.cardSales}`),
      transactionCount: cents(sql`${sales.transactions}`),
      cashRefundCents: cents(sql`${refunds.cash}`),
      payInCents: cents(sql`${moves.payIn}`),
      payOutCents: cents(sql`${moves.payOut}`),
    })
    .from(s)
    .leftJoin(sales, eq(sales.sessionId, s.id))
    .leftJoin(refunds, eq(refunds.sessionId, s.id))
    .leftJoin(moves, eq(moves.sessionId, s.id))
    .leftJoin(opener, eq(opener.userId, s.openedBy))
    .leftJoin(closer, eq(closer.userId, s.closedBy))
    .where(inArray(s.id, list));
  return rows.map(({ session, ...sums }) => ({ ...session, ...sums }));
}

/** A pay-in or pay-out with who made it. */
export interface MovementView {
  id: string;
  sessionId: string;
  kind: DrawerMovementKind;
  amountCents: number;
  reason: string;
  createdBy: string | null;
  createdByName: string | null;
  createdAt: Date;
}

/** The pay-ins and pay-outs of the sessions `ids`, oldest first. */
export function movementsOf(tx: Tx, ids: readonly string[]): Promise<MovementView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const m = cashDrawerMovements;
  return tx
    .select({
      id: m.id,
      sessionId: m.sessionId,
      kind: m.kind,
      amountCents: m.amountCents,
      reason: m.reason,
      createdBy: m.createdBy,
      createdByName: checkoutPeople.name,
      createdAt: m.createdAt,
    })
    .from(m)
    .leftJoin(checkoutPeople, eq(checkoutPeople.userId, m.createdBy))
    .where(inArray(m.sessionId, [...ids]))
    .orderBy(asc(m.createdAt), asc(m.id));
}
