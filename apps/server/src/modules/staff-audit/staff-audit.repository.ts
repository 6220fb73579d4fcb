/** SQL of the staff-audit module: the trail (migration 0045) and the tenant's rule for managers. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { staffAudit, staffAuditEntries, staffSettings } from './staff-audit.schema.js';

export type AuditInsert = typeof staffAudit.$inferInsert;
export type AuditEntryRow = typeof staffAuditEntries.$inferSelect;

/** Appends entries to the trail. */
export async function appendEntries(tx: Tx, rows: AuditInsert[]): Promise<void> {
  if (rows.length) await tx.insert(staffAudit).values(rows);
}

/** A person's latest entries, newest first. */
export function entriesOf(tx: Tx, userId: string, limit: number): Promise<AuditEntryRow[]> {
  return tx
    .select()
    .from(staffAuditEntries)
    .where(and(eq(staffAuditEntries.userId, userId)))
    .orderBy(desc(staffAuditEntries.createdAt), desc(staffAuditEntries.id))
    .limit(limit);
}

/** Whether managers may change others' pay: the saved rule, or true until an owner saves one. */
export async function managersSetPay(tx: Tx): Promise<boolean> {
  const [row] = await tx.select({ v: staffSettings.managersSetPay }).from(staffSettings).limit(1);
  return row?.v ?? true;
}

/** Saves the tenant's rule for managers. */
export async function saveManagersSetPay(tx: Tx, tenantId: string, value: boolean): Promise<void> {
  await tx
    .insert(staffSettings)
    .values({ tenantId, managersSetPay: value })
    .onConflictDoUpdate({
      target: staffSettings.tenantId,
      set: { managersSetPay: value, updatedAt: sql`now()` },
    });
}
