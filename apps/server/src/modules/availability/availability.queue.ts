/**
 * The queue rule as a pure function (issue #15, #28): each waiting client (a walk-in, a waitlist
 * entry), in queue order, takes the earliest opening of a suitable staff member (the one asked
 * for, else whoever performs the service) that the clients ahead of it have not taken. Openings come from availability (the
 * staff's hours, time off and appointments); a client ahead holds its staff member for its
 * service's length plus buffer from its assigned start. Instants are epoch ms.
 */

const MINUTE = 60_000;

/** Where a service can start today: each suitable staff member's free starts, ascending. */
export interface ServiceOpenings {
  /** Suitable staff in the calendar's column order (the tie-break). */
  staffOrder: string[];
  startsByStaff: Map<string, number[]>;
  /** Minutes the service holds its staff member: duration plus buffer after. */
  holdMinutes: number;
}

export interface QueuedVisit {
  id: string;
  serviceId: string;
  requestedStaffId: string | null;
}

/** A walk-in's expected start and who is expected to serve it. */
export interface Assignment {
  start: number;
  staffId: string;
}

interface Held {
  start: number;
  end: number;
}

const clashes = (held: Held[] | undefined, start: number, end: number) =>
  (held ?? []).some((h) => h.start < end && start < h.end);

/**
 * Assigns each visit of `queue` (in order) its earliest opening, or null when its service has
 * no suitable staff member with an opening today (the caller falls back to the default wait).
 */
export function assignQueue(
  queue: QueuedVisit[],
  openings: Map<string, ServiceOpenings>,
): Map<string, Assignment | null> {
  const held = new Map<string, Held[]>();
  const out = new Map<string, Assignment | null>();
  for (const visit of queue) {
    const o = openings.get(visit.serviceId);
    let best: Assignment | null = null;
    if (o) {
      const staff = visit.requestedStaffId
        ? o.staffOrder.filter((id) => id === visit.requestedStaffId)
        : o.staffOrder;
      for (const staffId of staff) {
        const start = (o.startsByStaff.get(staffId) ?? []).find(
          (t) => !clashes(held.get(staffId), t, t + o.holdMinutes * MINUTE),
        );
        if (start !== undefined && (!best || start < best.start)) best = { start, staffId };
      }
      if (best) {
        const list = held.get(best.staffId) ?? [];
        list.push({ start: best.start, end: best.start + o.holdMinutes * MINUTE });
        held.set(best.staffId, list);
      }
    }
    out.set(visit.id, best);
  }
  return out;
}

/** Whole minutes from `now` until `start`, never negative (a start on the grid may round up). */
export function minutesUntil(now: number, start: number): number {
  return Math.max(0, Math.ceil((start - now) / MINUTE));
}
