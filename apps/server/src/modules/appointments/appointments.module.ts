/** Registration of the appointments module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { appointmentRoutes } from './appointments.routes.js';
import { LIST_READS } from './appointments.list-answer.js';

export const appointmentsModule: AppModule = {
  name: 'appointments',
  answerReads: LIST_READS,
  register: (app, d) => app.register(appointmentRoutes({ db: d.db, now: d.now, calendar: d.answers })),
};
