/**
 * The stock ledger (issue #12): the one place a product's quantity changes. Each change is a
 * movement row written with the new quantity in the same transaction, under the product rows'
 * locks (taken in id order), so concurrent movements queue instead of losing an update and the
 * sum of a product's movements is always its quantity. Receipts move the unit cost to the
 * moving average. Crossing down to the minimum tells the location's managers, once per
 * crossing: only the movement that takes the quantity from above the minimum to at or under it.
 */
import { recordEvent } from '../../events/business-events.js';
import { INVENTORY_MESSAGES, isLowStock, type StockMovementKind } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { invalid, AppError } from '../../core/app-error.js';
import { notify } from '../notifications/index.js';
import * as repo from './inventory.repository.js';

/** One change to post. `quantity` is signed, in the product's unit. */
export interface MovementDraft {
  productId: string;
  kind: StockMovementKind;
  quantity: number;
  /** Receipts: what one unit cost, in cents (moves the product's cost to the moving average). */
  unitCostCents?: number;
  reason?: string | null;
  /** Takes at most what is on hand instead of refusing (backbar usage must not block a visit). */
  atMostOnHand?: boolean;
  /** Counts: the quantity counted; `quantity` is then ignored and computed from on hand. */
  counted?: number;
  sourceType?: string;
  sourceId?: string;
  sourceLabel?: string;
}

/** Who posts and when. */
export interface MovementContext {
  tenantId: string;
  userId: string | null;
  at: Date;
}

/** Quantities are numeric(14,3): keep JS arithmetic on the same grid. */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** The moving-average unit cost after receiving `received` units at `unitCostCents`. */
export function movingAverageCost(
  onHand: number,
  costCents: number,
  received: number,
  unitCostCents: number,
): number {
  const before = Math.max(onHand, 0);
  if (before + received <= 0) return unitCostCents;
  return Math.round((before * costCents + received * unitCostCents) / (before + received));
}

/**
 * Posts `drafts` (several may name one product; they apply in order) and answers the products
 * as they are after. 404 for a product that does not exist or was removed; 400 when a product
 * would go below zero (nothing is written then, the caller's transaction rolls back).
 */
export async function postMovements(
  tx: Tx,
  ctx: MovementContext,
  drafts: readonly MovementDraft[],
): Promise<Map<string, repo.ProductRow>> {
  const ids = [...new Set(drafts.map((d) => d.productId))];
  const locked = await repo.lockProducts(tx, ids);
  const products = new Map(locked.map((row) => [row.id, { ...row }]));
  const before = new Map(locked.map((row) => [row.id, row.quantity]));
  const movements: repo.MovementInsert[] = [];

  drafts.forEach((draft, index) => {
    const product = products.get(draft.productId);
    if (!product) throw new AppError('NOT_FOUND', INVENTORY_MESSAGES.productUnknown);
    const expected = product.quantity;
    const asked = roundQuantity(draft.counted !== undefined ? draft.counted - expected : draft.quantity);
    const delta = draft.atMostOnHand ? Math.max(asked, -expected) : asked;
    const after = roundQuantity(expected + delta);
    if (after < 0)
      throw invalid(drafts.length > 1 ? `lines.${index}.quantity` : 'quantity', INVENTORY_MESSAGES.belowZero);
    if (draft.unitCostCents !== undefined && delta > 0) {
      product.costCents = movingAverageCost(expected, product.costCents, delta, draft.unitCostCents);
    }
    product.quantity = after;
    movements.push({
      tenantId: ctx.tenantId,
      establishmentId: product.establishmentId,
      productId: product.id,
      kind: draft.kind,
      quantity: delta,
      quantityAfter: after,
      unitCostCents: draft.unitCostCents ?? null,
      reason: draft.reason ?? null,
      expected: draft.counted !== undefined ? expected : null,
      counted: draft.counted ?? null,
      sourceType: draft.sourceType ?? null,
      sourceId: draft.sourceId ?? null,
      sourceLabel: draft.sourceLabel ?? null,
      createdBy: ctx.userId,
      createdAt: ctx.at,
    });
  });

  await repo.insertMovements(tx, movements);
  await repo.setStock(
    tx,
    [...products.values()].map((row) => ({ id: row.id, quantity: row.quantity, costCents: row.costCents })),
    ctx.at,
  );
  for (const row of products.values()) {
    const was = before.get(row.id) ?? 0;
    if (!isLowStock(was, row.minStockLevel) && isLowStock(row.quantity, row.minStockLevel)) {
      await announceLowStock(tx, ctx, row);
    }
  }
  return products;
}

async function announceLowStock(tx: Tx, ctx: MovementContext, product: repo.ProductRow): Promise<void> {
  await recordEvent(tx, ctx.tenantId, 'stock.low', {
    productId: product.id,
    establishmentId: product.establishmentId,
    quantity: product.quantity,
    minStockLevel: product.minStockLevel,
  });
  const left = product.quantity <= 0 ? 'Out of stock' : `${product.quantity} ${product.unitOfMeasure} left`;
  await notify(tx, {
    tenantId: ctx.tenantId,
    managersOf: product.establishmentId,
    type: 'system',
    title: product.quantity <= 0 ? `Out of stock: ${product.name}` : `Low stock: ${product.name}`,
    content: `${left}; the minimum is ${product.minStockLevel}.`,
    actionUrl: `/inventory?tab=products&product=${product.id}`,
    at: ctx.at,
  });
}
