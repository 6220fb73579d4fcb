/**
 * Staff performance (issue #14 "Performance"; spec operations.md §6 "Performance views have a
 * role filter"; core.md §6 managers read performance, employees their own): each listed
 * person's figures over local days `from`…`to` and over the previous period of equal length,
 * the group's totals and a daily revenue series. Definitions: contracts entities/performance.ts.
 */
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ANCHOR_TODAY,
  PERFORMANCE_DETAIL_TOTALS,
  PERFORMANCE_REBOOK_DAYS,
  PERFORMANCE_UNTIL_NOW,
  performanceRangeDays,
  permissionScope,
  type PerformanceFiguresAnswer,
  type PerformanceFiguresQuery,
  type PerformanceReport,
  type RawRole,
  type performanceQuerySchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { addDays, startOfLocalDay, todayIn, wallDateTime } from '../../lib/local-dates.js';
import { establishmentsOfTenant, openEstablishment } from '../establishments/index.js';
import { salesOfDays, type DayRun } from '../metrics/index.js';
import {
  PerformanceTally,
  toFigures,
  type Tally,
  type WindowDaySales,
  type WindowStaffSales,
} from './performance.figures.js';
import * as repo from './performance.repository.js';
import { scheduledMinutes } from './performance.schedule.js';

type PerformanceQuery = z.output<typeof performanceQuerySchema>;
type Place = { id: string; timeZone: string };

/** The report's periods, by index in its window. */
const PREVIOUS = 0;
const CURRENT = 1;

/** The locations `id` names for the actor: one it reaches (else 404), or all it reaches. */
async function placesOf(tx: Tx, actor: Actor, id: string): Promise<Place[]> {
  if (id !== PERFORMANCE_ALL) return [await openEstablishment(tx, actor, id)];
  return (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id));
}

/** Employees (performance:read:own) count themselves alone, whatever they ask. */
const isOwn = (actor: Actor) => permissionScope(actor.role, 'performance:read') === 'own';

/** The people a report lists at `places`: the actor alone when isOwn, else narrowed by `filter`. */
function peopleOf(
  tx: Tx,
  actor: Actor,
  places: readonly Place[],
  filter: { role?: RawRole; staffId?: string },
) {
  if (places.length === 0) return Promise.resolve([]);
  return repo.listPeople(
    tx,
    places.map((p) => p.id),
    isOwn(actor) ? { staffId: actor.userId } : filter,
  );
}

/**
 * Per location, the days its own days are ahead of the caller's (`anchor=today`): its today at
 * `now` less `to`; none without the anchor. Zero for every location whose today is `to`.
 */
export function shiftsOf(
  places: readonly { id: string; timeZone: string }[],
  anchor: string | undefined,
  to: string,
  now: Date,
): Map<string, number> | undefined {
  if (anchor !== PERFORMANCE_ANCHOR_TODAY) return undefined;
  return new Map(places.map((p) => [p.id, performanceRangeDays(to, todayIn(p.timeZone, now)) - 1]));
}

/**
 * Each location's cut of the cut periods' last days ('HH:MM', '24:00' = whole), or none without
 * `until`. 'now' is read at `now` in each location's own zone: its minute when its local day is
 * `lastDay`, the whole day when that day is already over there, nothing of it when not begun.
 */
export function cutsOf(
  places: readonly { id: string; timeZone: string }[],
  until: string | undefined,
  lastDay: string,
  now: Date,
  shifts?: ReadonlyMap<string, number>,
): Map<string, string> | undefined {
  if (!until) return undefined;
  return new Map(
    places.map((p) => {
      if (until !== PERFORMANCE_UNTIL_NOW) return [p.id, until];
      const here = wallDateTime(now, p.timeZone);
      const last = addDays(lastDay, shifts?.get(p.id) ?? 0);
      return [p.id, here.date === last ? here.time : here.date > last ? '24:00' : '00:00'];
    }),
  );
}

