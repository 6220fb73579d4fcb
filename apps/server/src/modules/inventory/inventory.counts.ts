/**
 * Stock counts and transfers (issue #12). A count compares what was counted with what the
 * ledger expects at the moment of posting (under the products' locks) and posts the difference
 * as a 'count' movement per product, zero differences included, so the count is on record.
 * A transfer moves stock to the same product at another of the tenant's locations: its twin by
 * SKU, else by name, created there with no stock when it is missing.
 */
import { INVENTORY_MESSAGES, type Product, type StockCount, type StockTransfer } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { invalid } from '../../core/app-error.js';
import { openEstablishment } from '../establishments/index.js';
import * as repo from './inventory.repository.js';
import { context, productsById, reachableProduct } from './inventory.products.js';
import { postMovements } from './inventory.stock.js';

/** POST stock-counts: the count's id, how many products changed, and the products after. */
export function recordCount(
  db: Db,
  actor: Actor,
  input: StockCount,
  now: Date,
): Promise<{ id: string; adjusted: number; products: Product[] }> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    const ids = input.lines.map((l) => l.product_id);
    const found = await repo.lockProducts(tx, ids);
    found.forEach((row) => {
      if (row.establishmentId !== input.establishmentId) {
        throw invalid('lines', INVENTORY_MESSAGES.productElsewhere);
      }
    });
    if (found.length !== ids.length) throw invalid('lines', INVENTORY_MESSAGES.productUnknown);
    const before = new Map(found.map((r) => [r.id, r.quantity]));
    const id = await repo.insertCount(tx, {
      tenantId: actor.tenantId,
      establishmentId: input.establishmentId,
      note: input.note ?? null,
      createdBy: actor.userId,
      createdAt: now,
    });
    await postMovements(
      tx,
      context(actor, now),
      input.lines.map((l) => ({
        productId: l.product_id,
        kind: 'count' as const,
        quantity: 0,
        counted: l.counted,
        reason: input.note ?? null,
        sourceType: 'count',
        sourceId: id,
        sourceLabel: 'Stock count',
      })),
    );
    const adjusted = input.lines.filter((l) => before.get(l.product_id) !== l.counted).length;
    return { id, adjusted, products: await productsById(tx, ids, now) };
  });
}

/** POST products/{id}/transfers: out of this product, into its twin at the other location. */
export function transferStock(
  db: Db,
  actor: Actor,
  id: string,
  input: StockTransfer,
  now: Date,
): Promise<{ from: Product; to: Product }> {
  return withTenant(db, actor, async (tx) => {
    const source = await reachableProduct(tx, actor, id);
    if (input.toEstablishmentId === source.establishmentId) {
      throw invalid('toEstablishmentId', INVENTORY_MESSAGES.transferSame);
    }
    const target = await openEstablishment(tx, actor, input.toEstablishmentId);
    const twin =
      (await repo.findTwin(tx, target.id, source.sku, source.name)) ??
      (await repo.insertProduct(tx, {
        ...copyOf(source),
        tenantId: actor.tenantId,
        establishmentId: target.id,
        quantity: 0,
        createdAt: now,
        updatedAt: now,
      }));
    const label = 'Transfer';
    await postMovements(tx, context(actor, now), [
      {
        productId: source.id,
        kind: 'transfer_out',
        quantity: -input.quantity,
        sourceType: 'transfer',
        sourceId: twin.id,
        sourceLabel: label,
      },
      {
        productId: twin.id,
        kind: 'transfer_in',
        quantity: input.quantity,
        // The stock arrives at what it cost where it came from.
        unitCostCents: source.costCents,
        sourceType: 'transfer',
        sourceId: source.id,
        sourceLabel: label,
      },
    ]);
    const [from, to] = await productsById(tx, [source.id, twin.id], now);
    return { from: from!, to: to! };
  });
}

/** The catalogue fields a product takes to another location (not its stock, not its id). */
function copyOf(row: repo.ProductRow) {
  return {
    name: row.name,
    brand: row.brand,
    category: row.category,
    sku: row.sku,
    barcode: row.barcode,
    priceCents: row.priceCents,
    costCents: row.costCents,
    taxable: row.taxable,
    minStockLevel: row.minStockLevel,
    supplierId: row.supplierId,
    productType: row.productType,
    unitOfMeasure: row.unitOfMeasure,
    description: row.description,
    location: null,
  };
}
