/** Registration of the payroll module (app-module.ts; issue #14): pay runs, plans, My Earnings. */
import type { AppModule } from '../../app-module.js';
import { payrollDemo } from './payroll.demo.js';
import { payrollRoutes } from './payroll.routes.js';

export const payrollModule: AppModule = {
  name: 'payroll',
  register: (app, d) => app.register(payrollRoutes(d)),
  demo: payrollDemo,
};
