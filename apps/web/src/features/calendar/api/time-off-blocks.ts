/** Approved time off of the location's staff over the shown dates (issue #28), for the calendar's blocks. */
import { useQuery } from '@tanstack/react-query';
import { TIME_OFF_ENDPOINTS, type TimeOffBlock } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Under the location's key: an approval (a change the server announces) redraws the blocks. */
export function useTimeOffBlocks(establishmentId: string, startDate: string, endDate: string) {
  return useQuery({
    queryKey: [...queryKeys.establishmentScope(establishmentId), 'time-off-blocks', startDate, endDate],
    queryFn: async ({ signal }): Promise<TimeOffBlock[]> =>
      (
        await callEndpoint(TIME_OFF_ENDPOINTS.calendar, {
          signal,
          params: { id: establishmentId },
          query: { startDate, endDate },
        })
      ).data,
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}
