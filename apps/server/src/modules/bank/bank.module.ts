/** Registration of the bank module (app-module.ts; issue #31 Financials). */
import type { AppModule } from '../../app-module.js';
import { bankRoutes } from './bank.routes.js';

export const bankModule: AppModule = {
  name: 'bank',
  register: (app, deps) => app.register(bankRoutes(deps)),
};
