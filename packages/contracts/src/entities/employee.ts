/**
 * The Employee entity (spec operations.md §3 Employee, §4 active → terminated, §9 defaults W2,
 * Hourly, bi-weekly; issue #14): one person, one record — the account (users), the calendar's
 * staff profile (jobTitle and biography are its title and bio) and the HR and pay record.
 * Money is integer cents; commission a percent of net sales (0–100, two decimals).
 */
import { z } from 'zod';
import { phoneSchema } from '../phone.js';
import { emailSchema } from './contact.js';
import { calendarDateSchema, idSchema, optionalTextSchema, requiredTextSchema, TEXT_MAX } from '../fields.js';

export const EMPLOYEE_TYPES = ['W2', '1099'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];
export const PAY_TYPES = ['Hourly', 'Salary', 'Commission'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_PERIODS = ['weekly', 'bi-weekly', 'semi-monthly', 'monthly'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
export const EMPLOYEE_STATUSES = ['active', 'terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
/** Roles a new employee may be given; only owners and admins may add a manager. */
export const EMPLOYEE_ROLES = ['employee', 'frontdesk', 'manager'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** Spec §9 defaults of a person without an employee record. */
export const EMPLOYEE_DEFAULTS = {
  employeeType: 'W2',
  payType: 'Hourly',
  payPeriod: 'bi-weekly',
  status: 'active',
} as const satisfies {
  employeeType: EmployeeType;
  payType: PayType;
  payPeriod: PayPeriod;
  status: EmployeeStatus;
};

/**
 * Issue #28 "Overtime": whether a pay type is exempt from overtime unless set otherwise. Hourly
 * staff never are; salaried staff usually are (a salaried non-exempt person, as US law knows
 * them, is set per person); commission staff keep being paid for all hours alike.
 */
export const OVERTIME_EXEMPT_BY_PAY_TYPE = {
  Hourly: false,
  Salary: true,
  Commission: true,
} as const satisfies Record<PayType, boolean>;

/** Spec §9: the employee list gives up after 30 s; spec §7: HR calls are tried 3 times from 1 s. */
export const EMPLOYEE_LOAD_TIMEOUT_MS = 30_000;
export const HR_RETRY = { attempts: 3, firstDelayMs: 1_000 } as const;
/** Largest pay rate, in cents (a yearly salary of one million dollars). */
export const PAY_RATE_MAX_CENTS = 100_000_000;
/** How long an invitation link stays usable. */
export const INVITATION_TTL_DAYS = 7;

export const EMPLOYEE_MESSAGES = {
  loadTimeout: 'Request timeout - failed to load employees',
  loadFailed: 'Failed to load employees',
  notFound: 'Employee not found.',
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  role: 'Role must be employee, frontdesk or manager.',
  managerByOwner: 'Only an owner can add a manager.',
  employeeType: 'Employee type must be W2 or 1099.',
  payType: 'Pay type must be Hourly, Salary or Commission.',
  payPeriod: 'Pay period must be weekly, bi-weekly, semi-monthly or monthly.',
  overtimeExempt: 'Exempt from overtime must be true or false.',
  payRate: `Pay rate must be a whole number of cents from 0 to ${PAY_RATE_MAX_CENTS}.`,
  serviceRate: `Service rate must be a whole number of cents from 0 to ${PAY_RATE_MAX_CENTS}.`,
  percent: 'Commission must be a percent from 0 to 100 with at most 2 decimals.',
  experience: 'Years of experience must be a whole number from 0 to 80.',
  establishment: 'Not a valid establishment id.',
  emailTaken: 'An account with this email already exists. Use another email address.',
  invited: 'Employee added. An invitation to set a password was emailed.',
  invitedOutbox:
    'Employee added. This server sends no email (the invitation waits in its outbox): give them the link below to set a password.',
  updated: 'Employee updated.',
  terminated: 'Employee terminated. Their access has ended.',
  alreadyTerminated: 'This employee is already terminated.',
  notSelf: 'You cannot terminate yourself.',
  unassigned:
    'Their future appointments must be reassigned first, or choose to cancel the rest. These have no new staff member:',
  reassignUnknown: 'This appointment is not one of their future appointments.',
  reassignSame: 'Choose another staff member than the one leaving.',
} as const;

/** An approved leave of the person (spec §4: approval adds a leave record). */
export const leaveRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  hours: z.number(),
});
export type LeaveRecord = z.infer<typeof leaveRecordSchema>;

/**
 * The wire Employee. Contacts (email, phone, address), pay fields and leave records are given
 * to holders of employee:read and to the person themself; for others they are '' or null
 * (email '' as the establishments list always answered) and leaveRecords is empty.
 */
export const employeeSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  role: z.string(),
  avatarUrl: z.string().nullable(),
  specialization: z.string().nullable(),
  biography: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  certifications: z.array(z.string()),
  establishmentId: z.string().nullable(),
  /** Ids of the services they perform. */
  services: z.array(z.string()),
  /** Cents. */
  serviceRate: z.number().int().nullable(),
  level: z.string().nullable(),
  isActive: z.boolean(),
  profilePicture: z.string().nullable(),
  averageRating: z.number().nullable(),
  dateJoined: z.string().nullable(),
  jobTitle: z.string().nullable(),
  employeeType: z.enum(EMPLOYEE_TYPES),
  status: z.enum(EMPLOYEE_STATUSES),
  terminationDate: z.string().nullable(),
  payType: z.enum(PAY_TYPES).nullable(),
  /** Cents: per hour (Hourly, Commission's guaranteed minimum) or per year (Salary). */
  payRate: z.number().int().nullable(),
  /** The service and product percents payroll pays by: the saved commission plan's, else the record's. */
  commissionPercent: z.number().nullable(),
  productCommissionPercent: z.number().nullable(),
  /**
   * The rest of the commission plan payroll pays by (issue #28 "One commission figure"): whether
   * it is a saved plan, its tiered scale (bands in cents of the period's service sales) and how
   * many services have their own percent. Null where pay is not shown.
   */
  commissionPlan: z
    .object({
      custom: z.boolean(),
      tiers: z
        .object({
          mode: z.enum(['all', 'progressive']),
          bands: z.array(
            z.object({
              fromCents: z.number().int(),
              toCents: z.number().int().nullable(),
              percent: z.number(),
            }),
          ),
        })
        .nullable(),
      overrides: z.number().int(),
    })
    .nullable(),
  payPeriod: z.enum(PAY_PERIODS).nullable(),
  /**
   * Issue #28: true when payroll pays no overtime premium to the person (OVERTIME_EXEMPT_BY_PAY_TYPE
   * unless set). Null where pay is not shown.
   */
  overtimeExempt: z.boolean().nullable(),
  systemAccess: z.object({ status: z.enum(['active', 'inactive']) }),
  leaveRecords: z.array(leaveRecordSchema),
});
export type Employee = z.infer<typeof employeeSchema>;

