/**
 * Pending time off for the dashboard (issue #15 "Dashboards"; contracts TIME_OFF_ENDPOINTS.list):
 * the selected location's requests awaiting a decision, or with 'All Establishments' every
 * location's in one call (the list takes ALL_ESTABLISHMENTS).
 */
import { useQuery } from '@tanstack/react-query';
import { TIME_OFF_ENDPOINTS as E, type DomainEntity } from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** The request list answer: the requests with their person's and reviewer's names. */
const TIME_OFF_REQUEST_READS: readonly DomainEntity[] = ['time_off_request', 'user'];

/** The pending requests of `scopeId` (a location id or ALL_ESTABLISHMENTS); disabled without one. */
export function usePendingTimeOff(scopeId: string | null) {
  return useQuery({
    ...endpointQuery(
      E.list,
      { params: { id: scopeId ?? '' }, query: { status: 'pending' } },
      { reads: TIME_OFF_REQUEST_READS, establishmentId: scopeId ?? '', select: (answer) => answer.data },
    ),
    enabled: scopeId !== null,
  });
}
