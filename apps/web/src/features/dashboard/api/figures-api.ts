/**
 * The dashboard's performance reads (issue #15 "Dashboards"; contracts PERFORMANCE_ENDPOINTS.report):
 * the whole-team totals of one location, or of every location ('all'), for today and for the
 * last 7 days, either whole or cut at the current minute (so far, against the previous period
 * by the same time). The server reads that minute in each location's own zone (`until=now`): one
 * clock time for every location would cut New York's afternoon at Chicago's morning. They are
 * contract queries under the scope's key, so live changes of what a report reads and a location
 * switch refresh them; the six figure widgets share four keys, so TanStack Query asks once for
 * each.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  PERFORMANCE_ALL,
  PERFORMANCE_ANCHOR_TODAY,
  PERFORMANCE_DETAIL_TOTALS,
  PERFORMANCE_ENDPOINTS as E,
  PERFORMANCE_READS,
  PERFORMANCE_UNTIL_NOW,
  type Establishment,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { dashboardPeriods, type DayRange } from '../lib/periods';

/** How often today-so-far is read again when nothing changes: yesterday's side moves with the clock. */
const SO_FAR_REFRESH_MS = 5 * 60_000;

/**
 * Query options of the performance report of `scopeId` (a location id or ALL_ESTABLISHMENTS)
 * over `range`; usable with useQuery and useQueries. With `soFar` the report is cut at the
 * current minute of each location (the server's `until=now`): today so far against yesterday by
 * the same time. The server reads its own clock on each call, so each refresh moves the cut along;
 * the periods are anchored at each location's own today (`anchor=today`).
 */
export function performanceQuery(scopeId: string, range: DayRange, soFar = false) {
  const id = scopeId === ALL_ESTABLISHMENTS ? PERFORMANCE_ALL : scopeId;
  // Anchored at today: with every location, each one's own today, whatever the first one's date.
  // The cards read the team's totals only: no row per staff member is computed for them.
  const anchored = { ...range, anchor: PERFORMANCE_ANCHOR_TODAY, detail: PERFORMANCE_DETAIL_TOTALS };
  const query = soFar ? { ...anchored, until: PERFORMANCE_UNTIL_NOW } : anchored;
  return endpointQuery(
    E.report,
    { params: { id }, query },
    {
      reads: PERFORMANCE_READS,
      establishmentId: scopeId,
      select: (answer) => answer.data,
      refetchInterval: soFar ? SO_FAR_REFRESH_MS : false,
    },
  );
}

/**
 * Where the figures come from: the selected location, or every location. With every location the
 * periods are named by the first one's dates, and the server anchors them at each location's own
 * today (so a location already past midnight counts its new day) and cuts each at its own minute.
 */
export function useFigureScope(): { scopeId: string; place: Establishment } | null {
  const { selectedId, selected, isAllSelected, establishments } = useWorkspace();
  const place = isAllSelected ? establishments[0] : selected;
  if (!selectedId || !place) return null;
  return { scopeId: selectedId, place };
}

/**
 * Today's and the last 7 days' reports of the selected scope (disabled without a location).
 * With `soFar` both are cut at the current minute, so each compares with its previous period
 * by the same time: a figure that grows through the day (takings) would otherwise set a part of
 * today against the whole of a past day.
 */
export function useDashboardFigures(soFar: boolean) {
  const scope = useFigureScope();
  const timeZone = scope?.place.timeZone ?? 'UTC';
  const periods = dashboardPeriods(timeZone);
  const scopeId = scope?.scopeId ?? '';
  const enabled = scope !== null;
  const today = useQuery({ ...performanceQuery(scopeId, periods.today, soFar), enabled });
  const week = useQuery({ ...performanceQuery(scopeId, periods.week, soFar), enabled });
  return { hasScope: enabled, today, week };
}
