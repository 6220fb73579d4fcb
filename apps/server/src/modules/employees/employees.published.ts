/**
 * What employees publishes to other modules (issue #30; migration 0058): each person's pay terms and employment status. Other modules'
 * views and triggers read these, never employees's tables; widening one is a change to employees's
 * public face, made here and in a migration.
 */
import { bigint, boolean, date, numeric, text, uuid } from 'drizzle-orm/pg-core';
import { published } from '../../db/published.js';

/** The published columns of `employee_records`. */
export const publishedEmployeeRecords = published
  .view('employee_records', {
    userId: uuid('user_id'),
    tenantId: uuid('tenant_id'),
    establishmentId: uuid('establishment_id'),
    payType: text('pay_type'),
    payRateCents: bigint('pay_rate_cents', { mode: 'number' }),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
    productCommissionPercent: numeric('product_commission_percent', { precision: 5, scale: 2 }),
    dateJoined: date('date_joined'),
    status: text('status'),
    terminationDate: date('termination_date'),
    overtimeExempt: boolean('overtime_exempt'),
  })
  .existing();
