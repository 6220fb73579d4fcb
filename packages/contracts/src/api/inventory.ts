/**
 * Inventory endpoints (spec operations.md §7 "Inventory", issue #12): the spec's product,
 * supplier and order list paths and wire names, plus what the screens need (one record, the
 * stock ledger, adjustments, counts, transfers, purchase order actions and reorder drafts).
 * Products and purchase orders belong to a location; suppliers to the tenant.
 */
import { z } from 'zod';
import { ALL_ESTABLISHMENTS } from '../constants.js';
import { idSchema, textSchema, TEXT_MAX, queryInt } from '../fields.js';
import { endpoint } from './endpoint.js';
import { envelope, successOnlySchema } from './envelope.js';
import {
  ORDER_STATUSES,
  PRODUCT_TYPES,
  inventoryOrderSchema,
  orderCreateSchema,
  orderReceiveSchema,
  orderUpdateSchema,
  productCreateSchema,
  productSchema,
  productUpdateSchema,
  serviceProductSchema,
  serviceProductsUpdateSchema,
  stockAdjustmentSchema,
  stockCountSchema,
  stockMovementSchema,
  stockTransferSchema,
  supplierCreateSchema,
  supplierSchema,
  supplierUpdateSchema,
} from '../entities/inventory.js';

export const INVENTORY_PAGE_SIZE = 50;
export const INVENTORY_PAGE_SIZE_MAX = 500;

/** Product list sort keys. */
export const PRODUCT_SORT_KEYS = ['name', 'brand', 'category', 'quantity', 'price', 'updated'] as const;
export type ProductSortKey = (typeof PRODUCT_SORT_KEYS)[number];
/** Product list stock filters: low is at or under the minimum (out of stock included). */
export const PRODUCT_STOCK_FILTERS = ['low', 'out', 'in'] as const;

const pageFields = {
  page: queryInt('page must be a whole number of at least 1.', 1, 1_000_000).default(1),
  pageSize: queryInt(
    `pageSize must be between 1 and ${INVENTORY_PAGE_SIZE_MAX}.`,
    1,
    INVENTORY_PAGE_SIZE_MAX,
  ).default(INVENTORY_PAGE_SIZE),
};

const searchField = textSchema({
  max: TEXT_MAX.search,
  message: 'Search is at most 100 characters.',
}).optional();

/** An establishment id, or ALL_ESTABLISHMENTS (or omitted) for every location the person reaches. */
const establishmentScope = z
  .union(
    [idSchema('Not a valid establishment id.'), z.literal(ALL_ESTABLISHMENTS)],
    'Not a valid establishment id.',
  )
  .optional()
  .transform((v) => (v === ALL_ESTABLISHMENTS ? undefined : v));

const idParams = (what: string) => z.object({ id: idSchema(`Not a valid ${what} id.`) });
const productParams = idParams('product');
const supplierParams = idParams('supplier');
const orderParams = idParams('order');

/**
 * GET products query: `search` matches name, brand, SKU and barcode (a scanned barcode finds
 * its product exactly); `stock` low/out/in; `productType`; `supplierId`; sorted by `sort`.
 */
