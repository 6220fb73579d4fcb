/**
 * The performance module's read models (migration 0034): views it owns over other modules'
 * tables — people at each location, appointments, and paid sales' items (for tickets; sales
 * money comes from the metrics module). It has no tables of its own.
 */
import { bigint, boolean, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentStatus, LineKind, RawRole } from '@daybook/contracts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const cents = (name: string) => bigint(name, { mode: 'number' });

export const performancePeople = pgView('performance_people', {
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  role: text('role').$type<RawRole>().notNull(),
  isActive: boolean('is_active').notNull(),
}).existing();

export const performanceAppointments = pgView('performance_appointments', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  staffId: uuid('staff_id').notNull(),
  clientId: uuid('client_id'),
  visitKey: uuid('visit_key').notNull(),
  status: text('status').$type<AppointmentStatus>().notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  createdAt: at('created_at').notNull(),
}).existing();

export const performanceSaleItems = pgView('performance_sale_items', {
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  transactionId: uuid('transaction_id').notNull(),
  createdAt: at('created_at').notNull(),
  staffId: uuid('staff_id'),
  kind: text('kind').$type<LineKind>().notNull(),
  netCents: cents('net_cents').notNull(),
}).existing();
