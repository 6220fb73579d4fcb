/** SQL for the rooms and equipment of establishments (the `resources` table). */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { resources } from './resources.schema.js';

export type ResourceRow = typeof resources.$inferSelect;
export type ResourceInsert = typeof resources.$inferInsert;

/** Rooms first, then equipment; each by name, case-insensitively (the id breaks ties). */
const listOrder = [
  sql`CASE ${resources.kind} WHEN 'room' THEN 0 ELSE 1 END`,
  sql`lower(${resources.name})`,
  asc(resources.id),
];

/** The resources of one establishment; deactivated ones only when `includeInactive`. */
export async function listResources(
  tx: Tx,
  establishmentId: string,
  includeInactive: boolean,
): Promise<ResourceRow[]> {
  return tx
    .select()
    .from(resources)
    .where(
      and(
        eq(resources.establishmentId, establishmentId),
        includeInactive ? undefined : eq(resources.isActive, true),
      ),
    )
    .orderBy(...listOrder);
}

export async function findResource(tx: Tx, id: string): Promise<ResourceRow | undefined> {
  const rows = await tx.select().from(resources).where(eq(resources.id, id)).limit(1);
  return rows[0];
}

export async function insertResource(tx: Tx, values: ResourceInsert): Promise<ResourceRow> {
  const [row] = await tx.insert(resources).values(values).returning();
  if (!row) throw new Error('insert resources returned nothing');
  return row;
}

/** Inserts several resources in one statement (the demo seed). */
export async function insertResources(tx: Tx, values: ResourceInsert[]): Promise<void> {
  if (values.length > 0) await tx.insert(resources).values(values);
}

export async function updateResource(
  tx: Tx,
  id: string,
  values: Partial<ResourceInsert>,
): Promise<ResourceRow | undefined> {
  const [row] = await tx
    .update(resources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(resources.id, id))
    .returning();
  return row;
}

/** Deletes one resource; an appointment that still holds it raises SQLSTATE 23503 (the caller maps it). */
export async function deleteResource(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(resources).where(eq(resources.id, id)).returning({ id: resources.id });
  return rows.length > 0;
}

/** Which of `ids` are active rooms (kind 'room') of the establishment, in one query. */
export async function activeRoomIds(tx: Tx, establishmentId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: resources.id })
    .from(resources)
    .where(
      and(
        inArray(resources.id, ids),
        eq(resources.establishmentId, establishmentId),
        eq(resources.kind, 'room'),
        eq(resources.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
