/**
 * Left sidebar (spec core.md §2): role badge, the role's navigation from contracts, item-state
 * badges, one open section at a time (Inventory by default) and the role's quick tip.
 */
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge, Box, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import {
  DEFAULT_OPEN_SECTION,
  NAVIGATION,
  NAV_STATE_BADGE,
  ROLE_LABEL,
  ROLE_QUICK_TIP,
  isNavClickable,
  type NavLink as NavLinkEntry,
  type NavSection,
  type Role,
} from '@daybook/contracts';
import { formatBadgeCount } from '../../lib/format';
import { UnreadCountBadge } from '../../components/unread-count-badge';
import { NavIcon } from './nav-icons';
import { NavStateBadge } from './nav-state-badge';

export interface SidebarProps {
  role: Role;
  /** Icons only (4rem wide). */
  collapsed?: boolean;
  /** Unread messages for the Messaging item; hidden when 0. */
  unreadCount?: number;
  /** Called after a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
  /** Extra content above the navigation (the mobile menu's account actions). */
  header?: ReactNode;
}

/** Query parameters that pick a sub-view (/inventory?tab=…, /reports?type=…). */
const VIEW_PARAMS = ['tab', 'type'] as const;

/** Whether a navigation path matches the current location, its view parameter included. */
export function isPathActive(linkPath: string, pathname: string, search: string): boolean {
  const url = new URL(linkPath, 'http://x');
  const samePath = pathname === url.pathname || pathname.startsWith(`${url.pathname}/`);
  if (!samePath) return false;
  const current = new URLSearchParams(search);
  return VIEW_PARAMS.every((p) => url.searchParams.get(p) === current.get(p));
}

function SidebarLink({
  entry,
  collapsed,
  unreadCount,
  onNavigate,
}: {
  entry: NavLinkEntry;
  collapsed: boolean;
  unreadCount: number;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const active = isPathActive(entry.path, location.pathname, location.search);
  const unread = entry.unreadBadge && unreadCount > 0 ? <UnreadCountBadge count={unreadCount} /> : null;
  const badges =
    unread || NAV_STATE_BADGE[entry.state] ? (
      <Group gap={4} wrap="nowrap">
        {unread}
        <NavStateBadge state={entry.state} />
      </Group>
    ) : undefined;
  const badgeText = [NAV_STATE_BADGE[entry.state], unread ? formatBadgeCount(unreadCount) : null]
    .filter(Boolean)
    .join(' ');
  const fullName = badgeText ? `${entry.label} ${badgeText}` : entry.label;

  const common = {
    leftSection: <NavIcon name={entry.icon} />,
    label: collapsed ? undefined : entry.label,
    rightSection: collapsed ? undefined : badges,
    'aria-label': collapsed ? fullName : undefined,
  };

  const item = isNavClickable(entry.state) ? (
    <NavLink
      {...common}
      component={Link}
      to={entry.path}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  ) : (
    // Coming-soon and disabled items stay visible but cannot be followed (spec §2).
    <NavLink {...common} component="a" role="link" aria-disabled="true" disabled />
  );

  if (!collapsed) return item;
  return (
    <Tooltip label={fullName} position="right" withArrow>
      <Box>{item}</Box>
    </Tooltip>
  );
}

function SidebarSection({
  section,
  opened,
  onToggle,
  children,
}: {
  section: NavSection;
  opened: boolean;
  onToggle: (opened: boolean) => void;
  children: ReactNode;
}) {
  return (
    <NavLink
      component="button"
      type="button"
      label={section.label}
      leftSection={<NavIcon name={section.icon} />}
      opened={opened}
      onChange={onToggle}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}

/** The navigation of one role, exactly as NAVIGATION[role] lists it. */
export function Sidebar({ role, collapsed = false, unreadCount = 0, onNavigate, header }: SidebarProps) {
  const [openSection, setOpenSection] = useState<string | null>(DEFAULT_OPEN_SECTION);
  const entries = NAVIGATION[role];
  const renderLink = (entry: NavLinkEntry) => (
    <SidebarLink
      key={entry.id}
      entry={entry}
      collapsed={collapsed}
      unreadCount={unreadCount}
      onNavigate={onNavigate}
    />
  );

  return (
    <Stack gap={0} h="100%">
      {header}
      <Box px={collapsed ? 4 : 'md'} py="sm">
        {collapsed ? (
          <Tooltip label={ROLE_LABEL[role]} position="right">
            <Badge variant="light" size="sm" fullWidth aria-label={`Role: ${ROLE_LABEL[role]}`}>
              {ROLE_LABEL[role].charAt(0)}
            </Badge>
          </Tooltip>
        ) : (
          <Badge variant="light" size="lg" aria-label={`Role: ${ROLE_LABEL[role]}`}>
            {ROLE_LABEL[role]}
          </Badge>
        )}
      </Box>
      <ScrollArea style={{ flex: 1 }} type="scroll">
        <Box component="nav" aria-label="Main navigation" px={collapsed ? 4 : 'xs'}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              renderLink(entry)
            ) : collapsed ? (
              // Icons only: a section's items are listed flat so each stays one click away.
              <Box key={entry.id}>{entry.items.map(renderLink)}</Box>
            ) : (
              <SidebarSection
                key={entry.id}
                section={entry}
                opened={openSection === entry.id}
                onToggle={(opened) => setOpenSection(opened ? entry.id : null)}
              >
                {entry.items.map(renderLink)}
              </SidebarSection>
            ),
          )}
        </Box>
      </ScrollArea>
      {!collapsed && (
        <Box p="md" bg="var(--mantine-color-default-hover)" m="xs" style={{ borderRadius: 8 }}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Quick tip
          </Text>
          <Text size="sm">{ROLE_QUICK_TIP[role]}</Text>
        </Box>
      )}
    </Stack>
  );
}
