/**
 * Dawn AI's purchase order tool (issue #33 "Write tools"): drafts a pending purchase order to a
 * supplier, each line at the product's own unit cost (never a price the model names), once the
 * person approves a card listing every line with its product, quantity, unit cost and the total.
 * It goes through the inventory routes as the person (the front desk reads stock but may not
 * order). A draft is only that: approving, shipping and receiving stay on the orders screen.
 */
import { z } from 'zod';
import {
  INVENTORY_ENDPOINTS,
  INVENTORY_MESSAGES,
  ORDER_LINES_MAX,
  idSchema,
  positiveQuantitySchema,
  type Product,
} from '@daybook/contracts';
import { invalid } from '../../../core/app-error.js';
import { dollars, establishmentArg, locationOf, table } from './tool-helpers.js';
import { writeTool, type ToolContext } from './tool.js';
import { added, assertMayCall, locationAt } from './write-helpers.js';

const orderInput = z.object({
  establishmentId: establishmentArg,
  supplierId: idSchema(INVENTORY_MESSAGES.supplierUnknown).describe('The supplier to order from (its id).'),
  lines: z
    .array(
      z.object({
        productId: idSchema(INVENTORY_MESSAGES.productUnknown).describe(
          'A product of the location (its id).',
        ),
        quantity: positiveQuantitySchema().describe('How many to order, in the product’s unit.'),
      }),
      INVENTORY_MESSAGES.linesRequired,
    )
    .min(1, INVENTORY_MESSAGES.linesRequired)
    .max(ORDER_LINES_MAX, INVENTORY_MESSAGES.linesTooMany)
    .refine(
      (lines) => new Set(lines.map((l) => l.productId)).size === lines.length,
      INVENTORY_MESSAGES.duplicateLine,
    )
    .describe('The lines, one per product.'),
  notes: z.string().max(2000, 'Notes are too long.').optional().describe('A note on the order.'),
});
type OrderInput = z.output<typeof orderInput>;

/** Whole cents of a unit cost in dollars (the moving average may carry more decimals than money). */
const cents = (amount: number) => Math.round(amount * 100);

interface PricedLine {
  product: Product;
  quantity: number;
  unitCostCents: number;
}

/**
 * Each line's product read fresh at its unit cost; 400 productElsewhere, as the order route says
 * it, for a product of another location.
 */
async function pricedLines(
  ctx: ToolContext,
  establishmentId: string,
  input: OrderInput,
): Promise<PricedLine[]> {
  const products = await Promise.all(
    input.lines.map((l) => ctx.api(INVENTORY_ENDPOINTS.product, { params: { id: l.productId } })),
  );
  return input.lines.map((line, index) => {
    const product = products[index]!;
    if (product.establishmentId !== establishmentId)
      throw invalid(`items.${index}.product_id`, INVENTORY_MESSAGES.productElsewhere);
    return { product, quantity: line.quantity, unitCostCents: cents(product.cost_price) };
  });
}

const lineCents = (l: PricedLine) => Math.round(l.quantity * l.unitCostCents);

/** Drafts a pending purchase order to a supplier for the location, once the person approves. */
export const draftPurchaseOrder = writeTool({
  name: 'draft_purchase_order',
  label: 'Draft a purchase order',
  description:
    'Drafts a pending purchase order to one supplier for a location: products and quantities, each at the product’s own unit cost. Use it after low stock shows what runs out. The person approves the lines and total before the draft is saved; approving and sending the order stays on the orders screen.',
  input: orderInput,
  async preview(ctx, input) {
    assertMayCall(ctx, INVENTORY_ENDPOINTS.createOrder);
    const establishmentId = locationOf(ctx, input.establishmentId);
    // One after another, so a refusal is always the first the person would meet.
    const place = await locationAt(ctx, establishmentId);
    const supplier = await ctx.api(INVENTORY_ENDPOINTS.supplier, { params: { id: input.supplierId } });
    const lines = await pricedLines(ctx, establishmentId, input);
    const total = lines.reduce((sum, l) => sum + lineCents(l), 0);
    return {
      title: `Draft a purchase order to ${supplier.name}`,
      changes: [
        added('Supplier', supplier.name),
        added('Location', place.name),
        ...lines.map((l) =>
          added(
            l.product.name,
            `${l.quantity} ${l.product.unit_of_measure} × ${dollars(l.unitCostCents / 100)} = ${dollars(lineCents(l) / 100)}`,
          ),
        ),
        added('Total', dollars(total / 100)),
        ...(input.notes ? [added('Notes', input.notes)] : []),
      ],
    };
  },
  async run(ctx, input) {
    assertMayCall(ctx, INVENTORY_ENDPOINTS.createOrder);
    const establishmentId = locationOf(ctx, input.establishmentId);
    await locationAt(ctx, establishmentId);
    const lines = await pricedLines(ctx, establishmentId, input);
    const order = await ctx.api(INVENTORY_ENDPOINTS.createOrder, {
      body: {
        establishmentId,
        supplier_id: input.supplierId,
        items: lines.map((l) => ({
          product_id: l.product.id,
          quantity: l.quantity,
          unit_cost: l.unitCostCents / 100,
        })),
        ...(input.notes ? { notes: input.notes } : {}),
      },
    });
    return table(
      `Purchase order ${order.order_number} drafted for ${order.supplier_name}: ${dollars(order.total)}`,
      ['Product', 'Quantity', 'Unit cost', 'Line total'],
      order.items.map((l) => [l.product_name, l.quantity, dollars(l.unit_cost), dollars(l.total)]),
      { label: 'Open purchase orders', href: '/orders' },
    );
  },
});

export const PURCHASE_ORDER_TOOLS = [draftPurchaseOrder] as const;
