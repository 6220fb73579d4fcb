/** Registration of the metrics module (app-module.ts; issue #31 "One metrics layer"): sales roll-ups and reports. */
import type { AppModule } from '../../app-module.js';
import { keepSalesDays, rollTenant } from './sales-days.keeper.js';
import { salesReportRoutes } from './sales-report.routes.js';
import { clientsReportRoutes } from './clients-report.routes.js';
import { appointmentsReportRoutes } from './appointments-report.routes.js';
import { analyticsRoutes } from './analytics.routes.js';

export const metricsModule: AppModule = {
  name: 'metrics',
  register: async (app, d) => {
    keepSalesDays(d);
    await app.register(salesReportRoutes(d.db));
    await app.register(clientsReportRoutes(d.db));
    await app.register(appointmentsReportRoutes(d.db));
    await app.register(analyticsRoutes(d.db));
  },
  // The sales history the demo loads in bulk records no events: its closed days are rolled up here.
  demoFinish: async ({ tx, now }) => {
    await rollTenant(tx, now);
  },
};
