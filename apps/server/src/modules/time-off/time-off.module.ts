/** Registration of the time-off module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';
import { timeOffDemo } from './time-off.demo.js';
import { timeOffRoutes } from './time-off.routes.js';

export const timeOffModule: AppModule = {
  name: 'time-off',
  register: (app, deps) => app.register(timeOffRoutes(deps)),
  demo: timeOffDemo,
};
