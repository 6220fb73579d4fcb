/** Registration of the availability module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { AVAILABILITY_READS } from '@daybook/contracts';
import { availabilityRoutes } from './availability.routes.js';

export const availabilityModule: AppModule = {
  name: 'availability',
  answerReads: AVAILABILITY_READS,
  register: (app, d) => app.register(availabilityRoutes({ db: d.db, now: d.now, calendar: d.answers })),
};
