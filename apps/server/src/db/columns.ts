/** Column helpers every table repeats: its tenant, its establishment and its timestamps. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** created_at and updated_at, set by the database. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The tenant a row belongs to (row-level security keys on it). Its foreign key to `tenants`
 * (ON DELETE CASCADE) is declared in the migrations, so that no module imports auth's tables
 * for it; drizzle needs no reference to query.
 */
export const tenantIdColumn = () => uuid('tenant_id').notNull();

/** The establishment a row belongs to; its foreign key (ON DELETE CASCADE) is in the migrations. */
export const establishmentIdColumn = () => uuid('establishment_id').notNull();
