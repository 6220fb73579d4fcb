/**
 * The availability rule as a pure function of loaded data (no database, no clock, no zone
 * calls): the service loads a whole date range in a few queries and hands it here.
 *
 * A start t is offered for staff member s when
 * - t is a candidate (wall minute a multiple of the interval, see availability.zone.ts), t ≥
 *   `earliest` (now + minimum advance) and t's date ≤ `lastDate` (today + maximum advance);
 * - [t, t + duration) lies inside one stretch where the establishment is open AND s works that
 *   date (the date's override replaces the weekly hours; a day-off override leaves none);
 * - the new booking's busy segments (see busySegments) miss every busy range of s: time off,
 *   and active appointments extended by their own service's buffer after, without the
 *   processing window each stored when booked (see bookedBusy).
 * Instants are epoch ms; durations, buffers and hours are minutes.
 */
import { WEEKDAYS, type AvailabilitySlot, type BusinessHours } from '@daybook/contracts';
import {
  candidateStarts,
  labelAt,
  mergeRanges,
  wallRanges,
  type LocalDay,
  type Range,
} from './availability.zone.js';

const MINUTE = 60_000;

/**
 * Whether a processing window (colour developing while the stylist serves someone else) is free
 * time: a new booking needs its staff member only outside its own window, and other work may
 * sit inside an existing appointment's window. On, as the database agrees: appointments store
 * their window and the staff exclusion constraint compares the appointment minus it (migration
 * 0010). Off would offer only slots clear of whole appointments.
 */
export const PROCESSING_GAPS_BOOKABLE = true;

/** Length and shape of the booking asked about, in minutes. */
export interface BookingShape {
  duration: number;
  /** The staff member stays busy this long after the end (clean-up, turnover). */
  bufferAfter: number;
  /** Minutes into the service when the client processes and the staff member is free. */
  processing: { start: number; duration: number } | null;
}

/**
 * The stretches a booking starting at `t` keeps its staff member busy: [t, t + duration +
 * bufferAfter), or, with `gapsBookable` and a processing window, that stretch without
 * [t + processing.start, t + processing.start + processing.duration).
 */
export function busySegments(
  t: number,
  shape: BookingShape,
  gapsBookable = PROCESSING_GAPS_BOOKABLE,
): Range[] {
  const end = t + (shape.duration + shape.bufferAfter) * MINUTE;
  const p = shape.processing;
  if (!gapsBookable || !p) return [{ start: t, end }];
  const gapStart = t + p.start * MINUTE;
  const gapEnd = gapStart + p.duration * MINUTE;
  return [
    { start: t, end: gapStart },
    { start: gapEnd, end },
  ].filter((r) => r.start < r.end);
}

/** An active appointment as availability reads it: instants in epoch ms, buffer in minutes. */
export interface BookedAppointment {
  start: number;
  end: number;
  /** The processing window stored when it was booked (not its service's current one), or null. */
  processing: Range | null;
  /** Its service's buffer after, during which the staff member stays busy. */
  bufferAfter: number;
}

/**
 * The stretches an existing appointment keeps its staff member busy: [start, end + bufferAfter),
 * or, with `gapsBookable` and a processing window, that stretch without the window.
 */
export function bookedBusy(booked: BookedAppointment, gapsBookable = PROCESSING_GAPS_BOOKABLE): Range[] {
  const end = booked.end + booked.bufferAfter * MINUTE;
  const p = booked.processing;
  if (!gapsBookable || !p) return [{ start: booked.start, end }];
  return [
    { start: booked.start, end: p.start },
    { start: p.end, end },
  ].filter((r) => r.start < r.end);
}

/** True when `r` overlaps some range of `sorted` (sorted by start, disjoint). */
export function overlapsAny(sorted: Range[], r: Range): boolean {
  return overlapsSpan(sorted, r.start, r.end);
}

/** overlapsAny for [start, end) without a range object: the answer's inner loop asks thousands. */
function overlapsSpan(sorted: Range[], start: number, end: number): boolean {
  // The first range ending after the span starts is the only one that can overlap first.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.end <= start) lo = mid + 1;
    else hi = mid;
  }
  const candidate = sorted[lo];
  return candidate !== undefined && candidate.start < end;
}

/** The index of the first of `sorted` at or after `t` (its length when none is). */
function firstAtOrAfter(sorted: number[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when a booking starting at `t` with `segments` (busySegments at 0) meets a range of `busy`. */
function blockedAt(busy: Range[], segments: Range[], t: number): boolean {
  for (const seg of segments) if (overlapsSpan(busy, t + seg.start, t + seg.end)) return true;
  return false;
}

/** Overlap of two sorted disjoint range lists. */
export function intersectRanges(a: Range[], b: Range[]): Range[] {
  const out: Range[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i]!.start, b[j]!.start);
    const end = Math.min(a[i]!.end, b[j]!.end);
    if (start < end) out.push({ start, end });
    if (a[i]!.end < b[j]!.end) i++;
    else j++;
  }
  return out;
}

