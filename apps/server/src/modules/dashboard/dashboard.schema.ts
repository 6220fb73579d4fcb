/** The dashboard module's table (migration 0040): each person's /dashboard-grid arrangement. */
import { jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DashboardLayoutItem } from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

export const dashboardLayouts = pgTable(
  'dashboard_layouts',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    items: jsonb('items').$type<DashboardLayoutItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] })],
);
