/** Registration of the staff module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { staffDemo } from './staff.demo.js';
import { staffRoutes } from './staff.routes.js';

export const staffModule: AppModule = {
  name: 'staff',
  register: (app, d) => app.register(staffRoutes({ db: d.db, now: d.now })),
  demo: staffDemo,
};
