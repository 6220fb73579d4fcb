/**
 * The four punches of a team member (spec operations.md §4 Team member; issue #14): check in,
 * start break, end break, check out. Each appends a punch and answers the replaced member.
 * The database keeps one open shift per person and one open break per shift; the open shift is
 * locked before a break or check-out so two presses at once apply one after the other.
 */
import {
  permissionScope,
  TIME_CLOCK_MESSAGES as M,
  type TeamMember,
  type TimeClockAction,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { refusing, SQLSTATE } from '../../db/sql-errors.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { todayIn } from '../../lib/local-dates.js';
import { openEstablishment } from '../establishments/index.js';
import { payPeriodLocked } from '../payroll/index.js';
import { closeOverdueShifts } from './time-clock.auto-close.js';
import * as repo from './time-clock.repository.js';
import { membersOf } from './time-clock.team.js';

/**
 * Applies `action` for `userId` at the location at instant `now` and answers their member of
 * today. 404 location out of reach or the person not on its team; 403 an employee punching for
 * someone else; 409 already checked in, not checked in, already / not on a break, checking in
 * during a finalised pay period.
 * Permission time_clock:create (':own' for employees).
 */
export function punch(
  db: Db,
  actor: Actor,
  establishmentId: string,
  userId: string,
  action: TimeClockAction,
  now: Date,
): Promise<TeamMember> {
  return withTenant(db, actor, async (tx) => {
    const place = await openEstablishment(tx, actor, establishmentId);
    if (permissionScope(actor.role, 'time_clock:create') === 'own' && userId !== actor.userId)
      throw new AppError('FORBIDDEN', M.ownOnly);
    const [person] = await repo.teamOf(tx, establishmentId, [userId]);
    if (!person) throw new AppError('NOT_FOUND', M.notOnTeam);
    // A finalised pay period takes no new shift (issue #28); its checks read before any write.
    if (action === 'check-in' && (await payPeriodLocked(tx, place, [now])))
      throw new AppError('CONFLICT', M.periodLocked);
    // A shift forgotten past closing (here or at another location) closes before the punch.
    await closeOverdueShifts(tx, { userId }, now);
    const base = { tenantId: actor.tenantId, establishmentId, userId, at: now, recordedBy: actor.userId };
    if (action === 'check-in') await checkIn(tx, base);
    else await onOpenShift(tx, establishmentId, userId, action, base);
    const [member] = await membersOf(tx, place, todayIn(place.timeZone, now), now, [userId]);
    if (!member) throw new AppError('NOT_FOUND', M.notOnTeam);
    return member;
  });
}

type PunchBase = { tenantId: string; establishmentId: string; userId: string; at: Date; recordedBy: string };

async function checkIn(tx: Tx, base: PunchBase): Promise<void> {
  // The partial unique index decides: of concurrent check-ins of one person, one shift wins.
  const shift = await refusing(
    () =>
      repo.insertShift(tx, {
        tenantId: base.tenantId,
        establishmentId: base.establishmentId,
        userId: base.userId,
        clockInAt: base.at,
      }),
    { [SQLSTATE.uniqueViolation]: () => new AppError('CONFLICT', M.alreadyCheckedIn) },
  );
  await repo.insertPunch(tx, { ...base, shiftId: shift.id, kind: 'check_in' });
}

async function onOpenShift(
  tx: Tx,
  establishmentId: string,
  userId: string,
  action: Exclude<TimeClockAction, 'check-in'>,
  base: PunchBase,
): Promise<void> {
  const shift = await repo.openShiftOf(tx, userId, true);
  if (!shift || shift.establishmentId !== establishmentId) throw new AppError('CONFLICT', M.notCheckedIn);
  const breaks = await repo.breaksOf(tx, [shift.id]);
  const onBreak = breaks.some((b) => b.endedAt === null);
  const punchOf = (kind: 'check_out' | 'break_start' | 'break_end') =>
    repo.insertPunch(tx, { ...base, shiftId: shift.id, kind });
  // Touching the shift announces a break too: screens follow 'time_clock_shift' changes.
  if (action !== 'check-out') await repo.updateShift(tx, shift.id, {});
  if (action === 'break-start') {
    if (onBreak) throw new AppError('CONFLICT', M.alreadyOnBreak);
    await refusing(
      () => repo.insertBreak(tx, { tenantId: base.tenantId, shiftId: shift.id, startedAt: base.at }),
      {
        [SQLSTATE.uniqueViolation]: () => new AppError('CONFLICT', M.alreadyOnBreak),
      },
    );
    await punchOf('break_start');
  } else if (action === 'break-end') {
    if (!onBreak) throw new AppError('CONFLICT', M.notOnBreak);
    await repo.endOpenBreak(tx, shift.id, base.at);
    await punchOf('break_end');
  } else {
    // Checking out ends an open break first, with its own punch.
    if (await repo.endOpenBreak(tx, shift.id, base.at)) await punchOf('break_end');
    await repo.updateShift(tx, shift.id, { clockOutAt: base.at });
    await punchOf('check_out');
  }
}
