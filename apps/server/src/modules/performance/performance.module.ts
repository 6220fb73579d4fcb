/** Registration of the performance module (app-module.ts; issue #14): staff performance figures. */
import { PERFORMANCE_READS } from '@daybook/contracts';
import type { AppModule } from '../../app-module.js';
import { performanceRoutes } from './performance.routes.js';

export const performanceModule: AppModule = {
  name: 'performance',
  register: (app, d) => app.register(performanceRoutes(d)),
  answerReads: PERFORMANCE_READS,
};
