/**
 * The dashboard's performance reads (issue #15 "Dashboards"; contracts PERFORMANCE_ENDPOINTS.report):
 * the whole-team totals of one location, or of every location ('all'), for today and for this
 * week. Keys sit under ['est', scope, 'dashboard', …] so live changes and a location switch
 * refresh them; the six figure widgets share the same two keys, so TanStack Query asks once.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  PERFORMANCE_ALL,
  PERFORMANCE_ENDPOINTS as E,
  type Establishment,
} from '@daybook/contracts';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { dashboardPeriods, type DayRange } from '../lib/periods';

/** Client errors (4xx) will not pass on a second try; server and network failures might. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failures < 2;

/**
 * Query options of the performance report of `scopeId` (a location id or ALL_ESTABLISHMENTS)
 * over `range`; usable with useQuery and useQueries.
 */
export function performanceQuery(scopeId: string, range: DayRange) {
  const id = scopeId === ALL_ESTABLISHMENTS ? PERFORMANCE_ALL : scopeId;
  return {
    queryKey: ['est', scopeId, 'dashboard', 'performance', range.from, range.to] as const,
    retry,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await callEndpoint(E.report, { params: { id }, query: range, signal })).data,
  };
}

/** Where the figures come from: the selected location, or every location with the first one's zone. */
export function useFigureScope(): { scopeId: string; place: Establishment } | null {
  const { selectedId, selected, isAllSelected, establishments } = useWorkspace();
  const place = isAllSelected ? establishments[0] : selected;
  if (!selectedId || !place) return null;
  return { scopeId: selectedId, place };
}

/** Today's and the last 7 days' reports of the selected scope (disabled without a location). */
export function useDashboardFigures() {
  const scope = useFigureScope();
  const periods = dashboardPeriods(scope?.place.timeZone ?? 'UTC');
  const scopeId = scope?.scopeId ?? '';
  const today = useQuery({ ...performanceQuery(scopeId, periods.today), enabled: scope !== null });
  const week = useQuery({ ...performanceQuery(scopeId, periods.week), enabled: scope !== null });
  return { hasScope: scope !== null, today, week };
}
