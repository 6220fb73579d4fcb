/** Registration of the appointments module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { appointmentsDemo } from './appointments.demo.js';
import { appointmentRoutes } from './appointments.routes.js';
import { APPOINTMENT_LIST_READS } from '@daybook/contracts';

export const appointmentsModule: AppModule = {
  name: 'appointments',
  answerReads: APPOINTMENT_LIST_READS,
  register: (app, d) => app.register(appointmentRoutes({ db: d.db, now: d.now, calendar: d.answers })),
  demo: appointmentsDemo,
};
