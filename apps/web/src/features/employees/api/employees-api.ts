/**
 * Employee calls and hooks (spec operations.md §7 HR, §8 'Request timeout - failed to load
 * employees', §9 30,000 ms; issue #14). The list gives up after 30 s and is tried 3 times in
 * all with exponential backoff from 1 s (1 s, 2 s); a 4xx answer is not retried. Lists are
 * contract queries under the location's key (or ALL_ESTABLISHMENTS') that declare what they
 * read, so a location switch drops them and a change of what they read refreshes them.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  EMPLOYEE_ENDPOINTS as E,
  EMPLOYEE_LOAD_TIMEOUT_MS,
  EMPLOYEE_MESSAGES,
  type DomainEntity,
  type EmployeeCreate,
  type EmployeeTerminate,
  type EmployeeUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** Whose list: one establishment, or every location the person reaches. */
export type EmployeeScope = { establishmentId: string } | { all: true };

/**
 * What an employee list is built from: the HR records, the people and their staff profiles,
 * their locations and the services they perform.
 */
const EMPLOYEE_READS: readonly DomainEntity[] = [
  'employee',
  'user',
  'staff_profile',
  'establishment_member',
  'service',
  'service_staff',
];

/** What an add, an update or a termination changes: the record, the person, their places. */
const EMPLOYEE_WRITES: readonly DomainEntity[] = [
  'employee',
  'user',
  'staff_profile',
  'establishment_member',
];

/** The future appointments answer: the appointments alone (client names are copied on them). */
const FUTURE_APPOINTMENT_READS: readonly DomainEntity[] = ['appointment'];

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
  const query = { includeTerminated: includeTerminated ? ('true' as const) : ('false' as const) };
  const options =
    'all' in scope
      ? endpointQuery(
          E.tenantList,
          { query },
          { reads: EMPLOYEE_READS, establishmentId: ALL_ESTABLISHMENTS, select: (answer) => answer.data },
        )
      : endpointQuery(
          E.list,
          { params: { id: scope.establishmentId }, query },
          { reads: EMPLOYEE_READS, establishmentId: scope.establishmentId, select: (answer) => answer.data },
        );
  return useQuery({
    ...options,
    // The contract's call under the spec's 30 s limit.
    queryFn: ({ signal }) =>
      withLoadTimeout(signal, (s) =>
        'all' in scope
          ? callEndpoint(E.tenantList, { signal: s, query })
          : callEndpoint(E.list, { signal: s, params: { id: scope.establishmentId }, query }),
      ),
  });
}

/** The future appointments terminating `id` must handle; idle while `id` is null. */
export function useFutureAppointments(id: string | null) {
  return useQuery({
    ...endpointQuery(
      E.futureAppointments,
      { params: { id: id ?? 'none' } },
      {
        reads: FUTURE_APPOINTMENT_READS,
        establishmentId: ALL_ESTABLISHMENTS,
        select: (answer) => answer.data,
      },
    ),
    enabled: id !== null,
  });
}

/** Add (invite), update and terminate; each refreshes the readers of employees. */
export function useEmployeeMutations() {
  return {
    create: useMutation({
      mutationFn: (body: EmployeeCreate) => callEndpoint(E.create, { body }),
      meta: { writes: EMPLOYEE_WRITES },
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: EmployeeUpdate }) =>
        callEndpoint(E.update, { params: { id }, body }),
      meta: { writes: EMPLOYEE_WRITES },
    }),
    terminate: useMutation({
      mutationFn: ({ id, body }: { id: string; body: EmployeeTerminate }) =>
        callEndpoint(E.terminate, { params: { id }, body }),
      // A termination also cancels or reassigns the person's future appointments.
      meta: { writes: [...EMPLOYEE_WRITES, 'appointment'] },
    }),
  };
}
