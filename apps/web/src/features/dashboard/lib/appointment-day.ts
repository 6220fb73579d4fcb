/**
 * How the front desk and staff read a day's appointments (issue #15 "Dashboards"): who is
 * still expected, who is late, who is in the chair, which finished visits wait to be paid, and
 * a person's next client. Pure functions of the list and the location's clock.
 */
import {
  APPOINTMENT_INACTIVE_STATUSES,
  isArrivalStatus,
  type Appointment,
  type AppointmentStatus,
  type Ticket,
} from '@daybook/contracts';
import { minutesOf, type LocalClock } from './local-clock';

const INACTIVE: readonly AppointmentStatus[] = APPOINTMENT_INACTIVE_STATUSES;

/** The day's list without cancelled appointments (a no-show stays: the desk marked it). */
export function withoutCancelled(list: readonly Appointment[]): Appointment[] {
  return list.filter((a) => a.status !== 'cancelled');
}

/** Booked or confirmed: the client is expected and has not arrived. */
export function isExpected(a: Pick<Appointment, 'status'>): boolean {
  return !isArrivalStatus(a.status) && !INACTIVE.includes(a.status);
}

/**
 * Minutes past the start of an expected client who has not arrived, on the location's clock;
 * 0 when not late (not started yet, arrived, cancelled, a no-show, or another day).
 */
export function minutesLate(
  a: Pick<Appointment, 'status' | 'date' | 'startTime'>,
  clock: LocalClock,
): number {
  if (!isExpected(a) || a.date !== clock.date) return 0;
  return Math.max(0, clock.minutes - minutesOf(a.startTime));
}

/** The appointments in service now. */
export function inChair(list: readonly Appointment[]): Appointment[] {
  return list.filter((a) => a.status === 'in_service');
}

/** One unpaid finished visit: its first appointment (the register opens the whole visit from it) and its total. */
export interface UnpaidVisit {
  appointment: Appointment;
  /** US dollars: the booked prices of the visit's finished appointments. */
  total: number;
}

/**
 * Finished visits not yet paid and without an open ticket (an open ticket is listed on its own),
 * one per visit in the order they started. A visit of several services counts once every part
 * is completed; cancelled parts and no-shows are left out.
 */
export function unpaidVisits(list: readonly Appointment[], openTickets: readonly Ticket[]): UnpaidVisit[] {
  const ticketed = new Set<string>();
  for (const t of openTickets) {
    if (t.appointmentId) ticketed.add(t.appointmentId);
    for (const line of t.lines) if (line.appointmentId) ticketed.add(line.appointmentId);
  }
  const visits = new Map<string, Appointment[]>();
  for (const a of list) {
    if (INACTIVE.includes(a.status)) continue;
    const key = a.visitId ?? a.id;
    visits.set(key, [...(visits.get(key) ?? []), a]);
  }
  const ready: UnpaidVisit[] = [];
  for (const parts of visits.values()) {
    const done = parts.every((a) => a.status === 'completed' && !a.paid && !ticketed.has(a.id));
    // Summed in cents: dollar fractions do not add exactly in floating point.
    const cents = parts.reduce((sum, a) => sum + Math.round(a.price * 100), 0);
    if (done) ready.push({ appointment: parts[0]!, total: cents / 100 });
  }
  return ready;
}

/** The next client of the list: the first not yet served (expected or checked in), whatever the time. */
export function nextAppointment(list: readonly Appointment[]): Appointment | null {
  return list.find((a) => isExpected(a) || a.status === 'checked_in') ?? null;
}
