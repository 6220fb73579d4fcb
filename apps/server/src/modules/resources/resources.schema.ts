/**
 * Rooms and equipment of an establishment (spec core.md §7 "rooms and resources"). An
 * appointment may hold one room; the database refuses two active appointments in one room at
 * once, as it does for staff (hand-written exclusion constraint in the migration).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    establishmentId: establishmentIdColumn(),
    name: text('name').notNull(),
    /** 'room' (bookable for appointments) or 'equipment'. */
    kind: text('kind').notNull().default('room'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resources_tenant_establishment_name_idx').on(t.tenantId, t.establishmentId, t.name),
    check('resources_kind_values', sql`${t.kind} IN ('room', 'equipment')`),
  ],
);
