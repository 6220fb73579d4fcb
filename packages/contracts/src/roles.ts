/**
 * Roles, ranks, permissions and data scopes of spec core.md §6.
 * The server authorises every route from this table; the web app uses it only to hide things.
 */
export const ROLES = ['ADMIN', 'BUSINESS_OWNER', 'MANAGER', 'EMPLOYEE', 'FRONTDESK'] as const;
export type Role = (typeof ROLES)[number];

/** Stored role values (what the database and the auth user carry). */
export const RAW_ROLES = ['admin', 'owner', 'manager', 'employee', 'frontdesk'] as const;
export type RawRole = (typeof RAW_ROLES)[number];

export const ROLE_RANK: Record<Role, number> = {
  ADMIN: 5,
  BUSINESS_OWNER: 4,
  MANAGER: 3,
  EMPLOYEE: 2,
  FRONTDESK: 1,
};

export const ROLE_LABEL: Record<Role, string> = {
  ADMIN: 'Admin',
  BUSINESS_OWNER: 'Business Owner',
  MANAGER: 'Manager',
  EMPLOYEE: 'Employee',
  FRONTDESK: 'Front Desk',
};

const RAW_TO_ROLE: Record<string, Role> = {
  owner: 'BUSINESS_OWNER',
  business_owner: 'BUSINESS_OWNER',
  manager: 'MANAGER',
  staff: 'EMPLOYEE',
  employee: 'EMPLOYEE',
  frontdesk: 'FRONTDESK',
  admin: 'ADMIN',
};

/** Maps a raw role value to a role (spec §4 "Role resolution"); an unknown value gives null. */
export function mapRawRole(raw: string | null | undefined): Role | null {
  if (!raw) return null;
  return RAW_TO_ROLE[raw.toLowerCase()] ?? null;
}

/** The stored value for a role. */
export function toRawRole(role: Role): RawRole {
  const map: Record<Role, RawRole> = {
    ADMIN: 'admin',
    BUSINESS_OWNER: 'owner',
    MANAGER: 'manager',
    EMPLOYEE: 'employee',
    FRONTDESK: 'frontdesk',
  };
  return map[role];
}

/**
 * Resolves the effective role: profile role first, then auth metadata role, then the auth
 * user's role (both of which default to 'staff'), finally EMPLOYEE (spec core.md §4).
 */
export function resolveRole(input: {
  profileRole?: string | null;
  metadataRole?: string | null;
  userRole?: string | null;
}): Role {
  return (
    mapRawRole(input.profileRole) ??
    mapRawRole(input.metadataRole ?? 'staff') ??
    mapRawRole(input.userRole ?? 'staff') ??
    'EMPLOYEE'
  );
}

/** True when `role` ranks at least as high as `required`. */
export function satisfiesRank(role: Role, required: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[required];
}

export const RESOURCES = [
  'tenant',
  'establishment',
  'employee',
  'client',
  'client_note',
  'appointment',
  'service',
  'product',
  'inventory',
  'transaction',
  'payment',
  'revenue',
  'analytics',
  'schedule',
  'time_off',
  'performance',
  'channel',
  'training',
  'time_clock',
  'payroll',
  'request',
  'marketing',
  'assistant',
] as const;
export type Resource = (typeof RESOURCES)[number];

/** The everyday actions a "full access" grant of spec §6 covers. */
export const CRUD_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
/**
 * Actions beyond the everyday ones, granted only by name: approve (time off), merge and erase
 * (client records), settings (the tenant's business rules, such as the loyalty rule), refund
 * (money back on a transaction); transaction:approve closes a drawer whose difference is over
 * the owner's threshold; payroll:approve finalises a pay run.
 */
export const SPECIAL_ACTIONS = ['approve', 'merge', 'erase', 'settings', 'refund'] as const;
export const ACTIONS = [...CRUD_ACTIONS, ...SPECIAL_ACTIONS] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Every permission the product checks, written resource:action (spec §6). A route's access rule
 * and every service check name one of these, so a misspelt permission does not compile.
 */
export type Permission =
  | `${Resource}:${(typeof CRUD_ACTIONS)[number]}`
  | 'time_off:approve'
  | 'client:merge'
  | 'client:erase'
  | 'tenant:settings'
  | 'transaction:refund'
  | 'transaction:approve'
  | 'payroll:approve';

/**
 * One entry of a role's grants: '*' (everything), `resource:*` (the everyday actions of spec
 * §6's "full" access, not the special ones), a permission, or a permission limited to the
 * person's own rows (`:own`).
 */
export type PermissionEntry = '*' | `${Resource}:*` | Permission | `${Permission}:own`;

const FULL = (r: Resource): PermissionEntry => `${r}:*`;

/**
 * Messaging for everyone: read and post where they are members, create channels, and manage
 * the members of channels they created (`:own`); managers and above manage any channel.
 */
const MESSAGING: readonly PermissionEntry[] = ['channel:read', 'channel:create', 'channel:update:own'];

