/**
 * Pending time off for the dashboard (issue #15 "Dashboards"; contracts TIME_OFF_ENDPOINTS.list):
 * the list is per location, so 'All Establishments' asks each location once and each answer
 * stands alone — one location failing leaves the others on screen.
 */
import { useQueries } from '@tanstack/react-query';
import { TIME_OFF_ENDPOINTS as E, type DomainEntity, type Establishment } from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** The request list answer: the requests with their person's and reviewer's names. */
const TIME_OFF_REQUEST_READS: readonly DomainEntity[] = ['time_off_request', 'user'];

/** One query per location of `places`, each under that location's key. */
export function usePendingTimeOff(places: readonly Establishment[]) {
  return useQueries({
    queries: places.map((place) =>
      endpointQuery(
        E.list,
        { params: { id: place.id }, query: { status: 'pending' } },
        { reads: TIME_OFF_REQUEST_READS, establishmentId: place.id, select: (answer) => answer.data },
      ),
    ),
  });
}
