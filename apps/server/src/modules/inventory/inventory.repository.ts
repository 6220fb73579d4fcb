/** SQL of the inventory module's tables (every call inside the caller's tenant transaction). */
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { foldForSearch, type OrderStatus, type ProductSortKey, type ProductType } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { escapeLike } from '../../db/like.js';
import {
  inventoryOrderLines,
  inventoryOrderNumbers,
  inventoryOrders,
  inventoryPeople,
  inventoryProducts,
  inventoryServiceProducts,
  inventoryStockCounts,
  inventoryStockMovements,
  inventorySuppliers,
} from './inventory.schema.js';

export type ProductRow = typeof inventoryProducts.$inferSelect;
export type ProductInsert = typeof inventoryProducts.$inferInsert;
export type SupplierRow = typeof inventorySuppliers.$inferSelect;
export type SupplierInsert = typeof inventorySuppliers.$inferInsert;
export type OrderRow = typeof inventoryOrders.$inferSelect;
export type OrderLineRow = typeof inventoryOrderLines.$inferSelect;
export type MovementInsert = typeof inventoryStockMovements.$inferInsert;
export type MovementRow = typeof inventoryStockMovements.$inferSelect;

const p = inventoryProducts;
const ACTIVE_ORDER = ['pending', 'approved', 'shipped'] as const;

/** A product with what the lists show beside it. */
export interface ProductView extends ProductRow {
  supplierName: string | null;
  /** Units used, sold net of returns, over the usage window. */
  usedInWindow: number;
  lastOrdered: string | null;
}

function productView(since: Date) {
  return {
    product: p,
    supplierName: inventorySuppliers.name,
    usedInWindow: sql<number>`(SELECT coalesce(sum(-m.quantity), 0) FROM inventory_stock_movements m
      WHERE m.product_id = inventory_products.id AND m.kind IN ('usage', 'sale', 'return') AND m.created_at >= ${since})`.mapWith(
      Number,
    ),
    lastOrdered: sql<string | null>`(SELECT max(o.order_date)::text FROM inventory_order_lines l
      JOIN inventory_orders o ON o.id = l.order_id WHERE l.product_id = inventory_products.id AND o.status <> 'cancelled')`,
  };
}

function flatten(row: {
  product: ProductRow;
  supplierName: string | null;
  usedInWindow: number;
  lastOrdered: string | null;
}): ProductView {
  return {
    ...row.product,
    supplierName: row.supplierName,
    usedInWindow: row.usedInWindow,
    lastOrdered: row.lastOrdered,
  };
}

/** What a product list asks for. */
export interface ProductFilter {
  /** Null: every establishment of the tenant. */
  establishmentIds: readonly string[] | null;
  search?: string;
  stock?: 'low' | 'out' | 'in';
  productType?: ProductType;
  supplierId?: string;
}

function productConditions(f: ProductFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [isNull(p.deletedAt)];
  if (f.establishmentIds) conditions.push(inArray(p.establishmentId, [...f.establishmentIds]));
  if (f.search) {
    // Every word must occur in the folded text; a scanned barcode matches exactly.
    const q = f.search.trim();
    const words = foldForSearch(q)
      .split(/\s+/)
      .filter((w) => w !== '');
    conditions.push(
      or(and(...words.map((w) => sql`${p.searchText} LIKE ${`%${escapeLike(w)}%`}`)), eq(p.barcode, q)),
    );
  }
  if (f.stock === 'out') conditions.push(sql`${p.quantity} <= 0`);
  if (f.stock === 'in') conditions.push(sql`${p.quantity} > 0`);
  if (f.stock === 'low') conditions.push(sql`${p.quantity} <= ${p.minStockLevel}`);
  if (f.productType) conditions.push(eq(p.productType, f.productType));
  if (f.supplierId) conditions.push(eq(p.supplierId, f.supplierId));
  return and(...conditions);
}

const SORT_COLUMNS: Record<ProductSortKey, SQL> = {
  name: sql`lower(${p.name})`,
  brand: sql`lower(${p.brand})`,
  category: sql`lower(${p.category})`,
  quantity: sql`${p.quantity}`,
  price: sql`${p.priceCents}`,
  updated: sql`${p.updatedAt}`,
};

