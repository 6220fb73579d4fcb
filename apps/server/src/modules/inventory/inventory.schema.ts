/**
 * The inventory module's tables (migration 0025): suppliers, products, purchase orders and
 * their lines, stock counts and the append-only stock ledger. Quantities are numeric(14,3) in
 * the product's unit, read as numbers; money is integer cents.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, ProductType, StockMovementKind } from '@daybook/contracts';
import { timestamps } from '../../db/columns.js';
import { tenantIdColumn } from '../auth/auth.schema.js';
import { establishmentIdColumn } from '../establishments/establishments.schema.js';

const cents = (name: string) => bigint(name, { mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

export const inventorySuppliers = pgTable('inventory_suppliers', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  name: text('name').notNull(),
  contactPerson: text('contact_person'),
  email: text('email'),
  phone: text('phone'),
  street: text('street'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  notes: text('notes'),
  paymentTerms: text('payment_terms'),
  taxId: text('tax_id'),
  isActive: boolean('is_active').notNull().default(true),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

export const inventoryProducts = pgTable('inventory_products', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  name: text('name').notNull(),
  brand: text('brand'),
  category: text('category'),
  sku: text('sku'),
  barcode: text('barcode'),
  priceCents: cents('price_cents').notNull().default(0),
  costCents: cents('cost_cents').notNull().default(0),
  quantity: quantity('quantity').notNull().default(0),
  minStockLevel: quantity('min_stock_level').notNull().default(5),
  supplierId: uuid('supplier_id').references(() => inventorySuppliers.id, { onDelete: 'set null' }),
  productType: text('product_type').$type<ProductType>().notNull().default('retail'),
  unitOfMeasure: text('unit_of_measure').notNull().default('unit'),
  description: text('description'),
  location: text('location'),
  currentWeight: quantity('current_weight'),
  originalWeight: quantity('original_weight'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
});

export const inventoryOrderNumbers = pgTable('inventory_order_numbers', {
  tenantId: tenantIdColumn().primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const inventoryOrders = pgTable('inventory_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  orderNumber: integer('order_number').notNull(),
  supplierId: uuid('supplier_id')
    .notNull()
    .references(() => inventorySuppliers.id),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  orderDate: date('order_date').notNull(),
  expectedDeliveryDate: date('expected_delivery_date'),
  actualDeliveryDate: date('actual_delivery_date'),
  subtotalCents: cents('subtotal_cents').notNull().default(0),
  taxCents: cents('tax_cents').notNull().default(0),
  shippingCents: cents('shipping_cents').notNull().default(0),
  totalCents: cents('total_cents').notNull().default(0),
  notes: text('notes'),
  createdBy: uuid('created_by'),
  ...timestamps,
});

export const inventoryOrderLines = pgTable('inventory_order_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => inventoryOrders.id, { onDelete: 'cascade' }),
  productId: uuid('product_id')
    .notNull()
    .references(() => inventoryProducts.id),
  position: integer('position').notNull(),
  quantity: quantity('quantity').notNull(),
  receivedQuantity: quantity('received_quantity').notNull().default(0),
  unitCostCents: cents('unit_cost_cents').notNull(),
});

export const inventoryStockCounts = pgTable('inventory_stock_counts', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const inventoryStockMovements = pgTable('inventory_stock_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  productId: uuid('product_id')
    .notNull()
    .references(() => inventoryProducts.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<StockMovementKind>().notNull(),
  quantity: quantity('quantity').notNull(),
  quantityAfter: quantity('quantity_after').notNull(),
  unitCostCents: cents('unit_cost_cents'),
  reason: text('reason'),
  expected: quantity('expected'),
  counted: quantity('counted'),
  sourceType: text('source_type'),
  sourceId: uuid('source_id'),
  sourceLabel: text('source_label'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** Names of the tenant's people, from auth's users table (which this module never reads). */
export const inventoryPeople = pgView('inventory_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
}).existing();
