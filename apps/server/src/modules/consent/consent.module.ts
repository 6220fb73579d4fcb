/** Registration of the consent module (app-module.ts; issue #32). */
import type { AppModule } from '../../app-module.js';
import { consentRoutes } from './consent.routes.js';

export const consentModule: AppModule = {
  name: 'consent',
  register: (app, deps) => app.register(consentRoutes(deps)),
};
