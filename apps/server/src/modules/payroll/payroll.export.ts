/**
 * A pay run as CSV for a payroll provider (issue #14): one row per person, dollars with two
 * decimals, hours with two decimals; overtime (of the hours) and late corrections of earlier
 * periods in their own columns (issue #28), "Hourly pay" being the regular hours' pay. UTF-8 with a byte-order mark. Text cells a spreadsheet
 * would run as formulas (a name such as "=HYPERLINK(…)") get a leading apostrophe; numbers are
 * left alone so a refund reversal stays a readable negative amount.
 */
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { csvLines, guardFormula } from '../../lib/csv-lines.js';
import { openRun, ownOnly } from './payroll.access.js';
import * as repo from './payroll.repository.js';

export const PAY_RUN_CSV_COLUMNS = [
  'Employee ID',
  'Name',
  'Pay type',
  'Period start',
  'Period end',
  'Hours',
  'Overtime hours',
  'Hourly pay',
  'Overtime pay',
  'Salary',
  'Service sales',
  'Product sales',
  'Commission',
  'Refund reversal',
  'Guarantee top-up',
  'Tips',
  'Adjustment hours',
  'Adjustment pay',
  'Gross pay',
  'Status',
] as const;

const money = (cents: number) => (cents / 100).toFixed(2);
const hours = (minutes: number) => (minutes / 60).toFixed(2);

/**
 * GET /api/payroll/runs/{id}/export: the CSV and its file name
 * pay-run-<start>-<end>.csv. 403 for employees (their pay is on My Earnings); 404 unseen.
 */
export function exportRun(db: Db, actor: Actor, id: string): Promise<{ filename: string; csv: string }> {
  if (ownOnly(actor)) return Promise.reject(new AppError('FORBIDDEN'));
  return withTenant(db, actor, async (tx) => {
    const run = await openRun(tx, actor, id);
    const lines = await repo.linesOf(tx, run.id);
    const rows = lines.map((l) => [
      l.userId,
      guardFormula(l.name),
      l.payType,
      run.periodStart,
      run.periodEnd,
      hours(l.minutes),
      hours(l.overtimeMinutes),
      money(l.hourlyCents),
      money(l.overtimeCents),
      money(l.salaryCents),
      money(l.serviceSalesCents),
      money(l.productSalesCents),
      money(l.serviceCommissionCents + l.productCommissionCents),
      money(l.refundReversalCents),
      money(l.guaranteeCents),
      money(l.tipsCents),
      hours(l.adjustmentMinutes),
      money(l.adjustmentCents),
      money(l.grossCents),
      run.status,
    ]);
    const csv = csvLines([[...PAY_RUN_CSV_COLUMNS], ...rows], { guardFormulas: false });
    return { filename: `pay-run-${run.periodStart}-${run.periodEnd}.csv`, csv: `\uFEFF${csv}` };
  });
}
