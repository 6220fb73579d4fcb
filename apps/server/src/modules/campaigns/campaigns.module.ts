/** Registration of the campaigns module (app-module.ts; issue #32): its routes, the public tracking routes, and the sender's workers. */
import type { AppModule } from '../../app-module.js';
import { campaignDelivery } from './campaigns.delivery.js';
import { campaignsDemo } from './campaigns.demo.js';
import { campaignsRoutes } from './campaigns.routes.js';
import { campaignTrackingRoutes } from './campaigns.tracking.js';

export const campaignsModule: AppModule = {
  name: 'campaigns',
  register: async (app, deps) => {
    const delivery = campaignDelivery(deps);
    await app.register(campaignsRoutes(deps, delivery));
    await app.register(campaignTrackingRoutes(deps));
  },
  demo: campaignsDemo,
};
