/** Establishment calls and hooks (spec core.md §7 "Establishments"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ESTABLISHMENT_CACHE_MS,
  ESTABLISHMENT_ENDPOINTS,
  MESSAGES,
  type Establishment,
  type EstablishmentCreate,
  type EstablishmentUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { fetchEstablishments } from '../../../lib/workspace/api/workspace-api';

/** Creates an establishment. */
export async function createEstablishment(body: EstablishmentCreate): Promise<Establishment> {
  const answer = await callEndpoint(ESTABLISHMENT_ENDPOINTS.create, { body });
  if (!answer.data) throw new Error(MESSAGES.createEstablishmentFailed);
  return answer.data;
}

/** Updates an establishment (business hours and settings included). */
export async function updateEstablishment(id: string, body: EstablishmentUpdate): Promise<Establishment> {
  const answer = await callEndpoint(ESTABLISHMENT_ENDPOINTS.update, { params: { id }, body });
  if (!answer.data) throw new Error(MESSAGES.updateEstablishmentFailed);
  return answer.data;
}

/** Deletes an establishment. */
export async function deleteEstablishment(id: string): Promise<void> {
  await callEndpoint(ESTABLISHMENT_ENDPOINTS.remove, { params: { id } });
}

/** The tenant's establishments, cached 15 minutes (spec §9); shares the workspace's cache entry. */
export function useEstablishments(tenantId: string) {
  return useQuery({
    queryKey: queryKeys.establishments(tenantId),
    queryFn: fetchEstablishments,
    staleTime: ESTABLISHMENT_CACHE_MS,
  });
}

/** Create, update, activate/deactivate and delete, each refreshing the list and toasting errors. */
export function useEstablishmentMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['establishments'] });

  const create = useMutation({
    mutationFn: createEstablishment,
    onSuccess: (e) => {
      notifications.show({ color: 'green', title: 'Establishment created', message: e.name });
      return refresh();
    },
    meta: { errorTitle: MESSAGES.createEstablishmentFailed },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: EstablishmentUpdate }) => updateEstablishment(id, body),
    onSuccess: (e) => {
      notifications.show({ color: 'green', title: 'Establishment updated', message: e.name });
      return refresh();
    },
    meta: { errorTitle: MESSAGES.updateEstablishmentFailed },
  });
  const remove = useMutation({
    mutationFn: (e: Establishment) => deleteEstablishment(e.id),
    onSuccess: (_r, e) => {
      notifications.show({ color: 'green', title: 'Establishment deleted', message: e.name });
      return refresh();
    },
    meta: { errorTitle: MESSAGES.deleteEstablishmentFailed },
  });
  return { create, update, remove };
}
