/** Registration of the payroll module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';

export const payrollModule: AppModule = {
  name: 'payroll',
  register: async () => {},
};
