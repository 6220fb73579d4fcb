/** SQL for establishments and who works at them (people read through establishment_people). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { RawRole } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { establishmentPeople, establishments, userEstablishments } from './establishments.schema.js';

export type EstablishmentRow = typeof establishments.$inferSelect;
export type EstablishmentInsert = typeof establishments.$inferInsert;

/** Establishments of the tenant in scope, by name; `ids` narrows to those. */
export async function listEstablishments(tx: Tx, ids?: string[]): Promise<EstablishmentRow[]> {
  if (ids && ids.length === 0) return [];
  return tx
    .select()
    .from(establishments)
    .where(ids ? inArray(establishments.id, ids) : undefined)
    .orderBy(asc(establishments.name));
}

export async function findEstablishment(tx: Tx, id: string): Promise<EstablishmentRow | undefined> {
  const rows = await tx.select().from(establishments).where(eq(establishments.id, id)).limit(1);
  return rows[0];
}

export async function insertEstablishment(tx: Tx, values: EstablishmentInsert): Promise<EstablishmentRow> {
  const [row] = await tx.insert(establishments).values(values).returning();
  if (!row) throw new Error('insert establishments returned nothing');
  return row;
}

export async function updateEstablishment(
  tx: Tx,
  id: string,
  values: Partial<EstablishmentInsert>,
): Promise<EstablishmentRow | undefined> {
  const [row] = await tx
    .update(establishments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(establishments.id, id))
    .returning();
  return row;
}

export async function deleteEstablishment(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .delete(establishments)
    .where(eq(establishments.id, id))
    .returning({ id: establishments.id });
  return rows.length > 0;
}

export async function countEstablishments(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(establishments);
  return row?.n ?? 0;
}

export async function assignUser(
  tx: Tx,
  tenantId: string,
  userId: string,
  establishmentId: string,
): Promise<void> {
  await tx.insert(userEstablishments).values({ tenantId, userId, establishmentId }).onConflictDoNothing();
}

/** Active people assigned to an establishment, by last then first name. */
export async function listEmployees(tx: Tx, establishmentId: string) {
  return tx
    .select({
      id: establishmentPeople.id,
      firstName: establishmentPeople.firstName,
      lastName: establishmentPeople.lastName,
      email: establishmentPeople.email,
      role: establishmentPeople.role,
      phone: establishmentPeople.phone,
      avatarUrl: establishmentPeople.avatarUrl,
    })
    .from(userEstablishments)
    .innerJoin(establishmentPeople, eq(establishmentPeople.id, userEstablishments.userId))
    .where(
      and(eq(userEstablishments.establishmentId, establishmentId), eq(establishmentPeople.isActive, true)),
    )
    .orderBy(asc(establishmentPeople.lastName), asc(establishmentPeople.firstName));
}

/** Of `userIds`, the active people assigned to the establishment, with their role. */
export async function activeStaffAt(
  tx: Tx,
  establishmentId: string,
  userIds: string[],
): Promise<{ id: string; role: RawRole }[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: userEstablishments.userId, role: establishmentPeople.role })
    .from(userEstablishments)
    .innerJoin(establishmentPeople, eq(establishmentPeople.id, userEstablishments.userId))
    .where(
      and(
        eq(userEstablishments.establishmentId, establishmentId),
        inArray(userEstablishments.userId, userIds),
        eq(establishmentPeople.isActive, true),
      ),
    );
}

/** Ids of the establishments a user may use: all of the tenant's for owner/admin. */
export async function establishmentIdsFor(
  tx: Tx,
  user: { id: string; tenantId: string; role: RawRole },
): Promise<string[]> {
  if (user.role === 'owner' || user.role === 'admin') {
    const rows = await tx
      .select({ id: establishments.id })
      .from(establishments)
      .where(eq(establishments.tenantId, user.tenantId))
      .orderBy(establishments.name);
    return rows.map((r) => r.id);
  }
  const rows = await tx
    .select({ id: userEstablishments.establishmentId })
    .from(userEstablishments)
    .innerJoin(establishments, eq(establishments.id, userEstablishments.establishmentId))
    .where(eq(userEstablishments.userId, user.id))
    .orderBy(establishments.name);
  return rows.map((r) => r.id);
}

/**
 * The time zone of the tenant's first establishment (the oldest; of several made in one
 * transaction, the first by name), or null when it has none.
 */
export async function firstEstablishmentZone(tx: Tx): Promise<string | null> {
  const rows = await tx
    .select({ timeZone: establishments.timeZone })
    .from(establishments)
    .orderBy(asc(establishments.createdAt), asc(establishments.name), asc(establishments.id))
    .limit(1);
  return rows[0]?.timeZone ?? null;
}
