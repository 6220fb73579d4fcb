/** The "Find next available" search: the availability endpoint asked window after window. */
import { useQuery } from '@tanstack/react-query';
import { AVAILABILITY_ENDPOINTS, AVAILABILITY_READS } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { findNextFree, searchWindows, type FreeTime, type SearchWindow } from '../lib/next-available';

export interface NextAvailableRequest {
  establishmentId: string;
  serviceId: string;
  /** One staff member, or null for anyone who performs the service. */
  staffId: string | null;
  /** The searched range (lib/next-available searchRange). */
  range: SearchWindow;
}

/**
 * The next free times for the request, or null while no service is chosen. It declares what
 * free times read, so a booking, move or cancellation refreshes it.
 */
export function useNextAvailable(r: NextAvailableRequest | null) {
  return useQuery<FreeTime[]>({
    queryKey: [
      ...queryKeys.establishmentScope(r?.establishmentId ?? 'none'),
      'availability',
      'next',
      r?.serviceId,
      r?.staffId,
      r?.range.date,
      r?.range.days,
    ],
    queryFn: ({ signal }) =>
      findNextFree(async (w) => {
        const answer = await callEndpoint(AVAILABILITY_ENDPOINTS.find, {
          params: { establishmentId: r!.establishmentId },
          query: {
            date: w.date,
            days: String(w.days),
            serviceId: r!.serviceId,
            ...(r!.staffId ? { staffIds: r!.staffId } : {}),
            // The booking form's step: an offered start is one of its start times.
            interval: '15',
          },
          signal,
        });
        return answer.data;
      }, searchWindows(r!.range)),
    meta: { reads: AVAILABILITY_READS },
    enabled: r !== null,
  });
}
