/**
 * Product use cases (spec operations.md §3 Product, §4 status, §7 Inventory; issue #12).
 * Products belong to a location the actor reaches; every stock change goes through the ledger
 * (inventory.stock.ts), including a new product's opening quantity.
 */
import {
  INVENTORY_MESSAGES,
  USAGE_WINDOW_DAYS,
  canAccessAnyEstablishment,
  type MovementList,
  type Product,
  type ProductCreateParsed,
  type ProductList,
  type ProductListQueryParsed,
  type ProductUpdateParsed,
  type StockAdjustment,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { toCents, toDollars } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import * as repo from './inventory.repository.js';
import { toMovement, toProduct } from './inventory.mapper.js';
import { postMovements, type MovementContext } from './inventory.stock.js';

const DAY_MS = 86_400_000;

/** The start of the usage window ending at `now`. */
export function usageSince(now: Date): Date {
  return new Date(now.getTime() - USAGE_WINDOW_DAYS * DAY_MS);
}

/** The establishments a list covers: the one asked for (404 out of reach), else all the actor reaches. */
export async function listScope(
  tx: Tx,
  actor: Actor,
  establishmentId: string | undefined,
): Promise<string[] | null> {
  if (establishmentId) {
    await openEstablishment(tx, actor, establishmentId);
    return [establishmentId];
  }
  return canAccessAnyEstablishment(actor.role) ? null : actor.establishmentIds;
}

/** A live product in the actor's reach; 404 otherwise. */
export async function reachableProduct(tx: Tx, actor: Actor, id: string): Promise<repo.ProductRow> {
  const row = await repo.findProduct(tx, id);
  if (!row || !reaches(actor, row.establishmentId))
    throw new AppError('NOT_FOUND', INVENTORY_MESSAGES.productUnknown);
  return row;
}

/** Wire shapes of products by id, in the order given. */
export async function productsById(tx: Tx, ids: readonly string[], now: Date): Promise<Product[]> {
  const views = new Map((await repo.productViews(tx, ids, usageSince(now))).map((v) => [v.id, v]));
  return ids.flatMap((id) => {
    const view = views.get(id);
    return view ? [toProduct(view)] : [];
  });
}

async function productById(tx: Tx, id: string, now: Date): Promise<Product> {
  const [product] = await productsById(tx, [id], now);
  if (!product) throw new AppError('NOT_FOUND', INVENTORY_MESSAGES.productUnknown);
  return product;
}

/** A SKU or barcode already used at the location answers 409 on that field. */
function uniqueFields<T>(write: () => Promise<T>): Promise<T> {
  return refusing(write, {
    [SQLSTATE.uniqueViolation]: (r) =>
      r.constraint === 'inventory_products_barcode_idx'
        ? new AppError('CONFLICT', INVENTORY_MESSAGES.barcodeTaken, [
            { path: 'barcode', message: INVENTORY_MESSAGES.barcodeTaken },
          ])
        : new AppError('CONFLICT', INVENTORY_MESSAGES.skuTaken, [
            { path: 'sku', message: INVENTORY_MESSAGES.skuTaken },
          ]),
    [SQLSTATE.foreignKeyViolation]: () => invalid('supplier_id', INVENTORY_MESSAGES.supplierUnknown),
  });
}

/** A supplier id must name a live supplier of the tenant (400 otherwise). */
async function assertSupplier(tx: Tx, supplierId: string | null | undefined): Promise<void> {
  if (supplierId && !(await repo.findSupplier(tx, supplierId))) {
    throw invalid('supplier_id', INVENTORY_MESSAGES.supplierUnknown);
  }
}

/** GET products: one page of the filter, with its stock value at cost and low/out counts. */
export function listProducts(
  db: Db,
  actor: Actor,
  q: ProductListQueryParsed,
  now: Date,
): Promise<ProductList> {
  return withTenant(db, actor, async (tx) => {
    const establishmentIds = await listScope(tx, actor, q.establishmentId);
    const { rows, totals } = await repo.listProducts(
      tx,
      {
        establishmentIds,
        search: q.search,
        stock: q.stock,
        productType: q.productType,
        supplierId: q.supplierId,
      },
      {
        sort: q.sort,
        order: q.order,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
        since: usageSince(now),
      },
    );
    return {
      products: rows.map(toProduct),
      total: totals.total,
      page: q.page,
      pageSize: q.pageSize,
      summary: {
        stockValue: toDollars(totals.stockValueCents),
        lowStock: totals.lowStock,
        outOfStock: totals.outOfStock,
      },
    };
  });
}

export function getProduct(db: Db, actor: Actor, id: string, now: Date): Promise<Product> {
  return withTenant(db, actor, async (tx) => {
    await reachableProduct(tx, actor, id);
    return productById(tx, id, now);
  });
}

function fieldsOf(input: Omit<ProductUpdateParsed, 'quantity'>): Partial<repo.ProductInsert> {
  const out: Partial<repo.ProductInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.brand !== undefined) out.brand = input.brand;
  if (input.category !== undefined) out.category = input.category;
  if (input.sku !== undefined) out.sku = input.sku;
  if (input.barcode !== undefined) out.barcode = input.barcode;
  if (input.price !== undefined) out.priceCents = toCents(input.price);
  if (input.cost_price !== undefined) out.costCents = toCents(input.cost_price);
  if (input.taxable !== undefined) out.taxable = input.taxable;
  if (input.min_stock_level !== undefined) out.minStockLevel = input.min_stock_level;
  if (input.supplier_id !== undefined) out.supplierId = input.supplier_id;
  if (input.productType !== undefined) out.productType = input.productType;
  if (input.unit_of_measure !== undefined) out.unitOfMeasure = input.unit_of_measure || 'unit';
  if (input.description !== undefined) out.description = input.description;
  if (input.location !== undefined) out.location = input.location;
  if (input.currentWeight !== undefined) out.currentWeight = input.currentWeight;
  if (input.originalWeight !== undefined) out.originalWeight = input.originalWeight;
  return out;
}

