/** The service catalogue of each establishment and who performs each service (spec core.md §3 Service). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category'),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Money is integer cents; the mapper converts to dollars for the wire. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Charged sales tax at the register (issue #13); services are usually not taxed. */
    taxable: boolean('taxable').notNull().default(false),
    /** Clean-up or turnover time after the service during which the staff member stays busy. */
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    /** Minutes into the service when the client processes (e.g. colour developing) and the staff member is free. */
    processingStartMinutes: integer('processing_start_minutes'),
    processingDurationMinutes: integer('processing_duration_minutes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('services_tenant_establishment_name_idx').on(t.tenantId, t.establishmentId, t.name),
    // The same ranges the contract enforces, so no writer can store a service booking cannot use.
    check('services_duration_range', sql`${t.durationMinutes} BETWEEN 5 AND 720`),
    check('services_price_nonnegative', sql`${t.priceCents} >= 0`),
    check('services_buffer_range', sql`${t.bufferAfterMinutes} BETWEEN 0 AND 240`),
    check(
      'services_processing_window',
      sql`(${t.processingStartMinutes} IS NULL AND ${t.processingDurationMinutes} IS NULL) OR (${t.processingStartMinutes} >= 1 AND ${t.processingDurationMinutes} >= 1 AND ${t.processingStartMinutes} + ${t.processingDurationMinutes} < ${t.durationMinutes})`,
    ),
  ],
);

/** Staff who perform a service; none listed means anyone at the establishment may. */
export const serviceStaff = pgTable(
  'service_staff',
  {
    tenantId: tenantIdColumn(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.userId] }),
    // Looking up "which services does this person perform" (booking by stylist).
    index('service_staff_user_idx').on(t.userId),
  ],
);
