/** The checkout module's public face. */
export { checkoutModule } from './checkout.module.js';
