/** What the payroll screens offer each role (roles.ts; issue #14); the server decides, these only hide. */
import { hasPermission, type Role } from '@daybook/contracts';

export const payrollAccess = {
  read: (role: Role) => hasPermission(role, 'payroll:read'),
  draft: (role: Role) => hasPermission(role, 'payroll:create'),
  recompute: (role: Role) => hasPermission(role, 'payroll:update'),
  editPlans: (role: Role) => hasPermission(role, 'payroll:update'),
  finalise: (role: Role) => hasPermission(role, 'payroll:approve'),
};

/** Minutes as hours with two decimals: 795 → '13.25'. */
export const hoursOf = (minutes: number) => (minutes / 60).toFixed(2);
