/** SQL for establishments and who works at them. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { establishments, userEstablishments, users } from '../../db/schema.js';

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
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      phone: users.phone,
      avatarUrl: users.avatarUrl,
    })
    .from(userEstablishments)
    .innerJoin(users, eq(users.id, userEstablishments.userId))
    .where(and(eq(userEstablishments.establishmentId, establishmentId), eq(users.isActive, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Which of `userIds` are active people assigned to the establishment. */
export async function activeStaffAt(tx: Tx, establishmentId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({ id: userEstablishments.userId })
    .from(userEstablishments)
    .innerJoin(users, eq(users.id, userEstablishments.userId))
    .where(
      and(
        eq(userEstablishments.establishmentId, establishmentId),
        inArray(userEstablishments.userId, userIds),
        eq(users.isActive, true),
      ),
    );
  return rows.map((r) => r.id);
}
