/** App-wide providers: Mantine (theme, color scheme, toasts), TanStack Query, auth, error screen. */
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { notifications, useNotifications } from '@mantine/notifications';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CRM_RETRY_DELAYS_MS, MESSAGES, TOAST_AUTO_CLOSE_MS } from '@daybook/contracts';
import { AuthProvider } from '../lib/auth/auth-context';
import { ApiError, errorMessage } from '../lib/api-client';
import { invalidateReaders } from '../lib/query/entity-changes';
import { STORAGE_KEYS } from '../lib/storage';
import { cssVariablesResolver, theme } from '../lib/theme';
import { ErrorBoundary } from './error-boundary';

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

/**
 * Whether a failed read is tried again: only what a retry can fix (network errors and 5xx), at
 * most twice (spec core.md §7 "CRM", §9: three attempts); a 4xx answer will not change.
 */
export function retryRead(failuresSoFar: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failuresSoFar < CRM_RETRY_DELAYS_MS.length;
}

/** Milliseconds before the next attempt of a read: 1 000 before the second, 2 000 before the third. */
export function retryReadDelay(failuresSoFar: number): number {
  return CRM_RETRY_DELAYS_MS[Math.min(failuresSoFar, CRM_RETRY_DELAYS_MS.length - 1)] ?? 0;
}

/** A failure toast: what failed as title, the server's sentence (never the raw status line) as body. */
function toastFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: errorMessage(error, title) });
}

/**
 * The app's query client, the one place for the fetch rules (ARCHITECTURE.md "The web's fetch
 * layer"): reads retry per retryRead, writes never; a read toasts its failure when it names an
 * errorTitle or when a refetch fails under data already on screen (a first failure shows the
 * page's error state); a write toasts when it names one, and on success refetches the queries
 * that read what it `writes`. Tests pass `{ retry: false }` to fail at once.
 */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const title = query.meta?.errorTitle;
        if (title) toastFailure(title, error);
        else if (query.state.data !== undefined) toastFailure(MESSAGES.fallbackTitle, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const title = mutation.meta?.errorTitle;
        if (title) toastFailure(title, error);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const writes = mutation.meta?.writes;
        return writes?.length ? invalidateReaders(queryClient, writes) : undefined;
      },
    }),
    defaultOptions: {
      queries: {
        retry: options.retry ?? retryRead,
        retryDelay: retryReadDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
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
