/**
 * Queries of the time clock: its own tables (shifts, breaks, append-only punches) and its read
 * models (team, people). Runs inside the caller's tenant transaction.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  timeClockBreaks,
  timeClockPeople,
  timeClockPunches,
  timeClockShifts,
  timeClockTeam,
  type PunchKind,
} from './time-clock.schema.js';

export type ShiftRow = typeof timeClockShifts.$inferSelect;
export type BreakRow = typeof timeClockBreaks.$inferSelect;
export type TeamRow = typeof timeClockTeam.$inferSelect;
export type PunchView = typeof timeClockPunches.$inferSelect & { recordedByName: string | null };

/** The people of a location who punch a clock (all, or `userIds`), by last then first name. */
export function teamOf(tx: Tx, establishmentId: string, userIds?: string[]): Promise<TeamRow[]> {
  return tx
    .select()
    .from(timeClockTeam)
    .where(
      and(
        eq(timeClockTeam.establishmentId, establishmentId),
        userIds ? inArray(timeClockTeam.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(timeClockTeam.lastName), asc(timeClockTeam.firstName));
}

/** The person's open shift (anywhere), locked for update when asked. */
export async function openShiftOf(tx: Tx, userId: string, lock = false): Promise<ShiftRow | undefined> {
  const q = tx
    .select()
    .from(timeClockShifts)
    .where(and(eq(timeClockShifts.userId, userId), isNull(timeClockShifts.clockOutAt)));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

/** Open shifts of a location, or of the tenant when `establishmentId` is undefined. */
export function openShifts(
  tx: Tx,
  where: { establishmentId?: string; userId?: string },
): Promise<ShiftRow[]> {
  const conditions: (SQL | undefined)[] = [isNull(timeClockShifts.clockOutAt)];
  if (where.establishmentId) conditions.push(eq(timeClockShifts.establishmentId, where.establishmentId));
  if (where.userId) conditions.push(eq(timeClockShifts.userId, where.userId));
  return tx
    .select()
    .from(timeClockShifts)
    .where(and(...conditions))
    .for('update');
}

/** Shifts of a location overlapping [from, to) (an open one runs on), oldest first. */
export function shiftsIn(
  tx: Tx,
  f: { establishmentId: string; from: Date; to: Date; userIds?: string[]; needsReview?: boolean },
): Promise<ShiftRow[]> {
  const s = timeClockShifts;
  return tx
    .select()
    .from(s)
    .where(
      and(
        eq(s.establishmentId, f.establishmentId),
        lt(s.clockInAt, f.to),
        or(isNull(s.clockOutAt), gt(s.clockOutAt, f.from)),
        f.userIds ? inArray(s.userId, f.userIds) : undefined,
        f.needsReview ? eq(s.needsReview, true) : undefined,
      ),
    )
    .orderBy(asc(s.clockInAt));
}

/** Shifts of a location flagged for review, oldest first. */
export function shiftsToReview(tx: Tx, establishmentId: string): Promise<ShiftRow[]> {
  return tx
    .select()
    .from(timeClockShifts)
    .where(and(eq(timeClockShifts.establishmentId, establishmentId), eq(timeClockShifts.needsReview, true)))
    .orderBy(asc(timeClockShifts.clockInAt));
}

export async function findShift(tx: Tx, id: string, lock = false): Promise<ShiftRow | undefined> {
  const q = tx.select().from(timeClockShifts).where(eq(timeClockShifts.id, id));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

/** Breaks of the shifts, by start. */
export function breaksOf(tx: Tx, shiftIds: string[]): Promise<BreakRow[]> {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(timeClockBreaks)
    .where(inArray(timeClockBreaks.shiftId, shiftIds))
    .orderBy(asc(timeClockBreaks.startedAt));
}

/** Punches of the shifts with who recorded them, in the order they happened. */
export function punchesOf(tx: Tx, shiftIds: string[]): Promise<PunchView[]> {
  if (shiftIds.length === 0) return Promise.resolve([]);
  const p = timeClockPunches;
  return (
    tx
      .select({
        id: p.id,
        tenantId: p.tenantId,
        establishmentId: p.establishmentId,
        userId: p.userId,
        shiftId: p.shiftId,
        kind: p.kind,
        at: p.at,
        recordedBy: p.recordedBy,
        reason: p.reason,
        replaced: p.replaced,
        createdAt: p.createdAt,
        recordedByName: timeClockPeople.name,
      })
      .from(p)
      .leftJoin(timeClockPeople, eq(timeClockPeople.userId, p.recordedBy))
      .where(inArray(p.shiftId, shiftIds))
      // Punches of one press share an instant (a break ended by checking out): the day's order breaks the tie.
      .orderBy(
        asc(p.at),
        asc(p.createdAt),
        sql`CASE ${p.kind} WHEN 'check_in' THEN 0 WHEN 'break_start' THEN 1 WHEN 'break_end' THEN 2 WHEN 'edit' THEN 4 ELSE 3 END`,
      )
  );
}

/** Display names of `userIds`. */
export async function namesOf(tx: Tx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: timeClockPeople.userId, name: timeClockPeople.name })
    .from(timeClockPeople)
    .where(inArray(timeClockPeople.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, r.name]));
}

export async function insertShift(
  tx: Tx,
  values: { tenantId: string; establishmentId: string; userId: string; clockInAt: Date },
): Promise<ShiftRow> {
  const [row] = await tx.insert(timeClockShifts).values(values).returning();
  if (!row) throw new Error('insert time_clock_shifts returned nothing');
  return row;
}

export async function updateShift(
  tx: Tx,
  id: string,
  set: Partial<Pick<ShiftRow, 'clockInAt' | 'clockOutAt' | 'autoClosed' | 'needsReview'>>,
): Promise<void> {
  await tx
    .update(timeClockShifts)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(timeClockShifts.id, id));
}

