/**
 * Payroll of issue #14 ("Payroll", "My Earnings"; spec operations.md §9 bi-weekly default): pay
 * periods, commission plans, pay runs and their lines. Money is US dollars with at most 2
 * decimals on the wire and integer cents in the database; hours travel as whole minutes.
 */
import { z } from 'zod';
import { calendarDateSchema, hasAtMostTwoDecimals, idSchema, moneySchema } from '../fields.js';
import { TIER_MODES, tierBandsProblem } from '../payroll/commission.js';
import { PAY_PERIODS, PAY_TYPES } from './employee.js';

/** The employee record's pay periods are the tenant's choices too. */
export const PAY_PERIOD_KINDS = PAY_PERIODS;
export type PayPeriodKind = (typeof PAY_PERIOD_KINDS)[number];
/** Spec §9: pay period bi-weekly by default. */
export const PAY_PERIOD_DEFAULT: PayPeriodKind = 'bi-weekly';
/** Periods a year of each kind (a salary's share of a period is the annual pay over this). */
export const PERIODS_PER_YEAR: Record<PayPeriodKind, number> = {
  weekly: 52,
  'bi-weekly': 26,
  'semi-monthly': 24,
  monthly: 12,
};
export const PAY_RUN_STATUSES = ['draft', 'finalised'] as const;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];
/** Largest sales figure of a tier band, dollars. */
export const TIER_AMOUNT_MAX = 10_000_000;
export const TIER_BANDS_MAX = 10;
export const SERVICE_OVERRIDES_MAX = 200;

/** Issue #28 "Overtime": hours above 40 a workweek (minutes) are overtime unless the location says otherwise. */
export const OVERTIME_WEEKLY_DEFAULT_MINUTES = 2400;
/** Overtime is paid at 1.5 × the hourly rate unless the location says otherwise. */
export const OVERTIME_MULTIPLIER_DEFAULT = 1.5;
/** A week's minutes: a weekly threshold above it would never apply. */
export const OVERTIME_MINUTES_MAX = 10_080;
export const OVERTIME_MULTIPLIER_MAX = 3;

/** Every payroll text the server answers or the screens show. */
export const PAYROLL_MESSAGES = {
  title: 'Payroll',
  subtitle: 'Pay runs per pay period: hours, salary, commission and tips.',
  myEarnings: 'My pay by period',
  myEarningsEmpty: 'No finalised pay yet. Your pay shows here once a pay run is finalised.',
  runExists: 'A pay run for this location and period already exists.',
  runFinalised: 'This pay run is finalised and cannot be changed.',
  runNotFound: 'Pay run not found.',
  lineNotFound: 'Pay line not found.',
  periodUnknown: 'The dates must be one pay period of the schedule.',
  periodOrder: 'The period end cannot be before its start.',
  periodFuture: 'A pay run cannot start after today.',
  percent: 'Percent must be between 0 and 100, with at most 2 decimals.',
  overrideDuplicate: 'Each service may have one override.',
  serviceUnknown: 'Unknown service.',
  personUnknown: 'This person does not work at a location you manage.',
  noRuns: 'No pay runs yet. Pick a period and draft one.',
  noLines: 'No one worked or sold in this period.',
  draft: 'Draft pay run',
  recompute: 'Recompute',
  finalise: 'Finalise',
  finaliseConfirm:
    'Finalising makes this pay run final: its lines can no longer change. Finalise the pay run?',
  finalised: 'Pay run finalised.',
  drafted: 'Pay run drafted.',
  exportCsv: 'Export CSV',
  planSaved: 'Commission plan saved.',
  loadFailed: 'Payroll could not be loaded.',
  openShifts: 'Someone is still clocked in during this period: check them out before finalising.',
  overtimeWeekly: `Weekly overtime starts after 0 to ${OVERTIME_MINUTES_MAX / 60} hours.`,
  overtimeDaily: 'Daily overtime starts after 0 to 24 hours, or leave it empty.',
  overtimeMultiplier: `The overtime rate is 1 to ${OVERTIME_MULTIPLIER_MAX} times the hourly rate, with at most 2 decimals.`,
  overtimeSaved: 'Overtime rule saved.',
  adjustedLater: 'Adjusted later',
  adjustmentWaiting: 'Paid in the next pay run',
} as const;

/** A percent on the wire: 0–100 with at most 2 decimals. */
export const payrollPercentSchema = z
  .number(PAYROLL_MESSAGES.percent)
  .min(0, PAYROLL_MESSAGES.percent)
  .max(100, PAYROLL_MESSAGES.percent)
  .refine(hasAtMostTwoDecimals, PAYROLL_MESSAGES.percent);

