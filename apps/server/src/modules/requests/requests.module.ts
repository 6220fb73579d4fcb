/** Registration of the requests module (app-module.ts; issue #15). */
import type { AppModule } from '../../app-module.js';
import { requestsDemo } from './requests.demo.js';
import { requestsRoutes } from './requests.routes.js';

export const requestsModule: AppModule = {
  name: 'requests',
  register: (app, deps) => app.register(requestsRoutes(deps)),
  demo: requestsDemo,
};