/** Wall-clock working interval in minutes since local midnight, [start, end), end ≤ 1440. */
export interface WallInterval {
  start: number;
  end: number;
}

export interface StaffAvailabilityInput {
  id: string;
  /** Weekly intervals by weekday (0 = Monday). */
  weekly: WallInterval[][];
  /** Dates with an override → that date's intervals (empty: not working). */
  overrides: Map<string, WallInterval[]>;
  /** Time off and active appointments' busy stretches (see bookedBusy), any order, may overlap. */
  busy: Range[];
}

export interface AvailabilityInput {
  days: LocalDay[];
  businessHours: BusinessHours;
  /** In the order the answer lists them. */
  staff: StaffAvailabilityInput[];
  shape: BookingShape;
  /** Minutes between candidate starts. */
  interval: number;
  /** No start before this instant (now + minimum advance). */
  earliest: number;
  /** No start on a later local date (today + maximum advance), 'YYYY-MM-DD'. */
  lastDate: string;
  /** Defaults to PROCESSING_GAPS_BOOKABLE; tests turn it on. */
  gapsBookable?: boolean;
}

export interface AvailabilityResult {
  availability: AvailabilitySlot[];
  availabilityByStaff: Record<string, AvailabilitySlot[]>;
}

function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Open stretches of `day` from the establishment's hours for its weekday. */
function openRanges(day: LocalDay, hours: BusinessHours): Range[] {
  const h = hours[WEEKDAYS[day.weekday]!];
  if (!h.isOpen) return [];
  return wallRanges(day, toMinutes(h.openTime), toMinutes(h.closeTime));
}

/** Stretches of `day` the person works: the override's intervals, else the weekly ones. */
function workRanges(day: LocalDay, s: StaffAvailabilityInput): Range[] {
  const intervals = s.overrides.get(day.date) ?? s.weekly[day.weekday] ?? [];
  return mergeRanges(intervals.flatMap((i) => wallRanges(day, i.start, i.end)));
}

/**
 * Every offered slot, by real time: `availability` with the staff free at each start (in the
 * order of `input.staff`), and `availabilityByStaff` for each staff member given (possibly empty).
 */
export function computeAvailability(input: AvailabilityInput): AvailabilityResult {
  const { shape, earliest } = input;
  const length = shape.duration * MINUTE;
  // What a booking keeps busy, as offsets from its start: the same for every candidate.
  const segments = busySegments(0, shape, input.gapsBookable ?? PROCESSING_GAPS_BOOKABLE);
  const byStaff: Record<string, AvailabilitySlot[]> = {};
  const busyOf = new Map(input.staff.map((s) => [s.id, mergeRanges(s.busy)]));
  for (const s of input.staff) byStaff[s.id] = [];
  const union: AvailabilitySlot[] = [];

  for (const day of input.days) {
    if (day.date > input.lastDate || day.end <= earliest) continue;
    const open = openRanges(day, input.businessHours);
    if (open.length === 0) continue;
    const starts = candidateStarts(day, input.interval).filter((t) => t >= earliest);
    // By index into `starts`, filled as starts turn out free: who is free then, and the labels.
    const freeAt = starts.map((): string[] | null => null);
    const startLabels = starts.map((): string | null => null);
    const endLabels = starts.map((): string | null => null);
    const slotAt = (i: number) => ({
      date: day.date,
      startTime: (startLabels[i] ??= labelAt(day, starts[i]!)),
      endTime: (endLabels[i] ??= labelAt(day, starts[i]! + length)),
    });
    for (const s of input.staff) {
      const allowed = intersectRanges(open, workRanges(day, s));
      if (allowed.length === 0) continue;
      const busy = busyOf.get(s.id)!;
      const slots = byStaff[s.id]!;
      // Only the starts inside an allowed stretch are tried (a day has ~100 candidates).
      for (const within of allowed) {
        for (let i = firstAtOrAfter(starts, within.start); i < starts.length; i++) {
          const t = starts[i]!;
          if (t + length > within.end) break;
          if (blockedAt(busy, segments, t)) continue;
          const { date, startTime, endTime } = slotAt(i);
          slots.push({ date, startTime, endTime, available: true });
          (freeAt[i] ??= []).push(s.id);
        }
      }
    }
    for (let i = 0; i < starts.length; i++) {
      const staffIds = freeAt[i];
      if (!staffIds) continue;
      const { date, startTime, endTime } = slotAt(i);
      union.push({ date, startTime, endTime, staffIds, available: true });
    }
  }
  return { availability: union, availabilityByStaff: byStaff };
}
