/** Queries of the dashboard module's table, inside the caller's tenant transaction. */
import { and, eq } from 'drizzle-orm';
import type { DashboardLayoutItem } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { dashboardLayouts } from './dashboard.schema.js';

export type LayoutRow = typeof dashboardLayouts.$inferSelect;

/** The person's saved arrangement, or undefined before they first save one. */
export async function findLayout(tx: Tx, userId: string): Promise<LayoutRow | undefined> {
  const [row] = await tx.select().from(dashboardLayouts).where(eq(dashboardLayouts.userId, userId));
  return row;
}

/** Writes the person's arrangement whole (insert or replace), stamped `at`. */
export async function upsertLayout(
  tx: Tx,
  tenantId: string,
  userId: string,
  items: DashboardLayoutItem[],
  at: Date,
): Promise<LayoutRow> {
  const [row] = await tx
    .insert(dashboardLayouts)
    .values({ tenantId, userId, items, updatedAt: at })
    .onConflictDoUpdate({
      target: [dashboardLayouts.tenantId, dashboardLayouts.userId],
      set: { items, updatedAt: at },
    })
    .returning();
  return row!;
}

/** Forgets the person's arrangement (back to their role's default). */
export async function deleteLayout(tx: Tx, tenantId: string, userId: string): Promise<void> {
  await tx
    .delete(dashboardLayouts)
    .where(and(eq(dashboardLayouts.tenantId, tenantId), eq(dashboardLayouts.userId, userId)));
}