export async function insertBreak(tx: Tx, values: { tenantId: string; shiftId: string; startedAt: Date }) {
  await tx.insert(timeClockBreaks).values(values);
}

/** Ends the shift's open break at `at` (never before it started); answers whether one was open. */
export async function endOpenBreak(tx: Tx, shiftId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(timeClockBreaks)
    .set({ endedAt: sql`greatest(${timeClockBreaks.startedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(timeClockBreaks.shiftId, shiftId), isNull(timeClockBreaks.endedAt)))
    .returning({ id: timeClockBreaks.id });
  return rows.length > 0;
}

/** Fits a shift's breaks inside [from, to] after an edit: clipped, and dropped when nothing is left. */
export async function clipBreaks(tx: Tx, shiftId: string, from: Date, to: Date): Promise<void> {
  const b = timeClockBreaks;
  const f = from.toISOString();
  const t = to.toISOString();
  await tx
    .delete(b)
    .where(
      and(
        eq(b.shiftId, shiftId),
        or(gte(b.startedAt, to), sql`coalesce(${b.endedAt}, ${t}::timestamptz) <= ${f}::timestamptz`),
      ),
    );
  await tx
    .update(b)
    .set({
      startedAt: sql`greatest(${b.startedAt}, ${f}::timestamptz)`,
      endedAt: sql`least(coalesce(${b.endedAt}, ${t}::timestamptz), ${t}::timestamptz)`,
    })
    .where(eq(b.shiftId, shiftId));
}

export async function insertPunch(
  tx: Tx,
  values: {
    tenantId: string;
    establishmentId: string;
    userId: string;
    shiftId: string;
    kind: PunchKind;
    at: Date;
    recordedBy: string | null;
    reason?: string | null;
    replaced?: { clockInAt: string; clockOutAt: string | null } | null;
  },
): Promise<void> {
  await tx.insert(timeClockPunches).values(values);
}