/** POST products: the product, then its opening stock as an adjustment ('opening stock'). */
export function createProduct(db: Db, actor: Actor, input: ProductCreateParsed, now: Date): Promise<Product> {
  return withTenant(db, actor, async (tx) => {
    await openEstablishment(tx, actor, input.establishmentId);
    await assertSupplier(tx, input.supplier_id);
    const { quantity, establishmentId, ...fields } = input;
    const row = await uniqueFields(() =>
      repo.insertProduct(tx, {
        ...fieldsOf(fields),
        name: input.name,
        tenantId: actor.tenantId,
        establishmentId,
        quantity: 0,
        createdAt: now,
        updatedAt: now,
      }),
    );
    if (quantity > 0) {
      await postMovements(tx, context(actor, now), [
        { productId: row.id, kind: 'adjustment', quantity, reason: 'opening stock' },
      ]);
    }
    return productById(tx, row.id, now);
  });
}

/** PUT products/{id}: any fields but the quantity, which only a movement changes. */
export function updateProduct(
  db: Db,
  actor: Actor,
  id: string,
  input: ProductUpdateParsed,
  now: Date,
): Promise<Product> {
  return withTenant(db, actor, async (tx) => {
    const row = await reachableProduct(tx, actor, id);
    const { quantity, ...fields } = input;
    if (quantity !== undefined && quantity !== row.quantity) {
      throw invalid('quantity', 'Change stock with an adjustment or a count, so the history records it.');
    }
    await assertSupplier(tx, fields.supplier_id);
    await uniqueFields(() => repo.updateProduct(tx, id, fieldsOf(fields), now));
    return productById(tx, id, now);
  });
}

/** DELETE products/{id}: off every list; its ledger and order lines stay for history. */
export function deleteProduct(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    await reachableProduct(tx, actor, id);
    await repo.updateProduct(tx, id, { deletedAt: now }, now);
  });
}

/** The product's ledger, newest first. */
export function listMovements(
  db: Db,
  actor: Actor,
  id: string,
  q: { before?: string; limit: number },
): Promise<MovementList> {
  return withTenant(db, actor, async (tx) => {
    await reachableProduct(tx, actor, id);
    const rows = await repo.listMovements(tx, id, q.before, q.limit + 1);
    return {
      movements: rows.slice(0, q.limit).map((r) => toMovement(r.movement, r.createdByName)),
      hasMore: rows.length > q.limit,
    };
  });
}

export function context(actor: Actor, at: Date): MovementContext {
  return { tenantId: actor.tenantId, userId: actor.userId, at };
}

/** POST products/{id}/adjustments: a signed change with a reason (400 below zero). */
export function adjustStock(
  db: Db,
  actor: Actor,
  id: string,
  input: StockAdjustment,
  now: Date,
): Promise<Product> {
  return withTenant(db, actor, async (tx) => {
    await reachableProduct(tx, actor, id);
    const reason = input.note ? `${input.reason}: ${input.note}` : input.reason;
    await postMovements(tx, context(actor, now), [
      { productId: id, kind: 'adjustment', quantity: input.quantity, reason },
    ]);
    return productById(tx, id, now);
  });
}
