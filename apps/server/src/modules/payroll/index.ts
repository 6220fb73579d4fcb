/**
 * The payroll module's public face (issue #14): the module, and the locks of finalised pay periods the time clock asks about (issue #28).
 */
export { payrollModule } from './payroll.module.js';
export { payPeriodLocked, recordLateCorrection } from './payroll.corrections.js';
export { commissionTermsOf, setPlanBasePercents, type CommissionTerms } from './payroll.plan-terms.js';
