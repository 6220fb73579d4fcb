/**
 * Inventory of spec operations.md §3 (Product, Supplier, Inventory order), §4 (product status,
 * a supplier's active orders), §5 (supplier code), §9 (minimum stock 5, latest 5 orders) and
 * issue #12 (stock ledger, purchase orders, backbar). Wire names are the spec's: `cost_price`,
 * `quantity`, `min_stock_level`, `unit_of_measure`. Money is US dollars with at most 2 decimals
 * on the wire and integer cents in the database; quantities are in the product's unit of
 * measure with at most 3 decimals (a backbar tube counted in ml).
 */
import { z } from 'zod';
import {
  TEXT_MAX,
  boundedNumberSchema,
  calendarDateSchema,
  idSchema,
  moneySchema,
  optionalTextSchema,
  requiredTextSchema,
  textSchema,
} from '../fields.js';

/** Spec §9: a product's minimum stock when none is given. */
export const DEFAULT_MIN_STOCK = 5;
/** Spec §9: a supplier's page shows this many of its latest purchase orders. */
export const SUPPLIER_RECENT_ORDERS = 5;
/** Spec §5: a supplier code is at most this long. */
export const SUPPLIER_CODE_MAX = 10;
/** Days of usage behind `usageRate` and `daysRemaining` (issue #12). */
export const USAGE_WINDOW_DAYS = 30;
/** Largest price or unit cost, in dollars. */
export const INVENTORY_PRICE_MAX = 100_000;
/** Largest quantity on hand, ordered or moved, in the product's unit. */
export const INVENTORY_QUANTITY_MAX = 1_000_000;
/** Lines of one purchase order. */
export const ORDER_LINES_MAX = 200;

