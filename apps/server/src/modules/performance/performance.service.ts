/**
 * Staff performance (issue #14 "Performance"; spec operations.md §6 "Performance views have a
 * role filter"; core.md §6 managers read performance, employees their own): each listed
 * person's figures over local days `from`…`to` and over the previous period of equal length,
 * the group's totals and a daily revenue series. Definitions: contracts entities/performance.ts.
 */
import {
  PERFORMANCE_DETAIL_TOTALS,
  PERFORMANCE_REBOOK_DAYS,
  performanceRangeDays,
  type PerformanceReport,
  type performanceQuerySchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import { toFigures, type Tally } from './performance.figures.js';
import {
  cutsOf,
  isOwn,
  peopleOf,
  placesOf,
  shiftsOf,
  tallyWindow,
  windowOf,
  type TenantRead,
} from './performance.window.js';

type PerformanceQuery = z.output<typeof performanceQuerySchema>;

/** The report's periods, by index in its window. */
const PREVIOUS = 0;
const CURRENT = 1;

/**
 * GET /api/admin/establishments/{id}/performance: the report for one location or 'all' the
 * caller reaches. Managers and owners list the active people of those locations, narrowed by
 * `role` and `staffId`; employees (performance:read:own) always get themselves alone, whatever
 * they ask. 404 for a location out of reach or in another tenant. Money in cents. `now` is the
 * server's clock, which `until=now` reads. `detail=totals`: the totals and daily series, no staff
 * rows.
 */
export async function staffPerformance(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceQuery,
  now: Date,
): Promise<PerformanceReport> {
  const read: TenantRead = (work) => withTenant(db, actor, work);
  const own = isOwn(actor);
  const { places, people } = await read(async (tx) => {
    const places = await placesOf(tx, actor, id);
    return {
      places,
      people: await peopleOf(tx, actor, places, { role: query.role, staffId: query.staffId }),
    };
  });
  const length = performanceRangeDays(query.from, query.to);
  const firstDay = addDays(query.from, -length);
  const totalsOnly = query.detail === PERFORMANCE_DETAIL_TOTALS;
  const shifts = shiftsOf(places, query.anchor, query.to, now);
  const cuts = cutsOf(places, query.until, query.to, now, shifts);
  // Previous, then current: both cut at `until` on their last day.
  const periods = [
    { first: firstDay, last: addDays(query.from, -1), cut: cuts !== undefined },
    { first: query.from, last: query.to, cut: cuts !== undefined },
  ];
  const staffIds = people.map((p) => p.user_id);
  const w = windowOf(places, staffIds, periods, cuts, shifts);
  const counted = { places, staffIds, wholePlaces: !own && !query.role && !query.staffId, totalsOnly };
  const tally = await tallyWindow(read, counted, w, CURRENT);
  const totalsOf = (tallies: readonly Tally[]) => ({
    current: toFigures(tallies[CURRENT]!),
    previous: toFigures(tallies[PREVIOUS]!),
  });
  return {
    establishmentId: id,
    from: query.from,
    to: query.to,
    previousFrom: firstDay,
    previousTo: addDays(query.from, -1),
    rebookDays: PERFORMANCE_REBOOK_DAYS,
    totals: totalsOf(tally.group),
    staff: totalsOnly
      ? []
      : people.map((p) => ({
          staffId: p.user_id,
          staffName: p.name,
          role: p.role,
          ...totalsOf(tally.staff.get(p.user_id)!),
        })),
    daily: tally.dailySeries(),
  };
}
