/**
 * Employee records (spec operations.md §3 Employee; issue #14): pay, type and HR status of a
 * person. Foreign keys, CHECKs and the change announcement are in migration 0029; a person
 * without a row has the spec's defaults (W2, Hourly, bi-weekly, active).
 */
import { bigint, date, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
