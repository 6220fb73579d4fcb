/** Stored person and record → the wire Employee (spec operations.md §3, §9 defaults). */
import {
  EMPLOYEE_DEFAULTS,
  OVERTIME_EXEMPT_BY_PAY_TYPE,
  type Employee,
  type LeaveRecord,
} from '@daybook/contracts';
import type { CommissionTerms } from '../payroll/index.js';
import type { PersonWithRecord, RecordInsert } from './employees.repository.js';
import type { EmployeeFieldsParsed } from './employees.access.js';

/** What the record alone does not hold: reads of other modules, per person. */
export interface Extras {
  assignments: Map<string, string[]>;
  services: Map<string, string[]>;
  certifications: Map<string, string[]>;
  leave: Map<string, LeaveRecord[]>;
  /** Payroll's commission terms of the people whose pay is shown (the one definition). */
  commission: Map<string, CommissionTerms>;
}

const percent = (value: string | undefined): number => (value === undefined ? 0 : Number(value));

/**
 * The Employee of `row`. `full` gives contacts, pay and leave (employee:read holders and the
 * person themself); otherwise those are '' or null and leave empty.
 */
export function toEmployee(row: PersonWithRecord, extras: Extras, full: boolean): Employee {
  const { person, record } = row;
  const terminated = record?.status === 'terminated';
  const assigned = extras.assignments.get(person.id) ?? [];
  const terms = extras.commission.get(person.id);
  return {
    id: person.id,
    tenantId: person.tenantId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: full ? person.email : '',
    phone: full ? person.phone : null,
    address: full ? (record?.address ?? null) : null,
    role: person.role,
    avatarUrl: person.avatarUrl,
    specialization: record?.specialization ?? null,
    biography: person.biography,
    yearsOfExperience: record?.yearsOfExperience ?? null,
    certifications: extras.certifications.get(person.id) ?? [],
    establishmentId: record?.establishmentId ?? assigned[0] ?? null,
    services: extras.services.get(person.id) ?? [],
    serviceRate: full ? (record?.serviceRateCents ?? null) : null,
    level: record?.level ?? null,
    isActive: person.isActive && !terminated,
    profilePicture: person.avatarUrl,
    // No ratings are collected yet.
    averageRating: null,
    dateJoined: record?.dateJoined ?? null,
    jobTitle: person.jobTitle,
    employeeType: record?.employeeType ?? EMPLOYEE_DEFAULTS.employeeType,
    status: record?.status ?? EMPLOYEE_DEFAULTS.status,
    terminationDate: record?.terminationDate ?? null,
    payType: full ? (record?.payType ?? EMPLOYEE_DEFAULTS.payType) : null,
    payRate: full ? (record?.payRateCents ?? 0) : null,
    commissionPercent: full ? (terms?.rates.servicePercent ?? percent(record?.commissionPercent)) : null,
    productCommissionPercent: full
      ? (terms?.rates.productPercent ?? percent(record?.productCommissionPercent))
      : null,
    commissionPlan: full
      ? {
          custom: terms?.custom ?? false,
          tiers: terms?.rates.tiers
            ? { mode: terms.rates.tiers.mode, bands: terms.rates.tiers.bands.map((b) => ({ ...b })) }
            : null,
          overrides: Object.keys(terms?.rates.overrides ?? {}).length,
        }
      : null,
    payPeriod: full ? (record?.payPeriod ?? EMPLOYEE_DEFAULTS.payPeriod) : null,
    overtimeExempt: full
      ? (record?.overtimeExempt ?? OVERTIME_EXEMPT_BY_PAY_TYPE[EMPLOYEE_DEFAULTS.payType])
      : null,
    systemAccess: { status: person.isActive && !terminated ? 'active' : 'inactive' },
    leaveRecords: full ? (extras.leave.get(person.id) ?? []) : [],
  };
}

/** The record columns `input` sets; a missing field adds nothing. */
export function toRecordChanges(input: EmployeeFieldsParsed): Partial<RecordInsert> {
  const out: Partial<RecordInsert> = {};
  if (input.address !== undefined) out.address = input.address;
  if (input.specialization !== undefined) out.specialization = input.specialization;
  if (input.level !== undefined) out.level = input.level;
  if (input.yearsOfExperience !== undefined) out.yearsOfExperience = input.yearsOfExperience;
  if (input.serviceRate !== undefined) out.serviceRateCents = input.serviceRate;
  if (input.employeeType !== undefined) out.employeeType = input.employeeType;
  if (input.payType !== undefined) out.payType = input.payType;
  if (input.payRate !== undefined) out.payRateCents = input.payRate;
  if (input.commissionPercent !== undefined) out.commissionPercent = input.commissionPercent.toFixed(2);
  if (input.productCommissionPercent !== undefined) {
    out.productCommissionPercent = input.productCommissionPercent.toFixed(2);
  }
  if (input.payPeriod !== undefined) out.payPeriod = input.payPeriod;
  // Without a flag, a new pay type brings its own (upsertRecord, which sees the stored type).
  if (input.overtimeExempt !== undefined) out.overtimeExempt = input.overtimeExempt;
  if (input.dateJoined !== undefined) out.dateJoined = input.dateJoined;
  if (input.establishmentId !== undefined) out.establishmentId = input.establishmentId;
  return out;
}
