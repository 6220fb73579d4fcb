/**
 * The back-to-back times of a multi-service visit as the server books them (spec core.md §3
 * draft "additionalServices"): the first service at the chosen start for its duration, each
 * next one starting when the previous ends. Times are local 'HH:MM'; durations minutes; prices
 * US dollars.
 */
import { minutesOf } from './wall-clock';

export interface VisitPartShape {
  /** Minutes. */
  duration: number;
  /** US dollars. */
  price: number;
}

export interface PlannedPart {
  startTime: string;
  /** 'HH:MM', '24:00' at midnight; past midnight it reads on ('25:15'), see `fitsDay`. */
  endTime: string;
}

export interface VisitPlan {
  parts: PlannedPart[];
  /** The visit's end: the last part's end, or the start when there are no parts. */
  endTime: string;
  /** Minutes from the start to the end. */
  totalMinutes: number;
  /** US dollars, rounded to cents. */
  totalPrice: number;
  /** False when the visit would end after midnight (the server refuses it). */
  fitsDay: boolean;
}

const toHHMM = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Places `parts` back to back from `startTime` ('HH:MM'). */
export function planVisit(startTime: string, parts: readonly VisitPartShape[]): VisitPlan {
  const start = minutesOf(startTime);
  let at = start;
  const planned: PlannedPart[] = [];
  let cents = 0;
  for (const p of parts) {
    const end = at + p.duration;
    planned.push({ startTime: toHHMM(at), endTime: toHHMM(end) });
    cents += Math.round(p.price * 100);
    at = end;
  }
  return {
    parts: planned,
    endTime: toHHMM(at),
    totalMinutes: at - start,
    totalPrice: cents / 100,
    fitsDay: at <= 24 * 60,
  };
}

/** The people who perform `service` (a service that lists none: anyone). */
export function performersOf<T extends { id: string }>(
  service: { staffIds: readonly string[] } | null,
  staff: readonly T[],
): T[] {
  return service && service.staffIds.length > 0
    ? staff.filter((p) => service.staffIds.includes(p.id))
    : [...staff];
}

/**
 * Who performs an added service by default: the visit's first staff member when they perform
 * it, else the first person who does; null when nobody does.
 */
export function defaultStaffFor<T extends { id: string }>(
  service: { staffIds: readonly string[] } | null,
  staff: readonly T[],
  preferredId: string | null,
): string | null {
  const choices = performersOf(service, staff);
  return choices.find((p) => p.id === preferredId)?.id ?? choices[0]?.id ?? null;
}
