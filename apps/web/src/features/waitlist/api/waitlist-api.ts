/**
 * Waitlist calls and hooks (issue #15, spec operations.md §7 "Waitlist and walk-ins"): the
 * queue of a location, the offered count, and the desk's writes. Reads sit under
 * ['est', id, 'waitlist', …], so live changes of the location (waitlist_entry, appointment)
 * refetch them; spec §8 texts name failures of the list and of adding.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import {
  AVAILABILITY_ENDPOINTS,
  CRM_ENDPOINTS,
  WAITLIST_ENDPOINTS as E,
  WAITLIST_MESSAGES as M,
  type AvailabilitySlot,
  type WaitlistBook,
  type WaitlistCreate,
  type WaitlistEntry,
  type WaitlistPending,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

export const waitlistKeys = {
  root: (establishmentId: string) => ['est', establishmentId, 'waitlist'] as const,
  queue: (establishmentId: string) => [...waitlistKeys.root(establishmentId), 'queue'] as const,
  pending: (establishmentId: string) => [...waitlistKeys.root(establishmentId), 'pending'] as const,
  slots: (establishmentId: string, serviceId: string, date: string) =>
    [...waitlistKeys.root(establishmentId), 'slots', serviceId, date] as const,
};

/** The location's queue: waiting and offered entries in order. */
export function useWaitlist(establishmentId: string) {
  return useQuery({
    queryKey: waitlistKeys.queue(establishmentId),
    queryFn: async ({ signal }): Promise<WaitlistEntry[]> =>
      (await callEndpoint(E.list, { signal, query: { establishment_id: establishmentId } })).data,
  });
}

/** How many entries hold an offer, and whether text messages are configured. */
export function useWaitlistPending(establishmentId: string) {
  return useQuery({
    queryKey: waitlistKeys.pending(establishmentId),
    queryFn: async ({ signal }): Promise<WaitlistPending> =>
      (await callEndpoint(E.pending, { signal, query: { establishment_id: establishmentId } })).data,
  });
}

/** Free start times of the service on a local date (the availability endpoint), per staff member. */
export function useFreeSlots(establishmentId: string, serviceId: string | null, date: string | null) {
  return useQuery({
    queryKey: waitlistKeys.slots(establishmentId, serviceId ?? '', date ?? ''),
    enabled: Boolean(serviceId && date),
    queryFn: async ({ signal }): Promise<Record<string, AvailabilitySlot[]>> =>
      (
        await callEndpoint(AVAILABILITY_ENDPOINTS.find, {
          signal,
          params: { establishmentId },
          query: { date: date ?? undefined, serviceId: serviceId ?? undefined },
        })
      ).data.availabilityByStaff,
  });
}

/** One write of the desk: toast on success, the failure's text (or `failed`) on error, queue refetched. */
function useWrite<V>(
  establishmentId: string,
  run: (vars: V) => Promise<WaitlistEntry>,
  texts: { done: (entry: WaitlistEntry) => string; failed: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (entry) => notifications.show({ color: 'green', message: texts.done(entry) }),
    meta: { errorTitle: texts.failed },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.root(establishmentId) }),
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
    book: useWrite(
      establishmentId,
      async ({ id, body }: { id: string; body: WaitlistBook }) =>
        (await callEndpoint(E.book, { params: { id }, body })).data,
      { done: (e) => `${e.client_name} is booked.`, failed: M.bookFailed },
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
    queryKey: [...waitlistKeys.root(establishmentId), 'clients', term] as const,
    enabled: term.length >= 2,
    staleTime: 30_000,
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(CRM_ENDPOINTS.listClients, {
          signal,
          query: { establishmentId, search: term, pageSize: '8' },
        })
      ).data ?? [],
  });
}
