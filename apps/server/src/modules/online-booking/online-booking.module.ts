/** Registration of the online-booking module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { onlineBookingRoutes } from './online-booking.routes.js';

export const onlineBookingModule: AppModule = {
  name: 'online-booking',
  register: (app, d) => app.register(onlineBookingRoutes({ db: d.db, now: d.now })),
};