export const productListQuerySchema = z.object({
  establishmentId: establishmentScope,
  search: searchField,
  stock: z.enum(PRODUCT_STOCK_FILTERS, 'stock must be low, out or in.').optional(),
  productType: z.enum(PRODUCT_TYPES, 'productType must be retail, backbar or both.').optional(),
  supplierId: idSchema('Not a valid supplier id.').optional(),
  sort: z.enum(PRODUCT_SORT_KEYS, 'Not a sort this list knows.').default('name'),
  order: z.enum(['asc', 'desc'], 'order must be asc or desc.').default('asc'),
  ...pageFields,
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListQueryParsed = z.output<typeof productListQuerySchema>;

export const productListSchema = z.object({
  products: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Across the whole filter, not just the page: stock value at cost (US dollars) and counts. */
  summary: z.object({
    stockValue: z.number(),
    lowStock: z.number().int(),
    outOfStock: z.number().int(),
  }),
});
export type ProductList = z.infer<typeof productListSchema>;

export const supplierListQuerySchema = z.object({
  search: searchField,
  includeInactive: z
    .enum(['true', 'false'], 'includeInactive must be true or false.')
    .optional()
    .transform((v) => v === 'true'),
  ...pageFields,
});
export const supplierListSchema = z.object({
  suppliers: z.array(supplierSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SupplierList = z.infer<typeof supplierListSchema>;

/** One supplier with spec §9's latest 5 orders and §4's active ones. */
export const supplierDetailSchema = supplierSchema.extend({
  latestOrders: z.array(inventoryOrderSchema),
  activeOrders: z.array(inventoryOrderSchema),
});
export type SupplierDetail = z.infer<typeof supplierDetailSchema>;

export const orderListQuerySchema = z.object({
  establishmentId: establishmentScope,
  supplierId: idSchema('Not a valid supplier id.').optional(),
  status: z.enum(ORDER_STATUSES, 'Not an order status.').optional(),
  /** Only pending, approved and shipped (spec §4's active orders). */
  active: z
    .enum(['true', 'false'], 'active must be true or false.')
    .optional()
    .transform((v) => v === 'true'),
  search: searchField,
  ...pageFields,
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderListSchema = z.object({
  orders: z.array(inventoryOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const movementListQuerySchema = z.object({
  /** The last movement id of the previous page. */
  before: idSchema('before must be a movement id.').optional(),
  limit: queryInt('limit must be between 1 and 200.', 1, 200).default(50),
});
export const movementListSchema = z.object({
  movements: z.array(stockMovementSchema),
  hasMore: z.boolean(),
});
export type MovementList = z.infer<typeof movementListSchema>;

export const reorderBodySchema = z.object({ establishmentId: idSchema('Not a valid establishment id.') });

const transitionEndpoint = <P extends string>(path: P, summary: string) =>
  endpoint({
    method: 'POST',
    path,
    access: { permission: 'inventory:update' },
    summary,
    params: orderParams,
    response: envelope(inventoryOrderSchema),
  });

export const INVENTORY_ENDPOINTS = {
  products: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/products',
    access: { permission: 'product:read' },
    summary:
      'Products of a location (or every reachable one), filtered, sorted and paged, with stock totals.',
    query: productListQuerySchema,
    response: envelope(productListSchema),
  }),
  product: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/products/:id',
    access: { permission: 'product:read' },
    summary: 'One product with its derived status, usage rate and days remaining.',
    params: productParams,
    response: envelope(productSchema),
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/products',
    access: { permission: 'product:create' },
    summary: 'Adds a product; a non-zero `quantity` is posted as its opening stock movement.',
    body: productCreateSchema,
    response: envelope(productSchema),
    status: 201,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/api/admin/inventory/products/:id',
    access: { permission: 'product:update' },
    summary: 'Updates the given fields of a product; stock changes only through a movement (400 otherwise).',
    params: productParams,
    body: productUpdateSchema,
    response: envelope(productSchema),
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: '/api/admin/inventory/products/:id',
    access: { permission: 'product:delete' },
    summary: 'Removes a product from the lists; its stock history stays.',
    params: productParams,
    response: successOnlySchema,
  }),
  movements: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/products/:id/movements',
    access: { permission: 'inventory:read' },
    summary: 'The product’s stock ledger, newest first, `limit` after `before`.',
    params: productParams,
    query: movementListQuerySchema,
    response: envelope(movementListSchema),
  }),
  adjust: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/products/:id/adjustments',
    access: { permission: 'inventory:create' },
    summary: 'Posts a signed adjustment with a reason; 400 when stock would go below zero.',
    params: productParams,
    body: stockAdjustmentSchema,
    response: envelope(productSchema),
    status: 201,
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/products/:id/transfers',
    access: { permission: 'inventory:create' },
    summary:
      'Moves stock to the same product (by SKU, else name) at another location, creating it there if missing.',
    params: productParams,
    body: stockTransferSchema,
    response: envelope(z.object({ from: productSchema, to: productSchema })),
    status: 201,
  }),
  count: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/stock-counts',
    access: { permission: 'inventory:create' },
    summary: 'Records a cycle count: counted against expected per product, the differences posted.',
    body: stockCountSchema,
    response: envelope(
      z.object({ id: z.string(), adjusted: z.number().int(), products: z.array(productSchema) }),
    ),
    status: 201,
  }),
  suppliers: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/suppliers',
    access: { permission: 'inventory:read' },
    summary: 'The tenant’s suppliers by name, paged; inactive ones with `includeInactive=true`.',
    query: supplierListQuerySchema,
    response: envelope(supplierListSchema),
  }),
  supplier: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/suppliers/:id',
    access: { permission: 'inventory:read' },
    summary: 'One supplier with its latest 5 purchase orders and its active ones.',
    params: supplierParams,
    response: envelope(supplierDetailSchema),
  }),
  createSupplier: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/suppliers',
    access: { permission: 'inventory:create' },
    summary: 'Adds a supplier; its code is derived from the name.',
    body: supplierCreateSchema,
    response: envelope(supplierSchema),
    status: 201,
  }),
  updateSupplier: endpoint({
    method: 'PUT',
    path: '/api/admin/inventory/suppliers/:id',
    access: { permission: 'inventory:update' },
    summary: 'Updates the given fields of a supplier.',
    params: supplierParams,
    body: supplierUpdateSchema,
    response: envelope(supplierSchema),
  }),
  deleteSupplier: endpoint({
    method: 'DELETE',
    path: '/api/admin/inventory/suppliers/:id',
    access: { permission: 'inventory:delete' },
    summary: 'Removes a supplier without open orders (409 otherwise); its past orders stay.',
    params: supplierParams,
    response: successOnlySchema,
  }),
  orders: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/inventory-orders',
    access: { permission: 'inventory:read' },
    summary: 'Purchase orders, newest first, filtered by location, supplier and status, paged.',
    query: orderListQuerySchema,
    response: envelope(orderListSchema),
  }),
  order: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/inventory-orders/:id',
    access: { permission: 'inventory:read' },
    summary: 'One purchase order with its lines.',
    params: orderParams,
    response: envelope(inventoryOrderSchema),
  }),
  createOrder: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/inventory-orders',
    access: { permission: 'inventory:create' },
    summary: 'Creates a pending purchase order; subtotal and total are computed here.',
    body: orderCreateSchema,
    response: envelope(inventoryOrderSchema),
    status: 201,
  }),
  updateOrder: endpoint({
    method: 'PUT',
    path: '/api/admin/inventory/inventory-orders/:id',
    access: { permission: 'inventory:update' },
    summary: 'Edits a pending purchase order (409 once approved); `items` replaces its lines.',
    params: orderParams,
    body: orderUpdateSchema,
    response: envelope(inventoryOrderSchema),
  }),
  approveOrder: transitionEndpoint(
    '/api/admin/inventory/inventory-orders/:id/approve',
    'pending → approved.',
  ),
  shipOrder: transitionEndpoint('/api/admin/inventory/inventory-orders/:id/ship', 'approved → shipped.'),
  cancelOrder: transitionEndpoint(
    '/api/admin/inventory/inventory-orders/:id/cancel',
    'Cancels an order nothing has been received on.',
  ),
  receiveOrder: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/inventory-orders/:id/receive',
    access: { permission: 'inventory:update' },
    summary:
      'Receives quantities per line (never more than outstanding): posts receipts, updates moving-average costs.',
    params: orderParams,
    body: orderReceiveSchema,
    response: envelope(inventoryOrderSchema),
  }),
  serviceProducts: endpoint({
    method: 'GET',
    path: '/api/admin/inventory/services/:id/products',
    access: { permission: 'inventory:read' },
    summary: 'The backbar products one performance of the service consumes.',
    params: idParams('service'),
    response: envelope(z.array(serviceProductSchema)),
  }),
  saveServiceProducts: endpoint({
    method: 'PUT',
    path: '/api/admin/inventory/services/:id/products',
    access: { permission: 'inventory:update' },
    summary: 'Replaces what the service consumes; completing its appointments posts this as usage.',
    params: idParams('service'),
    body: serviceProductsUpdateSchema,
    response: envelope(z.array(serviceProductSchema)),
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/api/admin/inventory/inventory-orders/reorder',
    access: { permission: 'inventory:create' },
    summary: 'Drafts pending purchase orders, one per supplier, for every product at or under its minimum.',
    body: reorderBodySchema,
    response: envelope(z.object({ orders: z.array(inventoryOrderSchema), skipped: z.number().int() })),
    status: 201,
  }),
} as const;
