/**
 * The payroll module's tables (migration 0033): the tenant's pay period setting, commission
 * plans, pay runs and their lines; locations' overtime rules and late corrections (0046). The unique period index and the finalised-run trigger are in
 * the migration, with the read models (views) of people, shifts, sales, tips and refunds that
 * payroll reads. Money is integer cents.
 */
import { bigint, date, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
