/**
 * Purchase order use cases (spec operations.md §3 Inventory order, §4; issue #12): order
 * numbers per tenant; pending → approved → shipped → partially received → received, or
 * cancelled before anything arrives. Totals are computed here from the lines (cents), never
 * taken from the client. Receiving locks the order, refuses more than a line has outstanding,
 * posts receipt movements (moving-average cost) and settles the status.
 */
import {
  ACTIVE_ORDER_STATUSES,
  INVENTORY_MESSAGES,
  type InventoryOrder,
  type OrderCreateParsed,
  type OrderList,
  type OrderReceive,
  type OrderStatus,
  type OrderUpdateParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { todayIn } from '../../lib/local-dates.js';
import { toCents } from '../../lib/money.js';
import { openEstablishment } from '../establishments/index.js';
import * as repo from './inventory.repository.js';
import { lineTotalCents, orderLabel, toOrder } from './inventory.mapper.js';
import { context, listScope } from './inventory.products.js';
import { postMovements, roundQuantity } from './inventory.stock.js';

const NOT_FOUND = 'Purchase order not found.';

/** Which statuses each action moves an order from, and to. */
const TRANSITIONS = {
  approve: { from: ['pending'], to: 'approved' },
  ship: { from: ['approved'], to: 'shipped' },
  cancel: { from: ['pending', 'approved', 'shipped'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OrderAction = keyof typeof TRANSITIONS;

const RECEIVABLE: readonly OrderStatus[] = ['approved', 'shipped', 'partially_received'];

async function orderById(tx: Tx, id: string): Promise<InventoryOrder> {
  const [row] = await repo.ordersWithLines(tx, [id]);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toOrder(row);
}

/** The order, locked, when it exists and its location is in reach; 404 otherwise. */
async function lockReachable(tx: Tx, actor: Actor, id: string): Promise<repo.OrderRow> {
  const row = await repo.lockOrder(tx, id);
  if (!row || !reaches(actor, row.establishmentId)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Lines priced in cents after checking that every product is live at the order's location. */
async function pricedLines(
  tx: Tx,
  establishmentId: string,
  items: OrderCreateParsed['items'],
): Promise<{ lines: Omit<repo.OrderLineRow, 'id' | 'orderId' | 'tenantId'>[]; subtotalCents: number }> {
  const products = new Map(
    (
      await repo.lockProducts(
        tx,
        items.map((i) => i.product_id),
      )
    ).map((row) => [row.id, row]),
  );
  const lines = items.map((item, index) => {
    const product = products.get(item.product_id);
    if (!product) throw invalid(`items.${index}.product_id`, INVENTORY_MESSAGES.productUnknown);
    if (product.establishmentId !== establishmentId) {
      throw invalid(`items.${index}.product_id`, INVENTORY_MESSAGES.productElsewhere);
    }
    return {
      productId: item.product_id,
      position: index,
      quantity: roundQuantity(item.quantity),
      receivedQuantity: 0,
      unitCostCents: toCents(item.unit_cost),
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + lineTotalCents(l.quantity, l.unitCostCents), 0);
  return { lines, subtotalCents };
}

async function assertSupplier(tx: Tx, supplierId: string): Promise<void> {
  const found = await repo.findSupplier(tx, supplierId);
  if (!found) throw invalid('supplier_id', INVENTORY_MESSAGES.supplierUnknown);
}

/** GET inventory-orders: newest first, a page at a time. */
export function listOrders(
  db: Db,
  actor: Actor,
  q: {
    establishmentId?: string;
    supplierId?: string;
    status?: OrderStatus;
    active: boolean;
    search?: string;
    page: number;
    pageSize: number;
  },
): Promise<OrderList> {
  return withTenant(db, actor, async (tx) => {
    const establishmentIds = await listScope(tx, actor, q.establishmentId);
    const statuses = q.active ? ACTIVE_ORDER_STATUSES : q.status ? [q.status] : undefined;
    const { ids, total } = await repo.listOrderIds(
      tx,
      { establishmentIds, supplierId: q.supplierId, statuses, search: q.search },
      q.pageSize,
      (q.page - 1) * q.pageSize,
    );
    const orders = (await repo.ordersWithLines(tx, ids)).map(toOrder);
    return { orders, total, page: q.page, pageSize: q.pageSize };
  });
}

export function getOrder(db: Db, actor: Actor, id: string): Promise<InventoryOrder> {
  return withTenant(db, actor, async (tx) => {
    const order = await orderById(tx, id);
    if (!reaches(actor, order.establishmentId)) throw new AppError('NOT_FOUND', NOT_FOUND);
    return order;
  });
}

/** Creates a pending order inside `tx`; answers its id. */
async function insertOrder(
  tx: Tx,
  actor: Actor,
  input: OrderCreateParsed,
  orderDate: string,
  now: Date,
): Promise<string> {
  await assertSupplier(tx, input.supplier_id);
  const { lines, subtotalCents } = await pricedLines(tx, input.establishmentId, input.items);
  const taxCents = toCents(input.tax);
  const shippingCents = toCents(input.shipping);
  const id = await repo.insertOrder(tx, {
    tenantId: actor.tenantId,
    establishmentId: input.establishmentId,
    orderNumber: await repo.nextOrderNumber(tx, actor.tenantId),
    supplierId: input.supplier_id,
    status: 'pending',
    orderDate,
    expectedDeliveryDate: input.expected_delivery_date ?? null,
    subtotalCents,
    taxCents,
    shippingCents,
    totalCents: subtotalCents + taxCents + shippingCents,
    notes: input.notes ?? null,
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  await repo.replaceLines(
    tx,
    id,
    lines.map((l) => ({ ...l, orderId: id, tenantId: actor.tenantId })),
  );
  return id;
}

/** POST inventory-orders: a pending order dated today at its location. */
export function createOrder(
  db: Db,
  actor: Actor,
  input: OrderCreateParsed,
  now: Date,
): Promise<InventoryOrder> {
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, input.establishmentId);
    const id = await insertOrder(tx, actor, input, todayIn(establishment.timeZone, now), now);
    return orderById(tx, id);
  });
}

/** PUT inventory-orders/{id}: edits a pending order; totals are recomputed. */
export function updateOrder(
  db: Db,
  actor: Actor,
  id: string,
  input: OrderUpdateParsed,
  now: Date,
): Promise<InventoryOrder> {
  return withTenant(db, actor, async (tx) => {
    const order = await lockReachable(tx, actor, id);
    if (order.status !== 'pending') throw new AppError('CONFLICT', INVENTORY_MESSAGES.orderNotEditable);
    if (input.supplier_id) await assertSupplier(tx, input.supplier_id);
    let subtotalCents = order.subtotalCents;
    if (input.items) {
      const priced = await pricedLines(tx, order.establishmentId, input.items);
      subtotalCents = priced.subtotalCents;
      await repo.replaceLines(
        tx,
        id,
        priced.lines.map((l) => ({ ...l, orderId: id, tenantId: actor.tenantId })),
      );
    }
    const taxCents = input.tax !== undefined ? toCents(input.tax) : order.taxCents;
    const shippingCents = input.shipping !== undefined ? toCents(input.shipping) : order.shippingCents;
    await repo.updateOrder(
      tx,
      id,
      {
        supplierId: input.supplier_id ?? order.supplierId,
        expectedDeliveryDate:
          input.expected_delivery_date !== undefined
            ? input.expected_delivery_date
            : order.expectedDeliveryDate,
        notes: input.notes !== undefined ? input.notes : order.notes,
        subtotalCents,
        taxCents,
        shippingCents,
        totalCents: subtotalCents + taxCents + shippingCents,
      },
      now,
    );
    return orderById(tx, id);
  });
}

/** approve, ship or cancel; 409 from any other status. */
export function transitionOrder(
  db: Db,
  actor: Actor,
  id: string,
  action: OrderAction,
  now: Date,
): Promise<InventoryOrder> {
  return withTenant(db, actor, async (tx) => {
    const order = await lockReachable(tx, actor, id);
    const rule = TRANSITIONS[action];
    if (!(rule.from as readonly OrderStatus[]).includes(order.status)) {
      throw new AppError('CONFLICT', INVENTORY_MESSAGES.statusChange);
    }
    await repo.updateOrder(tx, id, { status: rule.to }, now);
    return orderById(tx, id);
  });
}

/** POST inventory-orders/{id}/receive: what arrived per line; receipts posted, status settled. */
export function receiveOrder(
  db: Db,
  actor: Actor,
  id: string,
  input: OrderReceive,
  now: Date,
): Promise<InventoryOrder> {
  return withTenant(db, actor, async (tx) => {
    const order = await lockReachable(tx, actor, id);
    if (!RECEIVABLE.includes(order.status)) {
      throw new AppError('CONFLICT', 'Approve the order before receiving it.');
    }
    const lines = new Map((await repo.orderLines(tx, id)).map((l) => [l.id, { ...l }]));
    const arrivals = input.lines.flatMap((entry, index) => {
      const line = lines.get(entry.line_id);
      if (!line) throw invalid(`lines.${index}.line_id`, 'That line is not on this order.');
      if (entry.quantity === 0) return [];
      const received = roundQuantity(line.receivedQuantity + entry.quantity);
      if (received > line.quantity) throw invalid(`lines.${index}.quantity`, INVENTORY_MESSAGES.overReceive);
      line.receivedQuantity = received;
      return [{ line, quantity: entry.quantity }];
    });
    if (arrivals.length === 0) throw invalid('lines', INVENTORY_MESSAGES.nothingToReceive);
    await postMovements(
      tx,
      context(actor, now),
      arrivals.map(({ line, quantity }) => ({
        productId: line.productId,
        kind: 'receipt' as const,
        quantity,
        unitCostCents: line.unitCostCents,
        sourceType: 'order',
        sourceId: id,
        sourceLabel: orderLabel(order.orderNumber),
      })),
    );
    await repo.setReceived(
      tx,
      arrivals.map(({ line }) => ({ id: line.id, receivedQuantity: line.receivedQuantity })),
    );
    const complete = [...lines.values()].every((l) => l.receivedQuantity >= l.quantity);
    const establishment = await openEstablishment(tx, actor, order.establishmentId);
    await repo.updateOrder(
      tx,
      id,
      complete
        ? { status: 'received', actualDeliveryDate: todayIn(establishment.timeZone, now) }
        : { status: 'partially_received' },
      now,
    );
    return orderById(tx, id);
  });
}

/** Units to order for a product at or under its minimum: up to twice the minimum, less what is on order. */
export function reorderQuantity(onHand: number, minStock: number, onOrder: number): number {
  return roundQuantity(Math.max(0, Math.ceil(Math.max(minStock, 1) * 2 - onHand - onOrder)));
}

/**
 * POST inventory-orders/reorder: one pending order per supplier for everything at or under its
 * minimum that is not already covered by open orders; products without a supplier are skipped.
 */
export function draftReorders(
  db: Db,
  actor: Actor,
  establishmentId: string,
  now: Date,
): Promise<{ orders: InventoryOrder[]; skipped: number }> {
  return withTenant(db, actor, async (tx) => {
    const establishment = await openEstablishment(tx, actor, establishmentId);
    const low = await repo.productsToReorder(tx, establishmentId);
    const open = await repo.onOrder(
      tx,
      low.map((p) => p.id),
    );
    const bySupplier = new Map<string, OrderCreateParsed['items']>();
    let skipped = 0;
    for (const product of low) {
      const quantity = reorderQuantity(product.quantity, product.minStockLevel, open.get(product.id) ?? 0);
      if (quantity <= 0) continue;
      if (!product.supplierId) {
        skipped += 1;
        continue;
      }
      const items = bySupplier.get(product.supplierId) ?? [];
      items.push({ product_id: product.id, quantity, unit_cost: product.costCents / 100 });
      bySupplier.set(product.supplierId, items);
    }
    if (bySupplier.size === 0 && skipped === 0)
      throw new AppError('CONFLICT', INVENTORY_MESSAGES.nothingToReorder);
    const today = todayIn(establishment.timeZone, now);
    const ids: string[] = [];
    for (const [supplierId, items] of bySupplier) {
      ids.push(
        await insertOrder(
          tx,
          actor,
          {
            establishmentId,
            supplier_id: supplierId,
            items,
            tax: 0,
            shipping: 0,
            notes: 'Drafted by Reorder.',
          },
          today,
          now,
        ),
      );
    }
    const orders = (await repo.ordersWithLines(tx, ids)).map(toOrder);
    return { orders, skipped };
  });
}
