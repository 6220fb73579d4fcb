/**
 * Registration of the time-clock module (app-module.ts; issue #14): its routes, and the
 * periodic sweep that closes shifts left open past closing (an unref'd timer, stopped with the app).
 */
import { TIME_CLOCK_SWEEP_MS } from '@daybook/contracts';
import type { AppModule } from '../../app-module.js';
import { sweepOverdueShifts } from './time-clock.auto-close.js';
import { timeClockRoutes } from './time-clock.routes.js';

export const timeClockModule: AppModule = {
  name: 'time-clock',
  register: (app, deps) => {
    const timer = setInterval(() => {
      sweepOverdueShifts(deps.db, deps.now()).catch((err: unknown) =>
        app.log.error({ err }, 'time clock sweep failed'),
      );
    }, TIME_CLOCK_SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    return app.register(timeClockRoutes(deps));
  },
};
