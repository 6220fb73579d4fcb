/** Registration of the time-clock module (app-module.ts; issue #14). */
import type { AppModule } from '../../app-module.js';

export const timeClockModule: AppModule = {
  name: 'time-clock',
  register: async () => {},
};
