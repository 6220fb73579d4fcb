/**
 * What inventory publishes to other modules (issue #30; migration 0058): products as the register sells them. Other modules'
 * views and triggers read these, never inventory's tables; widening one is a change to inventory's
 * public face, made here and in a migration.
 */
import { bigint, boolean, numeric, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `inventory_products`. */
export const publishedInventoryProducts = published
  .view('inventory_products', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    name: text('name'),
    priceCents: bigint('price_cents', { mode: 'number' }),
    quantity: numeric('quantity', { precision: 14, scale: 3 }),
    productType: text('product_type'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    taxable: boolean('taxable'),
    category: text('category'),
  })
  .existing();
