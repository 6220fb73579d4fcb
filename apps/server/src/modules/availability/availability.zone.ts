/**
 * Local days of an establishment's IANA time zone as plain numbers, so that availability can
 * test thousands of candidate starts without a time-zone call each (the p95 budget of the
 * whole request is 20 ms).
 *
 * A local day is [its midnight, the next midnight) in real time, cut into segments of constant
 * UTC offset: one segment on most days, two on a daylight-saving day. Within a segment the wall
 * clock advances with real time, so 'minute of the day on the wall' ↔ instant is one addition.
 * Instants are epoch milliseconds; wall minutes count from the date's 00:00.
 *
 * Zones with two offset changes inside one local day do not exist in current tz data; such a
 * day would be read as one segment (its hours off by the round trip).
 */
import { addDays, offsetMinutesAt, startOfLocalDay } from '../../lib/local-dates.js';

const MINUTE = 60_000;

/** A stretch of real time [start, end), epoch ms. */
export interface Range {
  start: number;
  end: number;
}

/** Part of a local day with one UTC offset; `wall` is the wall-clock minute at `start`. */
export interface DaySegment extends Range {
  wall: number;
}

export interface LocalDay extends Range {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** 0 = Monday … 6 = Sunday, as staff_hours.weekday. */
  weekday: number;
  /** By real time; cover [start, end) without gaps. */
  segments: DaySegment[];
  /**
   * Which occurrence a wall time repeated on a fall-back day names: the one the booking call
   * resolves the label to, so every offered slot can be booked by its date and 'HH:MM'.
   */
  repeatedPick: 'earlier' | 'later';
}

/** Resolves a local date and 'HH:MM' to the instant bookings use, null when the clocks skip it. */
export type WallResolver = (date: string, time: string) => Date | null;

/** 'HH:MM' of a wall minute; 1440 reads '24:00' (a range ending at midnight). */
export function wallLabel(minute: number): string {
  return LABELS[minute] ?? formatWall(minute);
}

function formatWall(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The labels of a day's minutes and the next day's, made once: an answer holds hundreds. */
const LABELS: readonly string[] = Array.from({ length: 2 * 1440 + 1 }, (_, m) => formatWall(m));

/**
 * The local day `date` in `timeZone`. A midnight the clocks skip starts the day at the first
 * instant after it. `resolve` is asked once on a fall-back day, for
 * the first repeated wall time, to learn which occurrence the booking call uses.
 */
export function localDay(date: string, timeZone: string, resolve: WallResolver): LocalDay {
  const start = startOfLocalDay(date, timeZone);
  const end = startOfLocalDay(addDays(date, 1), timeZone);
  const dateUtc = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const wallAt = (instant: number, offset: number) => (instant + offset * MINUTE - dateUtc) / MINUTE;
  const before = offsetMinutesAt(start, timeZone);
  const after = offsetMinutesAt(end - MINUTE, timeZone);
  const weekday = (new Date(dateUtc).getUTCDay() + 6) % 7;
  if (before === after) {
    return {
      date,
      weekday,
      start,
      end,
      segments: [{ start, end, wall: wallAt(start, before) }],
      repeatedPick: 'later',
    };
  }
  // Offsets change on whole minutes: bisect for the first minute with the new offset.
  let lo = start;
  let hi = end - MINUTE;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
    if (offsetMinutesAt(mid, timeZone) === before) lo = mid;
    else hi = mid;
  }
  const first: DaySegment = { start, end: hi, wall: wallAt(start, before) };
  const second: DaySegment = { start: hi, end, wall: wallAt(hi, after) };
  let repeatedPick: LocalDay['repeatedPick'] = 'later';
  const firstEndWall = first.wall + (first.end - first.start) / MINUTE;
  if (second.wall < firstEndWall) {
    const resolved = resolve(date, wallLabel(second.wall));
    repeatedPick = resolved && resolved.getTime() < second.start ? 'earlier' : 'later';
  }
  return { date, weekday, start, end, segments: [first, second], repeatedPick };
}

/** Merges overlapping or touching ranges; the result is sorted and disjoint (new objects). */
export function mergeRanges(ranges: Range[]): Range[] {
  // Most lists hold one range (a day's hours, one segment): nothing to sort.
  if (ranges.length <= 1) return ranges.filter((r) => r.start < r.end).map((r) => ({ ...r }));
  const sorted = ranges.filter((r) => r.start < r.end).sort((a, b) => a.start - b.start);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/**
 * The instants of `day` whose wall clock reads within [from, to) minutes: on a spring-forward
 * day the skipped wall times have none; on a fall-back day a range across the repeated hour
 * covers both passes of it (someone working 00:00–03:00 works the extra hour).
 */
export function wallRanges(day: LocalDay, from: number, to: number): Range[] {
  const out: Range[] = [];
  // One segment gives at most one range: nothing to merge.
  const merge = day.segments.length > 1;
  for (const s of day.segments) {
    const start = Math.max(s.start, s.start + (from - s.wall) * MINUTE);
    const end = Math.min(s.end, s.start + (to - s.wall) * MINUTE);
    if (start < end) out.push({ start, end });
  }
  return merge ? mergeRanges(out) : out;
}

/**
 * Candidate starts of `day`: instants whose wall minute is a multiple of `interval`, by real
 * time. A wall time the clocks skip has none; a repeated one keeps only `day.repeatedPick`.
 */
export function candidateStarts(day: LocalDay, interval: number): number[] {
  const [only] = day.segments;
  if (day.segments.length === 1 && only) return segmentStarts(only, interval).map((c) => c.instant);
  const [first = [], second = []] = day.segments.map((s) => segmentStarts(s, interval));
  const secondWalls = new Set(second.map((c) => c.wall));
  const firstWalls = new Set(first.map((c) => c.wall));
  const keepFirst = first.filter((c) => day.repeatedPick === 'earlier' || !secondWalls.has(c.wall));
  const keepSecond = second.filter((c) => day.repeatedPick === 'later' || !firstWalls.has(c.wall));
  return [...keepFirst, ...keepSecond].map((c) => c.instant);
}

/** The candidate starts of one segment, with their wall minutes. */
function segmentStarts(s: DaySegment, interval: number): { instant: number; wall: number }[] {
  const out: { instant: number; wall: number }[] = [];
  const lastWall = s.wall + (s.end - s.start) / MINUTE;
  for (let m = Math.ceil(s.wall / interval) * interval; m < lastWall; m += interval) {
    out.push({ instant: s.start + (m - s.wall) * MINUTE, wall: m });
  }
  return out;
}

/** The local 'HH:MM' of an instant of `day` ('24:00' at the day's end). */
export function labelAt(day: LocalDay, instant: number): string {
  if (instant >= day.end) return wallLabel(1440 + Math.round((instant - day.end) / MINUTE));
  const s = day.segments.find((x) => instant < x.end) ?? day.segments[0]!;
  return wallLabel(s.wall + Math.round((instant - s.start) / MINUTE));
}

/**
 * The first candidate start at or after `instant` on `days` (in order) up to `lastDate`, or null:
 * where the minimum advance next cuts into an answer as the clock moves.
 */
export function firstCandidateFrom(
  days: LocalDay[],
  interval: number,
  instant: number,
  lastDate: string,
): number | null {
  for (const day of days) {
    if (day.date > lastDate) return null;
    if (day.end <= instant) continue;
    const next = candidateStarts(day, interval).find((t) => t >= instant);
    if (next !== undefined) return next;
  }
  return null;
}
