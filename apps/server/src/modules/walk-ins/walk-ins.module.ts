/** Registration of the walk-ins module (app-module.ts; issue #15): its routes. */
import type { AppModule } from '../../app-module.js';
import { walkInsDemo } from './walk-ins.demo.js';
import { walkInRoutes } from './walk-ins.routes.js';

export const walkInsModule: AppModule = {
  name: 'walk-ins',
  register: (app, deps) => app.register(walkInRoutes(deps)),
  demo: walkInsDemo,
};
