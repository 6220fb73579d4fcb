/** Registration of the dashboard module (app-module.ts; issue #15). */
import type { AppModule } from '../../app-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const dashboardModule: AppModule = {
  name: 'dashboard',
  register: (app, deps) => app.register(dashboardRoutes(deps)),
};
