/** App-wide providers: Mantine (theme, color scheme, toasts), TanStack Query, auth, error screen. */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@daybook/contracts';
import { AuthProvider } from '../lib/auth/auth-context';
import { STORAGE_KEYS } from '../lib/storage';
import { cssVariablesResolver, theme } from '../lib/theme';
import { ErrorBoundary } from './error-boundary';

/** The app's query client: the one place for the fetch rules (lib/query/query-client.ts). */
export { createQueryClient } from '../lib/query/query-client';

const Notifications = lazy(() => import('./toast-container').then((m) => ({ default: m.Notifications })));

/**
 * The toast container, fetched when the first toast is raised (most visits raise none) and kept
 * from then on; toasts wait in the notifications store meanwhile.
 */
function ToastsOnDemand() {
  const { notifications: shown, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  const waiting = shown.length + queue.length > 0;
  useEffect(() => {
    if (waiting) setNeeded(true);
  }, [waiting]);
  if (!waiting && !needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
    </Suspense>
  );
}

/** Saves the light/dark choice; with nothing saved, 'auto' follows the system preference. */
const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

/** Wraps the app in every provider it needs. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ErrorBoundary>
        <ToastsOnDemand />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
