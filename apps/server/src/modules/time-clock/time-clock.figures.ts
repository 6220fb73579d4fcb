/**
 * The arithmetic of a team member's day (spec operations.md §3 Team member): minutes worked
 * inside a window with breaks taken out. Pure functions over instants (epoch ms); the local-day
 * bounds come from the caller. Revenue and utilisation are the performance module's.
 */

export interface Span {
  start: number;
  end: number;
}

const MINUTE = 60_000;

/** [a, b) ∩ window, or null when they miss each other. */
function clip(span: Span, window: Span): Span | null {
  const start = Math.max(span.start, window.start);
  const end = Math.min(span.end, window.end);
  return end > start ? { start, end } : null;
}

/** Total length of spans after merging overlaps, milliseconds. */
export function unionLength(spans: readonly Span[]): number {
  const sorted = [...spans].filter((s) => s.end > s.start).sort((a, b) => a.start - b.start);
  let total = 0;
  let current: Span | null = null;
  for (const s of sorted) {
    if (current && s.start <= current.end) current.end = Math.max(current.end, s.end);
    else {
      if (current) total += current.end - current.start;
      current = { ...s };
    }
  }
  return current ? total + current.end - current.start : total;
}

/** Spans minus the `holes`, as a list of spans. */
export function subtract(spans: readonly Span[], holes: readonly Span[]): Span[] {
  let out = spans.map((s) => ({ ...s }));
  for (const h of holes) {
    out = out.flatMap((s) => {
      if (h.end <= s.start || h.start >= s.end) return [s];
      const parts: Span[] = [];
      if (h.start > s.start) parts.push({ start: s.start, end: h.start });
      if (h.end < s.end) parts.push({ start: h.end, end: s.end });
      return parts;
    });
  }
  return out;
}

export interface ShiftTimes {
  clockInAt: Date;
  clockOutAt: Date | null;
  breaks: readonly { startedAt: Date; endedAt: Date | null }[];
}

/**
 * Minutes worked of a shift inside `window` (e.g. a local day cut at now): check-in to check-out,
 * an open shift or break running to `now`, breaks excluded. Fractional minutes.
 */
export function workedMinutes(shift: ShiftTimes, window: Span, now: number): number {
  const end = shift.clockOutAt ? shift.clockOutAt.getTime() : now;
  const worked = clip({ start: shift.clockInAt.getTime(), end }, window);
  if (!worked) return 0;
  const breaks = shift.breaks.map((b) => ({
    start: b.startedAt.getTime(),
    end: b.endedAt ? b.endedAt.getTime() : now,
  }));
  return unionLength(subtract([worked], breaks)) / MINUTE;
}

/** Minutes as hours with two decimals. */
export const toHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