/**
 * Each location's own days `first`…`last` of the window (its days run `shift` ahead with
 * `anchor=today`), the window days `cutDays` cut as the window's `cuts` say.
 */
function dayRunsOf(
  places: readonly Place[],
  w: repo.PerformanceWindow,
  first: string,
  last: string,
  cutDays: readonly string[],
): DayRun[] {
  return places.map((place) => {
    const shift = w.shifts?.get(place.id) ?? 0;
    const cut = w.cuts?.get(place.id);
    return {
      place,
      first: addDays(first, shift),
      last: addDays(last, shift),
      cuts:
        cut === undefined || cutDays.length === 0
          ? undefined
          : new Map(cutDays.map((d) => [addDays(d, shift), cut])),
    };
  });
}

/** A location's own day as the window's day (less its shift). */
const windowDayOf =
  (w: repo.PerformanceWindow) =>
  (establishmentId: string, day: string): string =>
    addDays(day, -(w.shifts?.get(establishmentId) ?? 0));

/**
 * The sales of the window's days, each row on its window day and marked `cut` when it is the
 * part of a day before the cut. A day wanted both whole (in one period) and cut (as another's
 * last day) is read both ways: whole, and in a second read of the cut days alone.
 */
async function salesOfWindow(
  tx: Tx,
  places: readonly Place[],
  w: repo.PerformanceWindow,
  staff: boolean,
): Promise<{ days: WindowDaySales[]; staff: WindowStaffSales[] }> {
  const cutDays = w.cuts ? [...new Set(w.periods.filter((p) => p.cut).map((p) => p.last))] : [];
  const wantedWhole = (day: string) =>
    w.periods.some((p) => day >= p.first && day <= p.last && !(p.cut && day === p.last));
  const bothWays = cutDays.some(wantedWhole);
  const reads = bothWays
    ? [
        { runs: dayRunsOf(places, w, w.firstDay, w.lastDay, []), cut: () => false },
        { runs: cutDays.flatMap((d) => dayRunsOf(places, w, d, d, [d])), cut: () => true },
      ]
    : [
        {
          runs: dayRunsOf(places, w, w.firstDay, w.lastDay, cutDays),
          cut: (d: string) => cutDays.includes(d),
        },
      ];
  const toWindow = windowDayOf(w);
  const answers = await salesOfDays(
    tx,
    reads.map((r) => r.runs),
    { staff },
  );
  const result = { days: [] as WindowDaySales[], staff: [] as WindowStaffSales[] };
  reads.forEach((read, n) => {
    for (const r of answers[n]!.days) {
      const day = toWindow(r.establishmentId, r.day);
      result.days.push({ establishmentId: r.establishmentId, day, cut: read.cut(day), sums: r.sums });
    }
    for (const r of answers[n]!.staff) {
      const day = toWindow(r.establishmentId, r.day);
      result.staff.push({ ...r, day, cut: read.cut(day) });
    }
  });
  return result;
}

/** Who a report counts, and how much of it the caller wants. */
interface Counted {
  places: readonly Place[];
  /** The listed people (all of them: the window's staffIds). */
  staffIds: readonly string[];
  /** Unnarrowed: the group is the locations, their whole sales included. */
  wholePlaces: boolean;
  /** The group's totals alone: nobody's own figures. */
  totalsOnly: boolean;
  /** With the totals alone: each location's too. */
  byPlace?: boolean;
}

