/**
 * Appointment use cases other than booking (appointments.booking.ts): list, read, change and
 * delete (spec core.md §3 Appointment, §6, §7 Appointments). Reach is appointments.access.ts;
 * double booking is refused by the database (appointments.db-errors.ts).
 */
import {
  APPOINTMENT_ACTIVE_STATUSES,
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_MESSAGES,
  APPOINTMENT_INACTIVE_STATUSES,
  PREPAID_MOVABLE_STATUSES,
  canChangeStatus,
  toMinuteOfDay,
  statusChangeMessage,
  takesStatusReason,
  type Appointment,
  type AppointmentListQueryParsed,
  type AppointmentStatus,
  type AppointmentStatusReason,
  type AppointmentUpdateParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { tellAppointmentChange } from './appointments.notices.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { postServiceUsage } from '../inventory/index.js';
import { serviceById, type ServiceRow } from '../services/index.js';
import { isCalendarDate, nextDate, todayIn, wallInstant, wallSpan } from '../../lib/local-dates.js';
import { openEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { loadAppointment, ownOnly } from './appointments.access.js';
import {
  activeServices,
  assertClient,
  assertNotOnTimeOff,
  assertPerformers,
  assertRooms,
  assertStaff,
} from './appointments.checks.js';
import { retryingTransient } from '../../db/sql-errors.js';
import { refusingOverlap } from './appointments.db-errors.js';
import { assertStatusInTime } from './appointments.status-rules.js';
import { toAppointment, toCents, toStatusChange } from './appointments.mapper.js';
import { recordChanged } from './appointments.events.js';
import * as repo from './appointments.repository.js';
import { minutesBetween, processingWindow, resolveSlot } from './appointments.slot.js';

/**
 * The establishment's appointments starting within the local dates startDate…endDate
 * (inclusive; omitted → today there at `now`), filtered by staff, status and client, ordered by
 * start, at most `limit`. An employee sees only their own. Permission appointment:read.
 */
export function listAppointments(
  db: Db,
  actor: Actor,
  establishmentId: string,
  query: AppointmentListQueryParsed,
  now: Date,
): Promise<Appointment[]> {
  return withTenant(db, actor, (tx) => appointmentsIn(tx, actor, establishmentId, query, now));
}

/** listAppointments inside the caller's tenant transaction. */
export async function appointmentsIn(
  tx: Tx,
  actor: Actor,
  establishmentId: string,
  query: AppointmentListQueryParsed,
  now: Date,
): Promise<Appointment[]> {
  const establishment = await openEstablishment(tx, actor, establishmentId);
  const zone = establishment.timeZone;
  const startDate = query.startDate ?? query.endDate ?? todayIn(zone, now);
  const endDate = query.endDate ?? startDate;
  if (!isCalendarDate(startDate)) throw invalid('startDate', APPOINTMENT_MESSAGES.date);
  if (!isCalendarDate(endDate)) throw invalid('endDate', APPOINTMENT_MESSAGES.date);
  if (Date.parse(endDate) - Date.parse(startDate) >= APPOINTMENT_LIST_MAX_DAYS * 86_400_000) {
    throw invalid('endDate', APPOINTMENT_MESSAGES.rangeTooLong);
  }
  // Local midnights always exist in practice; the UTC midnight stands in if a zone skips one.
  const from = wallInstant(startDate, '00:00', zone) ?? new Date(`${startDate}T00:00:00Z`);
  const to = wallInstant(endDate, '24:00', zone) ?? new Date(`${nextDate(endDate)}T00:00:00Z`);
  let staffIds = query.staffIds && query.staffIds.length > 0 ? query.staffIds : undefined;
  if (ownOnly(actor)) staffIds = (staffIds ?? [actor.userId]).filter((id) => id === actor.userId);
  const rows = await repo.listAppointments(tx, {
    establishmentId,
    from,
    to,
    staffIds,
    statuses: query.status && query.status.length > 0 ? query.status : undefined,
    clientId: query.clientId,
    limit: query.limit,
  });
  return rows.map((r) => toAppointment(r, zone));
}

/** One appointment with its status history, oldest first. Permission appointment:read. */
export function getAppointment(db: Db, actor: Actor, id: string): Promise<Appointment> {
  return withTenant(db, actor, async (tx) => {
    const { row, establishment } = await loadAppointment(tx, actor, id);
    const history = await repo.listStatusChanges(tx, id);
    return { ...toAppointment(row, establishment.timeZone), statusHistory: history.map(toStatusChange) };
  });
}

/** What findActiveBooking looks for: one client's booking of one service at one instant. */
export interface BookingLookup {
  establishment: Pick<EstablishmentRow, 'id' | 'timeZone'>;
  clientId: string;
  serviceId: string;
  startsAt: Date;
}

/**
 * The client's active booking (not cancelled or no-show) of the service starting exactly at
 * `startsAt` at the establishment, or null: how a repeated submit of a form without an
 * Idempotency-Key is recognised. Runs in the caller's tenant transaction.
 */
export async function findActiveBooking(tx: Tx, q: BookingLookup): Promise<Appointment | null> {
  const rows = await repo.listAppointments(tx, {
    establishmentId: q.establishment.id,
    from: q.startsAt,
    to: new Date(q.startsAt.getTime() + 60_000),
    clientId: q.clientId,
    statuses: [...APPOINTMENT_ACTIVE_STATUSES],
    limit: 20,
  });
  const row = rows.find((r) => r.serviceId === q.serviceId && r.startsAt.getTime() === q.startsAt.getTime());
  return row ? toAppointment(row, q.establishment.timeZone) : null;
}

/** Column changes of one appointment. */
export type Changes = Partial<repo.AppointmentInsert>;

/**
 * The service, staff and time changes of `input` to `row`, validated: a new service must be
 * active here, a new staff member active here, and the (new) staff member must perform the
 * (new) service. When the span or the service changes, the processing window is copied again
 * from the service (dropped if it no longer fits inside). Unchanged values add nothing.
 */
async function bookingChanges(
  tx: Tx,
  row: repo.AppointmentView,
  input: AppointmentUpdateParsed,
  timeZone: string,
): Promise<Changes> {
  const values: Changes = {};
  let newService: ServiceRow | null = null;
  if (input.serviceId !== undefined && input.serviceId !== row.serviceId) {
    const found = await activeServices(tx, row.establishmentId, [{ id: input.serviceId, path: 'serviceId' }]);
    newService = found.get(input.serviceId) ?? null;
  }
  if (newService) {
    values.serviceId = newService.id;
    values.serviceName = newService.name;
    if (input.price === undefined) values.priceCents = newService.priceCents;
  }
  const newStaff = input.staffId !== undefined && input.staffId !== row.staffId ? input.staffId : null;
  if (newStaff) {
    await assertStaff(tx, row.establishmentId, [{ id: newStaff, path: 'staffId' }]);
    values.staffId = newStaff;
  }
  if (newService || newStaff) {
    await assertPerformers(tx, [
      { serviceId: newService?.id ?? row.serviceId, staffId: newStaff ?? row.staffId, path: 'staffId' },
    ]);
  }
  const moves = input.date !== undefined || input.startTime !== undefined || input.endTime !== undefined;
  if (!moves && !newService) return values;

  const current = wallSpan(row.startsAt, row.endsAt, timeZone);
  const length =
    newService && input.endTime === undefined
      ? newService.durationMinutes
      : minutesBetween(row.startsAt, row.endsAt);
  const slot = resolveSlot(
    input.date ?? current.date,
    input.startTime ?? current.startTime,
    input.endTime,
    length,
    timeZone,
  );
  const startMoved = slot.startsAt.getTime() !== row.startsAt.getTime();
  const endMoved = slot.endsAt.getTime() !== row.endsAt.getTime();
  if (startMoved) values.startsAt = slot.startsAt;
  if (endMoved) values.endsAt = slot.endsAt;
  if (!startMoved && !endMoved && !newService) return values;

  const service = newService ?? (await serviceById(tx, row.serviceId));
  // The foreign key keeps a booked service (it can be deactivated, not deleted).
  if (!service) throw new Error('booked service not found');
  const window = processingWindow(service, slot);
  if (window.processingStartsAt?.getTime() !== row.processingStartsAt?.getTime()) {
    values.processingStartsAt = window.processingStartsAt;
  }
  if (window.processingEndsAt?.getTime() !== row.processingEndsAt?.getTime()) {
    values.processingEndsAt = window.processingEndsAt;
  }
  return values;
}

/** The client, room and detail changes of `input` to `row`; a new client or room is validated. */
async function detailChanges(
  tx: Tx,
  row: repo.AppointmentView,
  input: AppointmentUpdateParsed,
): Promise<Changes> {
  const values: Changes = {};
  if (input.clientId !== undefined && input.clientId !== row.clientId) {
    if (input.clientId) await assertClient(tx, input.clientId);
    values.clientId = input.clientId;
  }
  if (input.room !== undefined && input.room !== row.resourceId) {
    if (input.room) await assertRooms(tx, row.establishmentId, [{ id: input.room, path: 'room' }]);
    values.resourceId = input.room;
  }
  if (input.clientName !== undefined && input.clientName !== row.clientName)
    values.clientName = input.clientName;
  if (input.notes !== undefined && input.notes !== row.notes) values.notes = input.notes;
  if (input.memo !== undefined && input.memo !== row.memo) values.memo = input.memo;
  if (input.price !== undefined && toCents(input.price) !== row.priceCents)
    values.priceCents = toCents(input.price);
  if (input.isRequest !== undefined && input.isRequest !== row.isRequest) values.isRequest = input.isRequest;
  if (input.isPrebook !== undefined && input.isPrebook !== row.isPrebook) values.isPrebook = input.isPrebook;
  return values;
}

/**
 * Changes any subset of an appointment. Moving (date, startTime, endTime, staffId) without an
 * end time keeps its length; a new service without an end time takes the service's duration,
 * and its price unless one is given; a move or new service copies the service's processing
 * window again. `room` is a resource id (null: none). A status change must follow the
 * lifecycle (409 otherwise), may say the client arrived (checked in, in service, completed) only
 * from the appointment's local day on and no-show only after its start at `now` (400 otherwise,
 * appointments.status-rules.ts), and is recorded with who and when. Only fields whose value differs
 * count as changes, so the web app may send the whole appointment back; an employee may change
 * only the status (403). A paid or completed appointment keeps its service, price, staff and
 * length, and is neither cancelled nor marked a no-show (409 paidLocked, issue #28); only a visit
 * paid ahead that has not begun may move to another time. Errors: 404
 * out of reach; 400 staff, service, staffCannotPerform, room, client, time; 409 overlap,
 * roomOverlap, staffOnTimeOff, status, paidLocked. Permission appointment:update.
 */
export function updateAppointment(
  db: Db,
  actor: Actor,
  id: string,
  input: AppointmentUpdateParsed,
  now: Date,
): Promise<Appointment> {
  return retryingTransient(() => withTenant(db, actor, (tx) => changeAppointment(tx, actor, id, input, now)));
}

/**
 * updateAppointment inside the caller's transaction (rules and errors the same), for a module
 * whose own change must stand or fall with the appointment's: terminating an employee moves or
 * cancels their future appointments and turns them terminated at once, or changes nothing.
 * `clientNotified`: the caller tells the client of a cancellation itself (its event says so).
 */
export async function changeAppointment(
  tx: Tx,
  actor: Actor,
  id: string,
  input: AppointmentUpdateParsed,
  now: Date,
  { clientNotified = false }: { clientNotified?: boolean } = {},
): Promise<Appointment> {
  const { row, establishment } = await loadAppointment(tx, actor, id);
  if (input.establishmentId !== undefined && input.establishmentId !== row.establishmentId) {
    throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
  }
  const zone = establishment.timeZone;
  assertNotPaidChange(row, input, zone);
  const values: Changes = {
    ...(await bookingChanges(tx, row, input, zone)),
    ...(await detailChanges(tx, row, input)),
  };
  if (ownOnly(actor) && Object.keys(values).length > 0) {
    throw new AppError('FORBIDDEN', APPOINTMENT_MESSAGES.employeeStatusOnly);
  }
  if (input.status !== undefined && input.status !== row.status) {
    checkStatusChange(row, input.status, zone, now);
    values.status = input.status;
  }
  const reason = reasonChange(row, values.status, input.statusReason);
  if (reason !== undefined) values.statusReason = reason;
  if (Object.keys(values).length === 0) return toAppointment(row, zone);

  if (values.startsAt || values.endsAt || values.staffId) {
    await repo.queueForStaff(tx, actor.tenantId, [row.staffId, values.staffId ?? row.staffId]);
    if (!isInactive(values.status ?? row.status)) {
      await assertNotOnTimeOff(tx, [
        {
          staffId: values.staffId ?? row.staffId,
          startsAt: values.startsAt ?? row.startsAt,
          endsAt: values.endsAt ?? row.endsAt,
          path: values.staffId ? 'staffId' : 'startTime',
        },
      ]);
    }
  }
  await refusingOverlap(() => repo.updateAppointment(tx, id, values));
  const statuses = values.status ? [row.status, values.status] : [];
  return followChange(tx, actor, row, values, statuses, zone, now, clientNotified);
}

const isInactive = (status: AppointmentStatus) =>
  (APPOINTMENT_INACTIVE_STATUSES as readonly AppointmentStatus[]).includes(status);

/**
 * The reason to store when `row` goes to status `to` (undefined: it stays) with `sent` (undefined:
 * not sent): a cancellation or no-show keeps the reason sent with it (none sent: no reason
 * given), a reason sent later replaces it, and any other status has none. 400 for a reason sent
 * with a status that takes none (issue #31 "cancellations and no-shows by reason").
 */
function reasonChange(
  row: Pick<repo.AppointmentView, 'status' | 'statusReason'>,
  to: AppointmentStatus | undefined,
  sent: AppointmentStatusReason | null | undefined,
): AppointmentStatusReason | null | undefined {
  const status = to ?? row.status;
  if (!takesStatusReason(status)) {
    if (sent) throw invalid('statusReason', APPOINTMENT_MESSAGES.statusReasonNotInactive);
    return row.statusReason === null ? undefined : null;
  }
  // A new cancellation or no-show has no reason unless one comes with it.
  const next = sent !== undefined ? sent : to === undefined ? row.statusReason : null;
  return next === row.statusReason ? undefined : next;
}

/** A paid or completed appointment: what it was sold as changes only through a refund. */
function isSold(row: Pick<repo.AppointmentView, 'paid' | 'status'>): boolean {
  return row.paid || row.status === 'completed';
}

/**
 * 409 paidLocked when `input` would change what a paid or completed appointment was sold as: its
 * service, price or staff member (checked before they are validated, so the refusal names the
 * rule that applies), its date or times unless a visit paid ahead moves whole (below), or cancel
 * it or mark it a no-show: a visit paid in advance still gets confirmed and walks its arrival
 * steps on its day.
 */
function assertNotPaidChange(row: repo.AppointmentView, input: AppointmentUpdateParsed, zone: string): void {
  if (!isSold(row)) return;
  const span = wallSpan(row.startsAt, row.endsAt, zone);
  const differs = <T>(sent: T | undefined, stored: T) => sent !== undefined && sent !== stored;
  const resold =
    differs(input.serviceId, row.serviceId) ||
    differs(input.price === undefined ? undefined : toCents(input.price), row.priceCents) ||
    differs(input.staffId, row.staffId);
  const moved =
    differs(input.date, span.date) ||
    differs(input.startTime, span.startTime) ||
    differs(input.endTime, span.endTime);
  // A change the lifecycle refuses anyway is left to its own message (checkStatusChange).
  const to = input.status;
  const unsold = to !== undefined && canChangeStatus(row.status, to) && isInactive(to);
  if (resold || unsold || (moved && !movesWhole(row, input, span.startTime)))
    throw new AppError('CONFLICT', APPOINTMENT_MESSAGES.paidLocked);
}

/**
 * A visit paid ahead that has not begun (PREPAID_MOVABLE_STATUSES) moving to another date or start
 * with its length kept: the client's prepayment follows the visit, and no figure changes, since a
 * sale counts when it was made and for whom it names. A completed visit stays where it happened.
 */
function movesWhole(row: repo.AppointmentView, input: AppointmentUpdateParsed, startTime: string): boolean {
  if (!(PREPAID_MOVABLE_STATUSES as readonly AppointmentStatus[]).includes(row.status)) return false;
  // Without an end time a move keeps the length (bookingChanges).
  if (input.endTime === undefined) return true;
  const length = toMinuteOfDay(input.endTime) - toMinuteOfDay(input.startTime ?? startTime);
  return length === minutesBetween(row.startsAt, row.endsAt);
}

/**
 * 409 unless the lifecycle allows `row.status` → `to`; 400 when `to` cannot be set yet at `now`
 * (appointments.status-rules.ts). Every status change of an appointment is checked here.
 */
export function checkStatusChange(
  row: Pick<repo.AppointmentView, 'status' | 'startsAt' | 'endsAt'>,
  to: AppointmentStatus,
  zone: string,
  now: Date,
): void {
  if (!canChangeStatus(row.status, to)) throw new AppError('CONFLICT', statusChangeMessage(row.status, to));
  assertStatusInTime(to, row, zone, now);
}

/**
 * What follows a stored change of `row` to `values`: the status history (`statuses` is the
 * path walked, first the old status, one record per step; empty when the status stayed),
 * backbar usage once it is completed, and the notices (`clientNotified`: the caller tells the
 * client of a cancellation itself). Answers the appointment as it is now.
 */
export async function followChange(
  tx: Tx,
  actor: Actor,
  row: repo.AppointmentView,
  values: Changes,
  statuses: readonly AppointmentStatus[],
  zone: string,
  now: Date,
  clientNotified = false,
): Promise<Appointment> {
  await repo.insertStatusChanges(
    tx,
    statuses.slice(1).map((toStatus, i) => ({
      tenantId: actor.tenantId,
      appointmentId: row.id,
      fromStatus: statuses[i]!,
      toStatus,
      changedBy: actor.userId,
    })),
  );
  const view = await repo.findAppointment(tx, row.id);
  if (!view) throw new Error('updated appointment not found');
  if (values.status === 'completed') {
    await postServiceUsage(tx, { tenantId: actor.tenantId, userId: actor.userId, at: now }, view);
  }
  await recordChanged(tx, actor.tenantId, row, view, statuses.length > 0, clientNotified);
  const after = toAppointment(view, zone);
  await tellAppointmentChange(tx, actor, after, {
    before: { staffId: row.staffId, startsAt: row.startsAt },
    cancelled: values.status === 'cancelled',
    moved: values.startsAt !== undefined || values.staffId !== undefined,
  });
  return after;
}

/**
 * Deletes an appointment and its history; `establishmentId` must be the one it belongs to
 * (404 otherwise, as for one out of reach); 409 paidNoDelete once paid or completed (issue #28).
 * Permission appointment:delete (not employees).
 */
export function deleteAppointment(db: Db, actor: Actor, id: string, establishmentId: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    const { row } = await loadAppointment(tx, actor, id);
    if (row.establishmentId !== establishmentId)
      throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
    if (isSold(row)) throw new AppError('CONFLICT', APPOINTMENT_MESSAGES.paidNoDelete);
    await repo.deleteAppointment(tx, id);
  });
}

/**
 * A client merge (the CRM's): every appointment of client `fromId` becomes client `toId`'s. The
 * names they were booked under stay, as history; time, staff and status are untouched, so no
 * booking rule is involved. The caller has checked that the actor may change both clients.
 */
export function reassignClientAppointments(tx: Tx, fromId: string, toId: string): Promise<void> {
  return repo.reassignClient(tx, fromId, toId);
}

/**
 * A client erasure (the CRM's): the appointments of `clientIds` keep time, service, staff,
 * status and price (the books) under `name`, without notes or memo. The caller has checked
 * that the actor may erase the clients.
 */
export function anonymiseClientAppointments(tx: Tx, clientIds: string[], name: string): Promise<void> {
  return repo.anonymiseClients(tx, clientIds, name);
}

/** Who is busy when: what availability subtracts from working hours (see the repository's listBusyAppointments). */
export function listBusyAppointments(
  tx: Tx,
  staffIds: string[],
  from: Date,
  to: Date,
): Promise<repo.BusyAppointment[]> {
  return repo.listBusyAppointments(tx, staffIds, from, to);
}

export type BusyAppointment = repo.BusyAppointment;
