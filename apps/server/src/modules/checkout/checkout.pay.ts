/**
 * The register's checkout (issue #13, spec operations.md §3 Register state, Transaction): pays
 * an open ticket, or sells a walk-in or retail cart on a new one, in one tenant transaction.
 * The server prices every line (checkout.pricing.ts), totals with the one totals function of
 * contracts, checks the tenders add up, takes cash only into an open drawer, writes the
 * transaction with its items, tenders and tips, marks the ticket paid, moves sold products out
 * of stock and completes the visit's appointments. A tip above the location's ceiling needs a
 * manager's approval (issue #28): the cashier's own role, or a manager's sign-in typed at the
 * register. Any refusal rolls all of it back. With an
 * Idempotency-Key a retry replays the first answer instead of paying again; without one, the
 * ticket's row lock and its status make a second payment of the same ticket a 409 (and the
 * unique transactions.ticket_id makes it impossible whatever the writer).
 */
import { recordEvent } from '../../events/business-events.js';
import {
  CHECKOUT_MESSAGES,
  CartError,
  computeCartTotals,
  hasPermission,
  settleTenders,
  tipApprovalMessage,
  tipNeedsApproval,
  type CartTotals,
  type CheckoutParsed,
  type LineTotals,
  type TenderInput,
  type Transaction,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { toCents } from '../../lib/money.js';
import { completeForCheckout } from '../appointments/index.js';
import { verifyApprover } from '../auth/index.js';
import { activeStaffAt, openEstablishment } from '../establishments/index.js';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/index.js';
import { postMovements } from '../inventory/index.js';
import { finishPaidWalkIns } from '../walk-ins/index.js';
import { nextTicketNumber, nextTransactionNumber } from './checkout.numbers.js';
import * as payRepo from './checkout.pay.repository.js';
import { priceLines, toCartLines, toDiscountInput, type PricedLine } from './checkout.pricing.js';
import { openDrawerSessionId, readTransaction } from './checkout.reader.js';
import { registerRatesOf, type RegisterRates } from './checkout.settings.js';
import * as ticketRepo from './checkout.tickets.repository.js';

/** The endpoint an Idempotency-Key of a checkout belongs to. */
const ENDPOINT = 'POST /api/register/checkout';

/**
 * POST /api/register/checkout. Pays `input.ticketId` (locked; 404 missing, out of reach or at
 * another location; 409 ticketNotOpen once paid or voided) or, without it, a new ticket.
 * Errors: 400 on the field for an unknown service, product or appointment, a backbar product,
 * staff who do not work here, an unknown client, a tip nobody can receive, tenders that do not
 * add up or short cash, stock below zero, a `tipApproval` that is not the sign-in of a manager
 * at this location (tipApproverWrong); 403 when the tip is above the location's ceiling and
 * neither the cashier nor `tipApproval` may approve it; 409 drawerClosed for cash without an
 * open drawer.
 * With `idempotencyKey`, the same request again answers the first transaction (`replayed`).
 * Amounts in the answer are dollars. Permission payment:create.
 */
export function checkout(
  db: Db,
  actor: Actor,
  input: CheckoutParsed,
  idempotencyKey: string | null,
  now: Date,
): Promise<IdempotentAnswer<Transaction, 201>> {
  return approverOf(db, actor, input, now).then((approverId) =>
    retryingTransient(() =>
      withTenant(db, actor, async (tx) => {
        const pay = () => payIn(tx, actor, input, approverId, now);
        if (!idempotencyKey) return { status: 201 as const, body: await pay(), replayed: false };
        const request = {
          key: idempotencyKey,
          tenantId: actor.tenantId,
          userId: actor.userId,
          endpoint: ENDPOINT,
          // Never the approver's password, not even hashed.
          payload: { ...input, tipApproval: input.tipApproval?.email },
        };
        return runIdempotent(tx, request, 201 as const, pay);
      }),
    ),
  );
}

/**
 * The manager whose sign-in `input.tipApproval` is (checked before the tenant transaction: it
 * reads the auth tables); null without one. 400 tipApproverWrong when it is not a manager's of
 * this location; 429 after too many failures.
 */
async function approverOf(db: Db, actor: Actor, input: CheckoutParsed, now: Date): Promise<string | null> {
  if (!input.tipApproval) return null;
  const approverId = await verifyApprover(db, {
    tenantId: actor.tenantId,
    establishmentId: input.establishmentId,
    permission: 'transaction:approve',
    email: input.tipApproval.email,
    password: input.tipApproval.password,
    now,
  });
  if (!approverId) throw invalid('tipApproval', CHECKOUT_MESSAGES.tipApproverWrong);
  return approverId;
}

/**
 * Who approves the tip of `totals`: nobody when it is within the location's ceiling, else the
 * cashier when they may approve, else `approverId`; 403 when there is none.
 */
function tipApproverOf(
  actor: Actor,
  totals: CartTotals,
  rates: RegisterRates,
  approverId: string | null,
): string | null {
  if (!tipNeedsApproval(totals, rates.tipCeilingPercent)) return null;
  if (hasPermission(actor.role, 'transaction:approve')) return actor.userId;
  if (approverId) return approverId;
  throw new AppError('FORBIDDEN', tipApprovalMessage(rates.tipCeilingPercent));
}

/** The open ticket being paid, locked, with its visit's appointments; null for a new sale. */
async function openTicket(tx: Tx, establishmentId: string, ticketId: string | undefined) {
  if (!ticketId) return null;
  const row = await ticketRepo.lockTicket(tx, ticketId);
  if (!row || row.establishmentId !== establishmentId)
    throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.ticketUnknown);
  if (row.status !== 'open') throw new AppError('CONFLICT', CHECKOUT_MESSAGES.ticketNotOpen);
  const visit = row.visitKey ? await ticketRepo.visitAppointments(tx, row.visitKey) : [];
  return { row, visit };
}

