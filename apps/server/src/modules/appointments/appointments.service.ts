/**
 * Appointment use cases (spec core.md §3 Appointment, §6, §7 Appointments).
 * Reach: admin and owner any establishment of the tenant, front desk and manager the ones they
 * work at, an employee only their own appointments (staff_id = themselves), where they may
 * change the status and nothing else. Anything out of reach answers 404.
 * Double booking: the database's exclusion constraint refuses it (23P01 → 409), whatever the
 * concurrency; no check-then-insert here could be trusted under concurrent requests.
 */
import {
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_MESSAGES,
  canAccessAnyEstablishment,
  canChangeStatus,
  dataScope,
  nonexistentTimeMessage,
  statusChangeMessage,
  type Appointment,
  type AppointmentCreateParsed,
  type AppointmentListQueryParsed,
  type AppointmentUpdateParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { runIdempotent, type IdempotentAnswer } from '../../http/idempotency.js';
import { activeStaffAt, findEstablishment, type EstablishmentRow } from '../establishments/index.js';
import { findService, type ServiceRow } from '../services/index.js';
import * as repo from './appointments.repository.js';
import { toAppointment, toCents, toStatusChange } from './appointments.mapper.js';
import { isCalendarDate, nextDate, todayIn } from '../../lib/local-dates.js';
import { localInstant, toLocalTimes } from './appointments.time.js';

const EXCLUSION_VIOLATION = '23P01';
/** deadlock_detected and serialization_failure: the transaction may simply be run again. */
const RETRYABLE = ['40P01', '40001'];
const ATTEMPTS = 3;

/** True when `err` (or what it wraps, as drizzle does) carries one of the SQLSTATE `codes`. */
function hasSqlState(err: unknown, codes: string[]): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs a write transaction, again when PostgreSQL aborted it as a deadlock victim: concurrent
 * writers whose ranges overlap can wait on each other inside the exclusion check. The rerun
 * sees the winner committed and gets the plain 23P01 (409).
 */
async function retrying<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= ATTEMPTS || !hasSqlState(err, RETRYABLE)) throw err;
    }
  }
}

/** Runs a write that may overlap another appointment; the overlap becomes 409. */
async function refusingOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (hasSqlState(err, [EXCLUSION_VIOLATION])) throw new AppError('CONFLICT', APPOINTMENT_MESSAGES.overlap);
    throw err;
  }
}

function reachable(actor: Actor, establishmentId: string): boolean {
  return canAccessAnyEstablishment(actor.role) || actor.establishmentIds.includes(establishmentId);
}

/** True for an employee: their own appointments only, and only the status. */
function ownOnly(actor: Actor): boolean {
  return dataScope(actor.role, 'appointment') === 'own';
}

/** The establishment when in reach and in the tenant (row-level security hides others), else 404. */
async function loadEstablishment(tx: Tx, actor: Actor, establishmentId: string): Promise<EstablishmentRow> {
  const row = reachable(actor, establishmentId) ? await findEstablishment(tx, establishmentId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Establishment not found.');
  return row;
}

/** The appointment with its establishment when the actor may see it, else 404. */
async function loadAppointment(
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

async function assertStaff(tx: Tx, establishmentId: string, staffId: string): Promise<void> {
  if ((await activeStaffAt(tx, establishmentId, [staffId])).length === 0) {
    throw new AppError('VALIDATION', APPOINTMENT_MESSAGES.staffElsewhere, [
      { path: 'staffId', message: APPOINTMENT_MESSAGES.staffElsewhere },
    ]);
  }
}

async function activeService(tx: Tx, establishmentId: string, serviceId: string): Promise<ServiceRow> {
  const row = await findService(tx, serviceId);
  if (!row || row.establishmentId !== establishmentId || !row.isActive) {
    throw new AppError('VALIDATION', APPOINTMENT_MESSAGES.serviceUnavailable, [
      { path: 'serviceId', message: APPOINTMENT_MESSAGES.serviceUnavailable },
    ]);
  }
  return row;
}

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION', message, [{ path, message }]);
}

/**
 * The instants of an appointment on local `date` from `startTime` to `endTime` ('HH:MM' or
 * '24:00'), or for `lengthMinutes` when there is no end time, in `timeZone`. 400 for a day
 * that does not exist, a wall time the clocks skip, an end not after the start, or an end
 * past the day's midnight.
 */
function resolveSlot(
  date: string,
  startTime: string,
  endTime: string | undefined,
  lengthMinutes: number,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  if (!isCalendarDate(date)) throw invalid('date', APPOINTMENT_MESSAGES.date);
  const startsAt = localInstant(date, startTime, timeZone);
  if (!startsAt) throw invalid('startTime', nonexistentTimeMessage(date, timeZone));
  let endsAt: Date;
  if (endTime !== undefined) {
    const end = localInstant(date, endTime, timeZone);
    if (!end) throw invalid('endTime', nonexistentTimeMessage(date, timeZone));
    endsAt = end;
  } else {
    endsAt = new Date(startsAt.getTime() + lengthMinutes * 60_000);
  }
  if (endsAt <= startsAt) throw invalid('endTime', APPOINTMENT_MESSAGES.endAfterStart);
  // The wire speaks one date per appointment; one that ran past midnight could not be written.
  const midnight = localInstant(nextDate(date), '00:00', timeZone);
  if (midnight && endsAt > midnight) throw invalid('endTime', APPOINTMENT_MESSAGES.sameDay);
  return { startsAt, endsAt };
}

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
  return withTenant(db, actor, async (tx) => {
    const establishment = await loadEstablishment(tx, actor, establishmentId);
    const zone = establishment.timeZone;
    const startDate = query.startDate ?? query.endDate ?? todayIn(zone, now);
    const endDate = query.endDate ?? startDate;
    if (!isCalendarDate(startDate)) throw invalid('startDate', APPOINTMENT_MESSAGES.date);
    if (!isCalendarDate(endDate)) throw invalid('endDate', APPOINTMENT_MESSAGES.date);
    if (Date.parse(endDate) - Date.parse(startDate) >= APPOINTMENT_LIST_MAX_DAYS * 86_400_000) {
      throw invalid('endDate', APPOINTMENT_MESSAGES.rangeTooLong);
    }
    // Local midnights always exist in practice; the UTC midnight stands in if a zone skips one.
    const from = localInstant(startDate, '00:00', zone) ?? new Date(`${startDate}T00:00:00Z`);
    const to = localInstant(endDate, '24:00', zone) ?? new Date(`${nextDate(endDate)}T00:00:00Z`);
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
  });
}

