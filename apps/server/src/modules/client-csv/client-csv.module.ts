/** Registration of the client-csv module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { clientCsvRoutes } from './client-csv.routes.js';

export const clientCsvModule: AppModule = {
  name: 'client-csv',
  register: (app, d) => app.register(clientCsvRoutes(d.db, d.now)),
};