/** 400 on the line's staffId unless everyone named works here; a booked appointment's own staff member passes. */
async function assertStaff(
  tx: Tx,
  establishmentId: string,
  lines: readonly PricedLine[],
  booked: ReadonlySet<string>,
): Promise<void> {
  const named = [...new Set(lines.flatMap((l) => (l.staffId && !booked.has(l.staffId) ? [l.staffId] : [])))];
  if (named.length === 0) return;
  const working = new Set(await activeStaffAt(tx, establishmentId, named));
  const stranger = lines.findIndex((l) => l.staffId && !booked.has(l.staffId) && !working.has(l.staffId));
  if (stranger >= 0) throw invalid(`lines.${stranger}.staffId`, CHECKOUT_MESSAGES.staffUnknown);
}

function toTenders(input: CheckoutParsed): TenderInput[] {
  return input.tenders.map((t) =>
    t.type === 'cash'
      ? {
          type: 'cash',
          amountCents: toCents(t.amount),
          receivedCents: t.received === undefined ? undefined : toCents(t.received),
        }
      : {
          type: 'card',
          amountCents: toCents(t.amount),
          cardType: t.cardType,
          cardLast4: t.cardLast4,
          authCode: t.authCode,
        },
  );
}

/**
 * The totals of the priced cart and its tenders, checked to pay exactly the total (cash may
 * exceed its amount: the excess is change). A CartError becomes a 400 on its path.
 */
function settle(
  input: CheckoutParsed,
  lines: readonly PricedLine[],
  taxRate: number,
): { totals: CartTotals; tenders: TenderInput[] } {
  const tenders = toTenders(input);
  try {
    const totals = computeCartTotals({
      lines: toCartLines(lines),
      orderDiscount: toDiscountInput(input.orderDiscount),
      taxRate,
      tipCents: toCents(input.tip),
      tipSplit: input.tipSplit,
      manualTips: input.tipShares?.map((s) => ({ staffId: s.staffId, cents: toCents(s.amount) })),
    });
    if (tenders.length === 0 && totals.totalCents > 0)
      throw invalid('tenders', CHECKOUT_MESSAGES.tendersRequired);
    settleTenders(totals.totalCents, tenders);
    return { totals, tenders };
  } catch (err) {
    if (err instanceof CartError) throw invalid(err.path, err.message);
    throw err;
  }
}