export const payrollSettingsSchema = z.object({
  periodKind: z.enum(PAY_PERIOD_KINDS),
  /** Weekly and bi-weekly periods start on this day and every 7 or 14 days from it. */
  anchorDate: z.string(),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

export const payrollSettingsUpdateSchema = z.object({
  periodKind: z.enum(PAY_PERIOD_KINDS, 'Pay period must be weekly, bi-weekly, semi-monthly or monthly.'),
  anchorDate: calendarDateSchema(),
});
export type PayrollSettingsUpdate = z.input<typeof payrollSettingsUpdateSchema>;

export const payPeriodSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** The period holding today. */
  current: z.boolean(),
  runId: z.string().nullable(),
  status: z.enum(PAY_RUN_STATUSES).nullable(),
});
export type PayrollPeriod = z.infer<typeof payPeriodSchema>;

export const PAY_LINE_DETAIL_KINDS = ['service', 'product', 'tip', 'refund'] as const;
/** One sale, tip or refund behind a pay line. `amount`: net sales, tip or refund (dollars). */
export const payLineDetailSchema = z.object({
  kind: z.enum(PAY_LINE_DETAIL_KINDS),
  transactionNumber: z.number().int(),
  at: z.string(),
  name: z.string(),
  amount: z.number(),
  percent: z.number().nullable(),
  commission: z.number(),
});
export type PayLineDetail = z.infer<typeof payLineDetailSchema>;

/** The plan a line was computed with. */
export const appliedPlanSchema = z.object({
  servicePercent: z.number(),
  productPercent: z.number(),
  overrides: z.number().int(),
  tierMode: z.enum(TIER_MODES).nullable(),
  tierPercent: z.number().nullable(),
});

export const payRunLineSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  payType: z.enum(PAY_TYPES),
  /** Hourly: dollars an hour; Salary: dollars a year; Commission: guaranteed dollars an hour. */
  rate: z.number(),
  minutes: z.number().int(),
  hourlyPay: z.number(),
  salaryPay: z.number(),
  serviceSales: z.number(),
  productSales: z.number(),
  serviceCommission: z.number(),
  productCommission: z.number(),
  /** Commission taken back by refunds in the period (zero or negative). */
  refundReversal: z.number(),
  /** Commission staff: what the guaranteed minimum adds to reach minimum × hours. */
  guaranteeTopUp: z.number(),
  tips: z.number(),
  /**
   * Of `minutes`, those above the location's overtime rule, paid at rate × multiplier: Hourly
   * staff not exempt, and salaried staff not exempt at salary ÷ 2080 an hour (issue #28).
   */
  overtimeMinutes: z.number().int(),
  overtimePay: z.number(),
  /** Late corrections of finalised periods paid in this run (may be negative). */
  adjustmentMinutes: z.number().int(),
  adjustmentPay: z.number(),
  gross: z.number(),
  plan: appliedPlanSchema,
});
export type PayRunLine = z.infer<typeof payRunLineSchema>;

export const payRunTotalsSchema = z.object({
  minutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  hourlyPay: z.number(),
  overtimePay: z.number(),
  adjustmentPay: z.number(),
  salaryPay: z.number(),
  commission: z.number(),
  tips: z.number(),
  gross: z.number(),
});

