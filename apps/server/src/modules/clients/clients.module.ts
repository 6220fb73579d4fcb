/** Registration of the clients module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { crmRoutes } from './crm.routes.js';

export const clientsModule: AppModule = {
  name: 'clients',
  register: (app, d) => app.register(crmRoutes({ db: d.db, now: d.now })),
};
