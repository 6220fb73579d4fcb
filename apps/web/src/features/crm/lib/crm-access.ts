/**
 * What the CRM screens offer each role (spec core.md §2 'My Clients', §6). The server decides;
 * these only hide what a role could not use.
 */
import { hasPermission, type Role } from '@daybook/contracts';

/** The /crm title: the sidebar's name for the page. */
export function crmTitle(role: Role): string {
  if (role === 'EMPLOYEE') return 'My Clients';
  if (role === 'ADMIN') return 'All Clients';
  return 'CRM';
}

export const crmAccess = {
  read: (role: Role) => hasPermission(role, 'client:read'),
  /** Add clients and leads, import a file, export the list. */
  create: (role: Role) => hasPermission(role, 'client:create'),
  /** Edit, add notes, change a lead's status. */
  update: (role: Role) => hasPermission(role, 'client:update'),
  /** Leads are prospects the desk works; an employee has none of their own to follow up. */
  leads: (role: Role) => hasPermission(role, 'client:create'),
  book: (role: Role) => hasPermission(role, 'appointment:create'),
  /** Anyone's note, not only their own. */
  deleteAnyNote: (role: Role) => hasPermission(role, 'client_note:delete'),
  merge: (role: Role) => hasPermission(role, 'client:merge'),
  erase: (role: Role) => hasPermission(role, 'client:erase'),
  /** The business's rules, such as the loyalty rule. */
  loyaltyRule: (role: Role) => hasPermission(role, 'tenant:settings'),
};
