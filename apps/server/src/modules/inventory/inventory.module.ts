/** Registration of the inventory module (app-module.ts). */
import type { AppModule } from '../../app-module.js';
import { inventoryDemo } from './inventory.demo.js';
import { inventoryReportRoutes } from './inventory.report.routes.js';
import { inventoryRoutes } from './inventory.routes.js';
import { productCsvRoutes } from './product-csv.routes.js';

export const inventoryModule: AppModule = {
  name: 'inventory',
  register: (app, d) =>
    app
      .register(inventoryRoutes(d.db, d.now))
      .register(inventoryReportRoutes(d.db, d.now))
      .register(productCsvRoutes(d.db, d.now)),
  demo: inventoryDemo,
};
