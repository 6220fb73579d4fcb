/**
 * The dashboard's figures (issue #15 "Dashboards"; contracts PERFORMANCE_ENDPOINTS.figures): the
 * whole team's totals of one location, or of every location ('all'), for today and for the last
 * 7 days, each whole and so far (cut at the current minute, against the previous period by the
 * same time), in one call. The server reads that minute in each location's own zone, and ends
 * each location's periods on its own today: one clock time for every location would cut New
 * York's afternoon at Chicago's morning. A contract query under the scope's key, so live changes
 * of what it reads and a location switch refresh it; every figure widget shares it.
 */
import { useQuery } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  PERFORMANCE_ALL,
  PERFORMANCE_ENDPOINTS as E,
  PERFORMANCE_READS,
  type Establishment,
} from '@daybook/contracts';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { useWorkspace } from '../../../lib/workspace/workspace-context';
import { dashboardPeriods } from '../lib/periods';

/** How often the figures are read again when nothing changes: the so-far cut moves with the clock. */
const SO_FAR_REFRESH_MS = 5 * 60_000;

/**
 * Query options of the figures of `scopeId` (a location id or ALL_ESTABLISHMENTS) with today
 * `date` ('YYYY-MM-DD' in `place`'s zone); usable with useQuery and useQueries.
 */
export function figuresQuery(scopeId: string, date: string) {
  const id = scopeId === ALL_ESTABLISHMENTS ? PERFORMANCE_ALL : scopeId;
  return endpointQuery(
    E.figures,
    { params: { id }, query: { date } },
    {
      reads: PERFORMANCE_READS,
      establishmentId: scopeId,
      select: (answer) => answer.data,
      refetchInterval: SO_FAR_REFRESH_MS,
    },
  );
}

/**
 * Where the figures come from: the selected location, or every location. With every location the
 * date is the first one's today, and the server anchors each location at its own today (so a
 * location already past midnight counts its new day) and cuts each at its own minute.
 */
export function useFigureScope(): { scopeId: string; place: Establishment } | null {
  const { selectedId, selected, isAllSelected, establishments } = useWorkspace();
  const place = isAllSelected ? establishments[0] : selected;
  if (!selectedId || !place) return null;
  return { scopeId: selectedId, place };
}

/**
 * The selected scope's figures (disabled without a location), and today's and the week's
 * comparisons: with `soFar` both cut at the current minute, so each compares with its previous
 * period by the same time: a figure that grows through the day (takings) would otherwise set a
 * part of today against the whole of a past day.
 */
export function useDashboardFigures(soFar: boolean) {
  const scope = useFigureScope();
  const date = dashboardPeriods(scope?.place.timeZone ?? 'UTC').today.to;
  const query = useQuery({ ...figuresQuery(scope?.scopeId ?? '', date), enabled: scope !== null });
  const pick = soFar ? 'soFar' : 'whole';
  return {
    hasScope: scope !== null,
    query,
    today: query.data?.today[pick],
    week: query.data?.week[pick],
  };
}
