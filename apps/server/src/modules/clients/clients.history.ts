/**
 * A client's appointments as the CRM sees them: the page's upcoming and past lists, and the two
 * changes the CRM makes to them, moving them on a merge and anonymising them on an erasure.
 * The appointments module owns the table; these writes touch only client_id, client_name,
 * notes and memo, never time, staff or status, so none of its rules (overlap, lifecycle) is
 * involved. This is the only CRM file that writes appointments.
 */
import { APPOINTMENT_INACTIVE_STATUSES } from '@daybook/contracts';
import { and, asc, desc, eq, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { appointments, establishments, users } from '../../db/schema.js';
import type { CrmReach } from './clients.scope.js';

export interface ClientAppointmentView {
  id: string;
  establishmentId: string;
  establishmentName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  serviceId: string;
  serviceName: string;
  staffId: string;
  staffName: string;
  status: string;
  priceCents: number;
  visitId: string | null;
}

/** Which of the client's appointments the actor sees: own (employee) or at reached establishments. */
function visibleAppointments(reach: CrmReach): SQL | undefined {
  switch (reach.kind) {
    case 'tenant':
      return undefined;
    case 'establishments':
      return reach.establishmentIds.length > 0
        ? inArray(appointments.establishmentId, reach.establishmentIds)
        : sql`false`;
    case 'served':
      return eq(appointments.staffId, reach.userId);
  }
}

/**
 * The client's next appointments from `now` (not cancelled or no-show), soonest first, or the
 * ones that started before `now` (any status), latest first; at most `limit`.
 */
export async function listClientAppointments(
  tx: Tx,
  clientId: string,
  reach: CrmReach,
  when: 'upcoming' | 'past',
  now: Date,
  limit: number,
): Promise<ClientAppointmentView[]> {
  const upcoming = when === 'upcoming';
  return tx
    .select({
      id: appointments.id,
      establishmentId: appointments.establishmentId,
      establishmentName: establishments.name,
      timeZone: establishments.timeZone,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      serviceId: appointments.serviceId,
      serviceName: appointments.serviceName,
      staffId: appointments.staffId,
      staffName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      status: appointments.status,
      priceCents: appointments.priceCents,
      visitId: appointments.visitId,
    })
    .from(appointments)
    .innerJoin(establishments, eq(establishments.id, appointments.establishmentId))
    .innerJoin(users, eq(users.id, appointments.staffId))
    .where(
      and(
        eq(appointments.clientId, clientId),
        visibleAppointments(reach),
        upcoming
          ? and(
              gte(appointments.startsAt, now),
              notInArray(appointments.status, [...APPOINTMENT_INACTIVE_STATUSES]),
            )
          : lt(appointments.startsAt, now),
      ),
    )
    .orderBy(
      upcoming ? asc(appointments.startsAt) : desc(appointments.startsAt),
      upcoming ? asc(appointments.id) : desc(appointments.id),
    )
    .limit(limit);
}

/** Gives every appointment of `fromId` to `toId` (merge); names as booked stay as history. */
export async function moveAppointments(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx
    .update(appointments)
    .set({ clientId: toId, updatedAt: sql`now()` })
    .where(eq(appointments.clientId, fromId));
}

/**
 * Removes the personal data the appointments of `clientIds` carry: the name becomes
 * `erasedName`, notes and memo are cleared. Times, staff, service, status and price stay.
 */
export async function anonymiseAppointments(tx: Tx, clientIds: string[], erasedName: string): Promise<void> {
  if (clientIds.length === 0) return;
  await tx
    .update(appointments)
    .set({ clientName: erasedName, notes: null, memo: null, updatedAt: sql`now()` })
    .where(inArray(appointments.clientId, clientIds));
}
