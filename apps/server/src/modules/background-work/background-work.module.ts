/** Registration of the background-work module (app-module.ts; issue #30). */
import type { AppModule } from '../../app-module.js';
import { backgroundWorkRoutes } from './background-work.routes.js';

export const backgroundWorkModule: AppModule = {
  name: 'background-work',
  register: (app, deps) => app.register(backgroundWorkRoutes(deps)),
};
