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
  type PerformanceReport,
  type performanceQuerySchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { addDays, startOfLocalDay, todayIn, wallDateTime } from '../../lib/local-dates.js';
import { establishmentsOfTenant, openEstablishment } from '../establishments/index.js';
import { salesOfDays, type DayRun } from '../metrics/index.js';
import { PerformanceTally, toFigures } from './performance.figures.js';
import * as repo from './performance.repository.js';
import { scheduledMinutes } from './performance.schedule.js';

type PerformanceQuery = z.output<typeof performanceQuerySchema>;
type Place = { id: string; timeZone: string };

/** The locations `id` names for the actor: one it reaches (else 404), or all it reaches. */
async function placesOf(tx: Tx, actor: Actor, id: string): Promise<Place[]> {
  if (id !== PERFORMANCE_ALL) return [await openEstablishment(tx, actor, id)];
  return (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id));
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
 * Each location's cut of the periods' last days ('HH:MM', '24:00' = whole), or none without
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
 * Each location's own days of the window (its days run `shift` ahead with `anchor=today`), cut
 * on each period's last day as the window's `cuts` say.
 */
export function dayRunsOf(places: readonly Place[], w: repo.PerformanceWindow): DayRun[] {
  return places.map((place) => {
    const shift = w.shifts?.get(place.id) ?? 0;
    const cut = w.cuts?.get(place.id);
    return {
      place,
      first: addDays(w.firstDay, shift),
      last: addDays(w.lastDay, shift),
      cuts:
        cut === undefined ? undefined : new Map(repo.periodLastDays(w).map((d) => [addDays(d, shift), cut])),
    };
  });
}

/** A location's own day as the window's day (less its shift). */
const windowDayOf =
  (w: repo.PerformanceWindow) =>
  (establishmentId: string, day: string): string =>
    addDays(day, -(w.shifts?.get(establishmentId) ?? 0));

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
    const own = permissionScope(actor.role, 'performance:read') === 'own';
    const totalsOnly = query.detail === PERFORMANCE_DETAIL_TOTALS;
    const people =
      places.length === 0
        ? []
        : await repo.listPeople(
            tx,
            places.map((p) => p.id),
            own ? { staffId: actor.userId } : { role: query.role, staffId: query.staffId },
          );
    const shifts = shiftsOf(places, query.anchor, query.to, now);
    const shifted = (day: string, p: { id: string }) => addDays(day, shifts?.get(p.id) ?? 0);
    const w: repo.PerformanceWindow = {
      establishmentIds: places.map((p) => p.id),
      staffIds: people.map((p) => p.user_id),
      firstDay,
      splitDay: query.from,
      lastDay: query.to,
      cuts: cutsOf(places, query.until, query.to, now, shifts),
      shifts,
      from: new Date(Math.min(...places.map((p) => startOfLocalDay(shifted(firstDay, p), p.timeZone)))),
      to: new Date(
        Math.max(...places.map((p) => startOfLocalDay(shifted(addDays(query.to, 1), p), p.timeZone))),
      ),
    };
    const tally = new PerformanceTally(w, w.staffIds);
    if (people.length > 0) {
      // Unnarrowed, the group is the locations: their whole sales, items without a staff member
      // too, so its revenue is the sales report's net sales of the same days.
      const wholePlaces = !own && !query.role && !query.staffId;
      // The locations' totals alone need no one's lines or tickets.
      const perPerson = !(wholePlaces && totalsOnly);
      const sales = await salesOfDays(tx, dayRunsOf(places, w), { staff: perPerson });
      const toWindow = windowDayOf(w);
      tally.addStaffSales(
        sales.staff.map((r) => ({ ...r, day: toWindow(r.establishmentId, r.day) })),
        !wholePlaces,
      );
      if (wholePlaces)
        tally.addLocationSales(
          sales.days.map((r) => ({ day: toWindow(r.establishmentId, r.day), sums: r.sums })),
        );
      // One after another: a transaction's connection runs one query at a time.
      if (perPerson) tally.addTickets(await repo.ticketsByDay(tx, w), !wholePlaces);
      tally.addAppointments(await repo.appointmentFigures(tx, w));
      tally.addClients(await repo.clientFigures(tx, w));
      tally.addScheduled(await scheduledMinutes(tx, { ...w, places }));
    }
    return {
      establishmentId: id,
      from: query.from,
      to: query.to,
      previousFrom: firstDay,
      previousTo: addDays(query.from, -1),
      rebookDays: PERFORMANCE_REBOOK_DAYS,
      totals: { current: toFigures(tally.group.current), previous: toFigures(tally.group.previous) },
      staff: totalsOnly
        ? []
        : people.map((p) => {
            const periods = tally.staff.get(p.user_id)!;
            return {
              staffId: p.user_id,
              staffName: p.name,
              role: p.role,
              current: toFigures(periods.current),
              previous: toFigures(periods.previous),
            };
          }),
      daily: tally.daily(),
    };
  });
}
