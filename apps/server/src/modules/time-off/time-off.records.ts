/**
 * Reads other modules use: a person's leave records (spec §4 "adds a leave record to the
 * employee"), which are their approved requests.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TimeOffType } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { timeOffRequests } from './time-off.schema.js';
import { toHours } from './time-off.hours.js';

/** One approved leave: local dates inclusive, hours deducted. */
export interface LeaveRecord {
  id: string;
  type: TimeOffType;
  startDate: string;
  endDate: string;
  hours: number;
}

/**
 * The approved requests of `userIds`, by start date, keyed by user (every id present, maybe with
 * an empty list). Runs in the caller's tenant transaction; the caller checks reach.
 */
export async function leaveRecordsOf(tx: Tx, userIds: string[]): Promise<Map<string, LeaveRecord[]>> {
  const out = new Map<string, LeaveRecord[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const rows = await tx
    .select({
      id: timeOffRequests.id,
      userId: timeOffRequests.userId,
      type: timeOffRequests.type,
      startDate: timeOffRequests.startDate,
      endDate: timeOffRequests.endDate,
      minutes: timeOffRequests.minutes,
    })
    .from(timeOffRequests)
    .where(and(inArray(timeOffRequests.userId, userIds), eq(timeOffRequests.status, 'approved')))
    .orderBy(asc(timeOffRequests.startDate));
  for (const r of rows) {
    out.get(r.userId)?.push({
      id: r.id,
      type: r.type,
      startDate: r.startDate,
      endDate: r.endDate,
      hours: toHours(r.minutes),
    });
  }
  return out;
}
