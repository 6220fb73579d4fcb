/**
 * Time off's calls and hooks (spec operations.md §7 HR, §8 texts, §9 retry; issue #14): requests
 * of a location, leave balances, the approval preview, and the writes (submit, decide, delete).
 * Reads are contract queries under the location's key that declare what they read, so a location
 * switch drops them and a change of what they read refreshes them; they are retried 3 times with
 * exponential backoff from 1 s; writes are never retried, toast the server's reason and refresh
 * the location's readers of what they change.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  AVAILABILITY_ENDPOINTS,
  AVAILABILITY_READS,
  TIME_OFF_ENDPOINTS as E,
  TIME_OFF_MESSAGES as M,
  type DomainEntity,
  type LeaveBalance,
  type TimeOffCreate,
  type TimeOffDecision,
  type TimeOffRequest,
  type TimeOffResolution,
  type TimeOffReview,
  type TimeOffStatus,
  type TimeOffType,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { HR_READ_RETRY } from '../../../lib/query/hr-read-retry';

export interface TimeOffFilters {
  status?: TimeOffStatus;
  type?: TimeOffType;
  employeeId?: string;
}

/** A location's requests with their people's names. */
const REQUEST_READS: readonly DomainEntity[] = ['time_off_request', 'user'];

/** Leave balances: the ledger (with approved requests' entries) of the location's people. */
const BALANCE_READS: readonly DomainEntity[] = [
  'leave_entry',
  'time_off_request',
  'establishment_member',
  'user',
];

/**
 * An approval's preview: the request, the person's balance, and the appointments inside the
 * leave in the location's time zone.
 */
const REVIEW_READS: readonly DomainEntity[] = [
  'time_off_request',
  'leave_entry',
  'appointment',
  'establishment',
];

/** What a decision changes: the request, the ledger, the calendar's block and clashing visits. */
const DECISION_WRITES: readonly DomainEntity[] = [
  'time_off_request',
  'leave_entry',
  'staff_time_off',
  'appointment',
];

/** Requests of the location (an employee's own), filtered. */
export function useTimeOffRequests(establishmentId: string, filters: TimeOffFilters) {
  return useQuery(
    endpointQuery(
      E.list,
      {
        params: { id: establishmentId },
        query: { status: filters.status, type: filters.type, employee_id: filters.employeeId },
      },
      {
        reads: REQUEST_READS,
        establishmentId,
        select: (answer): TimeOffRequest[] => answer.data,
        ...HR_READ_RETRY,
      },
    ),
  );
}

/** Leave balances of the location's people (an employee's own). */
export function useLeaveBalances(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.balances,
      { params: { id: establishmentId } },
      {
        reads: BALANCE_READS,
        establishmentId,
        select: (answer): LeaveBalance[] => answer.data,
        ...HR_READ_RETRY,
      },
    ),
  );
}

/** What approving `id` would do: balance after and clashing appointments (null: nothing to load). */
export function useTimeOffReview(establishmentId: string, id: string | null) {
  return useQuery({
    ...endpointQuery(
      E.review,
      { params: { id: id ?? '' } },
      {
        reads: REVIEW_READS,
        establishmentId,
        select: (answer): TimeOffReview => answer.data,
        ...HR_READ_RETRY,
      },
    ),
    enabled: id !== null,
  });
}

/** A write that toasts its outcome; its success refreshes the location's readers of `writes`. */
function useTimeOffWrite<V, R>(
  establishmentId: string,
  failure: string,
  success: string,
  call: (v: V) => Promise<R>,
  writes: readonly DomainEntity[] = ['time_off_request'],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifications.show({ color: 'green', message: success });
      return invalidateReaders(queryClient, writes, establishmentId);
    },
    meta: { errorTitle: failure },
  });
}

/** Submits a request for the signed-in person at the location. */
export function useSubmitTimeOff(establishmentId: string) {
  return useTimeOffWrite(
    establishmentId,
    M.submitFailed,
    M.submitted,
    async (body: TimeOffCreate) =>
      (await callEndpoint(E.create, { body: { ...body, establishment_id: establishmentId } })).data,
  );
}

/**
 * Approves or rejects a request with notes; an approval carries a choice for each clashing
 * appointment (issue #28), and its answer says what was done with each. Calendars refresh too:
 * approval moves, reassigns or cancels appointments.
 */
export function useDecideTimeOff(establishmentId: string, status: 'approved' | 'rejected') {
  return useTimeOffWrite(
    establishmentId,
    status === 'approved' ? M.approveFailed : M.rejectFailed,
    status === 'approved' ? M.approved : M.rejected,
    async (vars: {
      id: string;
      notes: string;
      resolutions?: TimeOffResolution[];
    }): Promise<TimeOffDecision> =>
      (
        await callEndpoint(E.decide, {
          params: { id: vars.id },
          body: {
            status,
            notes: vars.notes,
            ...(vars.resolutions?.length ? { resolutions: vars.resolutions } : {}),
          },
        })
      ).data,
    DECISION_WRITES,
  );
}

/**
 * The staff free to take over `serviceId` at a local `date` and `startTime` ('HH:MM'), from
 * availability (it counts only people who perform the service); null while unknown.
 */
export function useFreeStaff(
  establishmentId: string,
  slot: { date: string; startTime: string; serviceId: string } | null,
) {
  return useQuery({
    ...endpointQuery(
      AVAILABILITY_ENDPOINTS.find,
      {
        params: { establishmentId },
        query: { date: slot?.date, days: '1', serviceId: slot?.serviceId, interval: '5' },
      },
      {
        reads: AVAILABILITY_READS,
        establishmentId,
        select: (answer) =>
          answer.data.availability.find((x) => x.startTime === slot?.startTime)?.staffIds ?? [],
      },
    ),
    enabled: slot !== null,
  });
}

/** Deletes a pending (or rejected) request. */
export function useDeleteTimeOff(establishmentId: string) {
  return useTimeOffWrite(establishmentId, M.deleteFailed, M.deleted, async (id: string) => {
    await callEndpoint(E.remove, { params: { id } });
  });
}
