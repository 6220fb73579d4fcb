/**
 * Pending time off for the dashboard (issue #15 "Dashboards"; contracts TIME_OFF_ENDPOINTS.list):
 * the list is per location, so 'All Establishments' asks each location once and each answer
 * stands alone — one location failing leaves the others on screen.
 */
import { useQueries } from '@tanstack/react-query';
import { TIME_OFF_ENDPOINTS as E, type Establishment } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

/** One query per location of `places`, each under that location's key. */
export function usePendingTimeOff(places: readonly Establishment[]) {
  return useQueries({
    queries: places.map((place) => ({
      queryKey: ['est', place.id, 'dashboard', 'time-off', 'pending'],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await callEndpoint(E.list, { params: { id: place.id }, query: { status: 'pending' }, signal })).data,
    })),
  });
}
