/**
 * Refunds (issue #13, spec operations.md §3 Transaction, §4 "A refund replaces the entry", §7
 * POST …/refund/): part or all of what is left of a sale, in one tenant transaction under the
 * sale's row lock, so concurrent refunds queue and never pay back more than was paid (the
 * table's CHECKs would refuse it anyway). The money goes back over the sale's own tenders
 * (cards first) or all in cash; any cash comes out of the open drawer. Products may return to
 * stock through the inventory ledger. With an Idempotency-Key a retry replays the first answer.
 *
 * Each refund is shared over the lines it returns, those it names or else every line, by
 * contracts' allocateRefund (issue #28): a returned shampoo comes off the shampoo and its tax,
 * not off the stylist's haircut, and a whole refund gives back the tip too. Every figure reads
 * those lines.
 */
import { recordEvent } from '../../events/business-events.js';
import {
  CHECKOUT_MESSAGES,
  allocateRefund,
  chosenPart,
  refundRequestSchema,
  refundableCents,
  type RefundablePart,
  type Transaction,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { toCents } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/index.js';
import { postMovements } from '../inventory/index.js';
import { openDrawerSessionId, readTransaction } from './checkout.reader.js';
import * as repo from './checkout.transactions.repository.js';

type RefundInput = z.output<typeof refundRequestSchema>;

/** The endpoint an Idempotency-Key of a refund belongs to. */
const ENDPOINT = 'POST /api/admin/transactions/:id/refund/';

/** How much of `refundCents` goes back on each tender: a split of the refund, cents. */
export interface TenderRefund {
  tenderId: string;
  type: 'cash' | 'card';
  cents: number;
}

/**
 * Spreads `refundCents` over `tenders` for an 'original' refund: card tenders first, then cash,
 * the newest (highest position) first within each, each up to what it has not had back yet.
 * The tenders' remaining amounts always cover what the sale has left (refunds all in cash
 * leave them untouched), so the whole refund is placed.
 */
export function spreadOverTenders(
  refundCents: number,
  tenders: readonly Pick<repo.TenderRow, 'id' | 'type' | 'position' | 'amountCents' | 'refundedCents'>[],
): TenderRefund[] {
  const order = [...tenders].sort((a, b) =>
    a.type === b.type ? b.position - a.position : a.type === 'card' ? -1 : 1,
  );
  let left = refundCents;
  const parts: TenderRefund[] = [];
  for (const tender of order) {
    const cents = Math.min(left, tender.amountCents - tender.refundedCents);
    if (cents <= 0) continue;
    parts.push({ tenderId: tender.id, type: tender.type, cents });
    left -= cents;
  }
  if (left > 0) throw new Error('the tenders do not cover what is left to refund');
  return parts;
}

/** The restock lines summed per item, checked against what was sold: 400 on the line at fault. */
function checkRestock(
  restock: RefundInput['restock'],
  items: readonly repo.ItemRow[],
): { item: repo.ItemRow & { productId: string }; quantity: number }[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const asked = new Map<string, number>();
  restock.forEach((line, index) => {
    const item = byId.get(line.itemId);
    if (!item) throw invalid(`restock.${index}.itemId`, 'Not a valid item id.');
    if (item.kind !== 'product' || !item.productId)
      throw invalid(`restock.${index}.itemId`, CHECKOUT_MESSAGES.restockNotProduct);
    const quantity = (asked.get(item.id) ?? 0) + line.quantity;
    if (item.returnedQuantity + quantity > item.quantity)
      throw invalid(`restock.${index}.quantity`, CHECKOUT_MESSAGES.restockTooMany);
    asked.set(item.id, quantity);
  });
  return [...asked].map(([id, quantity]) => {
    const item = byId.get(id)!;
    return { item: { ...item, productId: item.productId! }, quantity };
  });
}

/** What is left to refund of an item (net and tax) or a tip (net), cents. */
const itemLeft = (i: repo.ItemRow): RefundablePart => ({
  key: i.id,
  netCents: i.totalCents - i.taxCents - i.refundedNetCents,
  taxCents: i.taxCents - i.refundedTaxCents,
});
const tipLeft = (p: repo.TipRow): RefundablePart => ({
  key: p.id,
  netCents: p.amountCents - p.refundedCents,
  taxCents: 0,
});

/**
 * The lines the refund returns with what is left of each (`chosen` when the request named
 * them): the units of items and the tips it names, or every line of the sale. 400 on a line
 * that is not the sale's, or that has nothing left.
 */
function refundParts(
  input: RefundInput,
  items: readonly repo.ItemRow[],
  tips: readonly repo.TipRow[],
): { parts: RefundablePart[]; chosen: boolean } {
  if (input.items.length === 0 && input.tips.length === 0)
    return { parts: [...items.map(itemLeft), ...tips.map(tipLeft)], chosen: false };
  const units = new Map<string, number>();
  input.items.forEach((line, index) => {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) throw invalid(`items.${index}.itemId`, CHECKOUT_MESSAGES.refundLineUnknown);
    if (refundableCents([itemLeft(item)]) === 0)
      throw invalid(`items.${index}.itemId`, CHECKOUT_MESSAGES.refundLineNothingLeft);
    units.set(item.id, (units.get(item.id) ?? 0) + line.quantity);
  });
  const chosenTips = new Set<string>();
  input.tips.forEach((id, index) => {
    const tip = tips.find((p) => p.id === id);
    if (!tip) throw invalid(`tips.${index}`, CHECKOUT_MESSAGES.refundLineUnknown);
    if (refundableCents([tipLeft(tip)]) === 0)
      throw invalid(`tips.${index}`, CHECKOUT_MESSAGES.refundLineNothingLeft);
    chosenTips.add(id);
  });
  const parts = [
    ...items.flatMap((i) => {
      const quantity = units.get(i.id);
      return quantity === undefined ? [] : [chosenPart(itemLeft(i), quantity, i.quantity, i.totalCents)];
    }),
    ...tips.filter((p) => chosenTips.has(p.id)).map(tipLeft),
  ];
  return { parts, chosen: true };
}

