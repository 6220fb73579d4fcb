/**
 * Shifts left open past closing (issue #14): a shift still open after its location's closing
 * time of the local date it began on (business hours, establishment time zone) is closed at
 * that closing time, flagged auto_closed and needs_review, with an 'auto_check_out' punch. A
 * shift begun after closing, or on a closed day, runs to that local day's end. Runs when a
 * location's team is read or punched, and from the module's periodic sweep.
 */
import { WEEKDAYS } from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { forEachTenant } from '../../db/tenant.js';
import { todayIn, wallInstant } from '../../lib/local-dates.js';
import { establishmentById, type EstablishmentRow } from '../establishments/index.js';
import { weekdayOf } from '../staff/index.js';
import * as repo from './time-clock.repository.js';

/** When a shift begun at `clockInAt` at `place` is closed by the system. */
export function closingOf(
  place: Pick<EstablishmentRow, 'timeZone' | 'businessHours'>,
  clockInAt: Date,
): Date {
  const zone = place.timeZone;
  const date = todayIn(zone, clockInAt);
  const hours = place.businessHours[WEEKDAYS[WEEKDAYS.indexOf(weekdayOf(date))]!];
  const closing = hours.isOpen ? wallInstant(date, hours.closeTime, zone) : null;
  if (closing && closing.getTime() > clockInAt.getTime()) return closing;
  return wallInstant(date, '24:00', zone) ?? new Date(clockInAt.getTime() + 86_400_000);
}

/**
 * Closes the open shifts of a location and/or person (`where`) that ran past closing before
 * `now`. Locks them first, so a punch in flight and the sweep never both close one shift.
 * Answers how many were closed.
 */
export async function closeOverdueShifts(
  tx: Tx,
  where: { establishmentId?: string; userId?: string },
  now: Date,
): Promise<number> {
  const open = await repo.openShifts(tx, where);
  const places = new Map<string, EstablishmentRow | undefined>();
  let closed = 0;
  for (const shift of open) {
    if (!places.has(shift.establishmentId))
      places.set(shift.establishmentId, await establishmentById(tx, shift.establishmentId));
    const place = places.get(shift.establishmentId);
    if (!place) continue;
    const closing = closingOf(place, shift.clockInAt);
    if (closing.getTime() > now.getTime()) continue;
    await repo.endOpenBreak(tx, shift.id, closing);
    await repo.updateShift(tx, shift.id, { clockOutAt: closing, autoClosed: true, needsReview: true });
    await repo.insertPunch(tx, {
      tenantId: shift.tenantId,
      establishmentId: shift.establishmentId,
      userId: shift.userId,
      shiftId: shift.id,
      kind: 'auto_check_out',
      at: closing,
      recordedBy: null,
    });
    closed += 1;
  }
  return closed;
}

/** The recurring sweep: every tenant's overdue shifts, one transaction per tenant. Answers the count closed. */
export function sweepOverdueShifts(db: Db, now: Date): Promise<number> {
  return forEachTenant(db, (tx) => closeOverdueShifts(tx, {}, now));
}
