/** Payroll rows as the wire shows them (issue #14): dollars, ISO instants, totals. */
import type { PayAdjustment, PayLineDetail, PayRun, PayRunLine, PayRunSummary } from '@daybook/contracts';
import { toDollars } from '../../lib/money.js';
import type { AdjustmentRow, LineRow, RunRow } from './payroll.repository.js';
import type { StoredDetail } from './payroll.schema.js';

type LineTotals = Omit<LineRow, 'details'>;

/** A line on the wire. */
export function toLine(l: LineTotals): PayRunLine {
  return {
    id: l.id,
    userId: l.userId,
    name: l.name,
    payType: l.payType,
    rate: toDollars(l.rateCents),
    minutes: l.minutes,
    hourlyPay: toDollars(l.hourlyCents),
    salaryPay: toDollars(l.salaryCents),
    serviceSales: toDollars(l.serviceSalesCents),
    productSales: toDollars(l.productSalesCents),
    serviceCommission: toDollars(l.serviceCommissionCents),
    productCommission: toDollars(l.productCommissionCents),
    refundReversal: toDollars(l.refundReversalCents),
    guaranteeTopUp: toDollars(l.guaranteeCents),
    tips: toDollars(l.tipsCents),
    overtimeMinutes: l.overtimeMinutes,
    overtimePay: toDollars(l.overtimeCents),
    adjustmentMinutes: l.adjustmentMinutes,
    adjustmentPay: toDollars(l.adjustmentCents),
    gross: toDollars(l.grossCents),
    plan: l.plan,
  };
}

export function toDetail(d: StoredDetail): PayLineDetail {
  return {
    kind: d.kind,
    transactionNumber: d.transactionNumber,
    at: d.at,
    name: d.name,
    amount: toDollars(d.amountCents),
    percent: d.percent,
    commission: toDollars(d.commissionCents),
  };
}

const sum = (lines: readonly LineTotals[], f: (l: LineTotals) => number) =>
  lines.reduce((s, l) => s + f(l), 0);

/**
 * A run's summary. `ownLines` (an employee's view) replaces the run's stored totals with those
 * of the lines given, so nobody reads the pay of others from the totals.
 */
export function toSummary(
  run: RunRow,
  finalisedByName: string | null,
  ownLines?: readonly LineTotals[],
): PayRunSummary {
  const totals = ownLines
    ? {
        minutes: sum(ownLines, (l) => l.minutes),
        overtimeMinutes: sum(ownLines, (l) => l.overtimeMinutes),
        hourlyPay: toDollars(sum(ownLines, (l) => l.hourlyCents + l.guaranteeCents)),
        overtimePay: toDollars(sum(ownLines, (l) => l.overtimeCents)),
        adjustmentPay: toDollars(sum(ownLines, (l) => l.adjustmentCents)),
        salaryPay: toDollars(sum(ownLines, (l) => l.salaryCents)),
        commission: toDollars(
          sum(ownLines, (l) => l.serviceCommissionCents + l.productCommissionCents + l.refundReversalCents),
        ),
        tips: toDollars(sum(ownLines, (l) => l.tipsCents)),
        gross: toDollars(sum(ownLines, (l) => l.grossCents)),
      }
    : {
        minutes: run.minutes,
        overtimeMinutes: run.overtimeMinutes,
        hourlyPay: toDollars(run.hourlyCents),
        overtimePay: toDollars(run.overtimeCents),
        adjustmentPay: toDollars(run.adjustmentCents),
        salaryPay: toDollars(run.salaryCents),
        commission: toDollars(run.commissionCents),
        tips: toDollars(run.tipsCents),
        gross: toDollars(run.grossCents),
      };
  return {
    id: run.id,
    establishmentId: run.establishmentId,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    status: run.status,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    finalisedAt: run.finalisedAt?.toISOString() ?? null,
    finalisedByName,
    totals,
  };
}

/** A run with its lines (its late corrections are added by the caller). */
export function toRun(
  run: RunRow,
  lines: readonly LineTotals[],
  finalisedByName: string | null,
  own: boolean,
): Omit<PayRun, 'adjustments' | 'laterAdjustments'> {
  return { ...toSummary(run, finalisedByName, own ? lines : undefined), lines: lines.map(toLine) };
}

/** A late correction with the periods it corrects and is paid in; `names` by user id. */
export function toAdjustment(row: AdjustmentRow, names: ReadonlyMap<string, string>): PayAdjustment {
  const a = row.adjustment;
  return {
    id: a.id,
    userId: a.userId,
    name: names.get(a.userId) ?? '',
    sourceRunId: a.sourceRunId,
    sourcePeriodStart: row.sourceStart,
    sourcePeriodEnd: row.sourceEnd,
    appliedRunId: a.appliedRunId,
    appliedPeriodStart: row.appliedStart,
    appliedPeriodEnd: row.appliedEnd,
    minutes: a.minutes,
    overtimeMinutes: a.overtimeMinutes,
    amount: toDollars(a.regularCents + a.overtimeCents),
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
  };
}
