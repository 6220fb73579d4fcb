/**
 * The time-off module's tables (migration 0030): requests, the per-person lock row, the balance
 * ledger and the tenant's accrual policy; plus its read models of people and appointments.
 * Durations are integer minutes; dates are local 'YYYY-MM-DD' in the establishment's zone.
 */
import { date, integer, pgTable, pgView, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccrualFrequency, LeaveEntryKind, TimeOffStatus, TimeOffType } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn, timestamps } from '../../db/columns.js';

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

export const timeOffRequests = pgTable('time_off_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<TimeOffType>().notNull(),
  startDate: day('start_date').notNull(),
  endDate: day('end_date').notNull(),
  minutes: integer('minutes').notNull(),
  status: text('status').$type<TimeOffStatus>().notNull().default('pending'),
  notes: text('notes'),
  reviewerNotes: text('reviewer_notes'),
  reviewedBy: uuid('reviewed_by'),
  reviewedAt: at('reviewed_at'),
  staffTimeOffId: uuid('staff_time_off_id'),
  createdBy: uuid('created_by'),
  ...timestamps,
});

export const leaveAccounts = pgTable('leave_accounts', {
  userId: uuid('user_id').primaryKey(),
  tenantId: tenantIdColumn(),
});

export const leaveLedger = pgTable('leave_ledger', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  userId: uuid('user_id').notNull(),
  type: text('type').$type<TimeOffType>().notNull(),
  kind: text('kind').$type<LeaveEntryKind>().notNull(),
  minutes: integer('minutes').notNull(),
  effectiveDate: day('effective_date').notNull(),
  requestId: uuid('request_id'),
  period: text('period'),
  note: text('note'),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const leavePolicies = pgTable(
  'leave_policies',
  {
    tenantId: tenantIdColumn(),
    type: text('type').$type<TimeOffType>().notNull(),
    frequency: text('frequency').$type<AccrualFrequency>().notNull(),
    minutesPerPeriod: integer('minutes_per_period').notNull(),
    capMinutes: integer('cap_minutes'),
    carryOverMinutes: integer('carry_over_minutes'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

export const timeOffPeople = pgView('time_off_people', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
}).existing();

export const timeOffAppointments = pgView('time_off_appointments', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  staffId: uuid('staff_id').notNull(),
  clientName: text('client_name').notNull(),
  serviceName: text('service_name').notNull(),
  status: text('status').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  // Migration 0047 (issue #28): what resolving a clash needs.
  serviceId: uuid('service_id').notNull(),
  clientId: uuid('client_id'),
  clientEmail: text('client_email'),
}).existing();
