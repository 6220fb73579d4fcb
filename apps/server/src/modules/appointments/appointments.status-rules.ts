/**
 * When a status may be set, beyond the lifecycle's order (spec core.md §3 Appointment, §7): a
 * client arrives, is served and completes on the appointment's day, not before it; a no-show is
 * known only once the start time has passed. Each refusal is a 400 naming the rule.
 */
import {
  isArrivalStatus,
  noShowTooEarlyMessage,
  notYetMessage,
  type AppointmentStatus,
} from '@daybook/contracts';
import { invalid } from '../../core/app-error.js';
import { todayIn, wallSpan } from '../../lib/local-dates.js';

const dayWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

const timeWords = (instant: Date, timeZone: string) =>
  instant.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });

/**
 * 400 on 'status' when `to` cannot be set yet at `now`: an arrival status before the local day
 * of `startsAt` in `timeZone`, or a no-show before `startsAt`.
 */
export function assertStatusInTime(
  to: AppointmentStatus,
  appointment: { startsAt: Date; endsAt: Date },
  timeZone: string,
  now: Date,
): void {
  if (isArrivalStatus(to)) {
    const { date } = wallSpan(appointment.startsAt, appointment.endsAt, timeZone);
    // Dates 'YYYY-MM-DD' compare as strings.
    if (date > todayIn(timeZone, now)) throw invalid('status', notYetMessage(to, dayWords(date)));
  }
  if (to === 'no_show' && now.getTime() < appointment.startsAt.getTime()) {
    throw invalid('status', noShowTooEarlyMessage(timeWords(appointment.startsAt, timeZone)));
  }
}
