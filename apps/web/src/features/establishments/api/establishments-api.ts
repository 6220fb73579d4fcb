/** Establishment calls and hooks (spec core.md §7 "Establishments"). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  ESTABLISHMENT_ENDPOINTS,
  MESSAGES,
  type DomainEntity,
  type Establishment,
  type EstablishmentCreate,
  type EstablishmentUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { establishmentsQuery } from '../../../lib/workspace/api/workspace-api';

/** What a save changes: the location, and the membership of whoever creates one. */
const ESTABLISHMENT_WRITES: readonly DomainEntity[] = ['establishment', 'establishment_member'];

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

/** The tenant's establishments, cached 15 minutes (spec §9): the workspace's entry (lib/workspace). */
export function useEstablishments(tenantId: string) {
  return useQuery(establishmentsQuery(tenantId));
}

/**
 * Create, update, activate/deactivate and delete, each refreshing the list and the readers of
 * establishments (hours and zones feed schedules, availability and lists), and toasting errors.
 */
export function useEstablishmentMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['establishments'] });
  const meta = (errorTitle: string) => ({ errorTitle, writes: ESTABLISHMENT_WRITES });

  const create = useMutation({
    mutationFn: createEstablishment,
    onSuccess: (e) => {
      notifications.show({ color: 'green', title: 'Establishment created', message: e.name });
      return refresh();
    },
    meta: meta(MESSAGES.createEstablishmentFailed),
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: EstablishmentUpdate }) => updateEstablishment(id, body),
    onSuccess: (e) => {
      notifications.show({ color: 'green', title: 'Establishment updated', message: e.name });
      return refresh();
    },
    meta: meta(MESSAGES.updateEstablishmentFailed),
  });
  const remove = useMutation({
    mutationFn: (e: Establishment) => deleteEstablishment(e.id),
    onSuccess: (_r, e) => {
      notifications.show({ color: 'green', title: 'Establishment deleted', message: e.name });
      return refresh();
    },
    meta: meta(MESSAGES.deleteEstablishmentFailed),
  });
  return { create, update, remove };
}
