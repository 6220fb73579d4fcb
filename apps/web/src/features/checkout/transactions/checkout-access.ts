/** What the ticket, transaction and finance screens offer each role (spec §6, issue #13); the server decides, these only hide. */
import { hasPermission, type Role } from '@daybook/contracts';

export const checkoutAccess = {
  readTickets: (role: Role) => hasPermission(role, 'payment:read'),
  /** Check out an open ticket at the register. */
  checkOut: (role: Role) => hasPermission(role, 'payment:create'),
  voidTicket: (role: Role) => hasPermission(role, 'payment:delete'),
  readTransactions: (role: Role) => hasPermission(role, 'transaction:read'),
  refund: (role: Role) => hasPermission(role, 'transaction:refund'),
  /** Earnings: every staff member's, or (employees, revenue:read:own) one's own. */
  readEarnings: (role: Role) => hasPermission(role, 'revenue:read'),
};
