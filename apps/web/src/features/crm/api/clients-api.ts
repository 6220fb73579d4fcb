/**
 * Client calls and hooks (spec core.md §7 "CRM"): the paged list, one client's page, create,
 * update, notes, merge and erase. Queries are contract queries that declare what they read and
 * follow the CRM retry policy; writes are not retried (a repeated create would make a second
 * client), toast their failures and name what they change.

 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
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
  type DomainEntity,
  type Pagination,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { CLIENT_LIST_READS, CLIENT_RECORD_READS } from '../../../lib/query/reads';
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

/** A client's past appointments: the visits with their location's and staff member's names. */
const CLIENT_HISTORY_READS: readonly DomainEntity[] = ['appointment', 'establishment', 'user'];

/** A merge or an erase: the clients, their notes (moved or deleted), their appointments (moved or anonymised). */
const CLIENT_RECORD_WRITES: readonly DomainEntity[] = ['client', 'client_note', 'appointment'];

/**
 * A paged list answer as a CrmPage; without the server's paging facts, `paging` and the rows
 * it holds.
 */
export function crmPage<T>(
  answer: { data: T[]; pagination?: Pagination },
  paging: ClientPageRequest,
): CrmPage<T> {
  return { rows: answer.data, pagination: answer.pagination ?? { ...paging, total: answer.data.length } };
}

/** A saved client with the live clients that share its email or phone. */
export type CreatedClient = Client & { duplicates: ClientDuplicate[] };

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

/** The list page; the previous page stays on screen while the next one loads. */
export function useClientList(
  scope: CrmScope,
  filters: ClientFilters,
  sort: ClientSort,
  paging: ClientPageRequest,
  enabled = true,
) {
  return useQuery({
    ...endpointQuery(
      CRM_ENDPOINTS.listClients,
      { query: clientListQuery(scope, filters, sort, paging) },
      {
        reads: CLIENT_LIST_READS,
        establishmentId: scope.establishmentId,
        select: (answer): CrmPage<Client> => crmPage(answer, paging),
        placeholderData: keepPreviousData,
      },
    ),
    enabled,
  });
}

/** One client's page: figures, notes, appointments and duplicates; 404 'Client not found.'. */
export function useClient(clientId: string) {
  return useQuery(
    endpointQuery(
      CRM_ENDPOINTS.client,
      { params: { id: clientId } },
      { reads: CLIENT_RECORD_READS, select: (answer): ClientDetail => answer.data },
    ),
  );
}

/** A page of the client's past appointments; the previous page stays on screen while the next loads. */
export function useClientHistory(clientId: string, paging: ClientPageRequest) {
  return useQuery(
    endpointQuery(
      CRM_ENDPOINTS.clientHistory,
      {
        params: { id: clientId },
        query: { page: String(paging.page), pageSize: String(paging.pageSize) },
      },
      {
        reads: CLIENT_HISTORY_READS,
        select: (answer): CrmPage<ClientAppointment> => crmPage(answer, paging),
        placeholderData: keepPreviousData,
      },
    ),
  );
}

/** Create (answers the duplicates to show) and update; each refreshes the client readers and toasts failures. */
export function useClientMutations() {
  const create = useMutation({
    mutationFn: createClient,
    onSuccess: (c) => toastCrmSuccess(CLIENT_MESSAGES.clientAdded, c.name),
    meta: { errorTitle: CLIENT_MESSAGES.addClientFailed, writes: ['client'] },
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ClientUpdate }) => updateClient(id, body),
    onSuccess: (c) => toastCrmSuccess('Client updated', c.name),
    meta: { errorTitle: CLIENT_MESSAGES.updateClientFailed, writes: ['client'] },
  });
  return { create, update };
}

/** Adding and deleting notes on one client's page. */
export function useClientNoteMutations(clientId: string) {
  const add = useMutation({
    mutationFn: (content: string) => addClientNote(clientId, content),
    onSuccess: () => toastCrmSuccess('Note added', 'The note is on the client’s page.'),
    meta: { errorTitle: CLIENT_MESSAGES.addNoteFailed, writes: ['client_note'] },
  });
  const remove = useMutation({
    mutationFn: (noteId: string) => deleteClientNote(clientId, noteId),
    onSuccess: () => toastCrmSuccess('Note deleted', 'The note was removed.'),
    meta: { errorTitle: CLIENT_MESSAGES.deleteNoteFailed, writes: ['client_note'] },
  });
  return { add, remove };
}

/** Merge a duplicate into this client, and erase this client (manager and owner tools). */
export function useClientRecordMutations(clientId: string) {
  const merge = useMutation({
    mutationFn: (duplicateId: string) => mergeClients(clientId, duplicateId),
    onSuccess: (c) => toastCrmSuccess('Clients merged', `The duplicate now lives on in ${c.name}.`),
    meta: { errorTitle: CLIENT_MESSAGES.mergeFailed, writes: CLIENT_RECORD_WRITES },
  });
  const erase = useMutation({
    mutationFn: () => eraseClient(clientId),
    onSuccess: () => toastCrmSuccess('Client erased', 'Their personal data was removed.'),
    meta: { errorTitle: CLIENT_MESSAGES.eraseFailed, writes: CLIENT_RECORD_WRITES },
  });
  return { merge, erase };
}
