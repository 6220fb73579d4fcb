/**
 * The payroll module's public face (issue #14): the module, recording pay runs outside a request
 * (seed), and the locks of finalised pay periods the time clock asks about (issue #28).
 */
export { payrollModule } from './payroll.module.js';
export { payPeriodLocked, recordLateCorrection } from './payroll.corrections.js';
export { recordRecentPayRuns, type RecordRunsInput } from './payroll.record.js';
export { commissionTermsOf, setPlanBasePercents, type CommissionTerms } from './payroll.plan-terms.js';
