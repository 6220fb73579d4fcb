/**
 * The CRM calls the booking panel makes (spec core.md §7 "CRM"): search the clients the person
 * sees, read one client for the /calendar?bookClientId= link, and add a client from the
 * booking panel. Kept inside the calendar so it does not depend on the CRM screens' code.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  CLIENT_MESSAGES,
  CRM_ENDPOINTS,
  type Client,
  type ClientCreate,
  type ClientDetail,
  type ClientDuplicate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Search results shown at once: enough to pick from, small enough to scan. */
export const CLIENT_SEARCH_PAGE_SIZE = 10;
/** Shorter terms match too much of a large client list to be useful. */
export const CLIENT_SEARCH_MIN_LENGTH = 2;

/** A client record as the booking panel shows and books it. */
export interface ClientSummary {
  id: string;
  name: string;
  /** E.164, or null; shown with formatPhone(). */
  phone: string | null;
  email: string | null;
  /** The client's home establishment. */
  establishmentId: string;
  establishmentName: string | null;
}

/** A client just added, with the live clients that share its email or phone. */
export interface CreatedClient {
  client: ClientSummary;
  duplicates: ClientDuplicate[];
}

const summaryOf = (c: Client | ClientDetail): ClientSummary => ({
  id: c.id,
  name: c.name,
  phone: c.phone,
  email: c.email,
  establishmentId: c.establishmentId,
  establishmentName: c.establishmentName,
});

/**
 * The first CLIENT_SEARCH_PAGE_SIZE clients matching `term` (name, email or phone; every word),
 * by name, among every client the person sees: a client at home at another location of the
 * business may still be booked here.
 */
export async function searchClients(term: string, signal?: AbortSignal): Promise<ClientSummary[]> {
  const answer = await callEndpoint(CRM_ENDPOINTS.listClients, {
    query: { search: term, page: '1', pageSize: String(CLIENT_SEARCH_PAGE_SIZE) },
    signal,
  });
  return answer.data.map(summaryOf);
}

/** One client; a client the person cannot see, or none, is a 404 'Client not found.'. */
export async function fetchClientSummary(id: string): Promise<ClientSummary> {
  const answer = await callEndpoint(CRM_ENDPOINTS.client, { params: { id } });
  return summaryOf(answer.data);
}

/** Adds a client; the answer flags live clients with the same email or phone (not refused). */
export async function createClient(body: ClientCreate): Promise<CreatedClient> {
  const answer = await callEndpoint(CRM_ENDPOINTS.createClient, { body });
  const created = answer.data;
  return { client: summaryOf(created), duplicates: created.duplicates ?? [] };
}

/** Server search for `term` (already debounced); idle below CLIENT_SEARCH_MIN_LENGTH characters. */
export function useClientSearch(establishmentId: string, term: string) {
  return useQuery({
    // 'crm' in the key: the CRM screens' refresh after a change reaches these results too.
    queryKey: [...queryKeys.establishmentScope(establishmentId), 'crm', 'client-search', term],
    queryFn: ({ signal }) => searchClients(term, signal),
    enabled: term.length >= CLIENT_SEARCH_MIN_LENGTH,
    // The last results stay listed while the next term is typed and fetched.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    meta: { reads: ['client'] },
  });
}

/** Adds a client (not retried: a repeat would add a second one); refreshes every CRM list. */
export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: ({ client }) => {
      notifications.show({ color: 'green', title: CLIENT_MESSAGES.clientAdded, message: client.name });
      return queryClient.invalidateQueries({ predicate: (q) => q.queryKey.includes('crm') });
    },
    meta: { errorTitle: CLIENT_MESSAGES.addClientFailed },
  });
}