export const payRunSummarySchema = z.object({
  id: z.string(),
  establishmentId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  status: z.enum(PAY_RUN_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  finalisedAt: z.string().nullable(),
  finalisedByName: z.string().nullable(),
  totals: payRunTotalsSchema,
});
export type PayRunSummary = z.infer<typeof payRunSummarySchema>;

/**
 * A manager's late correction of a shift in a finalised period (issue #28): what it changed of
 * the person's hours and pay there, paid by the next run (`appliedRunId`, null until drafted).
 */
export const payAdjustmentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  sourceRunId: z.string(),
  sourcePeriodStart: z.string(),
  sourcePeriodEnd: z.string(),
  appliedRunId: z.string().nullable(),
  appliedPeriodStart: z.string().nullable(),
  appliedPeriodEnd: z.string().nullable(),
  minutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  amount: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PayAdjustment = z.infer<typeof payAdjustmentSchema>;

export const payRunSchema = payRunSummarySchema.extend({
  lines: z.array(payRunLineSchema),
  /** Corrections of earlier finalised periods this run pays. */
  adjustments: z.array(payAdjustmentSchema),
  /** Corrections of this run's period made after it was finalised, with the run paying each. */
  laterAdjustments: z.array(payAdjustmentSchema),
});

/** A location's overtime rule (issue #28): thresholds in minutes, multiplier of the hourly rate. */
export const overtimeRuleSchema = z.object({
  establishmentId: z.string(),
  weeklyThresholdMinutes: z.number().int(),
  /** Minutes a day above which hours are overtime (e.g. 480 in California); null: no daily rule. */
  dailyThresholdMinutes: z.number().int().nullable(),
  multiplier: z.number(),
  /** False: the defaults (40 h a week, 1.5 ×), nothing saved yet. */
  custom: z.boolean(),
});
export type OvertimeRule = z.infer<typeof overtimeRuleSchema>;

export const overtimeRuleUpdateSchema = z.object({
  weeklyThresholdMinutes: z
    .number(PAYROLL_MESSAGES.overtimeWeekly)
    .int(PAYROLL_MESSAGES.overtimeWeekly)
    .min(0, PAYROLL_MESSAGES.overtimeWeekly)
    .max(OVERTIME_MINUTES_MAX, PAYROLL_MESSAGES.overtimeWeekly),
  dailyThresholdMinutes: z
    .number(PAYROLL_MESSAGES.overtimeDaily)
    .int(PAYROLL_MESSAGES.overtimeDaily)
    .min(0, PAYROLL_MESSAGES.overtimeDaily)
    .max(1440, PAYROLL_MESSAGES.overtimeDaily)
    .nullable()
    .default(null),
  multiplier: z
    .number(PAYROLL_MESSAGES.overtimeMultiplier)
    .min(1, PAYROLL_MESSAGES.overtimeMultiplier)
    .max(OVERTIME_MULTIPLIER_MAX, PAYROLL_MESSAGES.overtimeMultiplier)
    .refine(hasAtMostTwoDecimals, PAYROLL_MESSAGES.overtimeMultiplier),
});
export type OvertimeRuleUpdate = z.input<typeof overtimeRuleUpdateSchema>;
export type PayRun = z.infer<typeof payRunSchema>;

export const payLineDetailsSchema = z.object({
  line: payRunLineSchema,
  details: z.array(payLineDetailSchema),
});
export type PayLineDetails = z.infer<typeof payLineDetailsSchema>;

export const payRunCreateSchema = z.object({
  establishmentId: idSchema('Not a valid establishment id.'),
  periodStart: calendarDateSchema(),
  periodEnd: calendarDateSchema(),
});
export type PayRunCreate = z.input<typeof payRunCreateSchema>;

const tierAmount = moneySchema({ max: TIER_AMOUNT_MAX, message: 'Band amounts must be dollar amounts.' });
const tierBandSchema = z.object({
  from: tierAmount,
  to: tierAmount.nullable(),
  percent: payrollPercentSchema,
});

export const commissionTiersSchema = z
  .object({
    mode: z.enum(TIER_MODES, 'Tier mode must be all or progressive.'),
    bands: z.array(tierBandSchema).min(1, 'Add at least one band.').max(TIER_BANDS_MAX),
  })
  .superRefine((t, ctx) => {
    const problem = tierBandsProblem(
      t.bands.map((b) => ({
        fromCents: Math.round(b.from * 100),
        toCents: b.to === null ? null : Math.round(b.to * 100),
        percent: b.percent,
      })),
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['bands'], message: problem });
  });
export type CommissionTiers = z.infer<typeof commissionTiersSchema>;

export const commissionPlanUpdateSchema = z.object({
  servicePercent: payrollPercentSchema,
  productPercent: payrollPercentSchema,
  overrides: z
    .array(z.object({ serviceId: idSchema('Not a valid service id.'), percent: payrollPercentSchema }))
    .max(SERVICE_OVERRIDES_MAX)
    .refine(
      (list) => new Set(list.map((o) => o.serviceId)).size === list.length,
      PAYROLL_MESSAGES.overrideDuplicate,
    )
    .default([]),
  tiers: commissionTiersSchema.nullable().default(null),
});
export type CommissionPlanUpdate = z.input<typeof commissionPlanUpdateSchema>;

export const commissionPlanSchema = z.object({
  userId: z.string(),
  name: z.string(),
  payType: z.enum(PAY_TYPES),
  servicePercent: z.number(),
  productPercent: z.number(),
  overrides: z.array(z.object({ serviceId: z.string(), serviceName: z.string(), percent: z.number() })),
  tiers: z
    .object({
      mode: z.enum(TIER_MODES),
      bands: z.array(z.object({ from: z.number(), to: z.number().nullable(), percent: z.number() })),
    })
    .nullable(),
  /** False: the percents come from the employee record (no plan saved yet). */
  custom: z.boolean(),
});
export type CommissionPlan = z.infer<typeof commissionPlanSchema>;

/** One period of the signed-in person's pay (finalised runs only). */
export const myEarningsPeriodSchema = z.object({
  runId: z.string(),
  establishmentId: z.string(),
  establishmentName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  finalisedAt: z.string().nullable(),
  line: payRunLineSchema,
});
export type MyEarningsPeriod = z.infer<typeof myEarningsPeriodSchema>;
