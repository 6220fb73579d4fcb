/**
 * Queries of Dawn AI's answers (issue #33), inside the caller's tenant transaction: the thread's
 * answering lease, the person's recent questions (rate limit), a message's tool calls, the
 * month's token use, and the audit trail of tool calls.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AssistantToolCall } from '@daybook/contracts';
import type { Tx } from '../../db/client.js';
import {
  assistantMessages as m,
  assistantThreads as t,
  assistantToolCalls as calls,
  assistantUsage as usage,
} from './assistant.schema.js';

/**
 * Takes thread `id`'s answering lease for `seconds` when it is free or has run out (renews it
 * when `renew`, whoever holds it); false when another answer holds it.
 */
export async function claimAnswering(tx: Tx, id: string, seconds: number, renew = false): Promise<boolean> {
  const until = sql`clock_timestamp() + make_interval(secs => ${seconds})`;
  const free = sql`(${t.answeringUntil} IS NULL OR ${t.answeringUntil} < clock_timestamp())`;
  const rows = await tx
    .update(t)
    .set({ answeringUntil: until })
    .where(renew ? eq(t.id, id) : and(eq(t.id, id), free))
    .returning({ id: t.id });
  return rows.length > 0;
}

/** Frees thread `id` for the next answer. */
export async function releaseAnswering(tx: Tx, id: string): Promise<void> {
  await tx.update(t).set({ answeringUntil: null }).where(eq(t.id, id));
}

/** How many questions `userId` asked, in any of their threads, since `since`. */
export async function questionsSince(tx: Tx, userId: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(m)
    .innerJoin(t, eq(t.id, m.threadId))
    .where(and(eq(t.userId, userId), eq(m.role, 'user'), gt(m.createdAt, since)));
  return row?.n ?? 0;
}

/** The message of thread `threadId` holding tool call `callId`, locked for its decision. */
export async function messageWithCall(tx: Tx, threadId: string, callId: string) {
  const [row] = await tx
    .select({ id: m.id, content: m.content, toolCalls: m.toolCalls, createdAt: m.createdAt })
    .from(m)
    .where(and(eq(m.threadId, threadId), sql`${m.toolCalls} @> ${JSON.stringify([{ id: callId }])}::jsonb`))
    .for('update');
  return row;
}

/** Replaces message `id`'s tool calls (their statuses, results, approver). */
export async function setToolCalls(tx: Tx, id: string, toolCalls: AssistantToolCall[]): Promise<void> {
  await tx.update(m).set({ toolCalls }).where(eq(m.id, id));
}

/** Deletes thread `threadId`'s messages after message `afterId` (all of Dawn's, for a retry). */
export async function deleteMessagesAfter(tx: Tx, threadId: string, afterId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM assistant_messages
    WHERE thread_id = ${threadId}
      AND (created_at, id) > (SELECT c.created_at, c.id FROM assistant_messages c WHERE c.id = ${afterId})`);
}

/** The tenant's tokens in the month starting `month` ('YYYY-MM-01'). */
export async function usageOf(tx: Tx, month: string) {
  const [row] = await tx
    .select({ inputTokens: usage.inputTokens, outputTokens: usage.outputTokens })
    .from(usage)
    .where(eq(usage.month, month));
  return row ?? { inputTokens: 0, outputTokens: 0 };
}

/** Adds one model step's tokens to the tenant's month. */
export async function addUsage(tx: Tx, tenantId: string, month: string, input: number, output: number) {
  await tx
    .insert(usage)
    .values({ tenantId, month, inputTokens: input, outputTokens: output })
    .onConflictDoUpdate({
      target: [usage.tenantId, usage.month],
      set: {
        inputTokens: sql`${usage.inputTokens} + ${input}`,
        outputTokens: sql`${usage.outputTokens} + ${output}`,
      },
    });
}

/** Records tool calls in the audit trail, or their new status, result and approver. */
export async function recordCalls(
  tx: Tx,
  who: { tenantId: string; userId: string; personName: string; threadId: string },
  toolCalls: AssistantToolCall[],
): Promise<void> {
  if (toolCalls.length === 0) return;
  await tx
    .insert(calls)
    .values(
      toolCalls.map((c) => ({
        id: c.id,
        tenantId: who.tenantId,
        userId: who.userId,
        personName: who.personName,
        threadId: who.threadId,
        name: c.name,
        arguments: c.arguments,
        status: c.status,
        result: c.result,
        preview: c.preview,
        error: c.error,
        approvedBy: c.approvedBy,
      })),
    )
    .onConflictDoUpdate({
      target: calls.id,
      set: {
        status: sql`excluded.status`,
        result: sql`excluded.result`,
        error: sql`excluded.error`,
        approvedBy: sql`excluded.approved_by`,
        updatedAt: sql`clock_timestamp()`,
      },
    });
}

/** A page of the tenant's audit trail, newest first. */
export async function auditPage(tx: Tx, offset: number, limit: number) {
  const rows = await tx
    .select()
    .from(calls)
    .orderBy(desc(calls.createdAt), desc(calls.id))
    .offset(offset)
    .limit(limit);
  const [total] = await tx.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(calls);
  return { rows, total: total?.n ?? 0 };
}
