/**
 * The assistant module's tables (migrations 0081, 0082; issue #33 "Threads"): each person's threads
 * and their messages. A message's tool calls are JSON in the message, so a thread reopens
 * exactly as it was; the user and thread foreign keys (ON DELETE CASCADE) are in the migration.
 */
import { sql } from 'drizzle-orm';
import { bigint, date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AssistantMessageRole,
  AssistantToolCall,
  AssistantToolCallStatus,
  AssistantToolPreview,
  AssistantToolResult,
} from '@daybook/contracts';
import { tenantIdColumn } from '../../db/columns.js';

export const assistantThreads = pgTable('assistant_threads', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  /** The person whose thread it is: nobody else reads it. */
  userId: uuid('user_id').notNull(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  /** While Dawn answers here, until when (migration 0082): one answer at a time per thread. */
  answeringUntil: timestamp('answering_until', { withTimezone: true }),
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

/** Tokens a tenant's assistant used in a calendar month (migration 0082): `month` is its 1st. */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    tenantId: tenantIdColumn(),
    month: date('month').notNull(),
    inputTokens: bigint('input_tokens', { mode: 'number' }).notNull().default(0),
    outputTokens: bigint('output_tokens', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month] })],
);

/** Every tool call, for the owners' audit trail (migration 0082): it outlives thread and person. */
export const assistantToolCalls = pgTable('assistant_tool_calls', {
  /** The call's own id, as in its message's toolCalls. */
  id: uuid('id').primaryKey(),
  tenantId: tenantIdColumn(),
  userId: uuid('user_id'),
  /** The person's name when they asked. */
  personName: text('person_name').notNull(),
  threadId: uuid('thread_id').notNull(),
  name: text('name').notNull(),
  arguments: jsonb('arguments').$type<Record<string, unknown>>().notNull(),
  status: text('status').$type<AssistantToolCallStatus>().notNull(),
  result: jsonb('result').$type<AssistantToolResult>(),
  preview: jsonb('preview').$type<AssistantToolPreview>(),
  error: text('error'),
  approvedBy: jsonb('approved_by').$type<{ id: string; name: string }>(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
});
