/**
 * The CRM's retry policy (spec core.md §7 "CRM", §9): 3 attempts, waiting 1 s then 2 s. Only
 * failures a retry can fix are retried (network errors and 5xx); a 4xx answer will not change.
 */
import { CRM_RETRY_DELAYS_MS } from '@daybook/contracts';
import { ApiError } from '../../../lib/api-client';

/** TanStack Query `retry`: `failuresSoFar` counts earlier failures (0 after the first attempt fails). */
export function crmRetry(failuresSoFar: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failuresSoFar < CRM_RETRY_DELAYS_MS.length;
}

/** TanStack Query `retryDelay` in milliseconds: 1 000 before the second attempt, 2 000 before the third. */
export function crmRetryDelay(failuresSoFar: number): number {
  return CRM_RETRY_DELAYS_MS[Math.min(failuresSoFar, CRM_RETRY_DELAYS_MS.length - 1)] ?? 0;
}

/** The options every CRM query spreads in. */
export const CRM_QUERY_RETRY = { retry: crmRetry, retryDelay: crmRetryDelay } as const;
