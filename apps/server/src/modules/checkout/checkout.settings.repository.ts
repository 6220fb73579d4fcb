/** register_settings (migration 0026, issue #28's tip columns): one row per location, or none. */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { registerSettings as rs } from './checkout.schema.js';

/** The location's saved register settings (tax rate a fraction, threshold in cents), if any. */
export async function findRegisterSettings(tx: Tx, establishmentId: string) {
  const [row] = await tx
    .select({
      taxRate: rs.taxRate,
      drawerThresholdCents: rs.drawerThresholdCents,
      tipCeilingPercent: rs.tipCeilingPercent,
      suggestedTipOnServices: rs.suggestedTipOnServices,
    })
    .from(rs)
    .where(eq(rs.establishmentId, establishmentId));
  return row;
}

/** Saves every setting of the location, replacing any row saved before. */
export async function saveRegisterSettings(
  tx: Tx,
  row: Omit<typeof rs.$inferInsert, 'updatedAt'>,
): Promise<void> {
  const { establishmentId: _place, tenantId: _tenant, ...values } = row;
  await tx
    .insert(rs)
    .values(row)
    .onConflictDoUpdate({ target: rs.establishmentId, set: { ...values, updatedAt: sql`now()` } });
}
