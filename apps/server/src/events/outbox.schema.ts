/** The business events' outbox (issue #30): one row per event, written with the change it reports. */
import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../db/columns.js';

/**
 * A business event awaiting (or past) delivery to its subscribers. `relayed_at` is set in the
 * transaction that queues the subscribers' jobs, so each event is delivered once.
 */
export const businessEvents = pgTable('business_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenantId: tenantIdColumn(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  relayedAt: timestamp('relayed_at', { withTimezone: true }),
});
