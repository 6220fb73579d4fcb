/**
 * The appointments module's business events (issue #30; events/business-events.ts), recorded in
 * the transaction of the change: other modules react to them (the waitlist offers a freed slot)
 * rather than being called.
 */
import type { Tx } from '../../db/client.js';
import { recordEvent, type AppointmentFact } from '../../events/business-events.js';
import type { AppointmentRow } from './appointments.repository.js';

type FactSource = Pick<AppointmentRow, 'id' | 'establishmentId' | 'staffId' | 'startsAt'>;

function factOf(row: FactSource): AppointmentFact {
  return {
    appointmentId: row.id,
    establishmentId: row.establishmentId,
    staffId: row.staffId,
    startsAt: row.startsAt.toISOString(),
  };
}

/** `appointment.booked` for each appointment of a new booking (a visit's parts each). */
export async function recordBooked(tx: Tx, tenantId: string, rows: readonly FactSource[]): Promise<void> {
  for (const row of rows) await recordEvent(tx, tenantId, 'appointment.booked', factOf(row));
}

/**
 * The events of a stored change from `before` to `after`: `appointment.moved` when its time or
 * staff member changed, `.cancelled` or `.completed` when its status became that; a cancellation
 * carries `clientNotified` when the caller tells the client itself.
 */
export async function recordChanged(
  tx: Tx,
  tenantId: string,
  before: FactSource,
  after: FactSource & Pick<AppointmentRow, 'status'>,
  statusChanged: boolean,
  clientNotified = false,
): Promise<void> {
  const fact = factOf(after);
  if (before.startsAt.getTime() !== after.startsAt.getTime() || before.staffId !== after.staffId) {
    const was = { staffId: before.staffId, startsAt: before.startsAt.toISOString() };
    await recordEvent(tx, tenantId, 'appointment.moved', { ...fact, before: was });
  }
  if (statusChanged && after.status === 'cancelled')
    await recordEvent(
      tx,
      tenantId,
      'appointment.cancelled',
      clientNotified ? { ...fact, clientNotified } : fact,
    );
  if (statusChanged && after.status === 'completed')
    await recordEvent(tx, tenantId, 'appointment.completed', fact);
}
