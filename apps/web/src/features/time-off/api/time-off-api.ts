/**
 * Time off's calls and hooks (spec operations.md §7 HR, §8 texts, §9 retry; issue #14): requests
 * of a location, leave balances, the approval preview, and the writes (submit, decide, delete).
 * Reads sit under ['est', id, 'time-off', …] so a location switch drops them, and are retried 3
 * times with exponential backoff from 1 s; writes are never retried and toast the server's reason.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  AVAILABILITY_ENDPOINTS,
  TIME_OFF_ENDPOINTS as E,
  TIME_OFF_MESSAGES as M,
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
import { HR_READ_RETRY } from '../../../lib/query/hr-read-retry';

export interface TimeOffFilters {
  status?: TimeOffStatus;
  type?: TimeOffType;
  employeeId?: string;
}

export const timeOffKeys = {
  root: (establishmentId: string) => ['est', establishmentId, 'time-off'] as const,
  requests: (establishmentId: string, filters: TimeOffFilters) =>
    [...timeOffKeys.root(establishmentId), 'requests', filters] as const,
  balances: (establishmentId: string) => [...timeOffKeys.root(establishmentId), 'balances'] as const,
  review: (establishmentId: string, id: string) =>
    [...timeOffKeys.root(establishmentId), 'review', id] as const,
};

/** Requests of the location (an employee's own), filtered. */
export function useTimeOffRequests(establishmentId: string, filters: TimeOffFilters) {
  return useQuery({
    queryKey: timeOffKeys.requests(establishmentId, filters),
    queryFn: async ({ signal }): Promise<TimeOffRequest[]> =>
      (
        await callEndpoint(E.list, {
          signal,
          params: { id: establishmentId },
          query: { status: filters.status, type: filters.type, employee_id: filters.employeeId },
        })
      ).data,
    ...HR_READ_RETRY,
  });
}

/** Leave balances of the location's people (an employee's own). */
export function useLeaveBalances(establishmentId: string) {
  return useQuery({
    queryKey: timeOffKeys.balances(establishmentId),
    queryFn: async ({ signal }): Promise<LeaveBalance[]> =>
      (await callEndpoint(E.balances, { signal, params: { id: establishmentId } })).data,
    ...HR_READ_RETRY,
  });
}

/** What approving `id` would do: balance after and clashing appointments (null: nothing to load). */
export function useTimeOffReview(establishmentId: string, id: string | null) {
  return useQuery({
    queryKey: timeOffKeys.review(establishmentId, id ?? ''),
    queryFn: async ({ signal }): Promise<TimeOffReview> =>
      (await callEndpoint(E.review, { signal, params: { id: id! } })).data,
    enabled: id !== null,
    ...HR_READ_RETRY,
  });
}

/** A write that refreshes the location's time off and toasts its outcome. */
function useTimeOffWrite<V, R>(
  establishmentId: string,
  failure: string,
  success: string,
  call: (v: V) => Promise<R>,
  wholeLocation = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      notifications.show({ color: 'green', message: success });
      return queryClient.invalidateQueries({
        queryKey: wholeLocation ? ['est', establishmentId] : timeOffKeys.root(establishmentId),
      });
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
    true,
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
    queryKey: [...timeOffKeys.root(establishmentId), 'free-staff', slot],
    enabled: slot !== null,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(AVAILABILITY_ENDPOINTS.find, {
        signal,
        params: { establishmentId },
        query: { date: slot!.date, days: '1', serviceId: slot!.serviceId, interval: '5' },
      });
      return answer.data.availability.find((x) => x.startTime === slot!.startTime)?.staffIds ?? [];
    },
  });
}

/** Deletes a pending (or rejected) request. */
export function useDeleteTimeOff(establishmentId: string) {
  return useTimeOffWrite(establishmentId, M.deleteFailed, M.deleted, async (id: string) => {
    await callEndpoint(E.remove, { params: { id } });
  });
}
