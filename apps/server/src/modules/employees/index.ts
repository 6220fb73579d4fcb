/** The employees module's public face (issue #14). */
export { employeesModule } from './employees.module.js';
