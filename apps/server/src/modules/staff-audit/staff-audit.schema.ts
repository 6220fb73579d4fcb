/**
 * The staff-audit module's tables (migration 0045): the append-only trail of pay and HR changes,
 * the view that names who made each, and the tenant's rule for managers.
 */
import { boolean, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffAuditArea } from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

export const staffAudit = pgTable('staff_audit', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  userId: uuid('user_id').notNull(),
  actorId: uuid('actor_id'),
  area: text('area').$type<StaffAuditArea>().notNull(),
  field: text('field').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffAuditEntries = pgView('staff_audit_entries', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  actorId: uuid('actor_id'),
  area: text('area').$type<StaffAuditArea>().notNull(),
  field: text('field').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  actorName: text('actor_name').notNull(),
}).existing();

export const staffSettings = pgTable('staff_settings', {
  tenantId: tenantIdColumn().primaryKey(),
  managersSetPay: boolean('managers_set_pay').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
