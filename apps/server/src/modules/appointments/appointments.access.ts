/**
 * Who reaches which appointments (spec core.md §6). Admin and owner any establishment of the
 * tenant, front desk and manager the ones they work at, an employee only their own appointments
 * (staff_id = themselves), where they may change the status and nothing else. Anything out of
 * reach answers 404, as if it did not exist.
 */
import { APPOINTMENT_MESSAGES, dataScope } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { establishmentById, type EstablishmentRow } from '../establishments/index.js';
import * as repo from './appointments.repository.js';

/** True for an employee: their own appointments only, and only the status. */
export function ownOnly(actor: Actor): boolean {
  return dataScope(actor.role, 'appointment') === 'own';
}

/** The appointment with its establishment when the actor may see it, else 404. */
export async function loadAppointment(
  tx: Tx,
  actor: Actor,
  id: string,
): Promise<{ row: repo.AppointmentView; establishment: EstablishmentRow }> {
  const row = await repo.findAppointment(tx, id);
  if (!row || !reaches(actor, row.establishmentId) || (ownOnly(actor) && row.staffId !== actor.userId)) {
    throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
  }
  const establishment = await establishmentById(tx, row.establishmentId);
  if (!establishment) throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
  return { row, establishment };
}
