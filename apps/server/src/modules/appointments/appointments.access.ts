/**
 * Who reaches which appointments (spec core.md §6). Admin and owner any establishment of the
 * tenant, front desk and manager the ones they work at, an employee only their own appointments
 * (staff_id = themselves), where they may change the status and nothing else. Anything out of
 * reach answers 404, as if it did not exist.
 */
import { APPOINTMENT_MESSAGES, canAccessAnyEstablishment, dataScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { findEstablishment, type EstablishmentRow } from '../establishments/index.js';
import * as repo from './appointments.repository.js';

/** True when the actor may see the establishment's appointments at all (its tenant aside). */
export function reachable(actor: Actor, establishmentId: string): boolean {
  return canAccessAnyEstablishment(actor.role) || actor.establishmentIds.includes(establishmentId);
}

/** True for an employee: their own appointments only, and only the status. */
export function ownOnly(actor: Actor): boolean {
  return dataScope(actor.role, 'appointment') === 'own';
}

/** The establishment when in reach and in the tenant (row-level security hides others), else 404. */
export async function loadEstablishment(
  tx: Tx,
  actor: Actor,
  establishmentId: string,
): Promise<EstablishmentRow> {
  const row = reachable(actor, establishmentId) ? await findEstablishment(tx, establishmentId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Establishment not found.');
  return row;
}

/** The appointment with its establishment when the actor may see it, else 404. */
export async function loadAppointment(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<{ row: repo.AppointmentView; establishment: EstablishmentRow }> {
  const row = await repo.findAppointment(tx, id);
  if (!row || !reachable(actor, row.establishmentId) || (ownOnly(actor) && row.staffId !== actor.userId)) {
    throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
  }
  const establishment = await findEstablishment(tx, row.establishmentId);
  if (!establishment) throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
  return { row, establishment };
}