async function refundIn(
  tx: Tx,
  actor: Actor,
  id: string,
  input: RefundInput,
  now: Date,
): Promise<Transaction> {
  const sale = await repo.lockTransaction(tx, id);
  if (!sale) throw new AppError('NOT_FOUND', CHECKOUT_MESSAGES.transactionUnknown);
  await openEstablishment(tx, actor, sale.establishmentId, CHECKOUT_MESSAGES.transactionUnknown);

  const refundCents = toCents(input.refund_amount);
  const leftCents = sale.totalCents - sale.refundedCents;
  if (leftCents <= 0) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.refundNothingLeft);
  if (refundCents > leftCents) throw invalid('refund_amount', CHECKOUT_MESSAGES.refundTooMuch);

  const { tenders, items, tips } = await repo.saleParts(tx, id);
  const { parts, chosen } = refundParts(input, items, tips);
  if (chosen && refundCents > refundableCents(parts))
    throw invalid('refund_amount', CHECKOUT_MESSAGES.refundMoreThanChosen);
  const shares = allocateRefund(refundCents, parts);
  const restock = checkRestock(input.restock, items);
  const tenderParts = input.tender === 'original' ? spreadOverTenders(refundCents, tenders) : [];
  const cashCents =
    input.tender === 'cash'
      ? refundCents
      : tenderParts.reduce((sum, p) => sum + (p.type === 'cash' ? p.cents : 0), 0);
  const drawerSessionId = cashCents > 0 ? await openDrawerSessionId(tx, sale.establishmentId) : null;
  if (cashCents > 0 && !drawerSessionId) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.drawerClosed);

  const refundId = await repo.insertRefund(tx, {
    tenantId: actor.tenantId,
    transactionId: id,
    amountCents: refundCents,
    cashCents,
    tender: input.tender,
    reason: input.refund_reason,
    drawerSessionId,
    restock: restock.map((r) => ({ itemId: r.item.id, quantity: r.quantity })),
    refundedBy: actor.userId,
    createdAt: now,
  });
  const itemIds = new Set(items.map((i) => i.id));
  await repo.addRefundLines(
    tx,
    { tenantId: actor.tenantId, refundId, transactionId: id },
    shares.map((share) => ({
      itemId: itemIds.has(share.key) ? share.key : null,
      tipId: itemIds.has(share.key) ? null : share.key,
      netCents: share.netCents,
      taxCents: share.taxCents,
    })),
  );
  await repo.addTenderRefunds(
    tx,
    tenderParts.map((p) => ({ id: p.tenderId, add: p.cents })),
  );
  await repo.addReturned(
    tx,
    restock.map((r) => ({ id: r.item.id, add: r.quantity })),
  );
  if (restock.length > 0)
    await postMovements(
      tx,
      { tenantId: actor.tenantId, userId: actor.userId, at: now },
      restock.map((r) => ({
        productId: r.item.productId,
        kind: 'return' as const,
        quantity: r.quantity,
        reason: input.refund_reason,
        sourceType: 'refund',
        sourceId: refundId,
        sourceLabel: `Transaction #${sale.number}`,
      })),
    );
  await recordEvent(tx, actor.tenantId, 'sale.refunded', {
    transactionId: id,
    establishmentId: sale.establishmentId,
    clientId: sale.clientId,
    refundId,
    amountCents: refundCents,
  });
  const refundedCents = sale.refundedCents + refundCents;
  await repo.markRefunded(tx, id, {
    refundedCents,
    refundedAt: now,
    refundReason: input.refund_reason,
    status: refundedCents === sale.totalCents ? 'refunded' : 'completed',
  });
  const answer = await readTransaction(tx, id);
  if (!answer) throw new Error('refunded transaction not found');
  return answer;
}

/**
 * POST /api/admin/transactions/:id/refund/: refunds `refund_amount` dollars of the sale with a
 * reason, back over its tenders ('original': cards first, newest first; the cash part from the
 * drawer) or all in cash, and returns `restock` product units to stock ('return' movements).
 * The amount is shared over the `items` (units) and `tips` named, or over every line; it may be
 * at most what the named lines have left (400 refundMoreThanChosen on refund_amount; 400
 * refundLineUnknown or refundLineNothingLeft on the line).
 * The sale becomes 'refunded' once everything paid is back. Answers the transaction (dollars).
 * Errors: 404 missing or out of reach; 409 refundNothingLeft when fully refunded, drawerClosed
 * when cash is due and no drawer is open; 400 refundTooMuch on refund_amount, restockTooMany or
 * a non-product on the restock line. Nothing is written on any refusal. With `idempotencyKey`
 * the same request again answers the first refund (`replayed`). Permission transaction:refund.
 */
export function refundTransaction(
  db: Db,
  actor: Actor,
  id: string,
  input: RefundInput,
  idempotencyKey: string | null,
  now: Date,
): Promise<IdempotentAnswer<Transaction, 200>> {
  return retryingTransient(() =>
    withTenant(db, actor, async (tx) => {
      const refund = () => refundIn(tx, actor, id, input, now);
      if (!idempotencyKey) return { status: 200 as const, body: await refund(), replayed: false };
      const request = {
        key: idempotencyKey,
        tenantId: actor.tenantId,
        userId: actor.userId,
        endpoint: ENDPOINT,
        payload: { id, ...input },
      };
      return runIdempotent(tx, request, 200 as const, refund);
    }),
  );
}