/** The whole payment inside the caller's transaction; answers the stored transaction. */
async function payIn(
  tx: Tx,
  actor: Actor,
  input: CheckoutParsed,
  approverId: string | null,
  now: Date,
): Promise<Transaction> {
  const establishment = await openEstablishment(tx, actor, input.establishmentId);
  const establishmentId = establishment.id;
  const ticket = await openTicket(tx, establishmentId, input.ticketId);

  const services = await ticketRepo.servicesByIds(
    tx,
    input.lines.flatMap((l) => (l.kind === 'service' && l.serviceId ? [l.serviceId] : [])),
  );
  const products = await payRepo.productsByIds(
    tx,
    input.lines.flatMap((l) => (l.kind === 'product' && l.productId ? [l.productId] : [])),
  );
  const visit = new Map((ticket?.visit ?? []).map((a) => [a.id, a]));
  const lines = priceLines(input.lines, { establishmentId, services, products, visit });
  await assertStaff(tx, establishmentId, lines, new Set([...visit.values()].map((a) => a.staffId)));

  const clientId = input.clientId !== undefined ? input.clientId : (ticket?.row.clientId ?? null);
  const client = clientId ? await payRepo.clientById(tx, clientId) : undefined;
  if (clientId && !client) throw invalid('clientId', CHECKOUT_MESSAGES.clientUnknown);

  const rates = await registerRatesOf(tx, establishmentId);
  const { totals, tenders } = settle(input, lines, rates.taxRate);
  const tipApprovedBy = tipApproverOf(actor, totals, rates, approverId);
  const takesCash = tenders.some((t) => t.type === 'cash');
  const drawerSessionId = takesCash ? await openDrawerSessionId(tx, establishmentId) : null;
  if (takesCash && !drawerSessionId) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.drawerClosed);

  const clientName = client?.name ?? (input.clientId === undefined ? (ticket?.row.clientName ?? null) : null);
  const staffIds = [...new Set(lines.flatMap((l) => (l.staffId ? [l.staffId] : [])))];
  const ticketId = ticket?.row.id ?? (await newTicket(tx, actor, establishmentId, clientId, clientName, now));
  await ticketRepo.replaceLines(
    tx,
    ticketId,
    lines.map((line, position) => ticketLineOf(actor.tenantId, ticketId, line, position)),
  );

  const number = await nextTransactionNumber(tx, actor.tenantId);
  const names = await ticketRepo.peopleNames(tx, staffIds);
  const cashierName = await payRepo.personName(tx, actor.userId);
  const transactionId = await payRepo.insertTransaction(
    tx,
    {
      tenantId: actor.tenantId,
      establishmentId,
      number,
      ticketId,
      cashierId: actor.userId,
      cashierName,
      clientId,
      customerName: clientName,
      customerPhone: client?.phone ?? null,
      customerEmail: client?.email ?? null,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      tipCents: totals.tipCents,
      totalCents: totals.totalCents,
      status: 'completed',
      orderDiscountType: input.orderDiscount?.type ?? null,
      orderDiscountValue: input.orderDiscount?.value ?? null,
      tipSplit: input.tipSplit,
      tipApprovedBy,
      drawerSessionId,
      notes: input.notes ?? null,
      createdAt: now,
    },
    {
      items: lines.map((line, position) =>
        saleItemOf(actor.tenantId, line, position, totals.lines[position]!, names),
      ),
      tenders: tenders.map((tender, position) =>
        tender.type === 'cash'
          ? {
              tenantId: actor.tenantId,
              position,
              type: 'cash' as const,
              amountCents: tender.amountCents,
              receivedCents: tender.receivedCents ?? tender.amountCents,
              changeCents: (tender.receivedCents ?? tender.amountCents) - tender.amountCents,
            }
          : {
              tenantId: actor.tenantId,
              position,
              type: 'card' as const,
              amountCents: tender.amountCents,
              cardType: tender.cardType,
              cardLast4: tender.cardLast4,
              authCode: tender.authCode,
            },
      ),
      tips: totals.tips
        .filter((tip) => tip.cents > 0)
        .map((tip) => ({ tenantId: actor.tenantId, staffId: tip.staffId, amountCents: tip.cents })),
    },
  );
  await recordEvent(tx, actor.tenantId, 'sale.completed', {
    transactionId,
    establishmentId,
    clientId,
    totalCents: totals.totalCents,
    tipCents: totals.tipCents,
  });
  await ticketRepo.updateTicket(tx, ticketId, {
    status: 'paid',
    paidAt: now,
    clientId,
    clientName,
    staffIds,
  });
  const sold = lines.flatMap((line) =>
    line.kind === 'product' && line.productId
      ? [
          {
            productId: line.productId,
            kind: 'sale' as const,
            quantity: -line.quantity,
            sourceType: 'transaction',
            sourceId: transactionId,
            sourceLabel: `Sale #${number}`,
          },
        ]
      : [],
  );
  if (sold.length > 0)
    await postMovements(tx, { tenantId: actor.tenantId, userId: actor.userId, at: now }, sold);
  const appointmentIds = lines.flatMap((line) => (line.appointmentId ? [line.appointmentId] : []));
  if (appointmentIds.length > 0) await completeForCheckout(tx, actor, appointmentIds, now);
  // A paid walk-in leaves the front desk's queue with the same commit (issue #28).
  await finishPaidWalkIns(tx, appointmentIds, now);

  const answer = await readTransaction(tx, transactionId);
  if (!answer) throw new Error('written transaction not found');
  return answer;
}

