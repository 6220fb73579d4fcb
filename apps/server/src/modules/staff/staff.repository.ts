/** SQL for staff profiles, weekly hours, date overrides and time off. */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { staffHours, staffProfiles, staffScheduleOverrides, staffTimeOff } from './staff.schema.js';

export type ProfileRow = typeof staffProfiles.$inferSelect;
export type ProfileInsert = typeof staffProfiles.$inferInsert;
export type HoursRow = typeof staffHours.$inferSelect;
export type HoursInsert = typeof staffHours.$inferInsert;
export type OverrideRow = typeof staffScheduleOverrides.$inferSelect;
export type OverrideInsert = typeof staffScheduleOverrides.$inferInsert;
export type TimeOffRow = typeof staffTimeOff.$inferSelect;
export type TimeOffInsert = typeof staffTimeOff.$inferInsert;

/** Profiles of `userIds`, keyed by user id. */
export async function profilesOf(tx: Tx, userIds: string[]): Promise<Map<string, ProfileRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx.select().from(staffProfiles).where(inArray(staffProfiles.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * Serialises colour assignment within a tenant until the transaction ends, so two first reads
 * at once cannot hand out the same palette colour.
 */
export async function lockColorAssignment(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff-colors:${tenantId}`}))`);
}

/** Every display colour in use in the tenant in scope. */
export async function usedColors(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ color: staffProfiles.displayColor }).from(staffProfiles);
  return rows.map((r) => r.color);
}

/** Inserts profiles; one that already exists (a concurrent first read) is left as it is. */
export async function insertProfiles(tx: Tx, values: ProfileInsert[]): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(staffProfiles).values(values).onConflictDoNothing({ target: staffProfiles.userId });
}

export async function updateProfile(
  tx: Tx,
  userId: string,
  values: Partial<ProfileInsert>,
): Promise<ProfileRow | undefined> {
  const [row] = await tx
    .update(staffProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(staffProfiles.userId, userId))
    .returning();
  return row;
}

/** One establishment's id, or several (the all-locations figures read them in one query). */
const places = (ids: string | readonly string[]): string[] => (typeof ids === 'string' ? [ids] : [...ids]);

/** Weekly intervals at the establishments for `userIds`, by weekday then start. */
export async function listHours(
  tx: Tx,
  establishmentIds: string | readonly string[],
  userIds: string[],
): Promise<HoursRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(staffHours)
    .where(
      and(inArray(staffHours.establishmentId, places(establishmentIds)), inArray(staffHours.userId, userIds)),
    )
    .orderBy(asc(staffHours.weekday), asc(staffHours.startMinute));
}

/** Replaces one person's weekly intervals at an establishment (call inside the caller's transaction). */
export async function replaceHours(
  tx: Tx,
  establishmentId: string,
  userId: string,
  values: HoursInsert[],
): Promise<void> {
  await tx
    .delete(staffHours)
    .where(and(eq(staffHours.establishmentId, establishmentId), eq(staffHours.userId, userId)));
  if (values.length > 0) await tx.insert(staffHours).values(values);
}

/** Overrides at the establishments for `userIds` between two local dates (inclusive, either open). */
export async function listOverrides(
  tx: Tx,
  establishmentIds: string | readonly string[],
  userIds: string[],
  from?: string,
  to?: string,
): Promise<OverrideRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(staffScheduleOverrides)
    .where(
      and(
        inArray(staffScheduleOverrides.establishmentId, places(establishmentIds)),
        inArray(staffScheduleOverrides.userId, userIds),
        from ? sql`${staffScheduleOverrides.date} >= ${from}` : undefined,
        to ? sql`${staffScheduleOverrides.date} <= ${to}` : undefined,
      ),
    )
    .orderBy(asc(staffScheduleOverrides.date), asc(staffScheduleOverrides.userId));
}

/** Inserts the override, or replaces the one already on that person's date. */
export async function upsertOverride(tx: Tx, values: OverrideInsert): Promise<OverrideRow> {
  const [row] = await tx
    .insert(staffScheduleOverrides)
    .values(values)
    .onConflictDoUpdate({
      target: [
        staffScheduleOverrides.userId,
        staffScheduleOverrides.establishmentId,
        staffScheduleOverrides.date,
      ],
      set: {
        isWorking: values.isWorking,
        startMinute: values.startMinute ?? null,
        endMinute: values.endMinute ?? null,
        reason: values.reason ?? null,
      },
    })
    .returning();
  if (!row) throw new Error('upsert staff_schedule_overrides returned nothing');
  return row;
}

export async function deleteOverride(
  tx: Tx,
  establishmentId: string,
  userId: string,
  date: string,
): Promise<boolean> {
  const rows = await tx
    .delete(staffScheduleOverrides)
    .where(
      and(
        eq(staffScheduleOverrides.establishmentId, establishmentId),
        eq(staffScheduleOverrides.userId, userId),
        eq(staffScheduleOverrides.date, date),
      ),
    )
    .returning({ id: staffScheduleOverrides.id });
  return rows.length > 0;
}

/**
 * Time-off blocks of `userIds` (at any establishment: a person away is away everywhere) that
 * overlap [from, to); either end may be open. By start.
 */
export async function listTimeOff(tx: Tx, userIds: string[], from?: Date, to?: Date): Promise<TimeOffRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(staffTimeOff)
    .where(
      and(
        inArray(staffTimeOff.userId, userIds),
        from ? gt(staffTimeOff.endsAt, from) : undefined,
        to ? lt(staffTimeOff.startsAt, to) : undefined,
      ),
    )
    .orderBy(asc(staffTimeOff.startsAt), asc(staffTimeOff.userId));
}

export async function insertTimeOff(tx: Tx, values: TimeOffInsert): Promise<TimeOffRow> {
  const [row] = await tx.insert(staffTimeOff).values(values).returning();
  if (!row) throw new Error('insert staff_time_off returned nothing');
  return row;
}

export async function deleteTimeOff(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(staffTimeOff)
    .where(and(eq(staffTimeOff.id, id), eq(staffTimeOff.userId, userId)))
    .returning({ id: staffTimeOff.id });
  return rows.length > 0;
}
