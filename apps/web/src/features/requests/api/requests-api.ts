/**
 * Requests' calls and hooks (issue #15): a location's list (paged, filtered), one request, the
 * people a manager may assign, and the writes (raise, change). Reads are contract queries under
 * the location's key that declare what they read, so a change of a request (live or written
 * here) refreshes them and a location switch drops them; writes are never retried and toast the
 * server's reason.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  REQUEST_ENDPOINTS as E,
  REQUEST_MESSAGES as M,
  type DomainEntity,
  type InternalRequest,
  type RequestCreate,
  type RequestPriority,
  type RequestStatus,
  type RequestType,
  type RequestUpdate,
} from '@daybook/contracts';
import { endpointKey, endpointMutation, endpointQuery } from '../../../lib/query/endpoint-query';

/** A request as listed or opened: the request with its requester's and assignee's names. */
const REQUEST_READS: readonly DomainEntity[] = ['internal_request', 'user'];

/** The people a manager may assign: the location's active members and their names. */
const ASSIGNEE_READS: readonly DomainEntity[] = ['establishment_member', 'user'];

export interface RequestFilters {
  status?: RequestStatus;
  type?: RequestType;
  priority?: RequestPriority;
  mine?: boolean;
  page: number;
}

export const REQUEST_PAGE = 20;

/** One page of the location's requests (an employee's own and assigned ones). */
export function useRequests(establishmentId: string, filters: RequestFilters) {
  return useQuery(
    endpointQuery(
      E.list,
      {
        params: { id: establishmentId },
        query: {
          status: filters.status,
          type: filters.type,
          priority: filters.priority,
          mine: filters.mine ? 'true' : undefined,
          page: String(filters.page),
          pageSize: String(REQUEST_PAGE),
        },
      },
      {
        reads: REQUEST_READS,
        establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** One request, starting from the list's copy while it loads (null: nothing open). */
export function useRequest(establishmentId: string, id: string | null, initial?: InternalRequest) {
  return useQuery({
    ...endpointQuery(
      E.get,
      { params: { id: id ?? '' } },
      {
        reads: REQUEST_READS,
        establishmentId,
        select: (answer) => answer.data,
        initialData: initial && { success: true as const, data: initial },
      },
    ),
    enabled: id !== null,
  });
}

/** Active people of the location, for a manager's assignment. */
export function useAssignees(establishmentId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      E.assignees,
      { params: { id: establishmentId } },
      { reads: ASSIGNEE_READS, establishmentId, select: (answer) => answer.data, staleTime: 60_000 },
    ),
    enabled,
  });
}

/** Raises a request at the location. */
export function useCreateRequest(establishmentId: string) {
  return useMutation({
    ...endpointMutation(E.create, {
      call: (body: Omit<RequestCreate, 'establishment_id'>) => ({
        body: { ...body, establishment_id: establishmentId },
      }),
      errorTitle: M.createFailed,
      writes: ['internal_request'],
    }),
    onSuccess: () => notifications.show({ color: 'green', message: M.created }),
  });
}

/**
 * Changes a request (assign, status, response) and toasts `success`; the open request shows the
 * answer at once, before the readers of requests read again.
 */
export function useUpdateRequest(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...endpointMutation(E.update, {
      call: (vars: { id: string; body: RequestUpdate; success: string }) => ({
        params: { id: vars.id },
        body: vars.body,
      }),
      errorTitle: M.updateFailed,
      writes: ['internal_request'],
    }),
    onSuccess: (answer, vars) => {
      notifications.show({ color: 'green', message: vars.success });
      queryClient.setQueryData(
        endpointKey(E.get, { params: { id: answer.data.id } }, establishmentId),
        answer,
      );
    },
  });
}
