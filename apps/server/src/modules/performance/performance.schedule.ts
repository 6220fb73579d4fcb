/**
 * Scheduled working minutes per staff member and period, for utilisation: each local day's
 * weekly hours at the location, replaced by that date's override when there is one, less the
 * person's time off (which applies at every location). Read through the staff module's
 * readers: three queries for every location and person at once.
 */
import { toMinuteOfDay } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { addDays, startOfLocalDay, wallInstant } from '../../lib/local-dates.js';
import { hoursOf, overridesOf, timeOffOf, type HoursRow, type OverrideRow } from '../staff/index.js';
import type { PerformanceWindow } from './performance.repository.js';

const MINUTE = 60_000;

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 0 = Monday … 6 = Sunday, as staff_hours counts, from the calendar date alone. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** Working intervals (minutes from local midnight) of one person on one date. */
function intervalsOn(
  date: string,
  weekly: readonly HoursRow[],
  override: OverrideRow | undefined,
): [number, number][] {
  if (override)
    return override.isWorking && override.startMinute !== null && override.endMinute !== null
      ? [[override.startMinute, override.endMinute]]
      : [];
  const weekday = weekdayOf(date);
  return weekly.filter((h) => h.weekday === weekday).map((h) => [h.startMinute, h.endMinute]);
}

/**
 * The instants of a location's local days: on a day of 24 hours a wall time is midnight plus
 * its minutes; only a daylight-saving day goes through the zone arithmetic. Remembered per day.
 */
function dayClock(timeZone: string) {
  const days = new Map<string, { start: number; plain: boolean }>();
  return (date: string, minute: number): number | null => {
    let day = days.get(date);
    if (!day) {
      const start = startOfLocalDay(date, timeZone);
      day = { start, plain: startOfLocalDay(addDays(date, 1), timeZone) - start === 1440 * MINUTE };
      days.set(date, day);
    }
    if (day.plain) return day.start + minute * MINUTE;
    const at = wallInstant(date, minute === 1440 ? '24:00' : hhmm(minute), timeZone);
    return at ? at.getTime() : null;
  };
}

/** Milliseconds of [start, end) outside every block of `away`. */
function presentMs(start: number, end: number, away: readonly { start: number; end: number }[]): number {
  let ms = end - start;
  for (const b of away) ms -= Math.max(0, Math.min(end, b.end) - Math.max(start, b.start));
  return Math.max(0, ms);
}

export type ScheduleWindow = Pick<
  PerformanceWindow,
  'places' | 'staffIds' | 'firstDay' | 'lastDay' | 'periods' | 'cuts' | 'shifts' | 'from' | 'to'
>;

/** Scheduled minutes per person, and per location: one sum per period of the window, in its order. */
export interface ScheduledMinutes {
  staff: Map<string, number[]>;
  places: Map<string, number[]>;
}

/** Scheduled minutes of the window's people at its locations. */
export async function scheduledMinutes(tx: Tx, w: ScheduleWindow): Promise<ScheduledMinutes> {
  const zeros = () => w.periods.map(() => 0);
  const result = {
    staff: new Map(w.staffIds.map((id) => [id, zeros()])),
    places: new Map(w.places.map((p) => [p.id, zeros()])),
  };
  if (w.staffIds.length === 0 || w.places.length === 0) return result;
  const away = new Map<string, { start: number; end: number }[]>();
  for (const t of await timeOffOf(tx, w.staffIds, w.from, w.to))
    away.set(t.userId, [
      ...(away.get(t.userId) ?? []),
      { start: t.startsAt.getTime(), end: t.endsAt.getTime() },
    ]);
  // Every location at once: the dates its shift reaches; each location then keeps its own.
  const placeIds = w.places.map((p) => p.id);
  const shiftsUsed = w.places.map((p) => w.shifts?.get(p.id) ?? 0);
  const hours = await hoursOf(tx, placeIds, w.staffIds);
  const overrides = await overridesOf(
    tx,
    placeIds,
    w.staffIds,
    addDays(w.firstDay, Math.min(...shiftsUsed)),
    addDays(w.lastDay, Math.max(...shiftsUsed)),
  );
  const overrideOf = new Map(overrides.map((o) => [`${o.establishmentId} ${o.userId} ${o.date}`, o]));
  const overridden = new Set(overrides.map((o) => `${o.establishmentId} ${o.userId}`));
  const weeklyOf = new Map<string, HoursRow[]>();
  for (const h of hours) {
    const key = `${h.establishmentId} ${h.userId}`;
    weeklyOf.set(key, [...(weeklyOf.get(key) ?? []), h]);
  }
  // Each window day once: the periods it counts in whole, and those it ends cut.
  const windowDays: { day: string; whole: number[]; cut: number[] }[] = [];
  for (let day = w.firstDay; day <= w.lastDay; day = addDays(day, 1)) {
    const cutHere = (k: number) => w.periods[k]!.cut && day === w.periods[k]!.last;
    const counted = w.periods.flatMap((p, k) => (day >= p.first && day <= p.last ? [k] : []));
    windowDays.push({ day, whole: counted.filter((k) => !cutHere(k)), cut: counted.filter(cutHere) });
  }
  for (const place of w.places) {
    const shift = w.shifts?.get(place.id) ?? 0;
    const instant = dayClock(place.timeZone);
    const cut = w.cuts?.get(place.id);
    const cutMinute = cut ? toMinuteOfDay(cut) : 1440;
    for (const staffId of w.staffIds) {
      const key = `${place.id} ${staffId}`;
      const weekly = weeklyOf.get(key) ?? [];
      // Nobody works where they have neither weekly hours nor a date's override.
      if (weekly.length === 0 && !overridden.has(key)) continue;
      const blocks = away.get(staffId) ?? [];
      const totals = result.staff.get(staffId)!;
      const atPlace = result.places.get(place.id)!;
      // `day` is the window's, `date` the location's own.
      for (const { day, whole, cut: cutIn } of windowDays) {
        const date = addDays(day, shift);
        const intervals = intervalsOn(date, weekly, overrideOf.get(`${key} ${date}`));
        if (intervals.length === 0) continue;
        const minutesUntil = (untilMinute: number) => {
          let sum = 0;
          for (const [startMinute, endMinute] of intervals) {
            const start = instant(date, startMinute);
            const end = instant(date, Math.min(endMinute, untilMinute));
            // A wall time the clocks skip (spring forward) bounds no interval; skip that sliver.
            if (start === null || end === null || end <= start) continue;
            sum += Math.round(presentMs(start, end, blocks) / MINUTE);
          }
          return sum;
        };
        if (whole.length > 0) {
          const minutes = minutesUntil(1440);
          for (const k of whole) {
            totals[k] = (totals[k] ?? 0) + minutes;
            atPlace[k] = (atPlace[k] ?? 0) + minutes;
          }
        }
        if (cutIn.length > 0) {
          const minutes = minutesUntil(cutMinute);
          for (const k of cutIn) {
            totals[k] = (totals[k] ?? 0) + minutes;
            atPlace[k] = (atPlace[k] ?? 0) + minutes;
          }
        }
      }
    }
  }
  return result;
}
