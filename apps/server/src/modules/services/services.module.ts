/** Registration of the services module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { servicesDemo } from './services.demo.js';
import { serviceRoutes } from './services.routes.js';

export const servicesModule: AppModule = {
  name: 'services',
  register: (app, d) => app.register(serviceRoutes(d.db)),
  demo: servicesDemo,
};
