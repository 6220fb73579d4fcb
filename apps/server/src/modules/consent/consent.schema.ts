/**
 * The consent module's table (issue #32; migration client-consents) and its read model of people's
 * names. Append-only: the app role may insert and read, never update or delete.
 */
import { sql } from 'drizzle-orm';
import { boolean, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentChannel, ConsentPurpose, ConsentSource } from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

export const clientConsents = pgTable('client_consents', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  clientId: uuid('client_id').notNull(),
  channel: text('channel').$type<ConsentChannel>().notNull(),
  purpose: text('purpose').$type<ConsentPurpose>().notNull(),
  granted: boolean('granted').notNull(),
  source: text('source').$type<ConsentSource>().notNull(),
  /** The staff member who changed it; null when the client (or the import) did. */
  changedBy: uuid('changed_by'),
  detail: text('detail'),
  /** clock_timestamp(): two changes in one transaction still follow each other. */
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});

export const clientConsentPeople = pgView('client_consent_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
}).existing();
