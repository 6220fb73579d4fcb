/**
 * The app's query client (ARCHITECTURE.md "The web's fetch layer"): the one place for the retry
 * rule and the failure toast of every query and mutation, and for refetching what a write
 * changed. app/providers.tsx provides it; tests make theirs here too, so they see the same rules.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { CRM_RETRY_DELAYS_MS, MESSAGES } from '@daybook/contracts';
import { ApiError } from '../api-client';
import { invalidateReaders } from './entity-changes';
import { toastFailure } from './toast-failure';

/**
 * Whether a failed read is tried again: only what a retry can fix (network errors and 5xx), at
 * most twice (spec core.md §7 "CRM", §9: three attempts); a 4xx answer will not change.
 */
export function retryRead(failuresSoFar: number, error: unknown): boolean {
  return retryable(error) && failuresSoFar < CRM_RETRY_DELAYS_MS.length;
}

/** Milliseconds before the next attempt of a read: 1 000 before the second, 2 000 before the third. */
export function retryReadDelay(failuresSoFar: number): number {
  return CRM_RETRY_DELAYS_MS[Math.min(failuresSoFar, CRM_RETRY_DELAYS_MS.length - 1)] ?? 0;
}

/** Whether a retry can fix `error`: a network failure or a 5xx, not an answer the server gave. */
export function retryable(error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500);
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
