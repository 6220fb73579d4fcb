/** Registration of the segments module (app-module.ts; issue #32). */
import type { AppModule } from '../../app-module.js';
import { segmentsRoutes } from './segments.routes.js';

export const segmentsModule: AppModule = {
  name: 'segments',
  register: (app, deps) => app.register(segmentsRoutes(deps)),
};