export const PRODUCT_TYPES = ['retail', 'backbar', 'both'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spec §4: in-stock when the quantity is above zero, otherwise out-of-stock (never stored). */
export const PRODUCT_STATUSES = ['in-stock', 'out-of-stock'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Purchase order statuses in their order; `cancelled` ends any open one. */
export const ORDER_STATUSES = [
  'pending',
  'approved',
  'shipped',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Spec §4: a supplier's active orders are these. */
export const ACTIVE_ORDER_STATUSES = ['pending', 'approved', 'shipped'] as const;

/** What moved stock: the ledger's kinds (issue #12). */
export const STOCK_MOVEMENT_KINDS = [
  'receipt',
  'sale',
  'return',
  'usage',
  'adjustment',
  'count',
  'transfer_out',
  'transfer_in',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Reasons a person may give for a manual adjustment. */
export const ADJUSTMENT_REASONS = [
  'damaged',
  'expired',
  'lost',
  'theft',
  'found',
  'internal_use',
  'other',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const INVENTORY_MESSAGES = {
  nameRequired: 'Name is required.',
  name: `Name must be at most ${TEXT_MAX.name} characters.`,
  price: 'Price must be zero or more, with at most 2 decimals.',
  cost: 'Cost must be zero or more, with at most 2 decimals.',
  quantity: `Quantity must be between 0 and ${INVENTORY_QUANTITY_MAX.toLocaleString('en-US')}, with at most 3 decimals.`,
  weight: `Weight must be between 0 and ${INVENTORY_QUANTITY_MAX.toLocaleString('en-US')}.`,
  orderQuantity: 'Quantity must be more than zero, with at most 3 decimals.',
  minStock: 'Minimum stock must be zero or more, with at most 3 decimals.',
  productType: 'Product type must be retail, backbar or both.',
  supplierUnknown: 'That supplier does not exist.',
  productUnknown: 'That product does not exist.',
  productElsewhere: 'Every product must belong to the order’s location.',
  skuTaken: 'Another product at this location has that SKU.',
  barcodeTaken: 'Another product at this location has that barcode.',
  supplierNameTaken: 'A supplier with that name already exists.',
  supplierHasOrders: 'This supplier has open purchase orders; cancel or receive them first.',
  email: 'Enter a valid email address.',
  reasonRequired: 'Choose a reason for the adjustment.',
  delta: 'The change must not be zero and must have at most 3 decimals.',
  belowZero: 'Stock cannot go below zero.',
  linesRequired: 'Add at least one product to the order.',
  linesTooMany: `An order has at most ${ORDER_LINES_MAX} lines.`,
  duplicateLine: 'Each product appears once per order.',
  overReceive: 'You cannot receive more than is outstanding on a line.',
  nothingToReceive: 'Enter a quantity to receive on at least one line.',
  orderNotEditable: 'Only a pending order can be edited.',
  statusChange: 'This order cannot move to that status.',
  transferSame: 'Choose another location to transfer to.',
  nothingToReorder: 'Nothing is below its minimum stock.',
  countEmpty: 'Count at least one product.',
  notBackbar: 'Only backbar products are used in services.',
  /** Spec §8 "inventory": what the web app shows when a call fails. */
  fetchProductsFailed: 'Failed to fetch products',
  fetchSuppliersFailed: 'Failed to fetch suppliers',
  fetchOrdersFailed: 'Failed to fetch orders',
  addProductFailed: 'Failed to add product',
  createProductFailed: 'Failed to create product',
  updateProductFailed: 'Failed to update product',
  deleteProductFailed: 'Failed to delete product',
  addSupplierFailed: 'Failed to add supplier',
  updateSupplierFailed: 'Failed to update supplier',
  deleteSupplierFailed: 'Failed to delete supplier',
} as const;

/** True when `value` has no more than three decimals. */
export function hasAtMostThreeDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;
}

/** A quantity on hand or a minimum: 0 to INVENTORY_QUANTITY_MAX, 3 decimals. */
export function stockQuantitySchema(message: string = INVENTORY_MESSAGES.quantity) {
  return z
    .number(message)
    .min(0, message)
    .max(INVENTORY_QUANTITY_MAX, message)
    .refine(hasAtMostThreeDecimals, message);
}

/** A quantity to order, receive or transfer: more than zero. */
export function positiveQuantitySchema(message: string = INVENTORY_MESSAGES.orderQuantity) {
  return z
    .number(message)
    .gt(0, message)
    .max(INVENTORY_QUANTITY_MAX, message)
    .refine(hasAtMostThreeDecimals, message);
}

/** Spec §5: the name upper-cased, non-alphanumerics replaced by underscores, cut to 10 characters. */
export function supplierCode(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '_')
    .slice(0, SUPPLIER_CODE_MAX);
}

/** Spec §4: the status a quantity implies. */
export function productStatus(quantity: number): ProductStatus {
  return quantity > 0 ? 'in-stock' : 'out-of-stock';
}

/** Whether a product is at or under its minimum (the low-stock badge and notification). */
export function isLowStock(quantity: number, minStock: number): boolean {
  return quantity <= minStock;
}

export const productSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** Retail price, US dollars. */
  price: z.number(),
  /** Moving-average unit cost, US dollars. */
  cost_price: z.number(),
  /** Charged sales tax at the register (issue #13). */
  taxable: z.boolean(),
  /** On hand, in `unit_of_measure`. */
  quantity: z.number(),
  min_stock_level: z.number(),
  supplier_id: z.string().nullable(),
  /** The supplier's name. */
  supplier: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  lowStock: z.boolean(),
  description: z.string().nullable(),
  /** Where it is kept (shelf, back room). */
  location: z.string().nullable(),
  unit_of_measure: z.string(),
  currentWeight: z.number().nullable(),
  originalWeight: z.number().nullable(),
  /** Units used or sold per day over the last 30 days. */
  usageRate: z.number(),
  /** On hand ÷ usage rate, whole days; null without usage. */
  daysRemaining: z.number().int().nullable(),
  /** Date of the latest purchase order for it, 'YYYY-MM-DD'. */
  lastOrdered: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

const label = (message: string) => optionalTextSchema({ max: TEXT_MAX.label, message });
const weight = boundedNumberSchema({
  min: 0,
  max: INVENTORY_QUANTITY_MAX,
  message: INVENTORY_MESSAGES.weight,
})
  .nullable()
  .optional();

const productFields = {
  name: requiredTextSchema({
    max: TEXT_MAX.name,
    required: INVENTORY_MESSAGES.nameRequired,
    message: INVENTORY_MESSAGES.name,
  }),
  brand: label('Brand must be at most 80 characters.'),
  category: label('Category must be at most 80 characters.'),
  sku: label('SKU must be at most 80 characters.'),
  barcode: label('Barcode must be at most 80 characters.'),
  price: moneySchema({ max: INVENTORY_PRICE_MAX, message: INVENTORY_MESSAGES.price }),
  cost_price: moneySchema({ max: INVENTORY_PRICE_MAX, message: INVENTORY_MESSAGES.cost }),
  taxable: z.boolean('taxable must be true or false.'),
  min_stock_level: stockQuantitySchema(INVENTORY_MESSAGES.minStock),
  supplier_id: idSchema(INVENTORY_MESSAGES.supplierUnknown).nullable().optional(),
  productType: z.enum(PRODUCT_TYPES, INVENTORY_MESSAGES.productType),
  unit_of_measure: textSchema({ max: 20, message: 'Unit must be at most 20 characters.' }),
  description: optionalTextSchema({
    max: TEXT_MAX.long,
    message: 'Description is too long.',
    multiline: true,
  }),
  location: label('Location must be at most 80 characters.'),
  currentWeight: weight,
  originalWeight: weight,
};

/**
 * POST body: `quantity` is the opening stock (posted as an adjustment so the ledger starts at
 * it); min_stock_level defaults to 5, productType to retail, price and cost to 0.
 */
export const productCreateSchema = z.object({
  ...productFields,
  establishmentId: idSchema('Not a valid establishment id.'),
  price: productFields.price.default(0),
  cost_price: productFields.cost_price.default(0),
  taxable: productFields.taxable.default(true),
  quantity: stockQuantitySchema().default(0),
  min_stock_level: productFields.min_stock_level.default(DEFAULT_MIN_STOCK),
  productType: productFields.productType.default('retail'),
  unit_of_measure: productFields.unit_of_measure.default('unit'),
});
export type ProductCreate = z.input<typeof productCreateSchema>;
export type ProductCreateParsed = z.output<typeof productCreateSchema>;

/**
 * PUT body: any subset of the fields. The quantity is not among them: stock changes only by a
 * movement, so a `quantity` that differs from on hand is refused with a pointer to adjustments.
 */
export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .extend({
    // Only compared with on hand (which an oversold product may take below zero), never stored.
    quantity: boundedNumberSchema({
      min: -INVENTORY_QUANTITY_MAX,
      max: INVENTORY_QUANTITY_MAX,
      message: INVENTORY_MESSAGES.quantity,
    }).optional(),
  });
export type ProductUpdate = z.input<typeof productUpdateSchema>;
export type ProductUpdateParsed = z.output<typeof productUpdateSchema>;

export const supplierAddressSchema = z.object({
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type SupplierAddress = z.infer<typeof supplierAddressSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Spec §5: derived from the name. */
  code: z.string(),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: supplierAddressSchema,
  notes: z.string().nullable(),
  payment_terms: z.string().nullable(),
  tax_id: z.string().nullable(),
  status: z.enum(['active', 'inactive']),
  isActive: z.boolean(),
  /** Purchase orders pending, approved or shipped. */
  activeOrderCount: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

const line = (message: string) => optionalTextSchema({ max: TEXT_MAX.line, message });

const supplierFields = {
  name: requiredTextSchema({
    max: TEXT_MAX.name,
    required: INVENTORY_MESSAGES.nameRequired,
    message: INVENTORY_MESSAGES.name,
  }),
  contact_person: optionalTextSchema({
    max: TEXT_MAX.name,
    message: 'Contact must be at most 120 characters.',
  }),
  email: optionalTextSchema({ max: 254, message: INVENTORY_MESSAGES.email }).refine(
    (v) => v == null || z.email().safeParse(v).success,
    INVENTORY_MESSAGES.email,
  ),
  phone: label('Phone must be at most 80 characters.'),
  address: z
    .object({
      street: line('Street must be at most 200 characters.'),
      city: label('City must be at most 80 characters.'),
      state: label('State must be at most 80 characters.'),
      postal_code: label('Postal code must be at most 80 characters.'),
      country: label('Country must be at most 80 characters.'),
    })
    .partial(),
  notes: optionalTextSchema({ max: TEXT_MAX.long, message: 'Notes are too long.', multiline: true }),
  payment_terms: label('Payment terms must be at most 80 characters.'),
  tax_id: label('Tax id must be at most 80 characters.'),
  isActive: z.boolean('isActive must be true or false.'),
};

export const supplierCreateSchema = z.object({
  ...supplierFields,
  address: supplierFields.address.default({}),
  isActive: supplierFields.isActive.default(true),
});
export type SupplierCreate = z.input<typeof supplierCreateSchema>;
export type SupplierCreateParsed = z.output<typeof supplierCreateSchema>;

export const supplierUpdateSchema = supplierCreateSchema.partial();
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;
export type SupplierUpdateParsed = z.output<typeof supplierUpdateSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  sku: z.string().nullable(),
  unit_of_measure: z.string(),
  quantity: z.number(),
  received_quantity: z.number(),
  /** US dollars per unit. */
  unit_cost: z.number(),
  /** quantity × unit_cost, US dollars. */
  total: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const inventoryOrderSchema = z.object({
  id: z.string(),
  /** Per tenant, from 1001. */
  order_number: z.string(),
  establishmentId: z.string(),
  supplier_id: z.string(),
  supplier_name: z.string(),
  order_date: z.string(),
  expected_delivery_date: z.string().nullable(),
  actual_delivery_date: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  notes: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InventoryOrder = z.infer<typeof inventoryOrderSchema>;

export const orderLineInputSchema = z.object({
  product_id: idSchema(INVENTORY_MESSAGES.productUnknown),
  quantity: positiveQuantitySchema(),
  unit_cost: moneySchema({ max: INVENTORY_PRICE_MAX, message: INVENTORY_MESSAGES.cost }),
});

const orderLines = z
  .array(orderLineInputSchema, INVENTORY_MESSAGES.linesRequired)
  .min(1, INVENTORY_MESSAGES.linesRequired)
  .max(ORDER_LINES_MAX, INVENTORY_MESSAGES.linesTooMany)
  .refine(
    (lines) => new Set(lines.map((l) => l.product_id)).size === lines.length,
    INVENTORY_MESSAGES.duplicateLine,
  );

const orderMoney = (message: string) => moneySchema({ max: INVENTORY_PRICE_MAX, message });

/** A new purchase order (pending); the subtotal and total are computed on the server. */
export const orderCreateSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  supplier_id: idSchema(INVENTORY_MESSAGES.supplierUnknown),
  expected_delivery_date: calendarDateSchema().nullable().optional(),
  items: orderLines,
  tax: orderMoney('Tax must be zero or more, with at most 2 decimals.').default(0),
  shipping: orderMoney('Shipping must be zero or more, with at most 2 decimals.').default(0),
  notes: optionalTextSchema({ max: TEXT_MAX.long, message: 'Notes are too long.', multiline: true }),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;
export type OrderCreateParsed = z.output<typeof orderCreateSchema>;

/** Editing a pending order: its lines replace the old ones. */
export const orderUpdateSchema = orderCreateSchema.omit({ establishmentId: true }).partial();
export type OrderUpdate = z.input<typeof orderUpdateSchema>;
export type OrderUpdateParsed = z.output<typeof orderUpdateSchema>;

/** Receiving: per line, the quantity that arrived now (partial receipts add up). */
export const orderReceiveSchema = z.object({
  lines: z
    .array(
      z.object({
        line_id: idSchema('Not a valid order line id.'),
        quantity: stockQuantitySchema(),
      }),
      INVENTORY_MESSAGES.nothingToReceive,
    )
    .min(1, INVENTORY_MESSAGES.nothingToReceive),
});
export type OrderReceive = z.input<typeof orderReceiveSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  productId: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  /** Signed change, in the product's unit. */
  quantity: z.number(),
  quantityAfter: z.number(),
  /** US dollars per unit, for receipts. */
  unitCost: z.number().nullable(),
  reason: z.string().nullable(),
  /** Counts only: what the ledger expected and what was counted. */
  expected: z.number().nullable(),
  counted: z.number().nullable(),
  /** The document behind it: 'order', 'count', 'transfer', 'appointment', 'ticket'. */
  sourceType: z.string().nullable(),
  sourceId: z.string().nullable(),
  /** e.g. 'PO-1004' for an order. */
  sourceLabel: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** A manual adjustment: a signed change with a reason. */
export const stockAdjustmentSchema = z.object({
  quantity: z
    .number(INVENTORY_MESSAGES.delta)
    .min(-INVENTORY_QUANTITY_MAX, INVENTORY_MESSAGES.delta)
    .max(INVENTORY_QUANTITY_MAX, INVENTORY_MESSAGES.delta)
    .refine((v) => v !== 0 && hasAtMostThreeDecimals(v), INVENTORY_MESSAGES.delta),
  reason: z.enum(ADJUSTMENT_REASONS, INVENTORY_MESSAGES.reasonRequired),
  note: optionalTextSchema({ max: TEXT_MAX.line, message: 'Note must be at most 200 characters.' }),
});
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

/** A cycle count: what was counted per product; the differences are posted. */
export const stockCountSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  lines: z
    .array(
      z.object({ product_id: idSchema(INVENTORY_MESSAGES.productUnknown), counted: stockQuantitySchema() }),
    )
    .min(1, INVENTORY_MESSAGES.countEmpty)
    .max(5000, 'A count has at most 5,000 lines.')
    .refine(
      (lines) => new Set(lines.map((l) => l.product_id)).size === lines.length,
      INVENTORY_MESSAGES.duplicateLine,
    ),
  note: optionalTextSchema({ max: TEXT_MAX.line, message: 'Note must be at most 200 characters.' }),
});
export type StockCount = z.input<typeof stockCountSchema>;

/** Moves stock to the same product (by SKU, else name) at another of the tenant's locations. */
export const stockTransferSchema = z.object({
  toEstablishmentId: idSchema('Not a valid establishment id.'),
  quantity: positiveQuantitySchema(),
});
export type StockTransfer = z.input<typeof stockTransferSchema>;

/** A backbar product one performance of a service consumes. */
export const serviceProductSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  unit_of_measure: z.string(),
  /** Per performance, in the product's unit. */
  quantity: z.number(),
  /** On hand now. */
  onHand: z.number(),
});
export type ServiceProduct = z.infer<typeof serviceProductSchema>;

/** Replaces what a service consumes; products must be backbar (or both) at its location. */
export const serviceProductsUpdateSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: idSchema(INVENTORY_MESSAGES.productUnknown),
        quantity: positiveQuantitySchema(),
      }),
    )
    .max(50, 'A service consumes at most 50 products.')
    .refine(
      (items) => new Set(items.map((i) => i.product_id)).size === items.length,
      INVENTORY_MESSAGES.duplicateLine,
    ),
});
export type ServiceProductsUpdate = z.input<typeof serviceProductsUpdateSchema>;
