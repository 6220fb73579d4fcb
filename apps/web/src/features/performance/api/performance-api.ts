/**
 * The performance call and hook (issue #14 "Performance"): one location's or every reachable
 * location's staff figures for local days `from`…`to`, a contract query under the location's key
 * (none for every location, so that a change anywhere reads it again).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ENDPOINTS as E,
  PERFORMANCE_READS,
  type PerformanceRole,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';

/** What the screen asks for; `establishmentId` is a location's id or 'all'. */
export interface PerformanceFilters {
  establishmentId: string;
  from: string;
  to: string;
  role?: PerformanceRole;
  staffId?: string;
}

/** The report for `f`; the previous answer stays on screen while the next one loads. */
export function usePerformance(f: PerformanceFilters, enabled = true) {
  return useQuery({
    ...endpointQuery(
      E.report,
      {
        params: { id: f.establishmentId },
        query: { from: f.from, to: f.to, role: f.role, staffId: f.staffId },
      },
      {
        reads: PERFORMANCE_READS,
        establishmentId: f.establishmentId === PERFORMANCE_ALL ? undefined : f.establishmentId,
        select: (answer) => answer.data,
        placeholderData: keepPreviousData,
      },
    ),
    enabled,
  });
}
