/**
 * Rooms and resources calls and hooks (spec core.md §7 "GET /api/admin/resources/establishment/{id}"):
 * the booking form and appointment panel read the active rooms, the establishment editor all of them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  RESOURCE_ENDPOINTS,
  RESOURCE_MESSAGES,
  type BookableResource,
  type ResourceCreate,
  type ResourceKind,
  type ResourceUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { RESOURCE_READS } from '../../../lib/query/reads';

/** How each kind reads in the UI. */
export const KIND_LABEL: Record<ResourceKind, string> = { room: 'Room', equipment: 'Equipment' };

/** Every room and piece of equipment of the establishment, deactivated ones included. */
export async function fetchResources(establishmentId: string): Promise<BookableResource[]> {
  const answer = await callEndpoint(RESOURCE_ENDPOINTS.list, {
    params: { establishmentId },
    query: { includeInactive: 'true' },
  });
  if (!answer.data) throw new Error(RESOURCE_MESSAGES.fetchFailed);
  return answer.data;
}

export async function createResource(
  establishmentId: string,
  body: ResourceCreate,
): Promise<BookableResource> {
  const answer = await callEndpoint(RESOURCE_ENDPOINTS.create, { params: { establishmentId }, body });
  if (!answer.data) throw new Error(RESOURCE_MESSAGES.addFailed);
  return answer.data;
}

export async function updateResource(id: string, body: ResourceUpdate): Promise<BookableResource> {
  const answer = await callEndpoint(RESOURCE_ENDPOINTS.update, { params: { id }, body });
  if (!answer.data) throw new Error(RESOURCE_MESSAGES.updateFailed);
  return answer.data;
}

/** Deletes a resource; the server answers 409 (RESOURCE_MESSAGES.inUse) while appointments hold it. */
export async function deleteResource(id: string): Promise<void> {
  await callEndpoint(RESOURCE_ENDPOINTS.remove, { params: { id } });
}

/** Under the location scope, so switching location reloads it. */
export const resourcesKey = (establishmentId: string) =>
  [...queryKeys.establishmentScope(establishmentId), 'resources'] as const;

/** One list per establishment (inactive included) that the calendar and the editor share. */
export function useResources(establishmentId: string) {
  return useQuery({
    queryKey: resourcesKey(establishmentId),
    queryFn: () => fetchResources(establishmentId),
    meta: { reads: RESOURCE_READS },
    staleTime: 60_000,
  });
}

/** The active rooms of a list, in its order: what an appointment may hold. */
export function activeRooms(list: readonly BookableResource[] | undefined): BookableResource[] {
  return (list ?? []).filter((r) => r.kind === 'room' && r.isActive);
}

/**
 * Create, update and delete, each refreshing the establishment's list. Create and update toast
 * their errors; a refused delete is left to the caller, which offers to deactivate instead.
 */
export function useResourceMutations(establishmentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: resourcesKey(establishmentId) });

  const create = useMutation({
    mutationFn: (body: ResourceCreate) => createResource(establishmentId, body),
    onSuccess: (r) => {
      notifications.show({ color: 'green', title: `${KIND_LABEL[r.kind]} added`, message: r.name });
      return refresh();
    },
    meta: { errorTitle: RESOURCE_MESSAGES.addFailed },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ResourceUpdate }) => updateResource(id, body),
    onSuccess: (r) => {
      notifications.show({ color: 'green', title: `${KIND_LABEL[r.kind]} updated`, message: r.name });
      return refresh();
    },
    meta: { errorTitle: RESOURCE_MESSAGES.updateFailed },
  });
  const remove = useMutation({
    mutationFn: (r: BookableResource) => deleteResource(r.id),
    onSuccess: (_answer, r) => {
      notifications.show({ color: 'green', title: `${KIND_LABEL[r.kind]} deleted`, message: r.name });
      return refresh();
    },
  });
  return { create, update, remove };
}
