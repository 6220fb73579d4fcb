/**
 * The cash drawer (spec operations.md §3 Register state, issues #13 and #28): one drawer per
 * location, opened with a float counted by denomination, pay-ins and pay-outs with a reason, and
 * closed from a count by denomination. The mid-shift X report reads the ledger's sums now; the
 * closing Z report freezes them with the count, and a closed session is never edited (trigger).
 */
import {
  CHECKOUT_MESSAGES,
  DRAWER_SESSIONS_PAGE_SIZE,
  DRAWER_THRESHOLD_DEFAULT,
  countedCents,
  expectedDrawerCents,
  hasPermission,
  type DrawerMovementKind,
  type DrawerSession,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { refusing, SQLSTATE } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { toCents, toDollars } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import * as repo from './checkout.drawer.repository.js';
import type { DrawerClosingFigures } from './checkout.schema.js';

/** What a pay-out may not exceed: the cash the drawer should hold. */
export const payOutTooMuch = (expectedCents: number) =>
  `A pay-out cannot be more than the cash in the drawer ($${toDollars(expectedCents).toFixed(2)}).`;

/** The X report of the location's open session, or null when the drawer is closed. 404: location out of reach. */
export function getOpenDrawer(db: Db, actor: Actor, establishmentId: string): Promise<DrawerSession | null> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, establishmentId);
    const open = await repo.findOpenSession(tx, establishmentId);
    return open ? reportOf(tx, open.id) : null;
  });
}

/**
 * Opens the location's drawer with its float: counted by denomination (`counts`, { "2000": 3 }),
 * whose total in cents is computed here and the count kept, or a bare total (`float`, dollars).
 * The contract refuses neither, a mismatch or a bad count (400). 409 drawerOpen when one is open.
 */
export function openDrawer(
  db: Db,
  actor: Actor,
  input: { establishmentId: string; float?: number; counts?: Record<string, number> },
  now: Date,
): Promise<DrawerSession> {
  const floatCents = input.counts ? countedCents(input.counts) : toCents(input.float ?? 0);
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    // The partial unique index decides, so two people opening at once get one session and a 409.
    const session = await refusing(
      () =>
        repo.insertSession(tx, {
          tenantId: actor.tenantId,
          establishmentId: input.establishmentId,
          status: 'open',
          floatCents,
          openingCounts: input.counts ?? null,
          openedBy: actor.userId,
          openedAt: now,
        }),
      { [SQLSTATE.uniqueViolation]: () => new AppError('CONFLICT', CHECKOUT_MESSAGES.drawerOpen) },
    );
    return reportOf(tx, session.id);
  });
}

/**
 * A pay-in or pay-out (dollars, with a reason) of the open drawer; answers the X report after it.
 * 409 drawerNotOpen without an open drawer; 400 when a pay-out exceeds the expected cash.
 */
export function recordMovement(
  db: Db,
  actor: Actor,
  input: { establishmentId: string; kind: DrawerMovementKind; amount: number; reason: string },
  now: Date,
): Promise<DrawerSession> {
  const amountCents = toCents(input.amount);
  return withTenant(db, actor, async (tx) => {
    // The contract lets through amounts so small they round to no cent (1e-160 > 0).
    if (amountCents <= 0) throw invalid('amount', CHECKOUT_MESSAGES.refundAmount);
    await openEstablishment(tx, actor, input.establishmentId);
    // The update lock holds sales, refunds and other movements off while the cash is checked.
    const open = await openSessionOrConflict(tx, input.establishmentId);
    if (input.kind === 'pay_out') {
      const expected = expectedOf(await sumsOf(tx, open.id));
      if (amountCents > expected) throw invalid('amount', payOutTooMuch(expected));
    }
    await repo.insertMovement(tx, {
      tenantId: actor.tenantId,
      sessionId: open.id,
      kind: input.kind,
      amountCents,
      reason: input.reason,
      createdBy: actor.userId,
      createdAt: now,
    });
    return reportOf(tx, open.id);
  });
}

/**
 * Closes the open drawer from a count by denomination ({ "2000": 3 }) and answers the Z report.
 * The session's update lock waits for cash sales in flight, so the expected cash is final. A
 * difference over the location's threshold needs a note (400 drawerNoteRequired) and a closer
 * holding transaction:approve (403 drawerManagerRequired). 409 drawerNotOpen without one.
 */
