/**
 * The analytics statement of its own (issue #31 "Analytics"): units and net of each product sold
 * per location in the period and the previous one, from the window's day lines (linesSource), so
 * the top-selling product reads the same sales as every report. Money is integer cents.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { linesSource, type SalesWindow } from './sales-report.repository.js';

/** One product's sales at one location in one of the two periods. */
export interface ProductSalesRow {
  current: boolean;
  establishmentId: string;
  productId: string;
  name: string;
  /** Units sold (before refunds). */
  units: number;
  /** Net of its lines less refunds made in the period, cents. */
  netCents: number;
}

interface Raw {
  current: boolean;
  establishment_id: string;
  product_id: string;
  name: string | null;
  units: number | string;
  net: number | string;
}

/** Product lines of the window grouped by period, location and product (lines without a product left out). */
export async function productSales(tx: Tx, w: SalesWindow): Promise<ProductSalesRow[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`WITH src AS (${linesSource(w)})
      SELECT src.day >= ${w.split}::date AS current, src.establishment_id, src.product_id, pr.name,
        sum(src.quantity) AS units, sum(src.net_cents - src.refunded_net_cents) AS net
      FROM src LEFT JOIN published.inventory_products pr ON pr.id = src.product_id
      WHERE src.kind = 'product' AND src.product_id IS NOT NULL
      GROUP BY 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    current: r.current,
    establishmentId: r.establishment_id,
    productId: r.product_id,
    name: r.name ?? 'Removed product',
    units: Number(r.units),
    netCents: Number(r.net),
  }));
}
