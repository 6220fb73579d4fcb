/** Registration of the staff-audit module (app-module.ts; issue #28). */
import type { AppModule } from '../../app-module.js';
import { staffAuditRoutes } from './staff-audit.routes.js';

export const staffAuditModule: AppModule = {
  name: 'staff-audit',
  register: (app, deps) => app.register(staffAuditRoutes(deps)),
};
