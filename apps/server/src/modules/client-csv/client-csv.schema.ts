/** The client-csv module's table (migration 0024): finished exports, kept a day for their requester. */
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../db/columns.js';

export const clientExportFiles = pgTable('client_export_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  userId: uuid('user_id').notNull(),
  fileName: text('file_name').notNull(),
  content: text('content').notNull(),
  rowCount: integer('row_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
