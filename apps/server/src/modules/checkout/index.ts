/**
 * The checkout module's public face: the module, and what other modules may read of a sale
 * (transactions as the wire shows them, the open drawer, a location's tax rate, the deposits its
 * takings should bring to the bank).
 */
export { checkoutModule } from './checkout.module.js';
export { openDrawerSessionId, readTransaction, readTransactions } from './checkout.reader.js';
export { registerRatesOf, type RegisterRates } from './checkout.settings.js';
export { depositDue, depositsDue, type DepositDue } from './checkout.deposits.js';
