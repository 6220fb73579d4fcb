/** The checkout pages (/register, /tickets, /transactions, /finance), loaded together as one chunk. */
export { RegisterPage } from './register-page';
export { TicketsPage } from './tickets-page';
export { TransactionsPage } from './transactions-page';
export { FinancePage } from './finance-page';
