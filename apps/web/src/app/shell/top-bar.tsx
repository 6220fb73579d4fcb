/**
 * Top bar (spec core.md §2): logo (not on a phone), location switcher, notification bell, theme
 * toggle, the user's email, Tickets and Settings links and Sign out. On small screens the account
 * items move into the burger menu (see AccountMenuItems).
 */
import { Link } from 'react-router';
import { ActionIcon, Anchor, Burger, Button, Group, Stack, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout } from '@tabler/icons-react';
import { useAuth } from '../../lib/auth/auth-context';
import { useSignOut } from '../../features/auth/use-sign-out';
import { LocationSwitcher } from './location-switcher';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ConnectionStatus } from './realtime-connection';
import { ThemeToggle } from './theme-toggle';

export interface TopBarProps {
  isMobile: boolean;
  mobileMenuOpened: boolean;
  onToggleMobileMenu: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
}

/** The header row of the signed-in shell. */
export function TopBar({
  isMobile,
  mobileMenuOpened,
  onToggleMobileMenu,
  sidebarCollapsed,
  onToggleSidebar,
}: TopBarProps) {
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        {isMobile ? (
          <Burger
            opened={mobileMenuOpened}
            onClick={onToggleMobileMenu}
            size="sm"
            aria-label={mobileMenuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={mobileMenuOpened}
          />
        ) : (
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onToggleSidebar}
            aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          >
            {sidebarCollapsed ? (
              <IconLayoutSidebarLeftExpand size={20} aria-hidden />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
            )}
          </ActionIcon>
        )}
        {/* On a phone the location's name needs the room more: the wordmark left it three letters. */}
        {!isMobile && (
          <Anchor component={Link} to="/dashboard" underline="never" c="inherit" aria-label="Daybook home">
            <Text fw={800} size="xl" variant="gradient" gradient={{ from: 'violet', to: 'pink', deg: 90 }}>
              Daybook
            </Text>
          </Anchor>
        )}
        <LocationSwitcher />
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <ConnectionStatus />
        <NotificationBell />
        <ThemeToggle />
        {!isMobile && (
          <>
            <Text size="sm" c="dimmed" maw={220} truncate="end" title={user?.email}>
              {user?.email}
            </Text>
            <Anchor component={Link} to="/tickets" size="sm">
              Tickets
            </Anchor>
            <Anchor component={Link} to="/settings" size="sm">
              Settings
            </Anchor>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconLogout size={14} aria-hidden />}
              onClick={() => void signOut()}
            >
              Sign out
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
}

/** The account items shown inside the mobile menu. */
export function AccountMenuItems({ onNavigate }: { onNavigate: () => void }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  return (
    <Stack gap="xs" p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed" truncate="end">
        {user?.email}
      </Text>
      <Group gap="md">
        <Anchor component={Link} to="/tickets" size="sm" onClick={onNavigate}>
          Tickets
        </Anchor>
        <Anchor component={Link} to="/settings" size="sm" onClick={onNavigate}>
          Settings
        </Anchor>
      </Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconLogout size={14} aria-hidden />}
        onClick={() => void signOut()}
      >
        Sign out
      </Button>
    </Stack>
  );
}
