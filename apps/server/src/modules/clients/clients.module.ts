/** Registration of the clients module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { keepClientFigures } from './client-figures.keeper.js';
import { refreshAllClients } from './client-figures.repository.js';
import { clientsDemo } from './clients.demo.js';
import { crmRoutes } from './crm.routes.js';
import type { ClientRecordParts } from './records.service.js';

/**
 * The clients module, given the appointments and consent modules' sides of a merge or an
 * erasure (modules.ts passes them in: both import clients, so clients may not import them back).
 */
export function clientsModule(parts: ClientRecordParts): AppModule {
  return {
    name: 'clients',
    register: (app, d) => {
      keepClientFigures(d);
      return app.register(crmRoutes({ db: d.db, now: d.now, parts }));
    },
    demo: clientsDemo,
    // The booking and sales history the later steps load in bulk records no events.
    demoFinish: async ({ tx }) => {
      await refreshAllClients(tx);
    },
  };
}
