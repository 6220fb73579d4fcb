/** Columns every tenant table repeats: its tenant and, for location data, its establishment. */
import { uuid } from 'drizzle-orm/pg-core';
import { establishments, tenants } from './tenancy.js';

/** tenant_id: the row-level security key; rows go with their tenant. */
export const tenantIdColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** establishment_id: rows go with their establishment. */
export const establishmentIdColumn = () =>
  uuid('establishment_id')
    .notNull()
    .references(() => establishments.id, { onDelete: 'cascade' });
