/** The payroll module's public face (issue #14). */
export { payrollModule } from './payroll.module.js';
