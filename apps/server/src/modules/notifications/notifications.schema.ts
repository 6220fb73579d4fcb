/**
 * The notifications module's tables (migration 0019): each person's notifications and their
 * notification settings, and the read model of who works each establishment's front desk.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationSettings, NotificationType } from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

/** Who a notification came from, as shown then (a person's later renames do not rewrite it). */
export interface StoredSender {
  id: string;
  name: string;
  avatarUrl: string | null;
}

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    actionUrl: text('action_url'),
    downloadUrl: text('download_url'),
    progress: integer('progress'),
    sender: jsonb('sender').$type<StoredSender>(),
    channelId: uuid('channel_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_newest_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id.desc()),
    check('notifications_progress_range', sql`${t.progress} BETWEEN 0 AND 100`),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id').primaryKey(),
  tenantId: tenantIdColumn(),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Read model (migration 0019): the active front-desk people of each establishment. */
export const notificationDeskPeople = pgView('notification_desk_people', {
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  userId: uuid('user_id').notNull(),
}).existing();

/** Read model: each establishment's managers and the tenant's owners (low stock goes to them). */
export const notificationManagerPeople = pgView('notification_manager_people', {
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  userId: uuid('user_id').notNull(),
}).existing();
