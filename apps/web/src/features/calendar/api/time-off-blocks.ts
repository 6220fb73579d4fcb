/** Approved time off of the location's staff over the shown dates (issue #28), for the calendar's blocks. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TIME_OFF_ENDPOINTS } from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { TIME_OFF_BLOCK_READS } from '../../../lib/query/reads';

/** Under the location's key: an approval (a change the server announces) redraws the blocks. */
export function useTimeOffBlocks(establishmentId: string, startDate: string, endDate: string) {
  return useQuery(
    endpointQuery(
      TIME_OFF_ENDPOINTS.calendar,
      { params: { id: establishmentId }, query: { startDate, endDate } },
      {
        reads: TIME_OFF_BLOCK_READS,
        establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
        staleTime: 60_000,
      },
    ),
  );
}
