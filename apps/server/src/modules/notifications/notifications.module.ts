/** Registration of the notifications module (app-module.ts): routes and delivery to sockets. */
import type { AppModule } from '../../app-module.js';
import { notificationsDemo } from './notifications.demo.js';
import { registerNotificationRoutes } from './notifications.routes.js';
import { deliverFromChangeFeed } from './notifications.service.js';

export const notificationsModule: AppModule = {
  name: 'notifications',
  register: async (app, d) => {
    const deps = { db: d.db, now: d.now, realtime: d.realtime };
    registerNotificationRoutes(app, deps);
    const stop = deliverFromChangeFeed({
      ...deps,
      events: d.events,
      onError: (err) => app.log.error({ err }, 'notification delivery failed'),
    });
    app.addHook('onClose', async () => {
      stop();
    });
  },
  demo: notificationsDemo,
};