/** One appointment with its status history, oldest first. Permission appointment:read. */
export function getAppointment(db: Db, actor: Actor, id: string): Promise<Appointment> {
  return withTenant(db, actor, async (tx) => {
    const { row, establishment } = await loadAppointment(tx, actor, id);
    const history = await repo.listStatusChanges(tx, id);
    return { ...toAppointment(row, establishment.timeZone), statusHistory: history.map(toStatusChange) };
  });
}

/**
 * Books an appointment (spec §7 POST). Names come from the database, not the body; the end is
 * start + the service's duration unless given; price defaults to the service's. The initial
 * status is recorded as the first history entry. With `idempotencyKey`, a repeat of the same
 * request replays the first answer (http/idempotency.ts). Errors: 404 establishment out of
 * reach, 400 staff/service/time, 409 overlap. Permission appointment:create.
 */
export function createAppointment(
  db: Db,
  actor: Actor,
  input: AppointmentCreateParsed,
  idempotencyKey: string | null,
): Promise<IdempotentAnswer<Appointment, 201>> {
  return retrying(() =>
    withTenant(db, actor, async (tx) => {
      const book = () => bookAppointment(tx, actor, input);
      if (!idempotencyKey) return { status: 201 as const, body: await book(), replayed: false };
      const request = {
        key: idempotencyKey,
        tenantId: actor.tenantId,
        userId: actor.userId,
        endpoint: 'POST /api/appointments',
        payload: input,
      };
      return runIdempotent(tx, request, 201 as const, book);
    }),
  );
}

async function bookAppointment(tx: Tx, actor: Actor, input: AppointmentCreateParsed): Promise<Appointment> {
  const establishment = await loadEstablishment(tx, actor, input.establishmentId);
  await assertStaff(tx, establishment.id, input.staffId);
  const service = await activeService(tx, establishment.id, input.serviceId);
  const slot = resolveSlot(
    input.date,
    input.startTime,
    input.endTime,
    service.durationMinutes,
    establishment.timeZone,
  );
  const status = input.status ?? 'booked';
  const row = await refusingOverlap(() =>
    repo.insertAppointment(tx, {
      tenantId: actor.tenantId,
      establishmentId: establishment.id,
      staffId: input.staffId,
      serviceId: service.id,
      clientId: input.clientId ?? null,
      clientName: input.clientName,
      serviceName: service.name,
      ...slot,
      status,
      notes: input.notes ?? null,
      memo: input.memo ?? null,
      priceCents: input.price !== undefined ? toCents(input.price) : service.priceCents,
      room: input.room ?? null,
      isRequest: input.isRequest ?? false,
      isPrebook: input.isPrebook ?? false,
      createdBy: actor.userId,
    }),
  );
  await repo.insertStatusChange(tx, {
    tenantId: actor.tenantId,
    appointmentId: row.id,
    fromStatus: null,
    toStatus: status,
    changedBy: actor.userId,
  });
  const view = await repo.findAppointment(tx, row.id);
  if (!view) throw new Error('booked appointment not found');
  return toAppointment(view, establishment.timeZone);
}

