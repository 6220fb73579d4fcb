/**
 * What services publishes to other modules (issue #30; migration 0058): the service catalogue and who performs each service. Other modules'
 * views and triggers read these, never services's tables; widening one is a change to services's
 * public face, made here and in a migration.
 */
import { bigint, boolean, integer, text, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `services`. */
export const publishedServices = published
  .view('services', {
    id: uuid('id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    name: text('name'),
    durationMinutes: integer('duration_minutes'),
    priceCents: bigint('price_cents', { mode: 'number' }),
    bufferAfterMinutes: integer('buffer_after_minutes'),
    processingStartMinutes: integer('processing_start_minutes'),
    processingDurationMinutes: integer('processing_duration_minutes'),
    isActive: boolean('is_active'),
    taxable: boolean('taxable'),
    category: text('category'),
  })
  .existing();

/** The published columns of `service_staff`. */
export const publishedServiceStaff = published
  .view('service_staff', {
    tenantId: uuid('tenant_id'),
    serviceId: uuid('service_id'),
    userId: uuid('user_id'),
  })
  .existing();
