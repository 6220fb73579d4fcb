/**
 * Requests' calls and hooks (issue #15): a location's list (paged, filtered), one request, the
 * people a manager may assign, and the writes (raise, change). Reads sit under
 * ['est', id, 'requests', …], so live `entity:changed` news of `internal_request` and a location
 * switch refresh them; writes are never retried and toast the server's reason.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  REQUEST_ENDPOINTS as E,
  REQUEST_MESSAGES as M,
  type InternalRequest,
  type RequestAssignee,
  type RequestCreate,
  type RequestList,
  type RequestPriority,
  type RequestStatus,
  type RequestType,
  type RequestUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

export interface RequestFilters {
  status?: RequestStatus;
  type?: RequestType;
  priority?: RequestPriority;
  mine?: boolean;
  page: number;
}

export const requestKeys = {
  root: (establishmentId: string) => ['est', establishmentId, 'requests'] as const,
  list: (establishmentId: string, filters: RequestFilters) =>
    [...requestKeys.root(establishmentId), 'list', filters] as const,
  one: (establishmentId: string, id: string) => [...requestKeys.root(establishmentId), 'one', id] as const,
  assignees: (establishmentId: string) => [...requestKeys.root(establishmentId), 'assignees'] as const,
};

export const REQUEST_PAGE = 20;

/** One page of the location's requests (an employee's own and assigned ones). */
export function useRequests(establishmentId: string, filters: RequestFilters) {
  return useQuery({
    queryKey: requestKeys.list(establishmentId, filters),
    queryFn: async ({ signal }): Promise<RequestList> =>
      (
        await callEndpoint(E.list, {
          signal,
          params: { id: establishmentId },
          query: {
            status: filters.status,
            type: filters.type,
            priority: filters.priority,
            mine: filters.mine ? 'true' : undefined,
            page: String(filters.page),
            pageSize: String(REQUEST_PAGE),
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** One request, starting from the list's copy while it loads (null: nothing open). */
export function useRequest(establishmentId: string, id: string | null, initial?: InternalRequest) {
  return useQuery({
    queryKey: requestKeys.one(establishmentId, id ?? ''),
    queryFn: async ({ signal }): Promise<InternalRequest> =>
      (await callEndpoint(E.get, { signal, params: { id: id! } })).data,
    enabled: id !== null,
    initialData: initial,
  });
}

/** Active people of the location, for a manager's assignment. */
export function useAssignees(establishmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: requestKeys.assignees(establishmentId),
    queryFn: async ({ signal }): Promise<RequestAssignee[]> =>
      (await callEndpoint(E.assignees, { signal, params: { id: establishmentId } })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** Raises a request at the location. */
export function useCreateRequest(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<RequestCreate, 'establishment_id'>) =>
      (await callEndpoint(E.create, { body: { ...body, establishment_id: establishmentId } })).data,
    onSuccess: () => {
      notifications.show({ color: 'green', message: M.created });
      return queryClient.invalidateQueries({ queryKey: requestKeys.root(establishmentId) });
    },
    meta: { errorTitle: M.createFailed },
  });
}

/** Changes a request (assign, status, response) and toasts `success`. */
export function useUpdateRequest(establishmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: { id: string; body: RequestUpdate; success: string }) =>
      (await callEndpoint(E.update, { params: { id: vars.id }, body: vars.body })).data,
    onSuccess: (data, vars) => {
      notifications.show({ color: 'green', message: vars.success });
      queryClient.setQueryData(requestKeys.one(establishmentId, data.id), data);
      return queryClient.invalidateQueries({ queryKey: requestKeys.root(establishmentId) });
    },
    meta: { errorTitle: M.updateFailed },
  });
}
