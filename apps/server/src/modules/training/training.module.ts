/** Registration of the training module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';

export const trainingModule: AppModule = {
  name: 'training',
  register: async () => {},
};
