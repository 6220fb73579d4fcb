/** The /employees page, loaded as its own chunk. */
export { EmployeesPage } from './employees-page';
