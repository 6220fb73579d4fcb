/**
 * The segments module's table and read models (migration 0073; issue #32). A segment's filter is
 * stored as the contract's JSON; it is evaluated when read, never materialised.
 */
import { bigint, date, integer, jsonb, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentStatus, SegmentFilter } from '@daybook/contracts';
import { tenantIdColumn, timestamps } from '../../db/columns.js';

export const segments = pgTable('segments', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  name: text('name').notNull(),
  filter: jsonb('filter').$type<SegmentFilter>().notNull(),
  createdBy: uuid('created_by'),
  ...timestamps,
});

/** Each client still in the CRM (not merged away, not erased) with the figures segments filter on. */
export const segmentClients = pgView('segment_clients', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  /** The client's home location (a manager's reach). */
  establishmentId: uuid('establishment_id'),
  name: text('name'),
  email: text('email'),
  birthdate: date('birthdate', { mode: 'string' }),
  visitCount: integer('visit_count'),
  /** Integer cents: the CRM's totalSpent. */
  spendCents: bigint('spend_cents', { mode: 'number' }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
  /** The last visit's day, local to the location where it happened. */
  lastVisitDay: date('last_visit_day', { mode: 'string' }),
}).existing();

/** Clients' completed and no-show appointments, with their service's category. */
export const segmentAppointments = pgView('segment_appointments', {
  tenantId: uuid('tenant_id'),
  clientId: uuid('client_id'),
  establishmentId: uuid('establishment_id'),
  staffId: uuid('staff_id'),
  serviceId: uuid('service_id'),
  category: text('category'),
  status: text('status').$type<AppointmentStatus>(),
}).existing();
