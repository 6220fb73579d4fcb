/** Registration of the availability module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { AVAILABILITY_READS } from '@daybook/contracts';
import { AvailabilityParts, partCaches } from './availability.parts.js';
import { availabilityRoutes } from './availability.routes.js';

export const availabilityModule: AppModule = {
  name: 'availability',
  answerReads: AVAILABILITY_READS,
  register: (app, d) =>
    app.register(
      availabilityRoutes({
        parts: new AvailabilityParts(d.db, partCaches(d.cacheOf)),
        now: d.now,
        calendar: d.answers,
      }),
    ),
};
