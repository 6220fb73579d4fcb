/** The /payroll page, loaded as its own chunk. */
export { PayrollPage } from './payroll-page';
