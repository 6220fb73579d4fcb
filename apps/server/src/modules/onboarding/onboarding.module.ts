/** Registration of the onboarding module (app-module.ts; issue #33). */
import type { AppModule } from '../../app-module.js';
import { onboardingRoutes } from './onboarding.routes.js';

export const onboardingModule: AppModule = {
  name: 'onboarding',
  register: (app, deps) => app.register(onboardingRoutes(deps)),
};
