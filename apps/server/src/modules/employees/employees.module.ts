/** Registration of the employees module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';

export const employeesModule: AppModule = {
  name: 'employees',
  register: async () => {},
};
