/**
 * One person's pay line for a period (issue #14 "Payroll"), from what they worked, sold and were
 * tipped: regular hours × rate and overtime hours × rate × the location's multiplier (Hourly
 * staff not exempt; issue #28), late corrections of finalised periods (issue #28), the annual
 * salary over the periods of a year (Salary, at their home location only) plus, for salaried
 * staff not exempt, overtime hours × salary ÷ 2080 × the multiplier (issue #28 "Overtime"),
 * commission on net sales (contracts' payroll/commission.ts), refunds in the period taking back
 * the commission of the lines they returned (at each line's own rate) and the tips they
 * returned, tips, and for Commission staff the top-up to the guaranteed minimum × hours. Pure
 * and in integer cents.
 */
import {
  computeCommission,
  periodPercent,
  refundReversal,
  type CommissionItem,
  type CommissionRates,
  type PayType,
} from '@daybook/contracts';
import { minutesPayCents } from './payroll.overtime.js';
import type { StoredDetail, StoredPlan } from './payroll.schema.js';

export interface SaleItemInput extends CommissionItem {
  transactionId: string;
  transactionNumber: number;
  at: Date;
  name: string;
}

/** Hours of a salaried year (52 weeks × 40 h): salary ÷ this is the hourly-equivalent rate. */
export const SALARY_HOURS_A_YEAR = 2080;

/**
 * The hourly rate, in cents (possibly fractional), overtime minutes are paid at before the
 * multiplier, or null when the person gets no overtime premium (issue #28 "Overtime"): Hourly
 * staff not exempt at their rate, salaried staff not exempt at salary ÷ 2080 (on top of the
 * salary). Exempt people, and Commission staff whatever the flag (the guarantee pays all their
 * hours alike), get none.
 */
export function overtimeRateCents(p: {
  payType: PayType;
  rateCents: number;
  overtimeExempt: boolean;
}): number | null {
  if (p.overtimeExempt || p.payType === 'Commission') return null;
  return p.payType === 'Hourly' ? p.rateCents : p.rateCents / SALARY_HOURS_A_YEAR;
}

export interface PersonPeriodInput {
  userId: string;
  name: string;
  payType: PayType;
  rateCents: number;
  /** No overtime premium (issue #28); Commission staff are paid for all hours alike either way. */
  overtimeExempt: boolean;
  /** Periods a year of the tenant's schedule; salary is paid when `salaryHere`. */
  periodsPerYear: number;
  salaryHere: boolean;
  /** Worked minutes of the period under the location's overtime rule (payroll.overtime.ts). */
  regularMinutes: number;
  overtimeMinutes: number;
  /** Overtime pay over the hourly rate (e.g. 1.5). */
  multiplier: number;
  /** Sum of the late corrections this run pays the person (either sign). */
  adjustment: { minutes: number; cents: number };
  rates: CommissionRates;
  items: readonly SaleItemInput[];
  tips: readonly { transactionNumber: number; at: Date; amountCents: number }[];
  /** What refunds in the period took back of the person's lines (items and tips), net cents. */
  refunds: readonly {
    transactionNumber: number;
    at: Date;
    kind: 'service' | 'product' | 'tip';
    serviceId: string | null;
    netCents: number;
  }[];
}

