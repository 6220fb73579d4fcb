/** The signed-in shell: top bar, collapsible sidebar and the page (spec core.md §2). */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell, Center, Loader } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@daybook/contracts';
import { useWorkspace } from '../../lib/workspace/workspace-context';
import { STORAGE_KEYS } from '../../lib/storage';
import { Sidebar } from './sidebar';
import { useRealtimeConnection } from './realtime-connection';
import { useNotificationSync } from '../../features/notifications/api/use-notification-sync';
import { useMessagingSync, useMessagingUnread } from '../../features/messaging/api/use-messaging-sync';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountMenuItems, TopBar } from './top-bar';

/** Mantine's 'sm' breakpoint: below it the sidebar becomes the burger menu. */
const DESKTOP_QUERY = '(min-width: 48em)';

/** Loader shown inside the shell while a page's code loads. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}

/** Layout route element for every protected page. */
export function AppLayout() {
  const { role } = useWorkspace();
  useRealtimeConnection();
  useNotificationSync();
  useMessagingSync();
  const unread = useMessagingUnread(useAuth().user?.tenantId ?? '');
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const isMobile = !isDesktop;
  const [mobileOpened, mobileMenu] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const sidebarCollapsed = collapsed && !isMobile;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: sidebarCollapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="md"
    >
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <AppShell.Header>
        <TopBar
          isMobile={isMobile}
          mobileMenuOpened={mobileOpened}
          onToggleMobileMenu={mobileMenu.toggle}
          sidebarCollapsed={sidebarCollapsed}
          onToggleSidebar={() => setCollapsed((c) => !c)}
        />
      </AppShell.Header>
      {/* An aside landmark: the nav landmark proper is the Sidebar's 'Main navigation'. */}
      <AppShell.Navbar aria-label="Sidebar" {...({ component: 'aside' } as object)}>
        <Sidebar
          role={role}
          unreadCount={unread}
          collapsed={sidebarCollapsed}
          onNavigate={mobileMenu.close}
          header={isMobile ? <AccountMenuItems onNavigate={mobileMenu.close} /> : null}
        />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
