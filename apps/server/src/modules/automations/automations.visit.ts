/**
 * One set of messages per visit (issue #32): a visit's parts (appointments sharing a visit id)
 * are planned and sent as one, through its lead part, and the message names each of its
 * services. A single appointment is a visit of one part.
 */
import { APPOINTMENT_ACTIVE_STATUSES, isArrivalStatus, type AppointmentStatus } from '@daybook/contracts';
import type { AppointmentFacts } from '../appointments/index.js';

const isActive = (status: AppointmentStatus) => APPOINTMENT_ACTIVE_STATUSES.includes(status);

/** True when the part is still to come: active, and the client has not arrived (not a walk-in). */
export function isUpcoming(part: AppointmentFacts): boolean {
  return isActive(part.status) && !isArrivalStatus(part.status);
}

const byStartThenId = (a: AppointmentFacts, b: AppointmentFacts) =>
  a.startsAt.getTime() - b.startsAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The visit's active parts (not cancelled or no-show), by start then id. */
export function activeParts(parts: readonly AppointmentFacts[]): AppointmentFacts[] {
  return parts.filter((p) => isActive(p.status)).sort(byStartThenId);
}

/** The part a visit's messages go through: its earliest active part (ties by id); none when all are off. */
export function leadPart(parts: readonly AppointmentFacts[]): AppointmentFacts | undefined {
  return activeParts(parts)[0];
}

/** A visit's cancelled parts, by start then id: what its cancellation notice names. */
export function cancelledParts(parts: readonly AppointmentFacts[]): AppointmentFacts[] {
  return parts.filter((p) => p.status === 'cancelled').sort(byStartThenId);
}

/** True when `a` and `b` are the same part at the same start (both missing counts as the same). */
export function sameLead(a: AppointmentFacts | undefined, b: AppointmentFacts | undefined): boolean {
  return a?.id === b?.id && a?.startsAt.getTime() === b?.startsAt.getTime();
}

/** The services of `parts` in their order: 'A', 'A and B', 'A, B and C'. */
export function serviceList(parts: readonly AppointmentFacts[]): string {
  const names = parts.map((p) => p.serviceName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
