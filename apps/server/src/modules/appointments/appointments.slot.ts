/**
 * The instants a booking takes: its span from the wire's local date and times, and the
 * processing window inside it copied from the service (spec core.md §3 Service "processing
 * time": the staff member is free while the client processes, e.g. colour developing).
 */
import { APPOINTMENT_MESSAGES, nonexistentTimeMessage } from '@daybook/contracts';
import { isCalendarDate, nextDate, wallInstant } from '../../lib/local-dates.js';
import type { ServiceRow } from '../services/index.js';
import { invalid } from '../../core/app-error.js';

const MINUTE = 60_000;

/** A stretch of time [startsAt, endsAt). */
export interface Span {
  startsAt: Date;
  endsAt: Date;
}

/** Whole minutes from `from` to `to` (real time, so a clock change counts as it passed). */
export function minutesBetween(from: Date, to: Date): number {
  return Math.round((to.getTime() - from.getTime()) / MINUTE);
}

/** `instant` plus `minutes` of real time. */
export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE);
}

/**
 * The local midnight that ends `date` in `timeZone`, the latest any booking on that date may
 * end; null if the zone skips that midnight (the wire could not name it anyway).
 */
export function endOfDay(date: string, timeZone: string): Date | null {
  return wallInstant(nextDate(date), '00:00', timeZone);
}

/**
 * The instants of an appointment on local `date` from `startTime` to `endTime` ('HH:MM' or
 * '24:00'), or for `lengthMinutes` when there is no end time, in `timeZone`. 400 for a day
 * that does not exist, a wall time the clocks skip, an end not after the start, or an end
 * past the day's midnight.
 */
export function resolveSlot(
  date: string,
  startTime: string,
  endTime: string | undefined,
  lengthMinutes: number,
  timeZone: string,
): Span {
  if (!isCalendarDate(date)) throw invalid('date', APPOINTMENT_MESSAGES.date);
  const startsAt = wallInstant(date, startTime, timeZone);
  if (!startsAt) throw invalid('startTime', nonexistentTimeMessage(date, timeZone));
  let endsAt: Date;
  if (endTime !== undefined) {
    const end = wallInstant(date, endTime, timeZone);
    if (!end) throw invalid('endTime', nonexistentTimeMessage(date, timeZone));
    endsAt = end;
  } else {
    endsAt = addMinutes(startsAt, lengthMinutes);
  }
  if (endsAt <= startsAt) throw invalid('endTime', APPOINTMENT_MESSAGES.endAfterStart);
  // The wire speaks one date per appointment; one that ran past midnight could not be written.
  const midnight = endOfDay(date, timeZone);
  if (midnight && endsAt > midnight) throw invalid('endTime', APPOINTMENT_MESSAGES.sameDay);
  return { startsAt, endsAt };
}

/** The processing columns of an appointment: both null without a window. */
export interface ProcessingWindow {
  processingStartsAt: Date | null;
  processingEndsAt: Date | null;
}

/**
 * The service's processing window placed in `span` (its minutes counted from the start), or
 * none when the service has none or the window would not end before the appointment does (a
 * booking shortened by hand): the database requires it strictly inside.
 */
export function processingWindow(
  service: Pick<ServiceRow, 'processingStartMinutes' | 'processingDurationMinutes'>,
  span: Span,
): ProcessingWindow {
  const { processingStartMinutes: start, processingDurationMinutes: duration } = service;
  if (start === null || duration === null) return { processingStartsAt: null, processingEndsAt: null };
  const processingStartsAt = addMinutes(span.startsAt, start);
  const processingEndsAt = addMinutes(processingStartsAt, duration);
  if (processingStartsAt <= span.startsAt || processingEndsAt >= span.endsAt) {
    return { processingStartsAt: null, processingEndsAt: null };
  }
  return { processingStartsAt, processingEndsAt };
}
