/** Registration of the training module (app-module.ts; issue #14): modules, progress, certifications. */
import type { AppModule } from '../../app-module.js';
import { trainingDemo } from './training.demo.js';
import { trainingRoutes } from './training.routes.js';

export const trainingModule: AppModule = {
  name: 'training',
  register: (app, d) => app.register(trainingRoutes(d)),
  demo: trainingDemo,
};
