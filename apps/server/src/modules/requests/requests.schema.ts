/**
 * The requests module's table (migration 0037) and its read model of people's names. Instants
 * are timestamptz; `staffId` is the requester, `assignedTo` the person handling it.
 */
import { pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RequestPriority, RequestStatus, RequestType } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

export const internalRequests = pgTable('internal_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  staffId: uuid('staff_id').notNull(),
  assignedTo: uuid('assigned_to'),
  title: text('title').notNull(),
  description: text('description'),
  type: text('type').$type<RequestType>().notNull(),
  priority: text('priority').$type<RequestPriority>().notNull().default('normal'),
  status: text('status').$type<RequestStatus>().notNull().default('open'),
  response: text('response'),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  ...timestamps,
});

export const internalRequestPeople = pgView('internal_request_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
}).existing();
