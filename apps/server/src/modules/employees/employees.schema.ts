/**
 * Employee records (spec operations.md §3 Employee; issue #14): pay, type and HR status of a
 * person. Foreign keys, CHECKs and the change announcement are in migration 0029; a person
 * without a row has the spec's defaults (W2, Hourly, bi-weekly, active).
 */
import {
  bigint,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantIdColumn, timestamps } from '../../db/columns.js';

export const employeeRecords = pgTable('employee_records', {
  userId: uuid('user_id').primaryKey(),
  tenantId: tenantIdColumn(),
  /** Home location; null: the person's first assignment. */
  establishmentId: uuid('establishment_id'),
  employeeType: text('employee_type').$type<'W2' | '1099'>().notNull().default('W2'),
  payType: text('pay_type').$type<'Hourly' | 'Salary' | 'Commission'>().notNull().default('Hourly'),
  /** Hourly: cents per hour; Salary: cents per year; Commission: guaranteed hourly minimum. */
  payRateCents: bigint('pay_rate_cents', { mode: 'number' }).notNull().default(0),
  /** Percent of net service sales, e.g. '40.00'. */
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  /** Percent of net retail sales. */
  productCommissionPercent: numeric('product_commission_percent', { precision: 5, scale: 2 })
    .notNull()
    .default('0'),
  /**
   * Issue #28: no overtime premium for the person. No column default: an insert leaving it out
   * gets its pay type's default from migration 0053's trigger (OVERTIME_EXEMPT_BY_PAY_TYPE).
   */
  overtimeExempt: boolean('overtime_exempt')
    .notNull()
    .default(sql`NULL`),
  payPeriod: text('pay_period')
    .$type<'weekly' | 'bi-weekly' | 'semi-monthly' | 'monthly'>()
    .notNull()
    .default('bi-weekly'),
  specialization: text('specialization'),
  yearsOfExperience: integer('years_of_experience'),
  level: text('level'),
  serviceRateCents: bigint('service_rate_cents', { mode: 'number' }),
  address: text('address'),
  dateJoined: date('date_joined', { mode: 'string' }).notNull().defaultNow(),
  status: text('status').$type<'active' | 'terminated'>().notNull().default('active'),
  terminationDate: date('termination_date', { mode: 'string' }),
  terminatedBy: uuid('terminated_by'),
  ...timestamps,
});

/** Views of migration 0029, owned by this module: the person, their locations, services, bookings. */
export const employeePeople = pgView('employee_people', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  avatarUrl: text('avatar_url'),
  role: text('role').notNull(),
  isActive: boolean('is_active').notNull(),
  jobTitle: text('job_title'),
  biography: text('biography'),
}).existing();

export const employeeAssignments = pgView('employee_assignments', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
}).existing();

export const employeeServices = pgView('employee_services', {
  tenantId: uuid('tenant_id').notNull(),
  userId: uuid('user_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  serviceName: text('service_name').notNull(),
  isActive: boolean('is_active').notNull(),
}).existing();

export const employeeAppointments = pgView('employee_appointments', {
  id: uuid('id').notNull(),
  tenantId: uuid('tenant_id').notNull(),
  establishmentId: uuid('establishment_id').notNull(),
  staffId: uuid('staff_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  serviceName: text('service_name').notNull(),
  clientName: text('client_name').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  status: text('status').notNull(),
}).existing();
