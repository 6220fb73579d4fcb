/** Service catalogue calls and hooks (spec core.md §7 "Services"), plus the staff who perform them. */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  SERVICE_ENDPOINTS,
  SERVICE_MESSAGES,
  STAFF_ENDPOINTS,
  type Service,
  type ServiceCreate,
  type ServiceUpdate,
  type StaffMember,
} from '@daybook/contracts';
import { callEndpoint, callEndpointOrNull } from '../../../lib/api-client';
import { toastFailure } from '../../query/toast-failure';
import { queryKeys } from '../../../lib/query-keys';
import { SERVICE_READS, STAFF_READS } from '../../../lib/query/reads';

/** Every service of the establishment, inactive ones included: the page filters them itself. */
export async function fetchServices(tenantId: string, establishmentId: string): Promise<Service[]> {
  const answer = await callEndpoint(SERVICE_ENDPOINTS.list, {
    params: { establishmentId, tenantId },
    query: { includeInactive: 'true' },
  });
  if (!answer.data) throw new Error(SERVICE_MESSAGES.fetchFailed);
  return answer.data;
}

/** The people working at the establishment (to choose who performs a service). */
export async function fetchStaff(tenantId: string, establishmentId: string): Promise<StaffMember[]> {
  const answer = await callEndpointOrNull(STAFF_ENDPOINTS.list, { params: { tenantId, establishmentId } });
  return answer?.data ?? [];
}

/** Adds a service to the establishment's catalogue. */
export async function createService(
  tenantId: string,
  establishmentId: string,
  body: ServiceCreate,
): Promise<Service> {
  const answer = await callEndpoint(SERVICE_ENDPOINTS.create, {
    params: { establishmentId, tenantId },
    body,
  });
  if (!answer.data) throw new Error(SERVICE_MESSAGES.addFailed);
  return answer.data;
}

/** Changes any subset of a service's fields. */
export async function updateService(
  tenantId: string,
  serviceId: string,
  body: ServiceUpdate,
): Promise<Service> {
  const answer = await callEndpoint(SERVICE_ENDPOINTS.update, { params: { tenantId, serviceId }, body });
  if (!answer.data) throw new Error(SERVICE_MESSAGES.updateFailed);
  return answer.data;
}

/** Deletes a service; the server answers 409 when appointments still use it. */
export async function deleteService(tenantId: string, serviceId: string): Promise<void> {
  await callEndpoint(SERVICE_ENDPOINTS.remove, { params: { tenantId, serviceId } });
}

/** Query key of the establishment's catalogue; under the location scope so switching reloads it. */
export const servicesKey = (establishmentId: string) =>
  [...queryKeys.establishmentScope(establishmentId), 'services'] as const;

/** Query key of the establishment's staff list. */
export const staffKey = (establishmentId: string) =>
  [...queryKeys.establishmentScope(establishmentId), 'staff'] as const;

/** The establishment's services; idle while no single establishment is selected. */
export function useServices(tenantId: string, establishmentId: string | null) {
  return useQuery({
    queryKey: servicesKey(establishmentId ?? 'none'),
    queryFn: () => fetchServices(tenantId, establishmentId!),
    meta: { reads: SERVICE_READS },
    enabled: establishmentId !== null,
  });
}

/** The establishment's staff; idle while no single establishment is selected. */
export function useStaff(tenantId: string, establishmentId: string | null) {
  return useQuery({ ...staffQuery(tenantId, establishmentId ?? 'none'), enabled: establishmentId !== null });
}

/** The staff list of one establishment, as useStaff and useStaffOf read it. */
function staffQuery(tenantId: string, establishmentId: string) {
  return {
    queryKey: staffKey(establishmentId),
    queryFn: () => fetchStaff(tenantId, establishmentId),
    meta: { reads: STAFF_READS },
    // Staff change rarely; the form and the table both read it.
    staleTime: 60_000,
  };
}

/**
 * Everyone working at any of `establishmentIds` (the lists of an all-locations page), each
 * person once, by name; the lists read so far while the others load.
 */
export function useStaffOf(tenantId: string, establishmentIds: readonly string[]): StaffMember[] {
  return useQueries({
    queries: establishmentIds.map((id) => staffQuery(tenantId, id)),
    combine: (lists) => {
      const people = new Map(lists.flatMap((l) => l.data ?? []).map((p) => [p.id, p]));
      return [...people.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/**
 * Create, update and delete for one establishment, each refreshing the list. Create and update
 * toast their errors; delete leaves errors to the caller, which offers to deactivate on 409.
 */
export function useServiceMutations(tenantId: string, establishmentId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: servicesKey(establishmentId) });

  const create = useMutation({
    mutationFn: (body: ServiceCreate) => createService(tenantId, establishmentId, body),
    onSuccess: (s) => {
      notifications.show({ color: 'green', title: 'Service added', message: s.name });
      return refresh();
    },
    meta: { errorTitle: SERVICE_MESSAGES.addFailed },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ServiceUpdate }) => updateService(tenantId, id, body),
    onSuccess: (s) => {
      notifications.show({ color: 'green', title: 'Service updated', message: s.name });
      return refresh();
    },
    meta: { errorTitle: SERVICE_MESSAGES.updateFailed },
  });
  const remove = useMutation({
    mutationFn: (s: Service) => deleteService(tenantId, s.id),
    onSuccess: (_r, s) => {
      notifications.show({ color: 'green', title: 'Service deleted', message: s.name });
      return refresh();
    },
  });
  return {
    create,
    update,
    remove,
    toastDeleteError: (error: unknown) => toastFailure(SERVICE_MESSAGES.deleteFailed, error),
  };
}
