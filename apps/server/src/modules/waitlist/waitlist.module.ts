/**
 * Registration of the waitlist module (app-module.ts; issue #15): its routes, and the offers of
 * slots freed by cancelled or moved appointments. Text messages are configured from the
 * environment (sms/sms-sender.ts); without them the text button explains why it is off.
 */
import type { AppModule } from '../../app-module.js';
import { smsSenderFromEnv } from '../../sms/sms-sender.js';
import { offerFreedSlotsOnEvents } from './waitlist.offers.js';
import { waitlistRoutes } from './waitlist.routes.js';

export const waitlistModule: AppModule = {
  name: 'waitlist',
  register: (app, deps) => {
    offerFreedSlotsOnEvents(deps);
    return app.register(waitlistRoutes(deps, smsSenderFromEnv()));
  },
};
