/** Queries of the automations module's tables, in the caller's tenant transaction. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  AutomationChannel,
  AutomationClientFlow,
  AutomationClientFlowSetting,
  AutomationFlowSetting,
  AutomationSendFlow,
} from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import { automationRebookWeeks, automationSends, automationSettings } from './automations.schema.js';

export type SendRow = typeof automationSends.$inferSelect;

/** The stored flow settings of a location (flows never saved have no row). */
export function settingsOf(tx: Tx, establishmentId: string) {
  return tx.select().from(automationSettings).where(eq(automationSettings.establishmentId, establishmentId));
}

/** Writes every flow's settings of a location (with its own words), replacing what was stored. */
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
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Writes a location's client flows (switch, wait, channels, own words) and replaces its services' own
 * rebook weeks with the rebook nudge's `serviceWeeks`.
 */
export async function saveClientSettings(
  tx: Tx,
  tenantId: string,
  establishmentId: string,
  flows: readonly AutomationClientFlowSetting[],
): Promise<void> {
  await tx
    .insert(automationSettings)
    .values(
      flows.map((f) => ({
        tenantId,
        establishmentId,
        flow: f.flow,
        enabled: f.enabled,
        hoursBefore: null,
        wait: f.wait,
        channels: f.channels,
        subject: f.subject,
        body: f.body,
      })),
    )
    .onConflictDoUpdate({
      target: [automationSettings.establishmentId, automationSettings.flow],
      set: {
        enabled: sql`excluded.enabled`,
        wait: sql`excluded.wait`,
        channels: sql`excluded.channels`,
        subject: sql`excluded.subject`,
        body: sql`excluded.body`,
        updatedAt: sql`now()`,
      },
    });
  await tx.delete(automationRebookWeeks).where(eq(automationRebookWeeks.establishmentId, establishmentId));
  const weeks = flows.find((f) => f.flow === 'rebook_nudge')?.serviceWeeks ?? [];
  if (weeks.length > 0)
    await tx
      .insert(automationRebookWeeks)
      .values(weeks.map((w) => ({ tenantId, establishmentId, serviceId: w.serviceId, weeks: w.weeks })));
}

/** The services of a location with their own rebook weeks. */
export function rebookWeeksOf(tx: Tx, establishmentId: string) {
  return tx
    .select({ serviceId: automationRebookWeeks.serviceId, weeks: automationRebookWeeks.weeks })
    .from(automationRebookWeeks)
    .where(eq(automationRebookWeeks.establishmentId, establishmentId))
    .orderBy(automationRebookWeeks.serviceId);
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

/** The key of a client flow's message (the table's automation_sends_client_once). */
export interface ClientSendKey {
  clientId: string;
  flow: AutomationClientFlow;
  occasion: string;
  channel: AutomationChannel;
}

/** What a client flow's send record adds to its key: the visit it follows, if any. */
export interface ClientSendRecord extends ClientSendKey {
  tenantId: string;
  establishmentId: string;
  appointmentId: string | null;
  startsAt: Date | null;
}

const clientKeyTarget = [
  automationSends.clientId,
  automationSends.flow,
  automationSends.occasion,
  automationSends.channel,
];

/** Records a client flow's skipped message unless its key already has a row; answers whether it wrote one. */
export async function recordClientSkip(tx: Tx, r: ClientSendRecord, reason: string): Promise<boolean> {
  const rows = await tx
    .insert(automationSends)
    .values({ ...r, status: 'skipped', reason })
    .onConflictDoNothing({ target: clientKeyTarget })
    .returning({ id: automationSends.id });
  return rows.length > 0;
}

/** claimSend for a client flow's key: a new row or a failed one tried again; false when done. */
export async function claimClientSend(tx: Tx, r: ClientSendRecord): Promise<boolean> {
  const rows = await tx
    .insert(automationSends)
    .values({ ...r, status: 'sent', reason: null })
    .onConflictDoUpdate({
      target: clientKeyTarget,
      set: { status: 'sent', reason: null, createdAt: sql`now()` },
      setWhere: eq(automationSends.status, 'failed'),
    })
    .returning({ id: automationSends.id });
  return rows.length > 0;
}

/** Marks a claimed client flow's send failed with `reason`. */
export async function markClientFailed(tx: Tx, key: ClientSendKey, reason: string): Promise<void> {
  await tx
    .update(automationSends)
    .set({ status: 'failed', reason })
    .where(
      and(
        eq(automationSends.clientId, key.clientId),
        eq(automationSends.flow, key.flow),
        eq(automationSends.occasion, key.occasion),
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
