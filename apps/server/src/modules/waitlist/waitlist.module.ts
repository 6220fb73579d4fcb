/**
 * Registration of the waitlist module (app-module.ts; issue #15): its routes, and the offers of
 * slots freed by cancelled or moved appointments. Text messages are configured from the
 * environment (sms/sms-sender.ts); without them the text button explains why it is off.
 */
import type { AppModule } from '../../app-module.js';
import { smsSenderFromEnv } from '../../sms/sms-sender.js';
import { offerOnAppointmentChanges } from './waitlist.offers.js';
import { waitlistRoutes } from './waitlist.routes.js';

export const waitlistModule: AppModule = {
  name: 'waitlist',
  register: (app, deps) => {
    const stop = offerOnAppointmentChanges({
      db: deps.db,
      events: deps.events,
      now: deps.now,
      onError: (err) => app.log.error({ err }, 'waitlist offers failed'),
    });
    app.addHook('onClose', async () => {
      stop();
    });
    return app.register(waitlistRoutes(deps, smsSenderFromEnv()));
  },
};
