/** Rows to the wire shapes of contracts (entities/time-off.ts). */
import type { LeaveEntry, TimeOffClash, TimeOffRequest } from '@daybook/contracts';
import { toHours } from './time-off.hours.js';
import type { LedgerRow, RequestRow, clashesOf } from './time-off.repository.js';

type ClashRow = Awaited<ReturnType<typeof clashesOf>>[number];

export function toRequest(r: RequestRow): TimeOffRequest {
  const approved = r.status === 'approved';
  return {
    id: r.id,
    employeeId: r.userId,
    employeeName: r.employeeName ?? '',
    establishmentId: r.establishmentId,
    type: r.type,
    startDate: r.startDate,
    endDate: r.endDate,
    hours: toHours(r.minutes),
    status: r.status,
    notes: r.notes,
    reviewerNotes: r.reviewerNotes,
    approvedBy: approved ? r.reviewedBy : null,
    approvedByName: approved ? r.reviewerName : null,
    approvedDate: approved && r.reviewedAt ? r.reviewedAt.toISOString() : null,
    reviewedBy: r.reviewedBy,
    reviewedDate: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    calendarBlockId: r.staffTimeOffId,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toEntry(r: LedgerRow): LeaveEntry {
  return {
    id: r.id,
    employeeId: r.userId,
    type: r.type,
    kind: r.kind,
    hours: toHours(r.minutes),
    effectiveDate: r.effectiveDate,
    requestId: r.requestId,
    period: r.period,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toClash(r: ClashRow): TimeOffClash {
  return {
    appointmentId: r.id,
    establishmentId: r.establishmentId,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    clientName: r.clientName,
    serviceName: r.serviceName,
    status: r.status,
    serviceId: r.serviceId,
    staffId: r.staffId,
  };
}
