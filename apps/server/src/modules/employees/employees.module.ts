/** Registration of the employees module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';
import { employeesDemo } from './employees.demo.js';
import { employeeRoutes } from './employees.routes.js';

export const employeesModule: AppModule = {
  name: 'employees',
  register: (app, deps) => app.register(employeeRoutes(deps)),
  demo: employeesDemo,
};
