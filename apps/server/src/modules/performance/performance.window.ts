/**
 * The window a performance reading adds up (issue #14 "Performance", #31): which locations and
 * people, which periods of which local days, where each period's last day is cut and how far
 * each location's days are shifted, and the tally of every figure over it — sales from the
 * metrics module, visits and tickets from the repository, scheduled minutes from the schedules.
 * The report and the dashboard's figures are two shapes of one window.
 */
import {
  PERFORMANCE_ALL,
  PERFORMANCE_ANCHOR_TODAY,
  PERFORMANCE_UNTIL_NOW,
  performanceRangeDays,
  permissionScope,
  type RawRole,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { reaches, type Actor } from '../../core/actor.js';
import { addDays, startOfLocalDay, todayIn, wallDateTime } from '../../lib/local-dates.js';
import { establishmentsOfTenant, openEstablishment } from '../establishments/index.js';
import { salesOfDays, type DayRun } from '../metrics/index.js';
import { PerformanceTally, type WindowDaySales, type WindowStaffSales } from './performance.figures.js';
import * as repo from './performance.repository.js';
import { scheduledMinutes } from './performance.schedule.js';

/** A location as the window reads it. */
export type Place = { id: string; timeZone: string };

/** The locations `id` names for the actor: one it reaches (else 404), or all it reaches. */
export async function placesOf(tx: Tx, actor: Actor, id: string): Promise<Place[]> {
  if (id !== PERFORMANCE_ALL) return [await openEstablishment(tx, actor, id)];
  return (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id));
}

/** Employees (performance:read:own) count themselves alone, whatever they ask. */
export const isOwn = (actor: Actor) => permissionScope(actor.role, 'performance:read') === 'own';

/** The people a report lists at `places`: the actor alone when isOwn, else narrowed by `filter`. */
export function peopleOf(
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
export interface Counted {
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

/** Runs `work` in a transaction of its own, as the caller's tenant (withTenant on its database). */
export type TenantRead = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Every figure of every listed person and of the group, in each of the window's periods. The
 * appointments' figures and the sales' are read in two transactions at once, each on a
 * connection of its own, so that PostgreSQL works them side by side (the embedded database one
 * after the other): 11 and 8 ms of the dashboard's figures (issue #31). They are two snapshots
 * a moment apart, as the dashboard's widgets are; neither transaction waits for a connection
 * while holding one.
 */
export async function tallyWindow(
  read: TenantRead,
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
  const [money, visits] = await Promise.all([
    // One after another: a transaction's connection runs one query at a time.
    read(async (tx) => ({
      sales: await salesOfWindow(tx, counted.places, w, perPerson),
      tickets: perPerson ? await repo.ticketsByPeriod(tx, w) : [],
      scheduled: await scheduledMinutes(tx, w),
    })),
    read((tx) => repo.visitFigures(tx, w)),
  ]);
  tally.addStaffSales(money.sales.staff, !wholePlaces);
  if (wholePlaces) tally.addLocationSales(money.sales.days);
  if (perPerson) tally.addTickets(money.tickets, !wholePlaces);
  tally.addVisits(visits);
  tally.addScheduled(money.scheduled);
  return tally;
}

/** The window over `periods` at `places`: its bounding days and instants. */
export function windowOf(
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
