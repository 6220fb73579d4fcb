/**
 * The inventory report (spec operations.md "Reports", `/reports?type=inventory`; issue #12):
 * stock value at cost and at retail, low and out of stock, the retail / backbar / both split,
 * usage and days remaining by product over the usage window, what is running low with what is
 * on order, and what stock cost to receive over the same window. Money is US dollars on the
 * wire (integer cents on the server); quantities are in each product's unit of measure.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import { idSchema } from '../fields.js';
import { PRODUCT_TYPES } from '../entities/inventory.js';
import { endpoint } from './endpoint.js';
import { envelope } from './envelope.js';

/** Rows at most in each of the report's lists. */
export const INVENTORY_REPORT_LIST_MAX = 100;

/**
 * The spec's default retail / backbar split in percent: what a screen assumes only when a
 * location has no stock value yet to split (the report itself always answers real figures).
 */
export const DEFAULT_RETAIL_BACKBAR_SPLIT = { retail: 60, backbar: 40 } as const;

/** Report types of `/reports?type=…` that are built ('staff': staff performance, issue #31). */
export const REPORT_TYPES = ['sales', 'clients', 'appointments', 'staff', 'inventory'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** An establishment id, or ALL_ESTABLISHMENTS (or omitted) for every location the person reaches. */
const establishmentScope = z
  .union(
    [idSchema('Not a valid establishment id.'), z.literal(ALL_ESTABLISHMENTS)],
    'Not a valid establishment id.',
  )
  .optional()
  .transform((v) => (v === ALL_ESTABLISHMENTS ? undefined : v));

export const inventoryReportQuerySchema = z.object({ establishmentId: establishmentScope });
export type InventoryReportQuery = z.input<typeof inventoryReportQuerySchema>;
export type InventoryReportQueryParsed = z.output<typeof inventoryReportQuerySchema>;

/** Products of one type and their stock value at cost (dollars). */
const splitPartSchema = z.object({ products: z.number().int(), stockValue: z.number() });

/** A product used over the usage window, with its rate (units a day, 3 decimals) and days left. */
export const inventoryUsageRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  unit_of_measure: z.string(),
  /** On hand now. */
  quantity: z.number(),
  min_stock_level: z.number(),
  /** Used, sold net of returns, over the last 30 days. */
  usedLast30Days: z.number(),
  usageRate: z.number(),
  /** Whole days the stock lasts at the rate; null when nothing is used. */
  daysRemaining: z.number().int().nullable(),
});
export type InventoryUsageRow = z.infer<typeof inventoryUsageRowSchema>;

/** A product at or under its minimum, with what open purchase orders still bring. */
export const inventoryLowStockRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  quantity: z.number(),
  min_stock_level: z.number(),
  /** The supplier's name, or null. */
  supplier: z.string().nullable(),
  /** Ordered and not yet received on open purchase orders. */
  onOrder: z.number(),
});
export type InventoryLowStockRow = z.infer<typeof inventoryLowStockRowSchema>;

export const inventoryReportSchema = z.object({
  /** When the figures were taken (ISO 8601). */
  asOf: z.string(),
  productCount: z.number().int(),
  /** On hand × unit cost, dollars. */
  stockValue: z.number(),
  /** On hand × retail price of retail and both products, dollars. */
  retailValue: z.number(),
  lowStockCount: z.number().int(),
  outOfStockCount: z.number().int(),
  split: z.object({ retail: splitPartSchema, backbar: splitPartSchema, both: splitPartSchema }),
  /** Products used over the last 30 days, fewest days remaining first (at most 100). */
  usage: z.array(inventoryUsageRowSchema),
  /** Products at or under their minimum, lowest quantity first (at most 100). */
  lowStock: z.array(inventoryLowStockRowSchema),
  /** Received at cost over the last 30 days (receipts × their unit cost), dollars. */
  spendLast30Days: z.number(),
});
export type InventoryReport = z.infer<typeof inventoryReportSchema>;

export const INVENTORY_REPORT_ENDPOINTS = {
  report: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/report',
    access: { permission: 'inventory:read' },
    summary:
      'The inventory report of a location (or every reachable one): stock value, low stock, usage and days remaining, retail vs backbar.',
    query: inventoryReportQuerySchema,
    response: envelope(inventoryReportSchema),
  }),
} as const;
