/** Registration of the performance module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';

export const performanceModule: AppModule = {
  name: 'performance',
  register: async () => {},
};
