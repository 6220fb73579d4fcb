/** Walk-in rows to the wire (spec operations.md §3 "Walk-in visit", camelCase). */
import type { WalkIn } from '@daybook/contracts';
import { wallDateTime } from '../../lib/local-dates.js';
import { minutesUntil, type Assignment } from '../availability/index.js';
import type { WalkInRow } from './walk-ins.schema.js';

/** What the wire needs besides the row: names, the zone, the clock and the queue's assignment. */
export interface WalkInContext {
  serviceNames: Map<string, string>;
  peopleNames: Map<string, string>;
  timeZone: string;
  now: Date;
  /** The row's assignment (waiting rows only): a start, or null when no opening is left today. */
  assignment?: Assignment | null;
}

/** The wire's walk-in; a waiting one carries its estimate, or says no opening is left today. */
export function toWalkIn(row: WalkInRow, ctx: WalkInContext): WalkIn {
  const name = (id: string | null) => (id ? (ctx.peopleNames.get(id) ?? null) : null);
  const waiting = row.status === 'waiting';
  const a = waiting ? ctx.assignment : undefined;
  const servingStaffId = waiting ? (a?.staffId ?? null) : row.servingStaffId;
  return {
    id: row.id,
    type: 'walk-in',
    tenantId: row.tenantId,
    establishmentId: row.establishmentId,
    clientId: row.clientId,
    clientName: row.clientName,
    phone: row.phone,
    email: row.email,
    serviceId: row.serviceId,
    serviceName: ctx.serviceNames.get(row.serviceId) ?? '',
    staffId: row.requestedStaffId,
    staffName: name(row.requestedStaffId),
    status: row.status,
    checkedInAt: row.checkedInAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    appointmentId: row.appointmentId,
    servingStaffId,
    servingStaffName: name(servingStaffId),
    estimatedWait: a ? minutesUntil(ctx.now.getTime(), a.start) : null,
    estimatedTime: a ? wallDateTime(new Date(a.start), ctx.timeZone).time : null,
    estimateSource: waiting ? (a ? 'calendar' : 'none') : null,
    notes: row.notes,
  };
}