const cents = (message: string) =>
  z.number(message).int(message).min(0, message).max(PAY_RATE_MAX_CENTS, message);
const percent = z
  .number(EMPLOYEE_MESSAGES.percent)
  .min(0, EMPLOYEE_MESSAGES.percent)
  .max(100, EMPLOYEE_MESSAGES.percent)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, EMPLOYEE_MESSAGES.percent);
const label = (max: number) => optionalTextSchema({ max });

/** The HR and profile fields create and update share (all optional). */
const employeeFields = {
  phone: phoneSchema.nullable().optional(),
  address: label(TEXT_MAX.line),
  specialization: label(TEXT_MAX.label),
  biography: optionalTextSchema({ max: 1000, multiline: true }),
  jobTitle: label(TEXT_MAX.label),
  level: label(TEXT_MAX.label),
  yearsOfExperience: z
    .number(EMPLOYEE_MESSAGES.experience)
    .int(EMPLOYEE_MESSAGES.experience)
    .min(0, EMPLOYEE_MESSAGES.experience)
    .max(80, EMPLOYEE_MESSAGES.experience)
    .nullable()
    .optional(),
  serviceRate: cents(EMPLOYEE_MESSAGES.serviceRate).nullable().optional(),
  employeeType: z.enum(EMPLOYEE_TYPES, EMPLOYEE_MESSAGES.employeeType).optional(),
  payType: z.enum(PAY_TYPES, EMPLOYEE_MESSAGES.payType).optional(),
  payRate: cents(EMPLOYEE_MESSAGES.payRate).optional(),
  commissionPercent: percent.optional(),
  productCommissionPercent: percent.optional(),
  payPeriod: z.enum(PAY_PERIODS, EMPLOYEE_MESSAGES.payPeriod).optional(),
  /** Missing: kept, or the new pay type's default when the pay type changes (issue #28). */
  overtimeExempt: z.boolean(EMPLOYEE_MESSAGES.overtimeExempt).optional(),
  dateJoined: calendarDateSchema().optional(),
};

/** POST /api/admin/employees body: the account, its location and role, and the HR record. */
export const employeeCreateSchema = z.object({
  firstName: requiredTextSchema({ max: TEXT_MAX.name, required: EMPLOYEE_MESSAGES.firstName }),
  lastName: requiredTextSchema({ max: TEXT_MAX.name, required: EMPLOYEE_MESSAGES.lastName }),
  email: emailSchema,
  role: z.enum(EMPLOYEE_ROLES, EMPLOYEE_MESSAGES.role),
  establishmentId: idSchema(EMPLOYEE_MESSAGES.establishment),
  ...employeeFields,
});
export type EmployeeCreate = z.input<typeof employeeCreateSchema>;
export type EmployeeCreateParsed = z.output<typeof employeeCreateSchema>;

/** PUT /api/admin/employees/{id} body: every field optional; a missing one stays as it is. */
export const employeeUpdateSchema = z.object({
  firstName: requiredTextSchema({ max: TEXT_MAX.name, required: EMPLOYEE_MESSAGES.firstName }).optional(),
  lastName: requiredTextSchema({ max: TEXT_MAX.name, required: EMPLOYEE_MESSAGES.lastName }).optional(),
  establishmentId: idSchema(EMPLOYEE_MESSAGES.establishment).optional(),
  ...employeeFields,
});
export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdateParsed = z.output<typeof employeeUpdateSchema>;

/**
 * POST /api/admin/employees/{id}/terminate body. Every future appointment of the person must
 * be in `reassign` (to another staff member) unless `cancelRemaining` is true, which cancels the
 * ones not listed; otherwise 409 listing those left.
 */
export const employeeTerminateSchema = z.object({
  terminationDate: calendarDateSchema(),
  reassign: z
    .array(
      z.object({
        appointmentId: idSchema('Not a valid appointment id.'),
        staffId: idSchema('Not a valid staff id.'),
      }),
    )
    .max(500)
    .default([]),
  cancelRemaining: z.boolean().default(false),
});
export type EmployeeTerminate = z.input<typeof employeeTerminateSchema>;
export type EmployeeTerminateParsed = z.output<typeof employeeTerminateSchema>;

/** An appointment after now, not cancelled, that a leaving person holds. */
export const futureAppointmentSchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  clientName: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  status: z.string(),
});
export type FutureAppointment = z.infer<typeof futureAppointmentSchema>;