export interface ComputedLine {
  userId: string;
  name: string;
  payType: PayType;
  rateCents: number;
  minutes: number;
  hourlyCents: number;
  salaryCents: number;
  serviceSalesCents: number;
  productSalesCents: number;
  serviceCommissionCents: number;
  productCommissionCents: number;
  refundReversalCents: number;
  guaranteeCents: number;
  tipsCents: number;
  overtimeMinutes: number;
  overtimeCents: number;
  /** The person's exemption the overtime was computed with, kept for late corrections. */
  overtimeExempt: boolean;
  adjustmentMinutes: number;
  adjustmentCents: number;
  grossCents: number;
  plan: StoredPlan;
  details: StoredDetail[];
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The pay line of `p`. */
export function computeLine(p: PersonPeriodInput): ComputedLine {
  const minutes = p.regularMinutes + p.overtimeMinutes;
  const hourly = p.payType === 'Hourly';
  const overtimeRate = overtimeRateCents(p);
  const overtimeMinutes = overtimeRate === null ? 0 : p.overtimeMinutes;
  const overtimeCents =
    overtimeRate === null ? 0 : minutesPayCents(overtimeMinutes, overtimeRate, p.multiplier);
  const timePay = minutesPayCents(minutes - overtimeMinutes, p.rateCents);
  const commission = computeCommission(p.rates, p.items);
  // A returned item takes back its commission at the rate it earned; a returned tip, itself.
  const reversals = p.refunds.map((r) =>
    r.kind === 'tip'
      ? 0
      : refundReversal(
          r.netCents,
          periodPercent(p.rates, commission, { kind: r.kind, serviceId: r.serviceId }),
        ),
  );
  const refundReversalCents = sum(reversals);
  const tipRefundsCents = sum(p.refunds.filter((r) => r.kind === 'tip').map((r) => r.netCents));
  const commissionCents =
    commission.serviceCommissionCents + commission.productCommissionCents + refundReversalCents;
  const hourlyCents = hourly ? timePay : 0;
  const salaryCents = p.payType === 'Salary' && p.salaryHere ? Math.round(p.rateCents / p.periodsPerYear) : 0;
  const guaranteeCents = p.payType === 'Commission' ? Math.max(0, timePay - commissionCents) : 0;
  const tipsCents = sum(p.tips.map((t) => t.amountCents)) - tipRefundsCents;
  const byId = new Map(commission.items.map((i) => [i.id, i]));
  const details: StoredDetail[] = [
    ...p.items.map((i) => ({
      kind: i.kind,
      transactionNumber: i.transactionNumber,
      at: i.at.toISOString(),
      name: i.name,
      amountCents: i.netCents,
      percent: byId.get(i.id)?.percent ?? null,
      commissionCents: byId.get(i.id)?.commissionCents ?? 0,
    })),
    ...p.tips.map((t) => ({
      kind: 'tip' as const,
      transactionNumber: t.transactionNumber,
      at: t.at.toISOString(),
      name: 'Tip',
      amountCents: t.amountCents,
      percent: null,
      commissionCents: 0,
    })),
    ...p.refunds.map((r, k) => ({
      kind: 'refund' as const,
      transactionNumber: r.transactionNumber,
      at: r.at.toISOString(),
      name: r.kind === 'tip' ? 'Tip refund' : 'Refund',
      amountCents: -r.netCents,
      percent: null,
      commissionCents: reversals[k]!,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.transactionNumber - b.transactionNumber);
  return {
    userId: p.userId,
    name: p.name,
    payType: p.payType,
    rateCents: p.rateCents,
    minutes,
    hourlyCents,
    salaryCents,
    serviceSalesCents: sum(p.items.filter((i) => i.kind === 'service').map((i) => i.netCents)),
    productSalesCents: sum(p.items.filter((i) => i.kind === 'product').map((i) => i.netCents)),
    serviceCommissionCents: commission.serviceCommissionCents,
    productCommissionCents: commission.productCommissionCents,
    refundReversalCents,
    guaranteeCents,
    tipsCents,
    overtimeMinutes,
    overtimeCents,
    overtimeExempt: p.overtimeExempt,
    adjustmentMinutes: p.adjustment.minutes,
    adjustmentCents: p.adjustment.cents,
    grossCents:
      hourlyCents +
      overtimeCents +
      salaryCents +
      commissionCents +
      guaranteeCents +
      tipsCents +
      p.adjustment.cents,
    plan: {
      servicePercent: p.rates.servicePercent,
      productPercent: p.rates.productPercent,
      overrides: Object.keys(p.rates.overrides).length,
      tierMode: p.rates.tiers?.mode ?? null,
      tierPercent: commission.tierPercent,
    },
    details,
  };
}
