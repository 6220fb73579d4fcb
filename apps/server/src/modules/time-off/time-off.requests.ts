/**
 * Time-off requests (spec operations.md §3, §4, §7 HR; issue #14): list, submit, edit and delete.
 * A request covers whole local dates; its hours are the person's scheduled hours on them
 * (time-off.hours.ts), and a range without working hours is refused. A person's pending and
 * approved requests never overlap (exclusion constraint → 409).
 */
import {
  ALL_ESTABLISHMENTS,
  TIME_OFF_MAX_DAYS,
  TIME_OFF_MESSAGES as M,
  TIME_OFF_TYPE_LABEL,
  type TimeOffCreateParsed,
  type TimeOffListQuery,
  type TimeOffRequest,
  type TimeOffUpdateParsed,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { SQLSTATE, refusing } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import { reaches, type Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { addDays } from '../../lib/local-dates.js';
import { establishmentsOfTenant, openEstablishment } from '../establishments/index.js';
import { notify } from '../notifications/index.js';
import { openRequest, ownOnly, placeFor } from './time-off.access.js';
import { scheduledMinutes, toHours } from './time-off.hours.js';
import { toRequest } from './time-off.mapper.js';
import * as repo from './time-off.repository.js';

/**
 * GET …/establishments/{id}/time-off-requests: requests of a location, or of every location the
 * actor reaches with `id` ALL_ESTABLISHMENTS (the all-locations dashboard asks once), filtered,
 * newest first; an employee sees only their own (time_off:read). 404 for a location out of reach.
 */
export function listRequests(
  db: Db,
  actor: Actor,
  establishmentId: string,
  query: TimeOffListQuery,
): Promise<TimeOffRequest[]> {
  return withTenant(db, actor, async (tx) => {
    const places =
      establishmentId === ALL_ESTABLISHMENTS
        ? (await establishmentsOfTenant(tx)).filter((e) => reaches(actor, e.id)).map((e) => e.id)
        : [(await openEstablishment(tx, actor, establishmentId)).id];
    const userId = ownOnly(actor, 'time_off:read') ? actor.userId : query.employee_id;
    if (userId && query.employee_id && userId !== query.employee_id) return [];
    if (places.length === 0) return [];
    const rows = await repo.listRequests(tx, places, {
      status: query.status,
      type: query.type,
      userId,
    });
    return rows.map(toRequest);
  });
}

/** 400 past the longest range; the minutes scheduled over it, 400 when there are none. */
async function minutesFor(tx: Tx, establishmentId: string, userId: string, start: string, end: string) {
  if (end < start) throw invalid('end_date', M.endBeforeStart);
  if (addDays(start, TIME_OFF_MAX_DAYS - 1) < end) throw invalid('end_date', M.tooLong);
  const minutes = await scheduledMinutes(tx, establishmentId, userId, start, end);
  if (minutes <= 0) throw invalid('start_date', M.noHours);
  return minutes;
}

const overlap = { [SQLSTATE.exclusionViolation]: () => new AppError('CONFLICT', M.overlap) };

/**
 * Submits a pending request (time_off:create). An employee submits for themself; a manager or
 * owner may name `employee_id`, a person of the location. The location's managers are told.
 */
export function createRequest(db: Db, actor: Actor, body: TimeOffCreateParsed): Promise<TimeOffRequest> {
  return withTenant(db, actor, async (tx) => {
    const userId = body.employee_id ?? actor.userId;
    if (userId !== actor.userId && ownOnly(actor, 'time_off:read'))
      throw new AppError('FORBIDDEN', M.ownOnly);
    const { id: establishmentId } = await placeFor(tx, actor, userId, body.establishment_id);
    const minutes = await minutesFor(tx, establishmentId, userId, body.start_date, body.end_date);
    const id = await refusing(
      () =>
        repo.insertRequest(tx, {
          tenantId: actor.tenantId,
          establishmentId,
          userId,
          type: body.type,
          startDate: body.start_date,
          endDate: body.end_date,
          minutes,
          notes: body.notes ?? null,
          createdBy: actor.userId,
        }),
      overlap,
    );
    const request = toRequest((await repo.findRequest(tx, id))!);
    await notify(tx, {
      tenantId: actor.tenantId,
      managersOf: establishmentId,
      except: actor.userId,
      type: 'task',
      title: `Time off request from ${request.employeeName}`,
      content: `${TIME_OFF_TYPE_LABEL[request.type]}, ${request.startDate} to ${request.endDate} (${toHours(minutes)} h).`,
      actionUrl: '/hr/time-off',
    });
    return request;
  });
}

/** Edits a pending request (time_off:update; employees their own); hours are computed again. */
export function updateRequest(
  db: Db,
  actor: Actor,
  id: string,
  body: TimeOffUpdateParsed,
): Promise<TimeOffRequest> {
  return withTenant(db, actor, async (tx) => {
    const { request } = await openRequest(tx, actor, id, 'time_off:update', true);
    if (request.status !== 'pending') throw new AppError('CONFLICT', M.notPending);
    const start = body.start_date ?? request.startDate;
    const end = body.end_date ?? request.endDate;
    const minutes = await minutesFor(tx, request.establishmentId, request.userId, start, end);
    await refusing(
      () =>
        repo.updateRequest(tx, id, {
          startDate: start,
          endDate: end,
          minutes,
          type: body.type ?? request.type,
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
        }),
      overlap,
    );
    return toRequest((await repo.findRequest(tx, id))!);
  });
}

/**
 * Deletes a request (time_off:delete; employees their own). Spec §4 "Deletion removes it"; an
 * approved one is kept (409): its hours were deducted and its calendar block written.
 */
export function deleteRequest(db: Db, actor: Actor, id: string): Promise<void> {
  return withTenant(db, actor, async (tx) => {
    const { request } = await openRequest(tx, actor, id, 'time_off:delete', true);
    if (request.status === 'approved') throw new AppError('CONFLICT', M.approvedNotDeletable);
    await repo.deleteRequest(tx, id);
  });
}
