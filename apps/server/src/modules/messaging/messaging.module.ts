/** Registration of the messaging module (app-module.ts): routes, socket events and delivery. */
import type { AppModule } from '../../app-module.js';
import { messagingDemo } from './messaging.demo.js';
import { deliverMessages } from './messaging.delivery.js';
import { registerMessagingRoutes } from './messaging.routes.js';
import { channelRooms, handleSocket } from './messaging.sockets.js';

export const messagingModule: AppModule = {
  name: 'messaging',
  register: async (app, d) => {
    const deps = { db: d.db, now: d.now, realtime: d.realtime };
    const onError = (err: unknown) => app.log.error({ err }, 'messaging failed');
    registerMessagingRoutes(app, deps);
    d.realtime.roomsAtHandshake((actor) => channelRooms(deps, actor));
    d.realtime.onConnection((socket, actor) => handleSocket(deps, socket, actor, onError));
    const stop = deliverMessages({ ...deps, events: d.events, onError });
    app.addHook('onClose', async () => {
      stop();
    });
  },
  demo: messagingDemo,
};
