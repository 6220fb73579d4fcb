/** The only SQL of walk_in_visits (issue #15). Row-level security scopes every query to the tenant. */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { walkInVisits, type NewWalkInRow, type WalkInRow } from './walk-ins.schema.js';

/** The location's walk-ins checked in from `since`, in check-in order (ties by id). */
export function listSince(tx: Tx, establishmentId: string, since: Date): Promise<WalkInRow[]> {
  return tx
    .select()
    .from(walkInVisits)
    .where(and(eq(walkInVisits.establishmentId, establishmentId), gte(walkInVisits.checkedInAt, since)))
    .orderBy(asc(walkInVisits.checkedInAt), asc(walkInVisits.id));
}

/** The walk-in `id` locked for a status change, or undefined. */
export async function lockVisit(tx: Tx, id: string): Promise<WalkInRow | undefined> {
  const [row] = await tx.select().from(walkInVisits).where(eq(walkInVisits.id, id)).for('update');
  return row;
}

export async function insertVisit(tx: Tx, row: NewWalkInRow): Promise<WalkInRow> {
  const [inserted] = await tx.insert(walkInVisits).values(row).returning();
  if (!inserted) throw new Error('walk-in insert returned nothing');
  return inserted;
}

/** Sets the status and its stamps; the updated row. */
export async function updateVisit(
  tx: Tx,
  id: string,
  change: Pick<
    NewWalkInRow,
    'status' | 'startedAt' | 'finishedAt' | 'appointmentId' | 'servingStaffId' | 'clientId'
  >,
): Promise<WalkInRow> {
  const [row] = await tx
    .update(walkInVisits)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(walkInVisits.id, id))
    .returning();
  if (!row) throw new Error('walk-in update returned nothing');
  return row;
}

/** Walk-ins in service on one of `appointmentIds` become done at `now`; how many did. */
export async function finishByAppointments(
  tx: Tx,
  appointmentIds: readonly string[],
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(walkInVisits)
    .set({ status: 'done', finishedAt: now, updatedAt: now })
    .where(
      and(inArray(walkInVisits.appointmentId, [...appointmentIds]), eq(walkInVisits.status, 'in_service')),
    )
    .returning({ id: walkInVisits.id });
  return rows.length;
}
