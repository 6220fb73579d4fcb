/**
 * Walk-in visits (spec operations.md §3 "Walk-in visit"; issue #15). The status and stamp
 * CHECKs, foreign keys and the queue index are in migration 0036.
 */
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WalkInStatus } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

export const walkInVisits = pgTable('walk_in_visits', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  clientId: uuid('client_id'),
  clientName: text('client_name').notNull(),
  phone: text('phone'),
  email: text('email'),
  serviceId: uuid('service_id').notNull(),
  requestedStaffId: uuid('requested_staff_id'),
  servingStaffId: uuid('serving_staff_id'),
  status: text('status').$type<WalkInStatus>().notNull().default('waiting'),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  appointmentId: uuid('appointment_id'),
  notes: text('notes'),
  ...timestamps,
});

export type WalkInRow = typeof walkInVisits.$inferSelect;
export type NewWalkInRow = typeof walkInVisits.$inferInsert;