/** One page of products, the filter's total, stock value at cost (cents) and low/out counts. */
export async function listProducts(
  tx: Tx,
  filter: ProductFilter,
  page: { sort: ProductSortKey; order: 'asc' | 'desc'; limit: number; offset: number; since: Date },
) {
  const where = productConditions(filter);
  const column = SORT_COLUMNS[page.sort];
  const direction = page.order === 'asc' ? sql`ASC NULLS LAST` : sql`DESC NULLS LAST`;
  // The page's ids first, then their extras: the per-product subqueries run for 50 rows, not
  // for every row the sort has to look at.
  const ids = await tx
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(sql`${column} ${direction}`, asc(sql`lower(${p.name})`), asc(p.id))
    .limit(page.limit)
    .offset(page.offset);
  const views = new Map(
    (
      await productViews(
        tx,
        ids.map((r) => r.id),
        page.since,
      )
    ).map((v) => [v.id, v]),
  );
  const rows = ids.flatMap((r) => views.get(r.id) ?? []);
  const [totals] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      stockValueCents: sql<number>`coalesce(round(sum(${p.quantity} * ${p.costCents})), 0)`.mapWith(Number),
      lowStock: sql<number>`count(*) FILTER (WHERE ${p.quantity} <= ${p.minStockLevel})::int`,
      outOfStock: sql<number>`count(*) FILTER (WHERE ${p.quantity} <= 0)::int`,
    })
    .from(p)
    .where(where);
  return {
    rows,
    totals: totals ?? { total: 0, stockValueCents: 0, lowStock: 0, outOfStock: 0 },
  };
}

/** Products by id (deleted ones too, for history), with their list extras. */
export async function productViews(tx: Tx, ids: readonly string[], since: Date): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(productView(since))
    .from(p)
    .leftJoin(inventorySuppliers, eq(inventorySuppliers.id, p.supplierId))
    .where(inArray(p.id, [...ids]));
  return rows.map(flatten);
}

/** A live (not deleted) product. */
export async function findProduct(tx: Tx, id: string): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.id, id), isNull(p.deletedAt)));
  return row ?? null;
}

/** Live products by id, locked for a stock change, in id order so concurrent writers never deadlock. */
export function lockProducts(tx: Tx, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(p)
    .where(and(inArray(p.id, [...ids]), isNull(p.deletedAt)))
    .orderBy(asc(p.id))
    .for('update');
}

/** The live product at `establishmentId` with that SKU (case-insensitive), else that exact name. */
export async function findTwin(
  tx: Tx,
  establishmentId: string,
  sku: string | null,
  name: string,
): Promise<ProductRow | null> {
  const match = sku ? sql`lower(${p.sku}) = lower(${sku})` : sql`lower(${p.name}) = lower(${name})`;
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.establishmentId, establishmentId), isNull(p.deletedAt), match))
    .limit(1);
  return row ?? null;
}

export async function insertProduct(tx: Tx, values: ProductInsert): Promise<ProductRow> {
  const [row] = await tx.insert(p).values(values).returning();
  return row!;
}

export async function updateProduct(
  tx: Tx,
  id: string,
  values: Partial<ProductInsert>,
  at: Date,
): Promise<void> {
  await tx
    .update(p)
    .set({ ...values, updatedAt: at })
    .where(eq(p.id, id));
}

