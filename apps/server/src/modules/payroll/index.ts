/** The payroll module's public face (issue #14): the module, and recording pay runs outside a request (seed). */
export { payrollModule } from './payroll.module.js';
export { recordRecentPayRuns, type RecordRunsInput } from './payroll.record.js';
