/**
 * Registration of the time-clock module (app-module.ts; issues #14, #30): its routes, and the
 * recurring job that closes shifts left open past closing (once per slot across all instances).
 */
import { TIME_CLOCK_SWEEP_CRON } from '@daybook/contracts';
import type { AppModule } from '../../app-module.js';
import { sweepOverdueShifts } from './time-clock.auto-close.js';
import { timeClockDemo } from './time-clock.demo.js';
import { timeClockRoutes } from './time-clock.routes.js';

export const timeClockModule: AppModule = {
  name: 'time-clock',
  register: (app, deps) => {
    deps.jobs.every('time-clock.close-overdue-shifts', TIME_CLOCK_SWEEP_CRON, async () => {
      await sweepOverdueShifts(deps.db, deps.now());
    });
    return app.register(timeClockRoutes(deps));
  },
  demo: timeClockDemo,
};
