/**
 * The performance call and hook (issue #14 "Performance"): one location's or every reachable
 * location's staff figures for local days `from`…`to`. Kept under ['est', id, 'performance', …]
 * so a location switch drops them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PERFORMANCE_ENDPOINTS as E, type PerformanceRole } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

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
    queryKey: ['est', f.establishmentId, 'performance', f.from, f.to, f.role ?? '', f.staffId ?? ''],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(E.report, {
          params: { id: f.establishmentId },
          query: { from: f.from, to: f.to, role: f.role, staffId: f.staffId },
          signal,
        })
      ).data,
  });
}
