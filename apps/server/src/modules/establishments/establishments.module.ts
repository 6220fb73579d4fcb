/** Registration of the establishments module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { establishmentRoutes } from './establishments.routes.js';

export const establishmentsModule: AppModule = {
  name: 'establishments',
  register: (app, d) => app.register(establishmentRoutes(d.db)),
};