/** New quantities (and costs) for locked products, in one statement. */
export async function setStock(
  tx: Tx,
  changes: readonly { id: string; quantity: number; costCents: number }[],
  at: Date,
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.quantity}::numeric, ${c.costCents}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE inventory_products AS t SET quantity = v.quantity, cost_cents = v.cost,
    updated_at = ${at} FROM (VALUES ${values}) AS v(id, quantity, cost) WHERE t.id = v.id`);
}

export async function insertMovements(tx: Tx, rows: readonly MovementInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(inventoryStockMovements).values([...rows]);
}

/** A product's movements newest first, after the movement `before`, with who posted them. */
export async function listMovements(tx: Tx, productId: string, before: string | undefined, limit: number) {
  const m = inventoryStockMovements;
  const cursor = before
    ? sql`${m.seq} < (SELECT seq FROM inventory_stock_movements WHERE id = ${before}::uuid)`
    : undefined;
  return tx
    .select({ movement: m, createdByName: inventoryPeople.name })
    .from(m)
    .leftJoin(inventoryPeople, eq(inventoryPeople.userId, m.createdBy))
    .where(and(eq(m.productId, productId), cursor))
    .orderBy(desc(m.seq))
    .limit(limit);
}

/** Per product, the sum of its movements and its quantity (the ledger check). */
export function ledgerBalances(tx: Tx) {
  return tx
    .select({
      productId: p.id,
      quantity: p.quantity,
      ledger:
        sql<number>`(SELECT coalesce(sum(m.quantity), 0) FROM inventory_stock_movements m WHERE m.product_id = inventory_products.id)`.mapWith(
          Number,
        ),
    })
    .from(p);
}

export async function insertCount(tx: Tx, values: typeof inventoryStockCounts.$inferInsert): Promise<string> {
  const [row] = await tx
    .insert(inventoryStockCounts)
    .values(values)
    .returning({ id: inventoryStockCounts.id });
  return row!.id;
}

// Suppliers

const s = inventorySuppliers;
/**
 * A supplier's orders still to arrive, counted over the locations in `scope` (null: every
 * location of the tenant), so a manager's figure matches the orders their detail lists.
 */
function activeOrderCount(scope: readonly string[] | null) {
  if (scope && scope.length === 0) return sql<number>`0`;
  const within = scope
    ? sql` AND o.establishment_id IN (${sql.join(
        scope.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return sql<number>`(SELECT count(*)::int FROM inventory_orders o
    WHERE o.supplier_id = inventory_suppliers.id AND o.status IN ('pending', 'approved', 'shipped')${within})`;
}

/** Suppliers by name, paged, each with its active orders counted within `scope`. */
export async function listSuppliers(
  tx: Tx,
  filter: { search?: string; includeInactive: boolean; limit: number; offset: number },
  scope: readonly string[] | null,
) {
  const conditions: (SQL | undefined)[] = [isNull(s.deletedAt)];
  if (!filter.includeInactive) conditions.push(eq(s.isActive, true));
  if (filter.search) {
    const like = `%${escapeLike(filter.search.trim())}%`;
    conditions.push(or(ilike(s.name, like), ilike(s.contactPerson, like), ilike(s.email, like)));
  }
  const where = and(...conditions);
  const rows = await tx
    .select({ supplier: s, activeOrderCount: activeOrderCount(scope) })
    .from(s)
    .where(where)
    .orderBy(asc(sql`lower(${s.name})`), asc(s.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A live supplier by id with its active orders counted within `scope` (null: all locations). */
export async function findSupplier(tx: Tx, id: string, scope: readonly string[] | null = null) {
  const [row] = await tx
    .select({ supplier: s, activeOrderCount: activeOrderCount(scope) })
    .from(s)
    .where(and(eq(s.id, id), isNull(s.deletedAt)));
  return row ?? null;
}

export async function insertSupplier(tx: Tx, values: SupplierInsert): Promise<string> {
  const [row] = await tx.insert(s).values(values).returning({ id: s.id });
  return row!.id;
}

export async function updateSupplier(
  tx: Tx,
  id: string,
  values: Partial<SupplierInsert>,
  at: Date,
): Promise<void> {
  await tx
    .update(s)
    .set({ ...values, updatedAt: at })
    .where(eq(s.id, id));
}

// Purchase orders

const o = inventoryOrders;
const l = inventoryOrderLines;

/** The tenant's next order number (1001 first), under the counter row's lock. */
export async function nextOrderNumber(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(inventoryOrderNumbers)
    .values({ tenantId, lastNumber: 1001 })
    .onConflictDoUpdate({
      target: inventoryOrderNumbers.tenantId,
      set: { lastNumber: sql`${inventoryOrderNumbers.lastNumber} + 1` },
    })
    .returning({ n: inventoryOrderNumbers.lastNumber });
  return row!.n;
}

export async function insertOrder(tx: Tx, values: typeof o.$inferInsert): Promise<string> {
  const [row] = await tx.insert(o).values(values).returning({ id: o.id });
  return row!.id;
}

export async function updateOrder(
  tx: Tx,
  id: string,
  values: Partial<typeof o.$inferInsert>,
  at: Date,
): Promise<void> {
  await tx
    .update(o)
    .set({ ...values, updatedAt: at })
    .where(eq(o.id, id));
}

export async function replaceLines(
  tx: Tx,
  orderId: string,
  lines: readonly (typeof l.$inferInsert)[],
): Promise<void> {
  await tx.delete(l).where(eq(l.orderId, orderId));
  if (lines.length > 0) await tx.insert(l).values([...lines]);
}

/** The order, locked against concurrent receiving and status changes. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(o).where(eq(o.id, id)).for('update');
  return row ?? null;
}

export async function setReceived(
  tx: Tx,
  changes: readonly { id: string; receivedQuantity: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::uuid, ${c.receivedQuantity}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE inventory_order_lines AS t SET received_quantity = v.received
    FROM (VALUES ${values}) AS v(id, received) WHERE t.id = v.id`);
}

/** What an order list asks for. */
export interface OrderFilter {
  establishmentIds: readonly string[] | null;
  supplierId?: string;
  statuses?: readonly OrderStatus[];
  search?: string;
}

function orderConditions(f: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.establishmentIds) conditions.push(inArray(o.establishmentId, [...f.establishmentIds]));
  if (f.supplierId) conditions.push(eq(o.supplierId, f.supplierId));
  if (f.statuses) conditions.push(inArray(o.status, [...f.statuses]));
  if (f.search) {
    const q = f.search.trim().replace(/^PO-?/i, '');
    const like = `%${escapeLike(f.search.trim())}%`;
    conditions.push(or(ilike(s.name, like), /^\d+$/.test(q) ? eq(o.orderNumber, Number(q)) : undefined));
  }
  return and(...conditions);
}

/** Order ids of one page, newest first, and the filter's total. */
export async function listOrderIds(tx: Tx, filter: OrderFilter, limit: number, offset: number) {
  const where = orderConditions(filter);
  const rows = await tx
    .select({ id: o.id })
    .from(o)
    .innerJoin(s, eq(s.id, o.supplierId))
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.orderNumber))
    .limit(limit)
    .offset(offset);
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .innerJoin(s, eq(s.id, o.supplierId))
    .where(where);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** A supplier's latest orders and its active ones (spec §9, §4). */
/**
 * Ids of the supplier's latest `latest` orders and of its active ones, of the locations
 * `establishmentIds` (null: every location of the tenant).
 */
export async function supplierOrderIds(
  tx: Tx,
  supplierId: string,
  latest: number,
  establishmentIds: readonly string[] | null,
) {
  const ofSupplier = and(
    eq(o.supplierId, supplierId),
    establishmentIds ? inArray(o.establishmentId, [...establishmentIds]) : undefined,
  );
  const recent = await tx
    .select({ id: o.id })
    .from(o)
    .where(ofSupplier)
    .orderBy(desc(o.createdAt), desc(o.orderNumber))
    .limit(latest);
  const active = await tx
    .select({ id: o.id })
    .from(o)
    .where(and(ofSupplier, inArray(o.status, [...ACTIVE_ORDER])))
    .orderBy(desc(o.createdAt), desc(o.orderNumber));
  return { latest: recent.map((r) => r.id), active: active.map((r) => r.id) };
}

/** Orders by id with their supplier's and creator's names and their lines (three queries). */
export async function ordersWithLines(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const orders = await tx
    .select({ order: o, supplierName: s.name, createdByName: inventoryPeople.name })
    .from(o)
    .innerJoin(s, eq(s.id, o.supplierId))
    .leftJoin(inventoryPeople, eq(inventoryPeople.userId, o.createdBy))
    .where(inArray(o.id, [...ids]));
  const lines = await tx
    .select({ line: l, productName: p.name, sku: p.sku, unitOfMeasure: p.unitOfMeasure })
    .from(l)
    .innerJoin(p, eq(p.id, l.productId))
    .where(inArray(l.orderId, [...ids]))
    .orderBy(asc(l.orderId), asc(l.position));
  const byId = new Map(orders.map((r) => [r.order.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, lines: lines.filter((x) => x.line.orderId === id) }] : [];
  });
}

export type OrderWithLines = Awaited<ReturnType<typeof ordersWithLines>>[number];

/** Lines of an order (for receiving), in position order. */
export function orderLines(tx: Tx, orderId: string): Promise<OrderLineRow[]> {
  return tx.select().from(l).where(eq(l.orderId, orderId)).orderBy(asc(l.position));
}

/** Live products of an establishment at or under their minimum, with a supplier (for reorder). */
export function productsToReorder(tx: Tx, establishmentId: string): Promise<ProductRow[]> {
  return tx
    .select()
    .from(p)
    .where(
      and(
        eq(p.establishmentId, establishmentId),
        isNull(p.deletedAt),
        sql`${p.quantity} <= ${p.minStockLevel}`,
      ),
    )
    .orderBy(asc(sql`lower(${p.name})`));
}

/** Quantities still on open orders per product (so a reorder does not order twice). */
export async function onOrder(tx: Tx, productIds: readonly string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({
      productId: l.productId,
      open: sql<number>`sum(${l.quantity} - ${l.receivedQuantity})`.mapWith(Number),
    })
    .from(l)
    .innerJoin(o, eq(o.id, l.orderId))
    .where(
      and(inArray(l.productId, [...productIds]), inArray(o.status, [...ACTIVE_ORDER, 'partially_received'])),
    )
    .groupBy(l.productId);
  return new Map(rows.map((r) => [r.productId, r.open]));
}

/** Orders a supplier still has open (it cannot be removed while it has any). */
export async function openOrderCount(tx: Tx, supplierId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .where(and(eq(o.supplierId, supplierId), inArray(o.status, [...ACTIVE_ORDER, 'partially_received'])));
  return row?.n ?? 0;
}

/** Products of a removed supplier keep no supplier. */
export async function detachSupplier(tx: Tx, supplierId: string, at: Date): Promise<void> {
  await tx.update(p).set({ supplierId: null, updatedAt: at }).where(eq(p.supplierId, supplierId));
}

/** The backbar products a service consumes, with their names and units, by name. */
export function serviceProducts(tx: Tx, serviceId: string) {
  const sp = inventoryServiceProducts;
  return tx
    .select({
      productId: sp.productId,
      quantity: sp.quantity,
      name: p.name,
      unitOfMeasure: p.unitOfMeasure,
      onHand: p.quantity,
    })
    .from(sp)
    .innerJoin(p, eq(p.id, sp.productId))
    .where(and(eq(sp.serviceId, serviceId), isNull(p.deletedAt)))
    .orderBy(asc(sql`lower(${p.name})`));
}

export async function replaceServiceProducts(
  tx: Tx,
  tenantId: string,
  serviceId: string,
  items: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const sp = inventoryServiceProducts;
  await tx.delete(sp).where(eq(sp.serviceId, serviceId));
  if (items.length > 0) await tx.insert(sp).values(items.map((i) => ({ ...i, tenantId, serviceId })));
}

/** Whether usage was already posted for an appointment (completion is told once). */
export async function usagePosted(tx: Tx, appointmentId: string): Promise<boolean> {
  const m = inventoryStockMovements;
  const [row] = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.sourceType, 'appointment'), eq(m.sourceId, appointmentId), eq(m.kind, 'usage')))
    .limit(1);
  return row !== undefined;
}

/**
 * The tenant's products on the retail shelf (retail or both, not deleted) with their stock and
 * minimum: what the checkout demo sells from, inside the caller's tenant transaction.
 */
export function retailProducts(tx: Tx) {
  return tx
    .select({
      id: p.id,
      establishmentId: p.establishmentId,
      name: p.name,
      sku: p.sku,
      priceCents: p.priceCents,
      taxable: p.taxable,
      quantity: p.quantity,
      minStockLevel: p.minStockLevel,
      createdAt: p.createdAt,
    })
    .from(p)
    .where(and(isNull(p.deletedAt), inArray(p.productType, ['retail', 'both'])));
}

/**
 * The tenant's 'sale' movements of the ledger (signed quantity, when), in no set order: what the
 * checkout demo spreads over its visits so the till and the ledger agree unit for unit.
 */
export function saleMovements(tx: Tx) {
  const m = inventoryStockMovements;
  return tx
    .select({ productId: m.productId, quantity: m.quantity, createdAt: m.createdAt })
    .from(m)
    .where(eq(m.kind, 'sale'));
}
