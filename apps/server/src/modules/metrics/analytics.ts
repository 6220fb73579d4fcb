/**
 * Analytics (spec operations.md §2–3; core.md §2 `/analytics` and System Analytics; issue #31):
 * the six metrics of local days from–to against the previous period of the same length, for the
 * location asked for or every one the actor reaches, each location side by side, and the daily
 * revenue. Revenue and average order value are the sales report's net sales and average ticket
 * (sales-figures.ts, from the same day rows); purchase orders, spend and the retail/backbar split
 * come from the inventory module. Cents inside, dollars on the wire.
 */
import {
  ALL_ESTABLISHMENTS,
  type Analytics,
  type AnalyticsFigures,
  type AnalyticsMetric,
  type AnalyticsQueryParsed,
  type AnalyticsTopProduct,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import { toDollars } from '../../lib/money.js';
import { NO_PURCHASES, purchaseFigures, type PurchaseFigures } from '../inventory/index.js';
import { productSales, type ProductSalesRow } from './analytics.repository.js';
import { NO_SALES, addSums, salesFigures, type SalesSums } from './sales-figures.js';
import { assertWholeSales, intervalsOf, salesWindow } from './sales-report.js';
import * as sales from './sales-report.repository.js';

/** (current − previous) ÷ |previous| × 100, one decimal; null when previous is 0. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

function metric(current: number, previous: number, toWire: (n: number) => number): AnalyticsMetric {
  return { current: toWire(current), previous: toWire(previous), change: changePercent(current, previous) };
}

/** Retail's share of what left the shelves, percent (one decimal); null when nothing did. */
function retailShare(p: Readonly<PurchaseFigures>): number | null {
  const total = p.retailCostCents + p.backbarCostCents;
  return total === 0 ? null : oneDecimal((p.retailCostCents / total) * 100);
}

/** The product with most units (then most net, then by name) among `rows` of the period, with its previous units. */
function topProduct(rows: readonly ProductSalesRow[]): AnalyticsTopProduct | null {
  const [top] = rows
    .filter((r) => r.current && r.units > 0)
    .sort((a, b) => b.units - a.units || b.netCents - a.netCents || a.name.localeCompare(b.name));
  if (!top) return null;
  const before = rows.find(
    (r) => !r.current && r.productId === top.productId && r.establishmentId === top.establishmentId,
  );
  const previousUnits = before?.units ?? 0;
  return {
    productId: top.productId,
    name: top.name,
    units: top.units,
    net: toDollars(top.netCents),
    previousUnits,
    change: changePercent(top.units, previousUnits),
  };
}

/** The six metrics from a selection's sales sums, inventory figures and product rows. */
function figures(
  now: Readonly<SalesSums>,
  before: Readonly<SalesSums>,
  stock: Readonly<PurchaseFigures>,
  stockBefore: Readonly<PurchaseFigures>,
  products: readonly ProductSalesRow[],
): AnalyticsFigures {
  const a = salesFigures(now);
  const b = salesFigures(before);
  const share = retailShare(stock);
  const shareBefore = retailShare(stockBefore);
  return {
    totalRevenue: metric(a.net, b.net, toDollars),
    averageOrderValue: metric(a.averageTicket, b.averageTicket, toDollars),
    totalPurchaseOrders: metric(stock.purchaseOrders, stockBefore.purchaseOrders, (n) => n),
    inventorySpend: metric(stock.spendCents, stockBefore.spendCents, toDollars),
    retailBackbarSplit: {
      current: share,
      previous: shareBefore,
      change: share === null || shareBefore === null ? null : oneDecimal(share - shareBefore),
      retailCost: toDollars(stock.retailCostCents),
      backbarCost: toDollars(stock.backbarCostCents),
    },
    topSellingProduct: topProduct(products),
  };
}

/** Adds each row's sums under its key. */
function gather(rows: readonly sales.SumsRow[], keyOf: (r: sales.SumsRow) => string): Map<string, SalesSums> {
  const out = new Map<string, SalesSums>();
  for (const r of rows) out.set(keyOf(r), addSums(out.get(keyOf(r)) ?? NO_SALES, r.sums));
  return out;
}

/** Purchase figures of several locations added together. */
function addPurchases(all: Iterable<PurchaseFigures>): PurchaseFigures {
  const out = { ...NO_PURCHASES };
  for (const p of all) {
    out.purchaseOrders += p.purchaseOrders;
    out.spendCents += p.spendCents;
    out.retailCostCents += p.retailCostCents;
    out.backbarCostCents += p.backbarCostCents;
  }
  return out;
}

/**
 * GET /api/admin/analytics: the location asked for, or every location the actor reaches
 * (ALL_ESTABLISHMENTS or none). 403 for a role that reads only its own sales; 404 for a
 * location out of reach.
 */
export function analytics(db: Db, actor: Actor, q: AnalyticsQueryParsed): Promise<Analytics> {
  assertWholeSales(actor);
  return withTenant(db, actor, async (tx) => {
    const { places, window: w } = await salesWindow(tx, actor, { ...q, interval: 'day' });
    const rows = [...(await sales.lineSums(tx, w)), ...(await sales.totalSums(tx, w))];
    const products = await productSales(tx, w);
    const previousTo = addDays(q.from, -1);
    const stock = await purchaseFigures(tx, places, q.from, q.to);
    const stockBefore = await purchaseFigures(tx, places, w.first, previousTo);

    const period = gather(
      rows.filter((r) => r.of === 'period'),
      (r) => String(r.current),
    );
    const perPlace = gather(
      rows.filter((r) => r.of === 'location'),
      (r) => `${r.current}|${r.establishmentId ?? ''}`,
    );
    const days = gather(
      rows.filter((r) => r.of === 'interval' && r.current),
      (r) => r.bucket ?? '',
    );

    const byLocation = [...places]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((p) => ({
        establishmentId: p.id,
        name: p.name,
        ...figures(
          perPlace.get(`true|${p.id}`) ?? NO_SALES,
          perPlace.get(`false|${p.id}`) ?? NO_SALES,
          stock.get(p.id) ?? NO_PURCHASES,
          stockBefore.get(p.id) ?? NO_PURCHASES,
          products.filter((r) => r.establishmentId === p.id),
        ),
      }));

    return {
      establishmentId: q.establishmentId ?? ALL_ESTABLISHMENTS,
      from: q.from,
      to: q.to,
      previousFrom: w.first,
      previousTo,
      totals: figures(
        period.get('true') ?? NO_SALES,
        period.get('false') ?? NO_SALES,
        addPurchases(stock.values()),
        addPurchases(stockBefore.values()),
        products,
      ),
      daily: intervalsOf('day', q.from, q.to).map((d) => ({
        date: d.from,
        revenue: toDollars(salesFigures(days.get(d.key) ?? NO_SALES).net),
      })),
      byLocation,
    };
  });
}
