/**
 * What an update changes of a person's pay and commission (issue #28 "Nobody sets their own
 * pay"): each field given that differs from what payroll pays by now, as an audit change. Only
 * changed fields count, so a person saving their own name with the form's unchanged pay passes.
 */
import { EMPLOYEE_DEFAULTS, OVERTIME_EXEMPT_BY_PAY_TYPE, type PayType } from '@daybook/contracts';
import type { CommissionTerms } from '../payroll/index.js';
import { centsText, percentText, type StaffChange } from '../staff-audit/index.js';
import type { EmployeeFieldsParsed } from './employees.access.js';
import type { RecordRow } from './employees.repository.js';

const exemptText = (exempt: boolean): string => (exempt ? 'Exempt' : 'Not exempt');

/**
 * Whether the person is exempt from overtime after a change (issue #28): the flag given, else
 * the new pay type's default when the pay type changes, else what it was (a person without a
 * record: Hourly, not exempt).
 */
export function overtimeExemptAfter(
  current: { payType: PayType; overtimeExempt: boolean } | null | undefined,
  input: { payType?: PayType; overtimeExempt?: boolean },
): boolean {
  if (input.overtimeExempt !== undefined) return input.overtimeExempt;
  const payType = current?.payType ?? EMPLOYEE_DEFAULTS.payType;
  if (input.payType !== undefined && input.payType !== payType)
    return OVERTIME_EXEMPT_BY_PAY_TYPE[input.payType];
  return current?.overtimeExempt ?? OVERTIME_EXEMPT_BY_PAY_TYPE[payType];
}

const percent = (value: string | undefined): number => (value === undefined ? 0 : Number(value));

/** The pay and commission changes `input` makes to the person of `record` and `terms`. */
export function payChangesOf(
  record: RecordRow | null,
  terms: CommissionTerms | undefined,
  input: EmployeeFieldsParsed,
): StaffChange[] {
  const changes: StaffChange[] = [];
  const add = (area: StaffChange['area'], field: string, from: string | null, to: string | null) => {
    if (from !== to) changes.push({ area, field, from, to });
  };
  if (input.payType !== undefined)
    add('pay', 'Pay type', record?.payType ?? EMPLOYEE_DEFAULTS.payType, input.payType);
  if (input.payRate !== undefined)
    add('pay', 'Pay rate', centsText(record?.payRateCents ?? 0), centsText(input.payRate));
  if (input.serviceRate !== undefined)
    add('pay', 'Service rate', centsText(record?.serviceRateCents), centsText(input.serviceRate));
  if (input.overtimeExempt !== undefined || input.payType !== undefined) {
    const now = overtimeExemptAfter(record, {});
    add('pay', 'Overtime', exemptText(now), exemptText(overtimeExemptAfter(record, input)));
  }
  if (input.payPeriod !== undefined)
    add('pay', 'Pay period', record?.payPeriod ?? EMPLOYEE_DEFAULTS.payPeriod, input.payPeriod);
  if (input.commissionPercent !== undefined) {
    const now = terms?.rates.servicePercent ?? percent(record?.commissionPercent);
    add('commission', 'Service commission', percentText(now), percentText(input.commissionPercent));
  }
  if (input.productCommissionPercent !== undefined) {
    const now = terms?.rates.productPercent ?? percent(record?.productCommissionPercent);
    add('commission', 'Product commission', percentText(now), percentText(input.productCommissionPercent));
  }
  return changes;
}
