/**
 * The payroll module's tables (migration 0033): the tenant's pay period setting, commission
 * plans, pay runs and their lines; locations' overtime rules and late corrections (0046). The unique period index and the finalised-run trigger are in
 * the migration, with the read models (views) of people, shifts, sales, tips and refunds that
 * payroll reads. Money is integer cents.
 */
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayPeriodKind, PayRunStatus, PayType, TierMode } from '@daybook/contracts';
import { establishmentIdColumn, tenantIdColumn } from '../../db/columns.js';
import type { OvertimeRule } from './payroll.overtime.js';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const payrollSettings = pgTable('payroll_settings', {
  tenantId: uuid('tenant_id').primaryKey(),
  periodKind: text('period_kind').$type<PayPeriodKind>().notNull(),
  anchorDate: date('anchor_date').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A band as stored: cents. */
export interface StoredBand {
  fromCents: number;
  toCents: number | null;
  percent: number;
}

export const commissionPlans = pgTable('commission_plans', {
  userId: uuid('user_id').primaryKey(),
  tenantId: tenantIdColumn(),
  servicePercent: percent('service_percent').notNull(),
  productPercent: percent('product_percent').notNull(),
  overrides: jsonb('overrides').$type<Record<string, number>>().notNull(),
  tierMode: text('tier_mode').$type<TierMode>(),
  tiers: jsonb('tiers').$type<StoredBand[]>(),
  updatedBy: uuid('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const payRuns = pgTable('pay_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  periodStart: date('period_start').notNull(),
  periodEnd: date('period_end').notNull(),
  status: text('status').$type<PayRunStatus>().notNull(),
  minutes: cents('minutes').notNull().default(0),
  hourlyCents: cents('hourly_cents').notNull().default(0),
  salaryCents: cents('salary_cents').notNull().default(0),
  commissionCents: cents('commission_cents').notNull().default(0),
  tipsCents: cents('tips_cents').notNull().default(0),
  /** The rule the run was computed with (null: before overtime existed, none paid). */
  overtimeRule: jsonb('overtime_rule').$type<OvertimeRule>(),
  overtimeMinutes: cents('overtime_minutes').notNull().default(0),
  overtimeCents: cents('overtime_cents').notNull().default(0),
  adjustmentCents: cents('adjustment_cents').notNull().default(0),
  grossCents: cents('gross_cents').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  finalisedBy: uuid('finalised_by'),
  finalisedAt: at('finalised_at'),
});

/** What a line stores of the plan it was computed with. */
export interface StoredPlan {
  servicePercent: number;
  productPercent: number;
  overrides: number;
  tierMode: TierMode | null;
  tierPercent: number | null;
}

/** One sale, tip or refund behind a line, as stored (cents; `at` an ISO instant). */
export interface StoredDetail {
  kind: 'service' | 'product' | 'tip' | 'refund';
  transactionNumber: number;
  at: string;
  name: string;
  amountCents: number;
  percent: number | null;
  commissionCents: number;
}

export const payRunLines = pgTable('pay_run_lines', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  payRunId: uuid('pay_run_id').notNull(),
  userId: uuid('user_id').notNull(),
  name: text('name').notNull(),
  payType: text('pay_type').$type<PayType>().notNull(),
  rateCents: cents('rate_cents').notNull(),
  minutes: integer('minutes').notNull(),
  hourlyCents: cents('hourly_cents').notNull(),
  salaryCents: cents('salary_cents').notNull(),
  serviceSalesCents: cents('service_sales_cents').notNull(),
  productSalesCents: cents('product_sales_cents').notNull(),
  serviceCommissionCents: cents('service_commission_cents').notNull(),
  productCommissionCents: cents('product_commission_cents').notNull(),
  refundReversalCents: cents('refund_reversal_cents').notNull(),
  guaranteeCents: cents('guarantee_cents').notNull(),
  tipsCents: cents('tips_cents').notNull(),
  overtimeMinutes: integer('overtime_minutes').notNull().default(0),
  overtimeCents: cents('overtime_cents').notNull().default(0),
  /** The exemption the line was computed with (null: computed before migration 0059 kept it). */
  overtimeExempt: boolean('overtime_exempt'),
  adjustmentMinutes: integer('adjustment_minutes').notNull().default(0),
  adjustmentCents: cents('adjustment_cents').notNull().default(0),
  grossCents: cents('gross_cents').notNull(),
  plan: jsonb('plan').$type<StoredPlan>().notNull(),
  details: jsonb('details').$type<StoredDetail[]>().notNull(),
});

export const payrollOvertimeRules = pgTable('payroll_overtime_rules', {
  establishmentId: uuid('establishment_id').primaryKey(),
  tenantId: tenantIdColumn(),
  weeklyThresholdMinutes: integer('weekly_threshold_minutes').notNull(),
  dailyThresholdMinutes: integer('daily_threshold_minutes'),
  multiplier: numeric('multiplier', { precision: 3, scale: 2, mode: 'number' }).notNull(),
  updatedBy: uuid('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const payAdjustments = pgTable('pay_adjustments', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantIdColumn(),
  establishmentId: establishmentIdColumn(),
  userId: uuid('user_id').notNull(),
  sourceRunId: uuid('source_run_id').notNull(),
  appliedRunId: uuid('applied_run_id'),
  shiftId: uuid('shift_id'),
  minutes: integer('minutes').notNull(),
  overtimeMinutes: integer('overtime_minutes').notNull(),
  regularCents: cents('regular_cents').notNull(),
  overtimeCents: cents('overtime_cents').notNull(),
  reason: text('reason').notNull(),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

// The views payroll reads other modules' data through (migrations 0033, 0039, 0042, 0053, 0057).

/** Which locations each person is assigned to (user_establishments). */
export const payrollAssignments = pgView('payroll_assignments', {
  tenantId: uuid('tenant_id'),
  userId: uuid('user_id'),
  establishmentId: uuid('establishment_id'),
}).existing();

/** Shifts still open (time clock), which hold a pay run back. */
export const payrollOpenShifts = pgView('payroll_open_shifts', {
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  userId: uuid('user_id'),
  clockInAt: timestamp('clock_in_at', { withTimezone: true }),
}).existing();

/** Each person's name and pay terms (users, employee records). */
export const payrollPeople = pgView('payroll_people', {
  tenantId: uuid('tenant_id'),
  userId: uuid('user_id'),
  name: text('name'),
  role: text('role'),
  isActive: boolean('is_active'),
  payType: text('pay_type'),
  payRateCents: bigint('pay_rate_cents', { mode: 'number' }),
  commissionPercent: doublePrecision('commission_percent'),
  productCommissionPercent: doublePrecision('product_commission_percent'),
  status: text('status'),
  terminationDate: date('termination_date'),
  dateJoined: date('date_joined'),
  homeEstablishmentId: uuid('home_establishment_id'),
  overtimeExempt: boolean('overtime_exempt'),
}).existing();

/** What refunds took back of each line or tip (checkout's sale_refund_lines), net cents. */
export const payrollRefunds = pgView('payroll_refunds', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  transactionId: uuid('transaction_id'),
  number: integer('number'),
  createdAt: timestamp('created_at', { withTimezone: true }),
  kind: text('kind'),
  serviceId: uuid('service_id'),
  staffId: uuid('staff_id'),
  netCents: bigint('net_cents', { mode: 'number' }),
}).existing();

/** Each sold line with its sale; net_cents is the line's commission base (checkout's sale_lines). */
export const payrollSaleItems = pgView('payroll_sale_items', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  transactionId: uuid('transaction_id'),
  number: integer('number'),
  createdAt: timestamp('created_at', { withTimezone: true }),
  transactionTotalCents: bigint('transaction_total_cents', { mode: 'number' }),
  kind: text('kind'),
  serviceId: uuid('service_id'),
  name: text('name'),
  staffId: uuid('staff_id'),
  netCents: bigint('net_cents', { mode: 'number' }),
}).existing();

/** Each sale's location and time (checkout's sales), to find a window's sales. */
export const payrollSales = pgView('payroll_sales', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  createdAt: timestamp('created_at', { withTimezone: true }),
}).existing();

/** Service names for commission tiers (services). */
export const payrollServices = pgView('payroll_services', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  name: text('name'),
}).existing();

/** Closed shifts with their worked seconds (time clock). */
export const payrollShifts = pgView('payroll_shifts', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  userId: uuid('user_id'),
  clockInAt: timestamp('clock_in_at', { withTimezone: true }),
  workedSeconds: numeric('worked_seconds'),
}).existing();

/** Each tip with its sale (checkout's sale_tips), cents. */
export const payrollTips = pgView('payroll_tips', {
  id: uuid('id'),
  tenantId: uuid('tenant_id'),
  establishmentId: uuid('establishment_id'),
  transactionId: uuid('transaction_id'),
  number: integer('number'),
  createdAt: timestamp('created_at', { withTimezone: true }),
  staffId: uuid('staff_id'),
  amountCents: bigint('amount_cents', { mode: 'number' }),
}).existing();
