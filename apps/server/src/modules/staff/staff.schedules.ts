/**
 * Staff schedules as availability reads them, for a whole range in a few queries inside its
 * own transaction: weekly hours, date overrides and time off. The actor's reach is the
 * caller's to check. Minutes count from local midnight; instants are timestamptz.
 */
import type { Tx } from '../../db/client.js';
import * as repo from './staff.repository.js';

export type HoursRow = repo.HoursRow;
export type OverrideRow = repo.OverrideRow;
export type TimeOffRow = repo.TimeOffRow;

/** The weekly hours of `userIds` at the establishment(s), by weekday and start; rows name their establishment. */
export function hoursOf(
  tx: Tx,
  establishmentIds: string | readonly string[],
  userIds: string[],
): Promise<HoursRow[]> {
  return repo.listHours(tx, establishmentIds, userIds);
}

/** The date overrides of `userIds` at the establishment(s) between the local dates `from` and `to` (inclusive). */
export function overridesOf(
  tx: Tx,
  establishmentIds: string | readonly string[],
  userIds: string[],
  from?: string,
  to?: string,
): Promise<OverrideRow[]> {
  return repo.listOverrides(tx, establishmentIds, userIds, from, to);
}

/** Time off of `userIds` anywhere (a person away is away everywhere) overlapping [from, to). */
export function timeOffOf(tx: Tx, userIds: string[], from?: Date, to?: Date): Promise<TimeOffRow[]> {
  return repo.listTimeOff(tx, userIds, from, to);
}