/**
 * Permission entries per role, as spec §6 lists them. Deviations, on purpose: the owner also
 * holds schedule, time off and performance (the spec's owner list omits them although the
 * manager below the owner has them); merging client records is for managers and above, erasing
 * one and setting the tenant's rules for owners and admins; deleting another person's client
 * note (client_note:delete) for managers and above (anyone may delete their own). Checkout
 * (issue #13): managers run the register, void tickets, read and refund transactions and
 * approve a drawer difference; the front desk takes payments and reads transactions (the
 * issue's /transactions for front desk and above) but neither voids nor refunds. Team (issue
 * #14): terminating an employee is employee:delete (owners and admins); managers run time off,
 * training and the time clock of their location and draft pay runs, which an owner finalises
 * (payroll:approve); the front desk reads today's team and punches people in and out at the desk;
 * employees read their own record, request and edit their own time off, follow their own
 * training, punch their own clock and read their own pay. Front desk (issue #15): internal
 * requests are raised by everyone and handled by managers and above; the front desk and
 * employees read and update those they raised or were assigned (`:own`). Marketing (issue #32,
 * core.md §2: Manager and Owner): segments and campaigns for managers and above only. Dawn AI
 * (issue #33, core.md §2: `/dawn-ai` for managers and owners): the assistant's threads likewise.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly PermissionEntry[]> = {
  ADMIN: ['*'],
  BUSINESS_OWNER: [
    ...RESOURCES.map(FULL),
    'time_off:approve',
    'client:merge',
    'client:erase',
    'tenant:settings',
    'transaction:refund',
    'transaction:approve',
    'payroll:approve',
  ],
  MANAGER: [
    'establishment:read',
    'establishment:update',
    'employee:read',
    'employee:update',
    'employee:create',
    FULL('client'),
    'client:merge',
    FULL('client_note'),
    FULL('appointment'),
    FULL('service'),
    FULL('product'),
    FULL('inventory'),
    FULL('schedule'),
    FULL('time_off'),
    'time_off:approve',
    FULL('training'),
    FULL('time_clock'),
    'payroll:read',
    'payroll:create',
    'payroll:update',
    'performance:read',
    'revenue:read',
    FULL('channel'),
    FULL('request'),
    FULL('marketing'),
    FULL('assistant'),
    FULL('payment'),
    'transaction:read',
    'transaction:refund',
    'transaction:approve',
  ],
  EMPLOYEE: [
    'client:read',
    'appointment:read',
    'appointment:update',
    'service:read',
    'schedule:read:own',
    'schedule:update:own',
    'employee:read:own',
    'time_off:create',
    'time_off:read:own',
    'time_off:update:own',
    'time_off:delete:own',
    'training:read:own',
    'training:update:own',
    'time_clock:read:own',
    'time_clock:create:own',
    'payroll:read:own',
    'performance:read:own',
    'revenue:read:own',
    'request:create',
    'request:read:own',
    'request:update:own',
    ...MESSAGING,
  ],
  FRONTDESK: [
    FULL('client'),
    FULL('appointment'),
    'service:read',
    'product:read',
    'schedule:read',
    'inventory:read',
    'payment:create',
    'payment:read',
    'transaction:read',
    'time_clock:read',
    'time_clock:create',
    'request:create',
    'request:read:own',
    'request:update:own',
    ...MESSAGING,
  ],
};

/** True when `entryAction` ('*' or an action) grants `action`: '*' covers the everyday ones only. */
function grants(entryAction: string | undefined, action: string): boolean {
  if (entryAction === action) return true;
  return entryAction === '*' && (CRUD_ACTIONS as readonly string[]).includes(action);
}

/**
 * Whether `role` holds `permission`. Unlike the spec client's loose matching (any entry for the
 * same resource), the server matches resource and action exactly, so a manager holding
 * establishment:read cannot delete an establishment. A scoped entry (":own") grants the action;
 * the data scope then limits which rows.
 */
export function hasPermission(role: Role, permission: Permission): boolean {
  const [resource, action = ''] = permission.split(':');
  return ROLE_PERMISSIONS[role].some((entry) => {
    if (entry === '*') return true;
    const [r, a] = entry.split(':');
    return r === resource && grants(a, action);
  });
}

/**
 * How far a role's permission reaches: 'all' when an unscoped entry (or '*') grants it, 'own'
 * when only a ':own' entry does (the person's own rows), null when the role lacks it. Services
 * use it with dataScope(): the front desk holds schedule:read unscoped (spec §6 lists "read
 * schedule" for it) while the employee holds only schedule:read:own.
 */
export function permissionScope(role: Role, permission: Permission): 'all' | 'own' | null {
  const [resource, action = ''] = permission.split(':');
  let scope: 'all' | 'own' | null = null;
  for (const entry of ROLE_PERMISSIONS[role]) {
    if (entry === '*') return 'all';
    const [r, a, s] = entry.split(':');
    if (r !== resource || !grants(a, action)) continue;
    if (s === undefined) return 'all';
    if (s === 'own') scope = 'own';
  }
  return scope;
}

/** The spec client's loose match: any entry for the same resource. Used for display only. */
export function hasResourceAccess(role: Role, resource: Resource): boolean {
  return ROLE_PERMISSIONS[role].some((entry) => entry === '*' || entry.split(':')[0] === resource);
}

export type DataScope = 'tenant' | 'establishment' | 'own';

/** Which rows a role sees of a resource (spec §6 "Data scope"). */
export function dataScope(role: Role, resource: Resource): DataScope {
  switch (role) {
    case 'ADMIN':
    case 'BUSINESS_OWNER':
      return 'tenant';
    case 'MANAGER':
      return 'establishment';
    case 'FRONTDESK':
      return resource === 'appointment' || resource === 'client' ? 'establishment' : 'own';
    case 'EMPLOYEE':
      return 'own';
  }
}

/** Admin and owner may use any establishment of the tenant; others only their own (spec §6). */
export function canAccessAnyEstablishment(role: Role): boolean {
  return role === 'ADMIN' || role === 'BUSINESS_OWNER';
}

/** Admin, owner and manager may read any user's data; others only their own (spec §6). */
export function canAccessAnyUserData(role: Role): boolean {
  return role === 'ADMIN' || role === 'BUSINESS_OWNER' || role === 'MANAGER';
}
