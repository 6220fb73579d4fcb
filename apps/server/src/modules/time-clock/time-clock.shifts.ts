/**
 * Shifts over a period and a manager's correction of one (issue #14). An edit changes the
 * shift's times and appends an 'edit' punch carrying the reason and the times it replaced; the
 * original punches stay (the table refuses UPDATE and DELETE). Editing clears the review flag.
 */
import {
  permissionScope,
  TIME_CLOCK_MESSAGES as M,
  TIME_CLOCK_RANGE_MAX_DAYS,
  type Shift,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError, invalid } from '../../core/app-error.js';
import { todayIn, wallDateTime } from '../../lib/local-dates.js';
import { openEstablishment } from '../establishments/index.js';
import { recordLateCorrection } from '../payroll/index.js';
import { guardStaffChange, recordStaffChanges } from '../staff-audit/index.js';
import { closeOverdueShifts } from './time-clock.auto-close.js';
import { toShifts } from './time-clock.mapper.js';
import * as repo from './time-clock.repository.js';
import { dayOf } from './time-clock.team.js';

/**
 * GET shifts: the location's shifts overlapping local dates `from`…`to` (default today), oldest
 * first; employees get their own. 400 end before start or a range over 92 days; 404 location
 * out of reach. Permission time_clock:read.
 */
export function listShifts(
  db: Db,
  actor: Actor,
  establishmentId: string,
  query: { from?: string; to?: string; userId?: string; needsReview: boolean },
  now: Date,
): Promise<Shift[]> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    const from = query.from ?? query.to ?? todayIn(place.timeZone, now);
    const to = query.to ?? from;
    if (to < from) throw invalid('to', M.endBeforeStart);
    if (Date.parse(to) - Date.parse(from) >= TIME_CLOCK_RANGE_MAX_DAYS * 86_400_000)
      throw invalid('to', M.rangeTooLong);
    await closeOverdueShifts(tx, { establishmentId }, now);
    const own = permissionScope(actor.role, 'time_clock:read') === 'own';
    const userIds = own ? [actor.userId] : query.userId ? [query.userId] : undefined;
    const rows = await repo.shiftsIn(tx, {
      establishmentId,
      from: new Date(dayOf(place, from).start),
      to: new Date(dayOf(place, to).end),
      userIds,
      needsReview: query.needsReview,
    });
    return toShifts(tx, rows, now);
  });
}

/**
 * PUT shift: sets a closed shift's check-in and check-out (ISO instants) with a reason; breaks
 * are fitted inside the new times. 404 shift or its location out of reach; 400 an open shift, a
 * check-out in the future; 403 for one's own shift. Permission time_clock:update.
 */
export function editShift(
  db: Db,
  actor: Actor,
  shiftId: string,
  input: { clockInAt: string; clockOutAt: string; reason: string },
  now: Date,
): Promise<Shift> {
  return withTenant(db, actor, async (tx) => {
    const shift = await repo.findShift(tx, shiftId, true);
    if (!shift) throw new AppError('NOT_FOUND', M.shiftNotFound);
    const place = await openEstablishment(tx, actor, shift.establishmentId, M.shiftNotFound);
    // Issue #28: nobody corrects their own clock; the change is in the person's audit trail.
    await guardStaffChange(tx, actor, shift.userId, 'shift');
    if (!shift.clockOutAt) throw invalid('clockOutAt', M.openShiftEdit);
    const clockInAt = new Date(input.clockInAt);
    const clockOutAt = new Date(input.clockOutAt);
    if (clockOutAt.getTime() > now.getTime()) throw invalid('clockOutAt', M.inFuture);
    await repo.updateShift(tx, shift.id, { clockInAt, clockOutAt, needsReview: false });
    await repo.clipBreaks(tx, shift.id, clockInAt, clockOutAt);
    await repo.insertPunch(tx, {
      tenantId: shift.tenantId,
      establishmentId: shift.establishmentId,
      userId: shift.userId,
      shiftId: shift.id,
      kind: 'edit',
      at: now,
      recordedBy: actor.userId,
      reason: input.reason,
      replaced: { clockInAt: shift.clockInAt.toISOString(), clockOutAt: shift.clockOutAt.toISOString() },
    });
    const span = (from: Date, to: Date) => {
      const [a, b] = [wallDateTime(from, place.timeZone), wallDateTime(to, place.timeZone)];
      return `${a.date} ${a.time}–${b.date === a.date ? '' : `${b.date} `}${b.time}`;
    };
    await recordStaffChanges(tx, actor, shift.userId, [
      {
        area: 'shift',
        field: `Shift of ${wallDateTime(shift.clockInAt, place.timeZone).date}`,
        from: span(shift.clockInAt, shift.clockOutAt),
        to: `${span(clockInAt, clockOutAt)} (${input.reason})`,
      },
    ]);
    // In a finalised pay period the change is a late correction, paid in the next run (issue #28).
    await recordLateCorrection(tx, actor, {
      establishmentId: shift.establishmentId,
      userId: shift.userId,
      shiftId: shift.id,
      instants: [shift.clockInAt, clockInAt],
      reason: input.reason,
    });
    const updated = await repo.findShift(tx, shift.id);
    const [answer] = await toShifts(tx, updated ? [updated] : [], now);
    if (!answer) throw new AppError('NOT_FOUND', M.shiftNotFound);
    return answer;
  });
}
