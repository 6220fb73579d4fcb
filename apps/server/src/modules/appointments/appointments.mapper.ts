/**
 * Database row ↔ wire shape of an appointment (spec core.md §3). Instants become the local
 * date and 'HH:MM' times in the establishment's time zone; money is integer cents ↔ dollars.
 */
import type { Appointment, AppointmentStatusChange } from '@daybook/contracts';
import type { AppointmentView, StatusChangeView } from './appointments.repository.js';
import { wallDateTime } from '../../lib/local-dates.js';
import { wallSpan } from '../../lib/local-dates.js';

export { toCents } from '../../lib/money.js';

/**
 * Wire shape of a stored appointment in `timeZone`; `room` is the resource id. `duration` is the minutes the staff member
 * is busy, from the instants: on a day the clocks change it can differ from the wall-clock
 * difference of startTime and endTime, and the instants are what the overlap rule uses.
 */
export function toAppointment(row: AppointmentView, timeZone: string): Appointment {
  return {
    id: row.id,
    staffId: row.staffId,
    staffName: row.staffName,
    clientId: row.clientId,
    clientName: row.clientName,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    ...wallSpan(row.startsAt, row.endsAt, timeZone),
    duration: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    status: row.status,
    statusReason: row.statusReason,
    notes: row.notes,
    memo: row.memo,
    price: row.priceCents / 100,
    room: row.resourceId,
    roomName: row.roomName,
    visitId: row.visitId,
    // Inside the appointment, so on its date: the wall time alone says it.
    processingStartTime: row.processingStartsAt ? wallDateTime(row.processingStartsAt, timeZone).time : null,
    processingEndTime: row.processingEndsAt ? wallDateTime(row.processingEndsAt, timeZone).time : null,
    establishmentId: row.establishmentId,
    isRequest: row.isRequest,
    isPrebook: row.isPrebook,
    bookedOnline: row.createdBy === null,
    paid: row.paid,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Wire shape of one recorded status change. */
export function toStatusChange(change: StatusChangeView): AppointmentStatusChange {
  return {
    status: change.toStatus,
    from: change.fromStatus,
    at: change.changedAt.toISOString(),
    by: change.changedBy,
    byName: change.changedBy ? change.changedByName : null,
  };
}