/**
 * A priced line as its ticket keeps it, at `position`. The one mapping of a line to a ticket
 * line: payment and the checkout demo both write ticket lines through it.
 */
export function ticketLineOf(
  tenantId: string,
  ticketId: string,
  line: PricedLine,
  position: number,
): ticketRepo.LineInsert {
  return {
    tenantId,
    ticketId,
    position,
    kind: line.kind,
    serviceId: line.serviceId,
    productId: line.productId,
    appointmentId: line.appointmentId,
    name: line.name,
    staffId: line.staffId,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    taxable: line.taxable,
    discountType: line.discount?.type ?? null,
    discountValue: line.discount?.value ?? null,
  };
}

/**
 * A priced line as its sale records it, at `position`: its figures from the sale's totals and
 * its staff member's name from `names`. The one mapping of a line to a transaction item:
 * payment and the checkout demo both write items through it.
 */
export function saleItemOf(
  tenantId: string,
  line: PricedLine,
  position: number,
  totals: LineTotals,
  names: ReadonlyMap<string, string>,
): Omit<payRepo.ItemInsert, 'transactionId'> {
  return {
    tenantId,
    position,
    kind: line.kind,
    serviceId: line.serviceId,
    productId: line.productId,
    appointmentId: line.appointmentId,
    name: line.name,
    staffId: line.staffId,
    staffName: line.staffId ? (names.get(line.staffId) ?? null) : null,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    taxable: line.taxable,
    grossCents: totals.grossCents,
    discountCents: totals.lineDiscountCents + totals.orderDiscountCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
  };
}

/** A new ticket for a walk-in or retail sale (no visit), opened by the cashier at `now`. */
async function newTicket(
  tx: Tx,
  actor: Actor,
  establishmentId: string,
  clientId: string | null,
  clientName: string | null,
  now: Date,
): Promise<string> {
  const id = await ticketRepo.insertTicket(tx, {
    tenantId: actor.tenantId,
    establishmentId,
    number: await nextTicketNumber(tx, actor.tenantId),
    clientId,
    clientName,
    status: 'open',
    priority: 'normal',
    staffIds: [],
    createdBy: actor.userId,
    createdAt: now,
  });
  // Without a visit key the unique index of live visits cannot refuse it.
  if (!id) throw new Error('walk-in ticket not inserted');
  return id;
}
