/**
 * Sidebar navigation by role (spec core.md §2 "Navigation by role" and the business-owner item
 * states). The web app draws exactly this; the server never trusts it.
 */
import type { Role } from './roles.js';

export type NavState = 'available' | 'preview' | 'coming-soon' | 'disabled';

export interface NavLink {
  kind: 'link';
  id: string;
  label: string;
  path: string;
  icon: string;
  state: NavState;
  /** Shows the unread messages count, capped at '9+'. */
  unreadBadge?: boolean;
}

export interface NavSection {
  kind: 'section';
  id: string;
  label: string;
  icon: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavSection;

/** Badge text for a state; available items have none. */
export const NAV_STATE_BADGE: Record<NavState, string | null> = {
  available: null,
  preview: 'Preview',
  'coming-soon': 'Coming Soon',
  disabled: 'Disabled',
};

/** Coming-soon and disabled items are not clickable (spec §2). */
export function isNavClickable(state: NavState): boolean {
  return state === 'available' || state === 'preview';
}

const link = (
  id: string,
  label: string,
  path: string,
  icon: string,
  extra: Partial<NavLink> = {},
): NavLink => ({
  kind: 'link',
  id,
  label,
  path,
  icon,
  state: 'available',
  ...extra,
});

/** The register (checkout) and the time clock: every role that takes payments or clocks in (issue #28). */
const register = (): NavLink => link('register', 'Register', '/register', 'cash-register');
const todaysTeam = (): NavLink => link('todays-team', "Today's Team", '/todays-team', 'clock');

const frontDeskSet = (): NavEntry[] => [
  link('dashboard', 'Dashboard', '/dashboard', 'dashboard'),
  link('front-desk', 'Front Desk', '/front-desk', 'front-desk'),
  register(),
  link('booking', 'Booking', '/booking', 'calendar'),
  link('crm', 'CRM', '/crm', 'users'),
  todaysTeam(),
  link('messaging', 'Messaging', '/messaging', 'messages', { unreadBadge: true }),
  {
    kind: 'section',
    id: 'inventory',
    label: 'Inventory',
    icon: 'package',
    items: [
      link('products', 'Products', '/inventory', 'box'),
      link('suppliers', 'Suppliers', '/inventory?tab=suppliers', 'truck'),
      link('orders', 'Orders', '/orders', 'clipboard'),
    ],
  },
  link('finance', 'Finance', '/finance', 'cash'),
];

const managerExtras = (): NavEntry[] => [
  link('payroll', 'Payroll', '/payroll', 'receipt'),
  {
    kind: 'section',
    id: 'hr',
    label: 'HR',
    icon: 'id-badge',
    items: [
      link('employees', 'Employees', '/employees', 'users-group'),
      link('time-off', 'Time Off', '/hr/time-off', 'beach'),
      link('training', 'Training', '/hr/training', 'school'),
    ],
  },
  link('website', 'Website', '/website', 'world'),
  link('marketing', 'Marketing', '/marketing', 'speakerphone'),
  {
    kind: 'section',
    id: 'reports',
    label: 'Reports',
    icon: 'report',
    items: [
      link('sales-reports', 'Sales Reports', '/reports?type=sales', 'chart-bar'),
      link('inventory-reports', 'Inventory Reports', '/reports?type=inventory', 'chart-pie'),
      link('analytics', 'Analytics', '/analytics', 'chart-line'),
      link('performance', 'Performance', '/performance', 'trending-up'),
    ],
  },
  link('dawn-ai', 'Dawn AI', '/dawn-ai', 'sparkles'),
];

const settings = (): NavLink => link('settings', 'Settings', '/settings', 'settings');

/**
 * The menu tells the truth (issue #28): an item whose module is built is plain; one whose module
 * is not built yet is 'Coming Soon' and cannot be followed, whoever sees it.
 */
const NOT_BUILT: Record<string, NavState> = {
  website: 'coming-soon',
};

function withStates(entries: NavEntry[], states: Record<string, NavState> = NOT_BUILT): NavEntry[] {
  const apply = (l: NavLink): NavLink => ({ ...l, state: states[l.id] ?? l.state });
  return entries.map((e) => (e.kind === 'link' ? apply(e) : { ...e, items: e.items.map(apply) }));
}

export const NAVIGATION: Record<Role, NavEntry[]> = {
  EMPLOYEE: [
    link('dashboard', 'Dashboard', '/dashboard', 'dashboard'),
    link('my-schedule', 'My Schedule', '/calendar', 'calendar'),
    link('my-clients', 'My Clients', '/crm', 'users'),
    link('my-earnings', 'My Earnings', '/finance', 'cash'),
    todaysTeam(),
    link('time-off', 'Time Off', '/hr/time-off', 'beach'),
    link('messages', 'Messages', '/messaging', 'messages', { unreadBadge: true }),
    settings(),
  ],
  FRONTDESK: [...frontDeskSet(), settings()],
  MANAGER: withStates([...frontDeskSet(), ...managerExtras(), settings()]),
  BUSINESS_OWNER: withStates([
    ...frontDeskSet(),
    ...managerExtras(),
    link('onboarding-ai', 'Onboarding AI', '/onboarding-dawn', 'robot'),
    settings(),
  ]),
  ADMIN: withStates([
    link('dashboard', 'Dashboard', '/dashboard', 'dashboard'),
    link('system-analytics', 'System Analytics', '/analytics', 'chart-line'),
    link('all-locations', 'All Locations', '/establishments', 'building'),
    link('all-employees', 'All Employees', '/employees', 'users-group'),
    link('all-clients', 'All Clients', '/crm', 'users'),
    link('system-reports', 'System Reports', '/reports', 'report'),
    link('messages', 'Messages', '/messaging', 'messages', { unreadBadge: true }),
    settings(),
  ]),
};

/** The section open by default; only one section is open at a time (spec §2). */
export const DEFAULT_OPEN_SECTION = 'inventory';

/** One quick tip per role, shown at the foot of the sidebar. */
export const ROLE_QUICK_TIP: Record<Role, string> = {
  ADMIN: 'Use All Locations to compare every establishment of the business at a glance.',
  BUSINESS_OWNER: 'Switch to All Establishments in the location switcher to see every location together.',
  MANAGER: 'Check Reports each morning to see how yesterday went at your location.',
  FRONTDESK: 'Use Booking to find the next free slot while a client is on the phone.',
  EMPLOYEE: 'My Schedule shows your appointments for today; request time off early.',
};

/** Flattens the navigation into its links, sections' items included. */
export function navLinks(role: Role): NavLink[] {
  return NAVIGATION[role].flatMap((e) => (e.kind === 'link' ? [e] : e.items));
}
