/**
 * Client calls and hooks (spec core.md §7 "CRM"): the paged list, one client's page, create,
 * update, notes, merge and erase. Queries follow the CRM retry policy; writes are not retried
 * (a repeated create would make a second client) and toast their failures.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  CLIENT_MESSAGES,
  CRM_ENDPOINTS,
  type Client,
  type ClientAppointment,
  type ClientCreate,
  type ClientDetail,
  type ClientDuplicate,
  type ClientNote,
  type ClientUpdate,
  type Pagination,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import {
  clientListQuery,
  type ClientFilters,
  type ClientPageRequest,
  type CrmScope,
} from '../lib/client-list-params';
import type { ClientSort } from '../lib/client-sort';
import { toastCrmSuccess } from './crm-answer';

/** One page of a CRM list and the paging facts (total rows across pages). */
export interface CrmPage<T> {
  rows: T[];
  pagination: Pagination;
}

/** A saved client with the live clients that share its email or phone. */
export type CreatedClient = Client & { duplicates: ClientDuplicate[] };

/** Page `paging.page` of the clients in `scope` matching `filters`, in `sort`'s order. */
export async function fetchClients(
  scope: CrmScope,
  filters: ClientFilters,
  sort: ClientSort,
  paging: ClientPageRequest,
): Promise<CrmPage<Client>> {
  const answer = await callEndpoint(CRM_ENDPOINTS.listClients, {
    query: clientListQuery(scope, filters, sort, paging),
  });
  const rows = answer.data;
  return { rows, pagination: answer.pagination ?? { ...paging, total: rows.length } };
}

/** One client's page: figures, notes, appointments and duplicates; 404 'Client not found.'. */
export async function fetchClient(clientId: string): Promise<ClientDetail> {
  const answer = await callEndpoint(CRM_ENDPOINTS.client, { params: { id: clientId } });
  return answer.data;
}

/** Page `paging.page` of the client's past appointments, latest first, and their total. */
export async function fetchClientHistory(
  clientId: string,
  paging: ClientPageRequest,
): Promise<CrmPage<ClientAppointment>> {
  const answer = await callEndpoint(CRM_ENDPOINTS.clientHistory, {
    params: { id: clientId },
    query: { page: String(paging.page), pageSize: String(paging.pageSize) },
  });
  const rows = answer.data;
  return { rows, pagination: answer.pagination ?? { ...paging, total: rows.length } };
}

export async function createClient(body: ClientCreate): Promise<CreatedClient> {
  const answer = await callEndpoint(CRM_ENDPOINTS.createClient, { body });
  return answer.data;
}

/** PUT of the typed fields; an empty id is the spec's 'No client selected for editing'. */
export async function updateClient(clientId: string, body: ClientUpdate): Promise<Client> {
  if (!clientId) throw new Error(CLIENT_MESSAGES.noClientSelected);
  const answer = await callEndpoint(CRM_ENDPOINTS.updateClient, { params: { id: clientId }, body });
  return answer.data;
}

export async function addClientNote(clientId: string, content: string): Promise<ClientNote> {
  const answer = await callEndpoint(CRM_ENDPOINTS.addClientNote, {
    params: { id: clientId },
    body: { content },
  });
  return answer.data;
}

export async function deleteClientNote(clientId: string, noteId: string): Promise<void> {
  await callEndpoint(CRM_ENDPOINTS.removeClientNote, { params: { id: clientId, noteId } });
}

/** Moves `duplicateId`'s history into `clientId` and retires the duplicate; answers the kept client. */
export async function mergeClients(clientId: string, duplicateId: string): Promise<Client> {
  const answer = await callEndpoint(CRM_ENDPOINTS.mergeClient, {
    params: { id: clientId },
    body: { duplicateId },
  });
  return answer.data;
}

/** Removes the client's personal data for good (visits stay, anonymous). */
export async function eraseClient(clientId: string): Promise<Client> {
  const answer = await callEndpoint(CRM_ENDPOINTS.eraseClient, { params: { id: clientId } });
  return answer.data;
}

/** Marks every CRM list and record stale, so what is on screen refetches. */
export function invalidateCrm(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('crm') });
}

/** The list page; the previous page stays on screen while the next one loads. */
export function useClientList(
  scope: CrmScope,
  filters: ClientFilters,
  sort: ClientSort,
  paging: ClientPageRequest,
  enabled = true,
) {
  return useQuery({
    queryKey: queryKeys.crmClients(scope.establishmentId, { filters, sort, paging }),
    queryFn: () => fetchClients(scope, filters, sort, paging),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClient(clientId: string) {
  return useQuery({
    queryKey: queryKeys.crmClient(clientId),
    queryFn: () => fetchClient(clientId),
  });
}

/** A page of the client's past appointments; the previous page stays on screen while the next loads. */
export function useClientHistory(clientId: string, paging: ClientPageRequest) {
  return useQuery({
    queryKey: queryKeys.crmClientHistory(clientId, paging),
    queryFn: () => fetchClientHistory(clientId, paging),
    placeholderData: keepPreviousData,
  });
}

/** Create (answers the duplicates to show) and update; each refreshes the CRM and toasts failures. */
export function useClientMutations() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createClient,
    onSuccess: (c) => {
      toastCrmSuccess(CLIENT_MESSAGES.clientAdded, c.name);
      return invalidateCrm(queryClient);
    },
    meta: { errorTitle: CLIENT_MESSAGES.addClientFailed },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClientUpdate }) => updateClient(id, body),
    onSuccess: (c) => {
      toastCrmSuccess('Client updated', c.name);
      return invalidateCrm(queryClient);
    },
    meta: { errorTitle: CLIENT_MESSAGES.updateClientFailed },
  });
  return { create, update };
}

/** Adding and deleting notes on one client's page. */
export function useClientNoteMutations(clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.crmClient(clientId) });
  const add = useMutation({
    mutationFn: (content: string) => addClientNote(clientId, content),
    onSuccess: () => {
      toastCrmSuccess('Note added', 'The note is on the client’s page.');
      return refresh();
    },
    meta: { errorTitle: CLIENT_MESSAGES.addNoteFailed },
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => deleteClientNote(clientId, noteId),
    onSuccess: () => {
      toastCrmSuccess('Note deleted', 'The note was removed.');
      return refresh();
    },
    meta: { errorTitle: CLIENT_MESSAGES.deleteNoteFailed },
  });
  return { add, remove };
}

/** Merge a duplicate into this client, and erase this client (manager and owner tools). */
export function useClientRecordMutations(clientId: string) {
  const queryClient = useQueryClient();
  const merge = useMutation({
    mutationFn: (duplicateId: string) => mergeClients(clientId, duplicateId),
    onSuccess: (c) => {
      toastCrmSuccess('Clients merged', `The duplicate now lives on in ${c.name}.`);
      return invalidateCrm(queryClient);
    },
    meta: { errorTitle: CLIENT_MESSAGES.mergeFailed },
  });
  const erase = useMutation({
    mutationFn: () => eraseClient(clientId),
    onSuccess: () => {
      toastCrmSuccess('Client erased', 'Their personal data was removed.');
      return invalidateCrm(queryClient);
    },
    meta: { errorTitle: CLIENT_MESSAGES.eraseFailed },
  });
  return { merge, erase };
}
