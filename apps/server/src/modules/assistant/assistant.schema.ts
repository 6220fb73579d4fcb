/**
 * The assistant module's tables (migration 0081; issue #33 "Threads"): each person's threads
 * and their messages. A message's tool calls are JSON in the message, so a thread reopens
 * exactly as it was; the user and thread foreign keys (ON DELETE CASCADE) are in the migration.
 */
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssistantMessageRole, AssistantToolCall } from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

export const assistantThreads = pgTable('assistant_threads', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  /** The person whose thread it is: nobody else reads it. */
  userId: uuid('user_id').notNull(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

export const assistantMessages = pgTable('assistant_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  threadId: uuid('thread_id').notNull(),
  role: text('role').$type<AssistantMessageRole>().notNull(),
  content: text('content').notNull(),
  toolCalls: jsonb('tool_calls').$type<AssistantToolCall[]>().notNull(),
  /** clock_timestamp(): two messages of one transaction keep their order. */
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});
