/** What the signed-in role may do on /employees (contracts roles.ts; issue #14). */
import { canAccessAnyEstablishment, hasPermission, permissionScope, type Role } from '@daybook/contracts';

export const employeesAccess = {
  /** Contacts and pay of others (employee:read unscoped). */
  seesPay: (role: Role) => permissionScope(role, 'employee:read') === 'all',
  add: (role: Role) => hasPermission(role, 'employee:create'),
  edit: (role: Role) => permissionScope(role, 'employee:update') === 'all',
  terminate: (role: Role) => hasPermission(role, 'employee:delete'),
  addManager: (role: Role) => canAccessAnyEstablishment(role),
  /** Owners: a person's pay-change trail (issue #28). */
  seesPayChanges: (role: Role) => hasPermission(role, 'tenant:settings'),
  /** Owners: whether managers may change others' pay. */
  setPayRule: (role: Role) => hasPermission(role, 'tenant:settings'),
  /** The tenant-wide list (All Establishments, admin's All Employees). */
  listAll: (role: Role) => permissionScope(role, 'employee:read') === 'all',
};

/** Cents → US dollars for display and forms. */
export const toDollars = (cents: number) => cents / 100;
/** US dollars typed in a form → integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
