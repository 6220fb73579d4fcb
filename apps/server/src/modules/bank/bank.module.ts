/** Registration of the bank module (app-module.ts; issue #31 Financials). */
import type { AppModule } from '../../app-module.js';
import { bankDemo } from './bank.demo.js';
import { bankRoutes } from './bank.routes.js';
import { reconciliationRoutes } from './bank.reconciliation.routes.js';
import { plaidRoutes } from './bank.plaid.routes.js';

export const bankModule: AppModule = {
  name: 'bank',
  demo: bankDemo,
  register: async (app, deps) => {
    await app.register(bankRoutes(deps));
    await app.register(reconciliationRoutes(deps));
    await app.register(plaidRoutes(deps));
  },
};
