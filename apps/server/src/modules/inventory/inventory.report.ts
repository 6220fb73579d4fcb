/**
 * The inventory report (spec operations.md "Reports", `/reports?type=inventory`; issue #12):
 * what stock is worth at cost and at retail, what is low or out, the retail / backbar / both
 * split, which products run out first at their last 30 days' pace, and what receiving stock
 * cost over those days. Read-only; one tenant transaction of four aggregate statements.
 */
import {
  INVENTORY_REPORT_LIST_MAX,
  PRODUCT_TYPES,
  type InventoryReport,
  type InventoryReportQueryParsed,
  type ProductType,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { toDollars } from '../../lib/money.js';
import { daysRemaining, usageRate } from './inventory.mapper.js';
import { listScope, usageSince } from './inventory.products.js';
import * as reportRepo from './inventory.report.repository.js';

/**
 * GET /api/admin/inventory/report: the report of the location asked for, or of every location
 * the actor reaches (ALL_ESTABLISHMENTS or none). Money in US dollars, quantities in each
 * product's unit; "last 30 days" is the usage window ending at `now`. 404 for a location out
 * of the actor's reach (the route's `inventory:read` permission answers 403 before this).
 */
export function inventoryReport(
  db: Db,
  actor: Actor,
  q: InventoryReportQueryParsed,
  now: Date,
): Promise<InventoryReport> {
  return withTenant(db, actor, async (tx) => {
    const scope = await listScope(tx, actor, q.establishmentId);
    const since = usageSince(now);
    const totals = await reportRepo.stockTotals(tx, scope);
    const used = await reportRepo.usageSince(tx, actor.tenantId, scope, since, INVENTORY_REPORT_LIST_MAX);
    const low = await reportRepo.lowStock(tx, scope, INVENTORY_REPORT_LIST_MAX);
    const spentCents = await reportRepo.receivedCents(tx, scope, since);

    const all = totals.find((t) => t.productType === null);
    const retailValueCents = totals
      .filter((t) => t.productType === 'retail' || t.productType === 'both')
      .reduce((sum, t) => sum + t.retailValueCents, 0);
    const part = (type: ProductType) => {
      const row = totals.find((t) => t.productType === type);
      return { products: row?.products ?? 0, stockValue: toDollars(row?.stockValueCents ?? 0) };
    };
    const [retail, backbar, both] = PRODUCT_TYPES.map(part) as [
      ReturnType<typeof part>,
      ReturnType<typeof part>,
      ReturnType<typeof part>,
    ];

    return {
      asOf: now.toISOString(),
      productCount: all?.products ?? 0,
      stockValue: toDollars(all?.stockValueCents ?? 0),
      retailValue: toDollars(retailValueCents),
      lowStockCount: all?.lowStock ?? 0,
      outOfStockCount: all?.outOfStock ?? 0,
      split: { retail, backbar, both },
      usage: used.map((row) => {
        const rate = usageRate(row.used);
        return {
          productId: row.productId,
          name: row.name,
          brand: row.brand,
          productType: row.productType,
          unit_of_measure: row.unitOfMeasure,
          quantity: row.quantity,
          min_stock_level: row.minStockLevel,
          usedLast30Days: row.used,
          usageRate: rate,
          daysRemaining: daysRemaining(row.quantity, rate),
        };
      }),
      lowStock: low.map((row) => ({
        productId: row.productId,
        name: row.name,
        quantity: row.quantity,
        min_stock_level: row.minStockLevel,
        supplier: row.supplier,
        onOrder: row.onOrder,
      })),
      spendLast30Days: toDollars(spentCents),
    };
  });
}
