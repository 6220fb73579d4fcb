/**
 * Waitlist calls and hooks (issue #15, spec operations.md §7 "Waitlist and walk-ins"): the
 * queue of a location, the offered count, and the desk's writes. Reads are contract queries under
 * the location's key that declare what they read, so a live change of one refetches them and a
 * location switch drops them; spec §8 texts name failures of the list and of adding.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  AVAILABILITY_ENDPOINTS,
  AVAILABILITY_READS,
  CRM_ENDPOINTS,
  WAITLIST_ENDPOINTS as E,
  WAITLIST_MESSAGES as M,
  type DomainEntity,
  type WaitlistBook,
  type WaitlistCreate,
  type WaitlistEntry,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { invalidateReaders } from '../../../lib/query/entity-changes';
import { CLIENT_LIST_READS, WAITLIST_READS } from '../../../lib/query/reads';

/** The offered count: open offers of the location's entries. */
const PENDING_READS: readonly DomainEntity[] = ['waitlist_entry'];

/** The location's queue: waiting and offered entries in order. */
export function useWaitlist(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.list,
      { query: { establishment_id: establishmentId } },
      { reads: WAITLIST_READS, establishmentId, select: (answer): WaitlistEntry[] => answer.data },
    ),
  );
}

/** How many entries hold an offer, and whether text messages are configured. */
export function useWaitlistPending(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.pending,
      { query: { establishment_id: establishmentId } },
      { reads: PENDING_READS, establishmentId, select: (answer) => answer.data },
    ),
  );
}

/** Free start times of the service on a local date (the availability endpoint), per staff member. */
export function useFreeSlots(establishmentId: string, serviceId: string | null, date: string | null) {
  return useQuery({
    ...endpointQuery(
      AVAILABILITY_ENDPOINTS.find,
      {
        params: { establishmentId },
        query: { date: date ?? undefined, serviceId: serviceId ?? undefined },
      },
      { reads: AVAILABILITY_READS, establishmentId, select: (answer) => answer.data.availabilityByStaff },
    ),
    enabled: Boolean(serviceId && date),
  });
}

/**
 * One write of the desk: toast on success, the failure's text (or `failed`) on error; success
 * refreshes the readers of `writes`, a failure the queue too, so it shows the truth.
 */
function useWrite<V>(
  establishmentId: string,
  run: (vars: V) => Promise<WaitlistEntry>,
  texts: { done: (entry: WaitlistEntry) => string; failed: string },
  writes: readonly DomainEntity[] = ['waitlist_entry'],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (entry) => notifications.show({ color: 'green', message: texts.done(entry) }),
    onError: () => void invalidateReaders(queryClient, ['waitlist_entry'], establishmentId),
    meta: { errorTitle: texts.failed, writes },
  });
}

/** The desk's writes on the waitlist of a location. */
export function useWaitlistActions(establishmentId: string) {
  const query = { establishment_id: establishmentId };
  return {
    add: useWrite(
      establishmentId,
      async (body: WaitlistCreate) => (await callEndpoint(E.add, { query, body })).data,
      { done: (e) => `${e.client_name} was added to the waitlist.`, failed: M.addFailed },
    ),
    callNext: useWrite(establishmentId, async () => (await callEndpoint(E.callNext, { query })).data, {
      done: (e) => `${e.client_name} is seated.`,
      failed: M.callFailed,
    }),
    remove: useWrite(
      establishmentId,
      async (id: string) => (await callEndpoint(E.remove, { params: { id } })).data,
      { done: (e) => `${e.client_name} was removed from the waitlist.`, failed: M.removeFailed },
    ),
    // Booking makes the entry's appointment: the calendar and free times read again too.
    book: useWrite(
      establishmentId,
      async ({ id, body }: { id: string; body: WaitlistBook }) =>
        (await callEndpoint(E.book, { params: { id }, body })).data,
      { done: (e) => `${e.client_name} is booked.`, failed: M.bookFailed },
      ['waitlist_entry', 'appointment'],
    ),
    send: useWrite(
      establishmentId,
      async ({ id, channel }: { id: string; channel: 'email' | 'sms' }) =>
        (await callEndpoint(E.sendOffer, { params: { id }, body: { channel } })).data,
      { done: (e) => `The offer was sent to ${e.client_name}.`, failed: M.offerFailed },
    ),
  };
}

/** Clients of the location matching `search` (two characters or more), for the add form. */
export function useClientSearch(establishmentId: string, search: string) {
  const term = search.trim();
  return useQuery({
    ...endpointQuery(
      CRM_ENDPOINTS.listClients,
      { query: { establishmentId, search: term, pageSize: '8' } },
      {
        reads: CLIENT_LIST_READS,
        establishmentId,
        select: (answer) => answer.data ?? [],
        staleTime: 30_000,
      },
    ),
    enabled: term.length >= 2,
  });
}
