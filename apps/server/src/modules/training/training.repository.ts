/** Queries of the training tables and the module's people views; callers open the transaction. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  certifications,
  trainingAssignments,
  trainingModules,
  trainingPeople,
  trainingProgress,
} from './training.schema.js';

export type ModuleRow = typeof trainingModules.$inferSelect;
export type ProgressRow = typeof trainingProgress.$inferSelect;
export type CertificationRow = typeof certifications.$inferSelect;
export type PersonRow = { id: string; name: string; role: string };

/** Modules of the location and tenant-wide ones, by title; `lock` takes the row lock. */
export function modulesFor(tx: Tx, establishmentId: string): Promise<ModuleRow[]> {
  return tx
    .select()
    .from(trainingModules)
    .where(or(isNull(trainingModules.establishmentId), eq(trainingModules.establishmentId, establishmentId)))
    .orderBy(asc(trainingModules.title), asc(trainingModules.id));
}

/**
 * One module, locked: 'update' for a change to it, 'share' for progress written against it (an
 * archive then waits for those writers, and they do not wait for each other).
 */
export async function lockModule(
  tx: Tx,
  id: string,
  strength: 'update' | 'share' = 'update',
): Promise<ModuleRow | undefined> {
  const rows = await tx.select().from(trainingModules).where(eq(trainingModules.id, id)).for(strength);
  return rows[0];
}

export async function insertModule(tx: Tx, row: typeof trainingModules.$inferInsert): Promise<ModuleRow> {
  const [created] = await tx.insert(trainingModules).values(row).returning();
  return created!;
}

export async function updateModule(
  tx: Tx,
  id: string,
  patch: Partial<typeof trainingModules.$inferInsert>,
): Promise<ModuleRow> {
  const [updated] = await tx.update(trainingModules).set(patch).where(eq(trainingModules.id, id)).returning();
  return updated!;
}

/** Active people assigned to the location, by name. */
export function peopleAt(tx: Tx, establishmentId: string): Promise<PersonRow[]> {
  return tx
    .select({ id: trainingPeople.userId, name: trainingPeople.name, role: trainingPeople.role })
    .from(trainingPeople)
    .innerJoin(trainingAssignments, eq(trainingAssignments.userId, trainingPeople.userId))
    .where(and(eq(trainingAssignments.establishmentId, establishmentId), eq(trainingPeople.isActive, true)))
    .orderBy(asc(trainingPeople.name), asc(trainingPeople.userId));
}

/** A person of the tenant with the locations they work at, or undefined. */
export async function findPerson(
  tx: Tx,
  userId: string,
): Promise<(PersonRow & { establishmentIds: string[] }) | undefined> {
  const [person] = await tx
    .select({ id: trainingPeople.userId, name: trainingPeople.name, role: trainingPeople.role })
    .from(trainingPeople)
    .where(eq(trainingPeople.userId, userId));
  if (!person) return undefined;
  const places = await tx
    .select({ id: trainingAssignments.establishmentId })
    .from(trainingAssignments)
    .where(eq(trainingAssignments.userId, userId))
    .orderBy(asc(trainingAssignments.establishmentId));
  return { ...person, establishmentIds: places.map((p) => p.id) };
}

/** Names of `userIds` (people row-level security shows). */
export async function namesOf(tx: Tx, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: trainingPeople.userId, name: trainingPeople.name })
    .from(trainingPeople)
    .where(inArray(trainingPeople.userId, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Progress rows of `userIds` in `moduleIds`. */
export function progressOf(tx: Tx, userIds: string[], moduleIds: string[]): Promise<ProgressRow[]> {
  if (userIds.length === 0 || moduleIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(trainingProgress)
    .where(and(inArray(trainingProgress.userId, userIds), inArray(trainingProgress.moduleId, moduleIds)));
}

/** The progress of a person in a module, locked, or undefined. */
export async function lockProgress(
  tx: Tx,
  userId: string,
  moduleId: string,
): Promise<ProgressRow | undefined> {
  const rows = await tx
    .select()
    .from(trainingProgress)
    .where(and(eq(trainingProgress.userId, userId), eq(trainingProgress.moduleId, moduleId)))
    .for('update');
  return rows[0];
}

/** Writes a person's progress in a module: one row per pair, whichever writer comes first. */
export async function upsertProgress(
  tx: Tx,
  row: typeof trainingProgress.$inferInsert,
): Promise<ProgressRow> {
  const [saved] = await tx
    .insert(trainingProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [trainingProgress.userId, trainingProgress.moduleId],
      set: {
        status: row.status,
        percent: row.percent,
        startedAt: row.startedAt,
        completedAt: row.completedAt,
        updatedBy: row.updatedBy,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return saved!;
}

/** Certifications of `userIds`, by person then expiry (none last). */
export function certificationsOf(tx: Tx, userIds: string[]): Promise<CertificationRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(certifications)
    .where(inArray(certifications.userId, userIds))
    .orderBy(
      asc(certifications.userId),
      sql`${certifications.expiryDate} ASC NULLS LAST`,
      asc(certifications.name),
    );
}

export async function lockCertification(tx: Tx, id: string): Promise<CertificationRow | undefined> {
  const rows = await tx.select().from(certifications).where(eq(certifications.id, id)).for('update');
  return rows[0];
}

export async function insertCertification(
  tx: Tx,
  row: typeof certifications.$inferInsert,
): Promise<CertificationRow> {
  const [created] = await tx.insert(certifications).values(row).returning();
  return created!;
}

export async function updateCertification(
  tx: Tx,
  id: string,
  patch: Partial<typeof certifications.$inferInsert>,
): Promise<CertificationRow> {
  const [updated] = await tx.update(certifications).set(patch).where(eq(certifications.id, id)).returning();
  return updated!;
}
