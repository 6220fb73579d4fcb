/** Registration of the checkout module (app-module.ts): tickets and the register, transactions, the cash drawer. */
import type { AppModule } from '../../app-module.js';
import { checkoutDemo } from './checkout.demo.js';
import { drawerRoutes } from './checkout.drawer.routes.js';
import { ticketRoutes } from './checkout.tickets.routes.js';
import { transactionRoutes } from './checkout.transactions.routes.js';

export const checkoutModule: AppModule = {
  name: 'checkout',
  register: (app, d) =>
    app.register(ticketRoutes(d)).register(transactionRoutes(d)).register(drawerRoutes(d)),
  demo: checkoutDemo,
};
