/**
 * What another module may read of one appointment by id, inside the caller's tenant
 * transaction: the automated messages (issue #32) check it at send time and name its client in their list,
 * and send one set of messages per visit (its parts, visitPartsOf).
 */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { AppointmentStatus } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { findAppointments, type AppointmentView } from './appointments.repository.js';
import { appointmentPeople, appointments } from './appointments.schema.js';

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

/**
 * Every part of the visit of appointment `appointmentId` (any status), by start then id, in one
 * query: the appointment alone when it has no visit id, nothing when it does not exist in the
 * tenant in scope.
 */
export async function visitPartsOf(tx: Tx, appointmentId: string): Promise<AppointmentFacts[]> {
  const visitOf = sql`(SELECT a.visit_id FROM appointments a WHERE a.id = ${appointmentId})`;
  const rows = await tx
    .select({
      appointment: appointments,
      staffName: sql<string>`${appointmentPeople.firstName} || ' ' || ${appointmentPeople.lastName}`,
    })
    .from(appointments)
    .innerJoin(appointmentPeople, eq(appointmentPeople.id, appointments.staffId))
    .where(or(eq(appointments.id, appointmentId), eq(appointments.visitId, visitOf)))
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map((r) => toFacts({ ...r.appointment, staffName: r.staffName }));
}

function toFacts(row: Omit<AppointmentView, 'roomName' | 'paid'>): AppointmentFacts {
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
