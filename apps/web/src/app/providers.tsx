/** App-wide providers: Mantine (theme, color scheme, toasts), TanStack Query, auth, error screen. */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager, type CSSVariablesResolver } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@daybook/contracts';
import { AuthProvider } from '../lib/auth/auth-context';
import { ApiError } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage';
import { theme } from '../lib/theme';
import { ErrorBoundary } from './error-boundary';

/**
 * Mantine's default dimmed grey (3.3:1) and error red (3.3:1) fail WCAG AA contrast on white;
 * use darker shades in the light scheme.
 */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-error': t.colors.red[9] ?? '#c92a2a',
    // Outline action buttons (calendar panel): dark shades on white, light shades on dark grey.
    '--daybook-action-red': t.colors.red[9] ?? '#c92a2a',
    '--daybook-action-blue': t.colors.blue[9] ?? '#1864ab',
    '--daybook-action-green': t.colors.green[9] ?? '#2b8a3e',
    '--daybook-action-orange': t.colors.orange[9] ?? '#d9480f',
    // Good and bad news in text (a figure's change, an error line): dark shades on white…
    '--daybook-text-good': t.colors.teal[9] ?? '#087f5b',
    '--daybook-text-bad': t.colors.red[9] ?? '#c92a2a',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    // Links on cards (dark.6, #2e2e2e): violet.4 gives 4.0:1, violet.3 over 5:1.
    '--mantine-color-anchor': t.colors.violet[3] ?? '#b197fc',
    '--daybook-action-red': t.colors.red[4] ?? '#ff8787',
    '--daybook-action-blue': t.colors.blue[4] ?? '#4dabf7',
    '--daybook-action-green': t.colors.green[4] ?? '#69db7c',
    '--daybook-action-orange': t.colors.orange[4] ?? '#ffa94d',
    // …light ones on dark grey (red.9 on dark.6 is 2.2:1; red.4 over 5:1).
    '--daybook-text-good': t.colors.teal[3] ?? '#63e6be',
    '--daybook-text-bad': t.colors.red[4] ?? '#ff8787',
  },
});

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

/** A query client whose queries retry only what a retry can fix (network errors and 5xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

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
