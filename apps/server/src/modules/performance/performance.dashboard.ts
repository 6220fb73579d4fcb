/**
 * The dashboard's figures (issue #15 "Dashboards", #31 "the dashboard computed afresh"): the
 * group's totals for today and the last 7 days against their previous periods, whole and so far,
 * and with every location each location's own, from one window of eight periods.
 */
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ANCHOR_TODAY,
  PERFORMANCE_REBOOK_DAYS,
  PERFORMANCE_UNTIL_NOW,
  type PerformanceFiguresAnswer,
  type PerformanceFiguresQuery,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { addDays } from '../../lib/local-dates.js';
import { toFigures, type Tally } from './performance.figures.js';
import type { WindowPeriod } from './performance.repository.js';
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

/** Today's and the week's comparisons, whole and so far, from the tallies of dashboardPeriods' eight periods. */
function comparisonsOf(tallies: readonly Tally[]) {
  const [yesterday, today, lastWeek, week, yesterdaySoFar, todaySoFar, lastWeekSoFar, weekSoFar] =
    tallies.map(toFigures);
  return {
    today: {
      whole: { current: today!, previous: yesterday! },
      soFar: { current: todaySoFar!, previous: yesterdaySoFar! },
    },
    week: {
      whole: { current: week!, previous: lastWeek! },
      soFar: { current: weekSoFar!, previous: lastWeekSoFar! },
    },
  };
}

/** The dashboard's periods in its window, in this order: today's and the week's, each previous then current. */
function dashboardPeriods(date: string, cut: boolean): WindowPeriod[] {
  return [
    { first: addDays(date, -1), last: addDays(date, -1), cut },
    { first: date, last: date, cut },
    { first: addDays(date, -13), last: addDays(date, -7), cut },
    { first: addDays(date, -6), last: date, cut },
  ];
}

/**
 * GET /api/admin/establishments/{id}/performance/figures: the group's totals of one location or
 * 'all' the caller reaches (employees: their own), for today against yesterday and the last 7
 * days against the 7 before, whole and so far (each location cut at its own minute at `now`,
 * the server's clock), every location's days ending on its own today; with 'all' (managers and
 * owners) each location's own figures too. One window of eight periods, so each query reads the
 * two weeks once. 404 for a location out of reach.
 */
export async function performanceFigures(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceFiguresQuery,
  now: Date,
): Promise<PerformanceFiguresAnswer> {
  const read: TenantRead = (work) => withTenant(db, actor, work);
  const { places, people } = await read(async (tx) => {
    const places = await placesOf(tx, actor, id);
    return { places, people: await peopleOf(tx, actor, places, {}) };
  });
  const own = isOwn(actor);
  const shifts = shiftsOf(places, PERFORMANCE_ANCHOR_TODAY, query.date, now);
  const cuts = cutsOf(places, PERFORMANCE_UNTIL_NOW, query.date, now, shifts);
  const periods = [...dashboardPeriods(query.date, false), ...dashboardPeriods(query.date, true)];
  const staffIds = people.map((p) => p.user_id);
  const w = windowOf(places, staffIds, periods, cuts, shifts);
  // Every location's own figures beside the whole (the admin's locations side by side).
  const byPlace = !own && id === PERFORMANCE_ALL;
  const tally = await tallyWindow(
    read,
    { places, staffIds, wholePlaces: !own, totalsOnly: true, byPlace },
    w,
  );
  return {
    establishmentId: id,
    date: query.date,
    rebookDays: PERFORMANCE_REBOOK_DAYS,
    ...comparisonsOf(tally.group),
    locations: byPlace
      ? places.map((p) => ({ establishmentId: p.id, ...comparisonsOf(tally.places.get(p.id)!) }))
      : [],
  };
}
