/** SQL for the service catalogue and the staff who perform each service. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { services, serviceStaff } from './services.schema.js';

export type ServiceRow = typeof services.$inferSelect;
export type ServiceInsert = typeof services.$inferInsert;

/** Services of one establishment, by category (uncategorised last) then name. */
export async function listServices(
  tx: Tx,
  establishmentId: string,
  includeInactive: boolean,
): Promise<ServiceRow[]> {
  return tx
    .select()
    .from(services)
    .where(
      and(
        eq(services.establishmentId, establishmentId),
        includeInactive ? undefined : eq(services.isActive, true),
      ),
    )
    .orderBy(sql`${services.category} ASC NULLS LAST`, asc(services.name), asc(services.id));
}

export async function findService(tx: Tx, id: string): Promise<ServiceRow | undefined> {
  const rows = await tx.select().from(services).where(eq(services.id, id)).limit(1);
  return rows[0];
}

/** The services among `ids` (any establishment the tenant sees, active or not), in one query. */
export async function findServices(tx: Tx, ids: string[]): Promise<ServiceRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(services).where(inArray(services.id, ids));
}

export async function insertService(tx: Tx, values: ServiceInsert): Promise<ServiceRow> {
  const [row] = await tx.insert(services).values(values).returning();
  if (!row) throw new Error('insert services returned nothing');
  return row;
}

export async function updateService(
  tx: Tx,
  id: string,
  values: Partial<ServiceInsert>,
): Promise<ServiceRow | undefined> {
  const [row] = await tx
    .update(services)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(services.id, id))
    .returning();
  return row;
}

export async function deleteService(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}

/** Staff ids per service for all of `serviceIds` in one query; services with none are absent. */
export async function staffIdsByService(tx: Tx, serviceIds: string[]): Promise<Map<string, string[]>> {
  const byService = new Map<string, string[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await tx
    .select({ serviceId: serviceStaff.serviceId, userId: serviceStaff.userId })
    .from(serviceStaff)
    .where(inArray(serviceStaff.serviceId, serviceIds))
    .orderBy(asc(serviceStaff.serviceId), asc(serviceStaff.userId));
  for (const r of rows) {
    const list = byService.get(r.serviceId);
    if (list) list.push(r.userId);
    else byService.set(r.serviceId, [r.userId]);
  }
  return byService;
}

/** Replaces the staff of a service with `userIds`. */
export async function setServiceStaff(
  tx: Tx,
  tenantId: string,
  serviceId: string,
  userIds: string[],
): Promise<void> {
  await tx.delete(serviceStaff).where(eq(serviceStaff.serviceId, serviceId));
  if (userIds.length === 0) return;
  await tx.insert(serviceStaff).values(userIds.map((userId) => ({ tenantId, serviceId, userId })));
}
