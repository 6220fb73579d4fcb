/**
 * Paying a visit completes its appointments (issue #13): the register calls completeForCheckout
 * inside its payment transaction, so the sale and the completions commit together. Each
 * appointment walks the lifecycle to completed (booked → checked in → completed: paying says
 * the client came), every step checked and recorded by the same path as a status change made
 * on the calendar (appointments.service.ts checkStatusChange, followChange), backbar usage and
 * notices included.
 */
import { APPOINTMENT_TRANSITIONS, type Appointment, type AppointmentStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../core/actor.js';
import { todayIn, wallSpan } from '../../lib/local-dates.js';
import { establishmentById } from '../establishments/index.js';
import * as repo from './appointments.repository.js';
import { checkStatusChange, followChange } from './appointments.service.js';

/** The statuses from `from` to completed by the fewest lifecycle steps, `from` first; null when none. */
function pathToCompleted(from: AppointmentStatus): AppointmentStatus[] | null {
  const queue: AppointmentStatus[][] = [[from]];
  const seen = new Set<AppointmentStatus>([from]);
  for (let path = queue.shift(); path; path = queue.shift()) {
    const last = path[path.length - 1]!;
    if (last === 'completed') return path;
    for (const next of APPOINTMENT_TRANSITIONS[last]) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...path, next]);
    }
  }
  return null;
}

/**
 * Completes the appointments `ids` of one establishment at `now`, inside the caller's tenant
 * transaction, as `actor` (the cashier; recorded as who changed the status). Left as they are:
 * those already completed, those that can no longer be completed (cancelled, no-show), and
 * those whose local day has not come yet (a visit paid in advance is completed on the day, on
 * the calendar). Answers the appointments it completed. The caller has checked the actor's
 * reach of the establishment; ids of other tenants are invisible here.
 */
export async function completeForCheckout(
  tx: Tx,
  actor: Actor,
  ids: readonly string[],
  now: Date,
): Promise<Appointment[]> {
  const rows = await repo.findAppointments(tx, [...new Set(ids)]);
  const establishmentIds = [...new Set(rows.map((r) => r.establishmentId))];
  const zones = new Map<string, string>();
  for (const id of establishmentIds) {
    const establishment = await establishmentById(tx, id);
    if (establishment) zones.set(id, establishment.timeZone);
  }
  const completed: Appointment[] = [];
  // A visit has at most APPOINTMENT_VISIT_MAX_SERVICES parts: one status change each.
  for (const row of rows) {
    const zone = zones.get(row.establishmentId);
    const path = pathToCompleted(row.status);
    if (!zone || !path || path.length < 2) continue;
    if (wallSpan(row.startsAt, row.endsAt, zone).date > todayIn(zone, now)) continue;
    path.slice(1).forEach((to, i) => checkStatusChange({ ...row, status: path[i]! }, to, zone, now));
    const values = { status: 'completed' as const };
    await repo.updateAppointment(tx, row.id, values);
    completed.push(await followChange(tx, actor, row, values, path, zone, now));
  }
  return completed;
}