/** Every figure of every listed person and of the group, in each of the window's periods. */
async function tallyWindow(
  tx: Tx,
  counted: Counted,
  window: repo.PerformanceWindow,
  dailyOf?: number,
): Promise<PerformanceTally> {
  const byPlace = counted.totalsOnly && counted.byPlace === true;
  const placeIds = byPlace ? counted.places.map((p) => p.id) : [];
  const tally = new PerformanceTally(window.periods, counted.staffIds, { dailyOf, placeIds });
  if (counted.staffIds.length === 0) return tally;
  const breakdown = byPlace ? 'places' : counted.totalsOnly ? 'group' : 'staff';
  const w: repo.PerformanceWindow = { ...window, breakdown };
  const { wholePlaces } = counted;
  // The locations' totals alone need no one's lines or tickets.
  const perPerson = !(wholePlaces && counted.totalsOnly);
  const sales = await salesOfWindow(tx, counted.places, w, perPerson);
  tally.addStaffSales(sales.staff, !wholePlaces);
  if (wholePlaces) tally.addLocationSales(sales.days);
  // One after another: a transaction's connection runs one query at a time.
  if (perPerson) tally.addTickets(await repo.ticketsByPeriod(tx, w), !wholePlaces);
  tally.addVisits(await repo.visitFigures(tx, w));
  tally.addScheduled(await scheduledMinutes(tx, w));
  return tally;
}

/** The window over `periods` at `places`: its bounding days and instants. */
function windowOf(
  places: readonly Place[],
  staffIds: string[],
  periods: repo.WindowPeriod[],
  cuts: ReadonlyMap<string, string> | undefined,
  shifts: ReadonlyMap<string, number> | undefined,
): repo.PerformanceWindow {
  const firstDay = periods.map((p) => p.first).reduce((a, b) => (a < b ? a : b));
  const lastDay = periods.map((p) => p.last).reduce((a, b) => (a > b ? a : b));
  const shifted = (day: string, p: { id: string }) => addDays(day, shifts?.get(p.id) ?? 0);
  return {
    places,
    staffIds,
    firstDay,
    lastDay,
    periods,
    cuts,
    shifts,
    from: new Date(Math.min(...places.map((p) => startOfLocalDay(shifted(firstDay, p), p.timeZone)))),
    to: new Date(
      Math.max(...places.map((p) => startOfLocalDay(shifted(addDays(lastDay, 1), p), p.timeZone))),
    ),
  };
}

/**
 * GET /api/admin/establishments/{id}/performance: the report for one location or 'all' the
 * caller reaches. Managers and owners list the active people of those locations, narrowed by
 * `role` and `staffId`; employees (performance:read:own) always get themselves alone, whatever
 * they ask. 404 for a location out of reach or in another tenant. Money in cents. `now` is the
 * server's clock, which `until=now` reads. `detail=totals`: the totals and daily series, no staff
 * rows.
 */
export function staffPerformance(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceQuery,
  now: Date,
): Promise<PerformanceReport> {
  return withTenant(db, actor, async (tx) => {
    const places = await placesOf(tx, actor, id);
    const length = performanceRangeDays(query.from, query.to);
    const firstDay = addDays(query.from, -length);
    const own = isOwn(actor);
    const totalsOnly = query.detail === PERFORMANCE_DETAIL_TOTALS;
    const people = await peopleOf(tx, actor, places, { role: query.role, staffId: query.staffId });
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
    const tally = await tallyWindow(tx, counted, w, CURRENT);
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
  });
}

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
function dashboardPeriods(date: string, cut: boolean): repo.WindowPeriod[] {
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
export function performanceFigures(
  db: Db,
  actor: Actor,
  id: string,
  query: PerformanceFiguresQuery,
  now: Date,
): Promise<PerformanceFiguresAnswer> {
  return withTenant(db, actor, async (tx) => {
    const places = await placesOf(tx, actor, id);
    const own = isOwn(actor);
    const people = await peopleOf(tx, actor, places, {});
    const shifts = shiftsOf(places, PERFORMANCE_ANCHOR_TODAY, query.date, now);
    const cuts = cutsOf(places, PERFORMANCE_UNTIL_NOW, query.date, now, shifts);
    const periods = [...dashboardPeriods(query.date, false), ...dashboardPeriods(query.date, true)];
    const staffIds = people.map((p) => p.user_id);
    const w = windowOf(places, staffIds, periods, cuts, shifts);
    // Every location's own figures beside the whole (the admin's locations side by side).
    const byPlace = !own && id === PERFORMANCE_ALL;
    const tally = await tallyWindow(
      tx,
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
  });
}
