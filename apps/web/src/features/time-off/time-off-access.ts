/** What a role may do on /hr/time-off (roles.ts; the server decides, this only hides controls). */
import { hasPermission, permissionScope, type Role } from '@daybook/contracts';

export const timeOffAccess = {
  read: (role: Role) => hasPermission(role, 'time_off:read'),
  /** Sees only their own requests and balance (employees). */
  ownOnly: (role: Role) => permissionScope(role, 'time_off:read') === 'own',
  request: (role: Role) => hasPermission(role, 'time_off:create'),
  decide: (role: Role) => hasPermission(role, 'time_off:approve'),
};
