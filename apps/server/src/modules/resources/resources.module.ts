/** Registration of the resources module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { resourcesDemo } from './resources.demo.js';
import { resourceRoutes } from './resources.routes.js';

export const resourcesModule: AppModule = {
  name: 'resources',
  register: (app, d) => app.register(resourceRoutes(d.db)),
  demo: resourcesDemo,
};
