/** Queries of the automations module's tables, in the caller's tenant transaction. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AutomationChannel, AutomationFlowSetting, AutomationSendFlow } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { automationSends, automationSettings } from './automations.schema.js';

export type SendRow = typeof automationSends.$inferSelect;

/** The stored flow settings of a location (flows never saved have no row). */
export function settingsOf(tx: Tx, establishmentId: string) {
  return tx.select().from(automationSettings).where(eq(automationSettings.establishmentId, establishmentId));
}

/** Writes every flow's settings of a location, replacing what was stored. */
export async function saveSettings(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  flows: readonly AutomationFlowSetting[],
): Promise<void> {
  await tx
    .insert(automationSettings)
    .values(flows.map((f) => ({ tenantId, establishmentId, ...f })))
    .onConflictDoUpdate({
      target: [automationSettings.establishmentId, automationSettings.flow],
      set: {
        enabled: sql`excluded.enabled`,
        hoursBefore: sql`excluded.hours_before`,
        channels: sql`excluded.channels`,
        updatedAt: sql`now()`,
      },
    });
}

/** The key that makes one message one row (the table's unique constraint). */
export interface SendKey {
  appointmentId: string;
  flow: AutomationSendFlow;
  startsAt: Date;
  channel: AutomationChannel;
}

/** What a send record adds to its key. */
export interface SendRecord extends SendKey {
  tenantId: string;
  establishmentId: string;
  clientId: string | null;
}

/** Records a skipped message unless its key already has a row; answers whether it wrote one. */
export async function recordSkip(tx: Tx, r: SendRecord, reason: string): Promise<boolean> {
  const rows = await tx
    .insert(automationSends)
    .values({ ...r, status: 'skipped', reason })
    .onConflictDoNothing()
    .returning({ id: automationSends.id });
  return rows.length > 0;
}

/**
 * Claims the key for a send about to happen: a new row, or a failed one tried again. Answers
 * false when the key was already sent or skipped (or is being sent: the row lock makes a second
 * claim wait for the first transaction, then refuses it).
 */
export async function claimSend(tx: Tx, r: SendRecord): Promise<boolean> {
  const rows = await tx
    .insert(automationSends)
    .values({ ...r, status: 'sent', reason: null })
    .onConflictDoUpdate({
      target: [
        automationSends.appointmentId,
        automationSends.flow,
        automationSends.startsAt,
        automationSends.channel,
      ],
      set: { status: 'sent', reason: null, createdAt: sql`now()` },
      setWhere: eq(automationSends.status, 'failed'),
    })
    .returning({ id: automationSends.id });
  return rows.length > 0;
}

/** Marks a claimed send failed with `reason` (its transport refused it). */
export async function markFailed(tx: Tx, key: SendKey, reason: string): Promise<void> {
  await tx
    .update(automationSends)
    .set({ status: 'failed', reason })
    .where(
      and(
        eq(automationSends.appointmentId, key.appointmentId),
        eq(automationSends.flow, key.flow),
        eq(automationSends.startsAt, key.startsAt),
        eq(automationSends.channel, key.channel),
      ),
    );
}

/** One page of a location's send records, newest first, and how many there are. */
export async function sendsPage(
  tx: Tx,
  establishmentId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: SendRow[]; total: number }> {
  const where = eq(automationSends.establishmentId, establishmentId);
  const rows = await tx
    .select()
    .from(automationSends)
    .where(where)
    .orderBy(desc(automationSends.createdAt), desc(automationSends.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(automationSends).where(where);
  return { rows, total: total?.n ?? 0 };
}
