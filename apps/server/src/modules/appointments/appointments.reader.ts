/**
 * What another module may read of one appointment by id, inside the caller's tenant
 * transaction: the automated messages (issue #32) check it at send time and name its client in their list.
 */
import type { AppointmentStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { findAppointments, type AppointmentView } from './appointments.repository.js';

/** An appointment as a message about it needs it; instants as Dates. */
export interface AppointmentFacts {
  id: string;
  establishmentId: string;
  clientId: string | null;
  clientName: string;
  serviceName: string;
  staffName: string;
  startsAt: Date;
  status: AppointmentStatus;
}

/** The appointments among `ids` of the tenant in scope (those that exist), by start. */
export async function appointmentFacts(tx: Tx, ids: readonly string[]): Promise<AppointmentFacts[]> {
  const rows = await findAppointments(tx, [...ids]);
  return rows.map(toFacts);
}

function toFacts(row: AppointmentView): AppointmentFacts {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    clientId: row.clientId,
    clientName: row.clientName,
    serviceName: row.serviceName,
    staffName: row.staffName,
    startsAt: row.startsAt,
    status: row.status,
  };
}
