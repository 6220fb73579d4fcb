/**
 * Registration of the waitlist module (app-module.ts; issues #15, #30): its routes, the offers
 * of slots freed by cancelled or moved appointments (from their events), and the recurring job
 * that lapses offers whose slot has begun. Text messages use the app's Twilio settings
 * (ModuleDeps.twilio, as every sender does); without them the text button explains why it is off.
 */
import type { AppModule } from '../../app-module.js';
import { createSmsSender } from '../../sms/sms-sender.js';
import { OFFER_LAPSE_CRON, lapsePassedOffers, offerFreedSlotsOnEvents } from './waitlist.offers.js';
import { waitlistDemo } from './waitlist.demo.js';
import { waitlistRoutes } from './waitlist.routes.js';

export const waitlistModule: AppModule = {
  name: 'waitlist',
  register: (app, deps) => {
    offerFreedSlotsOnEvents(deps);
    deps.jobs.every('waitlist.lapse-passed-offers', OFFER_LAPSE_CRON, async () => {
      await lapsePassedOffers(deps.db, deps.now());
    });
    return app.register(waitlistRoutes(deps, createSmsSender(deps.twilio)));
  },
  demo: waitlistDemo,
};
