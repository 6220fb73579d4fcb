/**
 * The HR screens' read retry, apart from the query client: HR_RETRY lives with the employee
 * schemas (and their phone library), which must stay out of the first download (bench/js-budget.ts).
 */
import { HR_RETRY } from '@daybook/contracts';
import { retryable } from './query-client';

/**
 * Time off's and training's reads (spec operations.md §7 HR "retried 3 times with exponential
 * backoff starting at 1 s", read as three retries: 1 s, 2 s, then 4 s), spread into their
 * queries. §9 says "3 attempts", which is the app's rule (retryRead) the employees screens use.
 */
export const HR_READ_RETRY = {
  retry: (failuresSoFar: number, error: unknown) => retryable(error) && failuresSoFar < HR_RETRY.attempts,
  retryDelay: (failuresSoFar: number) => HR_RETRY.firstDelayMs * 2 ** failuresSoFar,
} as const;
