/**
 * What inventory adds to analytics (spec operations.md §3 "totalPurchaseOrders, inventorySpend,
 * retailBackbarSplit"; issue #31): per location over its local days first–last, the purchase
 * orders placed, the stock received at cost, and the cost of the stock that left the shelves as
 * retail sales (less returns) and as backbar usage. One statement over the module's own tables
 * inside the caller's tenant transaction. Money is integer cents.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { addDays, startOfLocalDay } from '../../lib/local-dates.js';
import { inventoryOrders, inventoryProducts, inventoryStockMovements } from './inventory.schema.js';

/** One location's inventory figures over a run of local days. */
export interface PurchaseFigures {
  /** Orders dated in the days, not cancelled. */
  purchaseOrders: number;
  /** Receipts' quantity × their order line's unit cost, cents, rounded once. */
  spendCents: number;
  /** Units sold less units returned, × each product's current unit cost, cents (never below 0). */
  retailCostCents: number;
  /** Units used in services × each product's current unit cost, cents. */
  backbarCostCents: number;
}

/** Nothing bought, received or used. */
export const NO_PURCHASES: Readonly<PurchaseFigures> = {
  purchaseOrders: 0,
  spendCents: 0,
  retailCostCents: 0,
  backbarCostCents: 0,
};

interface Raw {
  establishment_id: string;
  orders: number | string;
  spend: number | string;
  retail: number | string;
  backbar: number | string;
}

/**
 * Per location id of `places`, its figures over its local days `first`…`last` ('YYYY-MM-DD',
 * inclusive; orders by their order date, movements by their instant in the location's zone).
 * Removed products count: the money was spent and the stock left.
 */
export async function purchaseFigures(
  tx: Tx,
  places: readonly { id: string; timeZone: string }[],
  first: string,
  last: string,
): Promise<Map<string, PurchaseFigures>> {
  if (places.length === 0) return new Map();
  const o = inventoryOrders;
  const m = inventoryStockMovements;
  const p = inventoryProducts;
  const spans = sql.join(
    places.map(
      (place) =>
        sql`(${place.id}::uuid, ${new Date(startOfLocalDay(first, place.timeZone)).toISOString()}::timestamptz,
          ${new Date(startOfLocalDay(addDays(last, 1), place.timeZone)).toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const moved = (kinds: string) =>
    sql`SELECT coalesce(sum(-${m.quantity} * ${p.costCents}), 0) FROM ${m} JOIN ${p} ON ${p.id} = ${m.productId}
      WHERE ${m.establishmentId} = s.id AND ${m.createdAt} >= s.t0 AND ${m.createdAt} < s.t1
        AND ${m.kind} IN (${sql.raw(kinds)})`;
  const rows = await queryRows<Raw>(
    tx,
    sql`WITH s(id, t0, t1) AS (VALUES ${spans})
      SELECT s.id AS establishment_id,
        (SELECT count(*) FROM ${o} WHERE ${o.establishmentId} = s.id AND ${o.status} <> 'cancelled'
          AND ${o.orderDate} BETWEEN ${first}::date AND ${last}::date) AS orders,
        (SELECT coalesce(round(sum(${m.quantity} * ${m.unitCostCents})), 0) FROM ${m}
          WHERE ${m.establishmentId} = s.id AND ${m.kind} = 'receipt'
            AND ${m.createdAt} >= s.t0 AND ${m.createdAt} < s.t1) AS spend,
        greatest(round((${moved(`'sale', 'return'`)})), 0) AS retail,
        round((${moved(`'usage'`)})) AS backbar
      FROM s`,
  );
  return new Map(
    rows.map((r) => [
      r.establishment_id,
      {
        purchaseOrders: Number(r.orders),
        spendCents: Number(r.spend),
        retailCostCents: Number(r.retail),
        backbarCostCents: Number(r.backbar),
      },
    ]),
  );
}
