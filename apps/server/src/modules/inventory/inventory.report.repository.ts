/**
 * SQL of the inventory report (inventory.report.ts): four aggregate statements over the
 * module's own tables, each inside the caller's tenant transaction. Money is integer cents,
 * quantities numbers in the product's unit.
 */
import { and, asc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { ProductType } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  inventoryOrderLines,
  inventoryOrders,
  inventoryProducts,
  inventoryStockMovements,
  inventorySuppliers,
} from './inventory.schema.js';

const p = inventoryProducts;
const m = inventoryStockMovements;
/** Orders whose unreceived quantities are still coming. */
const OPEN_ORDER_STATUSES = sql`('pending', 'approved', 'shipped', 'partially_received')`;

/** Null: every establishment of the tenant. */
export type EstablishmentScope = readonly string[] | null;

function liveProducts(scope: EstablishmentScope): SQL | undefined {
  return and(isNull(p.deletedAt), scope ? inArray(p.establishmentId, [...scope]) : undefined);
}

/** Counts and values of one product type, or (productType null) of all of them. */
export interface StockTotalsRow {
  productType: ProductType | null;
  products: number;
  stockValueCents: number;
  retailValueCents: number;
  lowStock: number;
  outOfStock: number;
}

/**
 * Live products in scope per type plus the grand total (ROLLUP: the row whose type is null):
 * count, on hand × cost and on hand × price (cents, rounded once per row of the answer), and
 * how many are at or under their minimum and at or under zero.
 */
export async function stockTotals(tx: Tx, scope: EstablishmentScope): Promise<StockTotalsRow[]> {
  return tx
    .select({
      productType: sql<ProductType | null>`${p.productType}`,
      products: sql<number>`count(*)::int`,
      stockValueCents: sql<number>`coalesce(round(sum(${p.quantity} * ${p.costCents})), 0)`.mapWith(Number),
      retailValueCents: sql<number>`coalesce(round(sum(${p.quantity} * ${p.priceCents})), 0)`.mapWith(Number),
      lowStock: sql<number>`count(*) FILTER (WHERE ${p.quantity} <= ${p.minStockLevel})::int`,
      outOfStock: sql<number>`count(*) FILTER (WHERE ${p.quantity} <= 0)::int`,
    })
    .from(p)
    .where(liveProducts(scope))
    .groupBy(sql`ROLLUP (${p.productType})`);
}

/** A live product with what it used over the window (net of returns). */
export interface UsageRow {
  productId: string;
  name: string;
  brand: string | null;
  productType: ProductType;
  unitOfMeasure: string;
  quantity: number;
  minStockLevel: number;
  used: number;
}

/**
 * Live products in scope that used stock since `since` (usage and sales, net of returns), the
 * `limit` whose stock lasts the fewest days at that pace first. Usage and sales are read through
 * the movements' partial index (tenant, kind, created_at); returns, which are rare, apart.
 */
export async function usageSince(
  tx: Tx,
  tenantId: string,
  scope: EstablishmentScope,
  since: Date,
  limit: number,
): Promise<UsageRow[]> {
  const inScope = scope ? inArray(m.establishmentId, [...scope]) : undefined;
  const moved = (kinds: SQL) =>
    tx
      .select({ productId: m.productId, quantity: m.quantity })
      .from(m)
      .where(and(eq(m.tenantId, tenantId), kinds, gte(m.createdAt, since), inScope));
  const movements = unionAll(moved(sql`${m.kind} IN ('usage', 'sale')`), moved(sql`${m.kind} = 'return'`)).as(
    'moved',
  );
  const used = tx
    .select({
      productId: movements.productId,
      used: sql<number>`sum(-${movements.quantity})`.as('used'),
    })
    .from(movements)
    .groupBy(movements.productId)
    .as('used');
  return tx
    .select({
      productId: p.id,
      name: p.name,
      brand: p.brand,
      productType: p.productType,
      unitOfMeasure: p.unitOfMeasure,
      quantity: p.quantity,
      minStockLevel: p.minStockLevel,
      used: sql<number>`${used.used}`.mapWith(Number),
    })
    .from(used)
    .innerJoin(p, eq(p.id, used.productId))
    .where(and(liveProducts(scope), sql`${used.used} > 0`))
    .orderBy(sql`${p.quantity} / ${used.used}`, asc(sql`lower(${p.name})`), asc(p.id))
    .limit(limit);
}

/** A live product at or under its minimum, with its supplier and what open orders still bring. */
export interface LowStockRow {
  productId: string;
  name: string;
  quantity: number;
  minStockLevel: number;
  supplier: string | null;
  onOrder: number;
}

/** The `limit` live products in scope at or under their minimum, lowest quantity first. */
export async function lowStock(tx: Tx, scope: EstablishmentScope, limit: number): Promise<LowStockRow[]> {
  const l = inventoryOrderLines;
  const o = inventoryOrders;
  return tx
    .select({
      productId: p.id,
      name: p.name,
      quantity: p.quantity,
      minStockLevel: p.minStockLevel,
      supplier: inventorySuppliers.name,
      onOrder: sql<number>`(SELECT coalesce(sum(${l.quantity} - ${l.receivedQuantity}), 0)
        FROM ${l} JOIN ${o} ON ${o.id} = ${l.orderId}
        WHERE ${l.productId} = ${p.id} AND ${o.status} IN ${OPEN_ORDER_STATUSES})`.mapWith(Number),
    })
    .from(p)
    .leftJoin(inventorySuppliers, eq(inventorySuppliers.id, p.supplierId))
    .where(and(liveProducts(scope), sql`${p.quantity} <= ${p.minStockLevel}`))
    .orderBy(asc(p.quantity), asc(sql`lower(${p.name})`), asc(p.id))
    .limit(limit);
}

/**
 * Cents received at cost since `since` in scope: each receipt's quantity × its unit cost,
 * rounded once (removed products count too: the money was spent).
 */
export async function receivedCents(tx: Tx, scope: EstablishmentScope, since: Date): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<number>`coalesce(round(sum(${m.quantity} * ${m.unitCostCents})), 0)`.mapWith(Number),
    })
    .from(m)
    .where(
      and(
        eq(m.kind, 'receipt'),
        gte(m.createdAt, since),
        scope ? inArray(m.establishmentId, [...scope]) : undefined,
      ),
    );
  return row?.cents ?? 0;
}
