/**
 * The waitlist's tables (spec operations.md §3 Waitlist entry; issue #15): entries and the offers
 * of freed slots (migration 0035); plus its read models, among them the slots appointments gave up.
 */
import {
  integer,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  uuid,
  date,
  boolean,
} from 'drizzle-orm/pg-core';
import type { WaitlistPriority, WaitlistStatus } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';

export const waitlistEntries = pgTable('waitlist_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  clientId: uuid('client_id'),
  clientName: text('client_name').notNull(),
  phone: text('phone'),
  email: text('email'),
  serviceId: uuid('service_id'),
  serviceName: text('service_name').notNull(),
  staffId: uuid('staff_id'),
  earliestDate: date('earliest_date').notNull(),
  latestDate: date('latest_date').notNull(),
  daysOfWeek: smallint('days_of_week').array(),
  timeFrom: text('time_from'),
  timeTo: text('time_to'),
  priority: text('priority').$type<WaitlistPriority>().notNull().default('normal'),
  status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  seatedAt: timestamp('seated_at', { withTimezone: true }),
  appointmentId: uuid('appointment_id'),
});

export const waitlistOffers = pgTable('waitlist_offers', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  entryId: uuid('entry_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  staffId: uuid('staff_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  emailedAt: timestamp('emailed_at', { withTimezone: true }),
  textedAt: timestamp('texted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/* Read models the waitlist owns (migrations 0035, 0041): views over other modules' tables. */

/** The slots appointments gave up (the appointments module's record, migration 0041). */
export const waitlistFreedSlots = pgView('waitlist_freed_slots', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  serviceId: uuid('service_id'),
  staffId: uuid('staff_id'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();

export const waitlistServices = pgView('waitlist_services', {
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  isActive: boolean('is_active').notNull(),
}).existing();

export const waitlistPeople = pgView('waitlist_people', {
  tenantId: uuid('tenant_id').notNull(),
  id: uuid('id').notNull(),
  name: text('name').notNull(),
}).existing();

export const waitlistClients = pgView('waitlist_clients', {
  tenantId: uuid('tenant_id').notNull(),
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  email: text('email'),
  phone: text('phone'),
}).existing();
