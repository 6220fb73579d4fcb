/** Stored answers of requests sent with an Idempotency-Key. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../../db/columns.js';

/**
 * The answer given to a request with an Idempotency-Key, written in the same transaction as the
 * work it answers for, so a retry replays it instead of repeating the work (idempotency.service.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    key: text('key').notNull(),
    userId: uuid('user_id').notNull(),
    /** 'POST /api/appointments': a key belongs to one endpoint. */
    endpoint: text('endpoint').notNull(),
    /** SHA-256 (hex) of the canonical JSON of the parsed body. */
    requestHash: text('request_hash').notNull(),
    /**
     * Null only inside the transaction that reserved the key and is doing the work; it commits
     * with the answer filled in, or not at all.
     */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    // Expired keys are swept by age.
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