/**
 * Changes any subset of an appointment. Moving (date, startTime, endTime, staffId) without an
 * end time keeps its length; a new service without an end time takes the service's duration,
 * and its price unless one is given. A status change must follow the lifecycle (409 otherwise)
 * and is recorded with who and when. Only fields whose value differs count as changes, so the
 * web app may send the whole appointment back; an employee may change only the status (403).
 * Permission appointment:update.
 */
export function updateAppointment(
  db: Db,
  actor: Actor,
  id: string,
  input: AppointmentUpdateParsed,
): Promise<Appointment> {
  return retrying(() =>
    withTenant(db, actor, async (tx) => {
      const { row, establishment } = await loadAppointment(tx, actor, id);
      if (input.establishmentId !== undefined && input.establishmentId !== row.establishmentId) {
        throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
      }
      const zone = establishment.timeZone;
      const values: Partial<repo.AppointmentInsert> = {};

      const service =
        input.serviceId !== undefined && input.serviceId !== row.serviceId
          ? await activeService(tx, row.establishmentId, input.serviceId)
          : null;
      if (service) {
        values.serviceId = service.id;
        values.serviceName = service.name;
        if (input.price === undefined) values.priceCents = service.priceCents;
      }
      if (input.staffId !== undefined && input.staffId !== row.staffId) {
        await assertStaff(tx, row.establishmentId, input.staffId);
        values.staffId = input.staffId;
      }
      if (
        input.date !== undefined ||
        input.startTime !== undefined ||
        input.endTime !== undefined ||
        service
      ) {
        const current = toLocalTimes(row.startsAt, row.endsAt, zone);
        const length =
          service && input.endTime === undefined
            ? service.durationMinutes
            : Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
        const slot = resolveSlot(
          input.date ?? current.date,
          input.startTime ?? current.startTime,
          input.endTime,
          length,
          zone,
        );
        if (slot.startsAt.getTime() !== row.startsAt.getTime()) values.startsAt = slot.startsAt;
        if (slot.endsAt.getTime() !== row.endsAt.getTime()) values.endsAt = slot.endsAt;
      }
      if (input.clientId !== undefined && input.clientId !== row.clientId) values.clientId = input.clientId;
      if (input.clientName !== undefined && input.clientName !== row.clientName)
        values.clientName = input.clientName;
      if (input.notes !== undefined && input.notes !== row.notes) values.notes = input.notes;
      if (input.memo !== undefined && input.memo !== row.memo) values.memo = input.memo;
      if (input.room !== undefined && input.room !== row.room) values.room = input.room;
      if (input.price !== undefined && toCents(input.price) !== row.priceCents)
        values.priceCents = toCents(input.price);
      if (input.isRequest !== undefined && input.isRequest !== row.isRequest)
        values.isRequest = input.isRequest;
      if (input.isPrebook !== undefined && input.isPrebook !== row.isPrebook)
        values.isPrebook = input.isPrebook;

      if (ownOnly(actor) && Object.keys(values).length > 0) {
        throw new AppError('FORBIDDEN', APPOINTMENT_MESSAGES.employeeStatusOnly);
      }
      const statusChanges = input.status !== undefined && input.status !== row.status;
      if (statusChanges && input.status !== undefined) {
        if (!canChangeStatus(row.status, input.status)) {
          throw new AppError('CONFLICT', statusChangeMessage(row.status, input.status));
        }
        values.status = input.status;
      }
      if (Object.keys(values).length === 0) return toAppointment(row, zone);

      await refusingOverlap(() => repo.updateAppointment(tx, id, values));
      if (values.status) {
        await repo.insertStatusChange(tx, {
          tenantId: actor.tenantId,
          appointmentId: id,
          fromStatus: row.status,
          toStatus: values.status,
          changedBy: actor.userId,
        });
      }
      const view = await repo.findAppointment(tx, id);
      if (!view) throw new Error('updated appointment not found');
      return toAppointment(view, zone);
    }),
  );
}

/**
 * Deletes an appointment and its history; `establishmentId` must be the one it belongs to
 * (404 otherwise, as for one out of reach). Permission appointment:delete (not employees).
 */
export function deleteAppointment(db: Db, actor: Actor, id: string, establishmentId: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    const { row } = await loadAppointment(tx, actor, id);
    if (row.establishmentId !== establishmentId)
      throw new AppError('NOT_FOUND', APPOINTMENT_MESSAGES.notFound);
    await repo.deleteAppointment(tx, id);
  });
}
