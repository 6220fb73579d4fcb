/**
 * Dawn AI's stock tools (issue #33 "stock and low stock"): what is at or under its reorder point,
 * and products found by name, brand, SKU or barcode with what is on hand. Both read the
 * inventory's product list route as the person (product:read: employees are refused).
 */
import { z } from 'zod';
import {
  INVENTORY_ENDPOINTS,
  ASSISTANT_TOOL_ROWS_MAX,
  PRODUCT_STOCK_FILTERS,
  PRODUCT_TYPES,
  TEXT_MAX,
  type Product,
} from '@daybook/contracts';
import { scopeArg } from './read-helpers.js';
import { dollars, table } from './tool-helpers.js';
import { readTool } from './tool.js';

const link = { label: 'Open inventory', href: '/inventory' };

/** On hand with its unit: '3 bottle'. */
const amount = (quantity: number, p: Product) => `${quantity} ${p.unit_of_measure}`;

/** Products at or under their reorder point, lowest stock first. */
export const lowStock = readTool({
  name: 'low_stock',
  label: 'Low stock',
  description:
    'Lists the products at or under their reorder point (out of stock included), lowest stock first: on hand, reorder point, supplier, days of stock left at the last 30 days’ usage, and product id. Use it for "what do we need to order" or "what runs out before the next order".',
  input: z.object({ establishmentId: scopeArg }),
  async run(ctx, input) {
    const list = await ctx.api(INVENTORY_ENDPOINTS.products, {
      query: {
        stock: 'low',
        sort: 'quantity',
        order: 'asc',
        pageSize: String(ASSISTANT_TOOL_ROWS_MAX),
        ...(input.establishmentId ? { establishmentId: input.establishmentId } : {}),
      },
    });
    const low = table(
      'Low stock',
      ['Product', 'Brand', 'On hand', 'Reorder point', 'Supplier', 'Days left', 'Product id'],
      list.products.map((p) => [
        p.name,
        p.brand,
        amount(p.quantity, p),
        amount(p.min_stock_level, p),
        p.supplier,
        p.daysRemaining,
        p.id,
      ]),
      link,
    );
    return { ...low, total: list.total };
  },
});

/** Products matching a search, with what is on hand. */
export const stockLevels = readTool({
  name: 'stock_levels',
  label: 'Stock levels',
  description:
    'Searches products by name, brand, SKU or barcode and gives what is on hand: brand, SKU, on hand, reorder point, retail price, supplier, whether it is low, and product id. Leave the search out to list every product. Use it for "how many of the argan oil do we have".',
  input: z.object({
    search: z
      .string()
      .trim()
      .min(1)
      .max(TEXT_MAX.search)
      .optional()
      .describe('Part of the name or brand, a SKU or a barcode.'),
    stock: z
      .enum(PRODUCT_STOCK_FILTERS)
      .optional()
      .describe('"low" at or under the reorder point, "out" none on hand, "in" above the reorder point.'),
    productType: z
      .enum(PRODUCT_TYPES)
      .optional()
      .describe('"retail" sold to clients, "backbar" used in services.'),
    establishmentId: scopeArg,
  }),
  async run(ctx, input) {
    // One page as long as the table the model reads; the list's own total counts the rest.
    const list = await ctx.api(INVENTORY_ENDPOINTS.products, {
      query: {
        pageSize: String(ASSISTANT_TOOL_ROWS_MAX),
        ...(input.search ? { search: input.search } : {}),
        ...(input.stock ? { stock: input.stock } : {}),
        ...(input.productType ? { productType: input.productType } : {}),
        ...(input.establishmentId ? { establishmentId: input.establishmentId } : {}),
      },
    });
    const found = table(
      input.search ? `Products matching “${input.search}”` : 'Products',
      ['Product', 'Brand', 'SKU', 'On hand', 'Reorder point', 'Price', 'Supplier', 'Low', 'Product id'],
      list.products.map((p) => [
        p.name,
        p.brand,
        p.sku,
        amount(p.quantity, p),
        amount(p.min_stock_level, p),
        dollars(p.price),
        p.supplier,
        p.lowStock ? 'yes' : 'no',
        p.id,
      ]),
      link,
    );
    return { ...found, total: list.total };
  },
});

export const STOCK_TOOLS = [lowStock, stockLevels] as const;
