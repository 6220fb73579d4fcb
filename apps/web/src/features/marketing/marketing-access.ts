/** Who sees Marketing (core.md §2: managers and owners; roles.ts `marketing`). The server decides. */
import { hasPermission, type Role } from '@daybook/contracts';

export const canUseMarketing = (role: Role) => hasPermission(role, 'marketing:read');
