/**
 * Scheduled and booked minutes of a location's people on one local date, read through the
 * staff and appointments modules' exported readers: weekly hours (a date override replaces
 * them), less time off; booked = active appointments' own time on that day (no buffers).
 */
import { WEEKDAYS } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { wallInstant } from '../../lib/local-dates.js';
import { listBusyAppointments } from '../appointments/index.js';
import { hoursOf, overridesOf, timeOffOf, weekdayOf } from '../staff/index.js';
import { minutesWithin, subtract, unionLength, type Span } from './time-clock.figures.js';

export interface DayLoad {
  scheduledMinutes: number;
  bookedMinutes: number;
}

/** Instant (ms) of `minute` after local midnight of `date`; the UTC reading stands in for a skipped wall time. */
function at(date: string, minute: number, zone: string): number {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  const time = minute >= 1440 ? '24:00' : `${hh}:${mm}`;
  return (wallInstant(date, time, zone) ?? new Date(`${date}T${hh}:${mm}:00Z`)).getTime();
}

/** Per person of `userIds`: minutes scheduled and booked on `date` (within `day`, the local day's instants). */
export async function dayLoadOf(
  tx: Tx,
  f: { establishmentId: string; userIds: string[]; date: string; zone: string; day: Span },
): Promise<Map<string, DayLoad>> {
  const out = new Map<string, DayLoad>(
    f.userIds.map((id) => [id, { scheduledMinutes: 0, bookedMinutes: 0 }]),
  );
  if (f.userIds.length === 0) return out;
  const weekday = WEEKDAYS.indexOf(weekdayOf(f.date));
  const from = new Date(f.day.start);
  const to = new Date(f.day.end);
  const hours = await hoursOf(tx, f.establishmentId, f.userIds);
  const overrides = await overridesOf(tx, f.establishmentId, f.userIds, f.date, f.date);
  const timeOff = await timeOffOf(tx, f.userIds, from, to);
  const appointments = await listBusyAppointments(tx, f.userIds, from, to);

  const scheduled = new Map<string, Span[]>();
  for (const h of hours) {
    if (h.weekday !== weekday) continue;
    const list = scheduled.get(h.userId) ?? [];
    list.push({ start: at(f.date, h.startMinute, f.zone), end: at(f.date, h.endMinute, f.zone) });
    scheduled.set(h.userId, list);
  }
  for (const o of overrides) {
    const working = o.isWorking && o.startMinute !== null && o.endMinute !== null;
    scheduled.set(
      o.userId,
      working ? [{ start: at(f.date, o.startMinute!, f.zone), end: at(f.date, o.endMinute!, f.zone) }] : [],
    );
  }
  for (const [userId, spans] of scheduled) {
    const away = timeOff
      .filter((t) => t.userId === userId)
      .map((t) => ({ start: t.startsAt.getTime(), end: t.endsAt.getTime() }));
    const load = out.get(userId);
    if (load) load.scheduledMinutes = Math.round(unionLength(subtract(spans, away)) / 60_000);
  }
  for (const userId of f.userIds) {
    const booked = appointments
      .filter((a) => a.staffId === userId)
      .map((a) => ({ start: a.startsAt.getTime(), end: a.endsAt.getTime() }));
    const load = out.get(userId);
    if (load) load.bookedMinutes = Math.round(minutesWithin(booked, f.day));
  }
  return out;
}
