/**
 * Employee calls and hooks (spec operations.md §7 HR, §8 'Request timeout - failed to load
 * employees', §9 30,000 ms; issue #14). The list gives up after 30 s and is tried 3 times in
 * all with exponential backoff from 1 s (1 s, 2 s); a 4xx answer is not retried. Keys sit under
 * ['est', id, 'employees'] (or ['est', 'all', …]) so a location switch drops them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EMPLOYEE_ENDPOINTS as E,
  EMPLOYEE_LOAD_TIMEOUT_MS,
  EMPLOYEE_MESSAGES,
  type EmployeeCreate,
  type EmployeeTerminate,
  type EmployeeUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

/** Whose list: one establishment, or every location the person reaches. */
export type EmployeeScope = { establishmentId: string } | { all: true };

const scopeKey = (scope: EmployeeScope) => ('all' in scope ? 'all' : scope.establishmentId);
export const employeesKey = (scope: EmployeeScope) => ['est', scopeKey(scope), 'employees'] as const;

/**
 * Runs `call` with a signal that also aborts after EMPLOYEE_LOAD_TIMEOUT_MS, turning that abort
 * into the spec's timeout error.
 */
export async function withLoadTimeout<T>(
  signal: AbortSignal,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  // One controller aborted by whichever comes first: the caller's signal or the timer.
  const both = new AbortController();
  const follow = () => both.abort(signal.reason);
  signal.addEventListener('abort', follow, { once: true });
  let timedOut = false;
  const id = setTimeout(() => {
    timedOut = true;
    both.abort();
  }, EMPLOYEE_LOAD_TIMEOUT_MS);
  try {
    return await call(both.signal);
  } catch (e) {
    if (timedOut && !signal.aborted) throw new Error(EMPLOYEE_MESSAGES.loadTimeout);
    throw e;
  } finally {
    clearTimeout(id);
    signal.removeEventListener('abort', follow);
  }
}

/** The employees of the scope; with `includeTerminated`, also those who left. */
export function useEmployees(scope: EmployeeScope, includeTerminated: boolean) {
  return useQuery({
    queryKey: [...employeesKey(scope), { includeTerminated }],
    queryFn: ({ signal }) =>
      withLoadTimeout(signal, async (s) => {
        const query = { includeTerminated: includeTerminated ? ('true' as const) : ('false' as const) };
        const answer =
          'all' in scope
            ? await callEndpoint(E.tenantList, { signal: s, query })
            : await callEndpoint(E.list, { signal: s, params: { id: scope.establishmentId }, query });
        return answer.data;
      }),
  });
}

/** The future appointments terminating `id` must handle; idle while `id` is null. */
export function useFutureAppointments(id: string | null) {
  return useQuery({
    queryKey: ['est', 'all', 'employees', 'future', id],
    queryFn: ({ signal }) => callEndpoint(E.futureAppointments, { signal, params: { id: id! } }),
    enabled: id !== null,
    select: (answer) => answer.data,
  });
}

/** Add (invite), update and terminate; each refreshes every employee list. */
export function useEmployeeMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({
      predicate: (q) => q.queryKey[0] === 'est' && q.queryKey[2] === 'employees',
    });
  return {
    create: useMutation({
      mutationFn: (body: EmployeeCreate) => callEndpoint(E.create, { body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: EmployeeUpdate }) =>
        callEndpoint(E.update, { params: { id }, body }),
      onSuccess: refresh,
    }),
    terminate: useMutation({
      mutationFn: ({ id, body }: { id: string; body: EmployeeTerminate }) =>
        callEndpoint(E.terminate, { params: { id }, body }),
      onSuccess: refresh,
    }),
  };
}