export function closeDrawer(
  db: Db,
  actor: Actor,
  input: { establishmentId: string; counts: Record<string, number>; note?: string | null },
  now: Date,
): Promise<DrawerSession> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    const open = await openSessionOrConflict(tx, input.establishmentId);
    const sums = await sumsOf(tx, open.id);
    const expected = expectedOf(sums);
    const counted = countedCents(input.counts);
    const difference = counted - expected;
    const threshold =
      (await repo.drawerThresholdCents(tx, input.establishmentId)) ?? toCents(DRAWER_THRESHOLD_DEFAULT);
    if (Math.abs(difference) > threshold) {
      if (!input.note) throw invalid('note', CHECKOUT_MESSAGES.drawerNoteRequired);
      if (!hasPermission(actor.role, 'transaction:approve'))
        throw new AppError('FORBIDDEN', CHECKOUT_MESSAGES.drawerManagerRequired);
    }
    await repo.closeSession(tx, open.id, {
      closedBy: actor.userId,
      closedAt: now,
      counts: input.counts,
      countedCents: counted,
      expectedCents: expected,
      differenceCents: difference,
      note: input.note ?? null,
      closingFigures: figuresOf(sums),
    });
    return reportOf(tx, open.id);
  });
}

/** Closed sessions of a location (Z reports), newest first, DRAWER_SESSIONS_PAGE_SIZE a page. */
export function listDrawerSessions(
  db: Db,
  actor: Actor,
  query: { establishmentId: string; page: number },
): Promise<{ sessions: DrawerSession[]; count: number }> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, query.establishmentId);
    const page = await repo.closedSessionIds(
      tx,
      query.establishmentId,
      DRAWER_SESSIONS_PAGE_SIZE,
      (query.page - 1) * DRAWER_SESSIONS_PAGE_SIZE,
    );
    return { sessions: await reportsOf(tx, page.ids), count: page.count };
  });
}

async function openSessionOrConflict(tx: Tx, establishmentId: string): Promise<repo.SessionRow> {
  const open = await repo.findOpenSession(tx, establishmentId, 'update');
  if (!open) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.drawerNotOpen);
  return open;
}

async function sumsOf(tx: Tx, id: string): Promise<repo.SessionSums> {
  const [sums] = await repo.sessionSums(tx, [id]);
  if (!sums) throw new AppError('NOT_FOUND');
  return sums;
}

/** The cash the session should hold now (open) or held when counted (closed), cents. */
function expectedOf(sums: repo.SessionSums): number {
  return expectedDrawerCents({
    floatCents: sums.floatCents,
    cashReceivedCents: sums.cashReceivedCents,
    changeCents: sums.changeCents,
    cashRefundCents: sums.cashRefundCents,
    payInCents: sums.payInCents,
    payOutCents: sums.payOutCents,
  });
}

/** The figures a Z report freezes: the ledger's sums at the count. */
function figuresOf(sums: repo.SessionSums): DrawerClosingFigures {
  return {
    cashSalesCents: sums.cashSalesCents,
    cashReceivedCents: sums.cashReceivedCents,
    changeCents: sums.changeCents,
    cashRefundCents: sums.cashRefundCents,
    payInCents: sums.payInCents,
    payOutCents: sums.payOutCents,
    cardSalesCents: sums.cardSalesCents,
    transactionCount: sums.transactionCount,
  };
}

async function reportOf(tx: Tx, id: string): Promise<DrawerSession> {
  const [report] = await reportsOf(tx, [id]);
  if (!report) throw new AppError('NOT_FOUND');
  return report;
}

/** The reports of the sessions `ids`, in that order: two queries whatever their number. */
async function reportsOf(tx: Tx, ids: readonly string[]): Promise<DrawerSession[]> {
  const sums = await repo.sessionSums(tx, ids);
  const movements = await repo.movementsOf(tx, ids);
  const byId = new Map(sums.map((row) => [row.id, row]));
  const movementsOf = new Map<string, repo.MovementView[]>();
  for (const m of movements) movementsOf.set(m.sessionId, [...(movementsOf.get(m.sessionId) ?? []), m]);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toReport(row, movementsOf.get(id) ?? [])] : [];
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const dollarsOrNull = (cents: number | null) => (cents === null ? null : toDollars(cents));

function toReport(live: repo.SessionSums, movements: repo.MovementView[]): DrawerSession {
  // A closed session reports what was frozen at the count; an open one the ledger now.
  const row = { ...live, ...live.closingFigures };
  const expected = row.expectedCents ?? expectedOf(row);
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
    openedBy: row.openedBy,
    openedByName: row.openedByName,
    float: toDollars(row.floatCents),
    cashSales: toDollars(row.cashSalesCents),
    cashReceived: toDollars(row.cashReceivedCents),
    change: toDollars(row.changeCents),
    cashRefunds: toDollars(row.cashRefundCents),
    payIns: toDollars(row.payInCents),
    payOuts: toDollars(row.payOutCents),
    expected: toDollars(expected),
    cardSales: toDollars(row.cardSalesCents),
    transactions: row.transactionCount,
    closedAt: iso(row.closedAt),
    closedBy: row.closedBy,
    closedByName: row.closedByName,
    counted: dollarsOrNull(row.countedCents),
    counts: row.counts,
    openingCounts: row.openingCounts,
    difference: dollarsOrNull(row.differenceCents),
    note: row.note,
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: toDollars(m.amountCents),
      reason: m.reason,
      createdBy: m.createdBy,
      createdByName: m.createdByName,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
