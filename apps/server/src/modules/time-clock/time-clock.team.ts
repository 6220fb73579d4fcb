/**
 * Today's team of a location (spec operations.md §3 Team member, §4; issue #14): per person
 * their status, hours worked (breaks excluded), today's revenue (cents) and utilisation as the
 * performance module defines them (issue #31), and today's time entries. Employees
 * (time_clock:read:own) see themselves alone; the list of shifts to review is for those who may
 * edit them.
 */
import { hasPermission, permissionScope, type TeamMember, type TeamToday } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { startOfLocalDay, nextDate, todayIn } from '../../lib/local-dates.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { closeOverdueShifts } from './time-clock.auto-close.js';
import { staffDayFigures } from '../performance/index.js';
import { toHours, workedMinutes, type Span } from './time-clock.figures.js';
import { detailsOf, toDayFigures, toEntry, toShifts } from './time-clock.mapper.js';
import * as repo from './time-clock.repository.js';

/** The instants of local `date` at `place`: [midnight, next midnight). */
export function dayOf(place: Pick<EstablishmentRow, 'timeZone'>, date: string): Span {
  return {
    start: startOfLocalDay(date, place.timeZone),
    end: startOfLocalDay(nextDate(date), place.timeZone),
  };
}

/**
 * GET team/today: the location's team on local `date` (default today). Closes shifts left open
 * past closing first. 404 when the location is out of reach. Permission time_clock:read.
 */
export function teamToday(
  db: Db,
  actor: Actor,
  establishmentId: string,
  date: string | undefined,
  now: Date,
): Promise<TeamToday> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    await closeOverdueShifts(tx, { establishmentId }, now);
    const day = date ?? todayIn(place.timeZone, now);
    const own = permissionScope(actor.role, 'time_clock:read') === 'own';
    const members = await membersOf(tx, place, day, now, own ? [actor.userId] : undefined);
    const review = hasPermission(actor.role, 'time_clock:update')
      ? await toShifts(tx, await repo.shiftsToReview(tx, establishmentId), now)
      : [];
    return { establishmentId, date: day, timeZone: place.timeZone, members, needsReview: review };
  });
}

/** The team members of `place` on local `date` (all, or `userIds`), by last then first name. */
export async function membersOf(
  tx: Tx,
  place: EstablishmentRow,
  date: string,
  now: Date,
  userIds?: string[],
): Promise<TeamMember[]> {
  const people = await repo.teamOf(tx, place.id, userIds);
  const ids = people.map((p) => p.userId);
  if (ids.length === 0) return [];
  const day = dayOf(place, date);
  const from = new Date(day.start);
  const to = new Date(day.end);
  const shifts = await repo.shiftsIn(tx, { establishmentId: place.id, from, to, userIds: ids });
  const { breaks, punches } = await detailsOf(tx, shifts);
  const figures = await staffDayFigures(tx, place, date, ids);
  // Hours worked count up to now, never into the future.
  const window = { start: day.start, end: Math.min(day.end, now.getTime()) };
  return people.map((p) => {
    const own = shifts.filter((s) => s.userId === p.userId);
    const open = own.find((s) => s.clockOutAt === null);
    const onBreak = open ? (breaks.get(open.id) ?? []).some((b) => b.endedAt === null) : false;
    const minutes = own.reduce(
      (sum, s) => sum + workedMinutes({ ...s, breaks: breaks.get(s.id) ?? [] }, window, now.getTime()),
      0,
    );
    const latest = open ?? own[own.length - 1];
    return {
      userId: p.userId,
      firstName: p.firstName,
      lastName: p.lastName,
      name: `${p.firstName} ${p.lastName}`.trim(),
      title: p.title,
      avatarUrl: p.avatarUrl,
      role: p.role,
      status: open ? (onBreak ? 'on_break' : 'checked_in') : own.length > 0 ? 'checked_out' : 'not_in',
      hoursWorked: toHours(minutes),
      ...toDayFigures(figures.get(p.userId)!),
      shiftId: latest?.id ?? null,
      timeEntries: own.flatMap((s) => (punches.get(s.id) ?? []).map(toEntry)),
    };
  });
}
