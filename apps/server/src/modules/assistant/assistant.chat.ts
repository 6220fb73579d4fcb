/**
 * Asking Dawn, answering again, and deciding on a write (issue #33): the checks made before an
 * answer starts streaming (the person's thread, one answer at a time per thread, the per-person
 * rate limit, the model and the month's allowance), then the loop. Each ends by freeing the
 * thread for the next answer, however the answer ended.
 */
import {
  ASSISTANT_MESSAGES as M,
  ASSISTANT_RATE_PER_MINUTE,
  type AssistantMessage,
  type AssistantToolCall,
} from '@daybook/contracts';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { appendMessage } from './assistant.service.js';
import {
  ANSWER_LEASE_SECONDS,
  answer,
  monthOf,
  updateCalls,
  type LoopDeps,
  type Turn,
} from './assistant.loop.js';
import * as repo from './assistant.repository.js';
import * as turns from './assistant.turns.repository.js';
import { failureOf } from './assistant.tool-calls.js';
import { toolNamed } from './tools/index.js';

/** The loop's parts, or null when no model is configured. */
export type ChatDeps = { db: Db; loop: LoopDeps | null; monthlyTokens: number };

const MINUTE_MS = 60_000;

async function ownThread(tx: Tx, actor: Actor, threadId: string) {
  if (!(await repo.findThread(tx, actor.userId, threadId))) throw new AppError('NOT_FOUND', M.notFound);
}

async function claim(tx: Tx, threadId: string) {
  if (!(await turns.claimAnswering(tx, threadId, ANSWER_LEASE_SECONDS)))
    throw new AppError('CONFLICT', M.busy);
}

/** The model's loop, or 503 when none is configured. */
function loopOf(deps: ChatDeps): LoopDeps {
  if (!deps.loop) throw new AppError('NOT_CONFIGURED', M.notConfigured);
  return deps.loop;
}

/** 429 once the tenant's month has used its allowance. */
async function checkAllowance(tx: Tx, deps: ChatDeps, now: Date) {
  const used = await turns.usageOf(tx, monthOf(now));
  if (used.inputTokens + used.outputTokens >= deps.monthlyTokens)
    throw new AppError('RATE_LIMITED', M.budget);
}

/** Frees thread `threadId` for the next answer (an answer that will not run after all). */
export function releaseThread(deps: ChatDeps, actor: Actor, threadId: string): Promise<void> {
  return withTenant(deps.db, actor, (tx) => turns.releaseAnswering(tx, threadId));
}

/** Frees the thread once `work` has ended, however it ended. */
async function thenRelease(deps: ChatDeps, turn: Turn, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } finally {
    await releaseThread(deps, turn.tool.actor, turn.threadId);
  }
}

/**
 * Checks and stores the person's question (404 for another's thread, 503 without a model, 429
 * over the rate limit or the allowance, 409 while the thread is answering); `run` then streams
 * the answer and frees the thread.
 */
export async function ask(deps: ChatDeps, actor: Actor, threadId: string, content: string, now: Date) {
  const loop = loopOf(deps);
  const question = await withTenant(deps.db, actor, async (tx) => {
    await ownThread(tx, actor, threadId);
    if (
      (await turns.questionsSince(tx, actor.userId, new Date(now.getTime() - MINUTE_MS))) >=
      ASSISTANT_RATE_PER_MINUTE
    )
      throw new AppError('RATE_LIMITED', M.rateLimited);
    await checkAllowance(tx, deps, now);
    await claim(tx, threadId);
    return appendMessage(tx, actor, threadId, { role: 'user', content });
  });
  return {
    run: (turn: Turn) =>
      thenRelease(deps, turn, async () => {
        turn.emit({ type: 'message', message: question });
        await answer(loop, turn);
      }),
  };
}

/** The last of `messages` that holds a write done or under way: a retry never goes back past it. */
function keptUntil(messages: readonly repo.MessageRow[]): repo.MessageRow | undefined {
  return messages.findLast((m) =>
    m.toolCalls.some(
      (c) => toolNamed(c.name)?.kind === 'write' && c.status !== 'failed' && c.status !== 'rejected',
    ),
  );
}

/**
 * Answers the thread's last question again: Dawn's messages after it go, but not a write done
 * or waiting (400 when the thread has no question; 503, 429 and 409 as `ask`).
 */
export async function retry(deps: ChatDeps, actor: Actor, threadId: string, now: Date) {
  const loop = loopOf(deps);
  await withTenant(deps.db, actor, async (tx) => {
    await ownThread(tx, actor, threadId);
    await checkAllowance(tx, deps, now);
    await claim(tx, threadId);
    const { rows } = await repo.messagesBefore(tx, threadId, undefined, 200);
    const lastQuestion = rows.findLastIndex((m) => m.role === 'user');
    if (lastQuestion < 0) throw new AppError('VALIDATION', M.nothingToRetry);
    const after = rows.slice(lastQuestion + 1);
    const from = keptUntil(after) ?? rows[lastQuestion]!;
    await turns.deleteMessagesAfter(tx, threadId, from.id);
  });
  return { run: (turn: Turn) => thenRelease(deps, turn, () => answer(loop, turn)) };
}

/**
 * Approves or rejects the write `callId` waiting in one of the person's threads (404 when it is
 * not there, 409 when already decided or while the thread is answering). `run` then executes an
 * approved write as the person, and Dawn goes on once no call of that step still waits (when a
 * model is configured).
 */
export async function decide(
  deps: ChatDeps,
  actor: Actor,
  approver: { id: string; name: string },
  threadId: string,
  callId: string,
  approve: boolean,
) {
  const decided = await withTenant(deps.db, actor, async (tx) => {
    await ownThread(tx, actor, threadId);
    const row = await turns.messageWithCall(tx, threadId, callId);
    const call = row?.toolCalls.find((c) => c.id === callId);
    if (!row || !call) throw new AppError('NOT_FOUND', M.toolCallNotFound);
    if (call.status !== 'pending_approval') throw new AppError('CONFLICT', M.toolCallHandled);
    await claim(tx, threadId);
    const next: AssistantToolCall = approve
      ? { ...call, status: 'executing', approvedBy: approver }
      : { ...call, status: 'rejected', approvedBy: approver };
    const message: AssistantMessage = {
      id: row.id,
      role: 'assistant',
      content: row.content,
      timestamp: row.createdAt.toISOString(),
      toolCalls: row.toolCalls.map((c) => (c.id === callId ? next : c)),
    };
    // Stored before the lock is let go: a second decision on the same card finds it decided.
    await turns.setToolCalls(tx, row.id, message.toolCalls);
    await turns.recordCalls(
      tx,
      { tenantId: actor.tenantId, userId: actor.userId, personName: approver.name, threadId },
      message.toolCalls,
    );
    return { message, call: next };
  });
  return {
    run: (turn: Turn) =>
      thenRelease(deps, turn, async () => {
        let message = decided.message;
        turn.emit({ type: 'message', message });
        if (approve) {
          const done = await execute(turn, decided.call);
          message = { ...message, toolCalls: message.toolCalls.map((c) => (c.id === callId ? done : c)) };
          await updateCalls(deps, turn, message);
        }
        if (deps.loop && !message.toolCalls.some((c) => c.status === 'pending_approval'))
          return answer(deps.loop, turn);
        turn.emit({ type: 'done' });
      }),
  };
}

/** Runs an approved write as the person: done with its result, or failed with the route's reason. */
async function execute(turn: Turn, call: AssistantToolCall): Promise<AssistantToolCall> {
  const found = toolNamed(call.name);
  try {
    if (!found || found.kind !== 'write') throw new AppError('VALIDATION', M.unknownTool);
    const result = await found.run(turn.tool, found.input.parse(call.arguments));
    return { ...call, status: 'done', result };
  } catch (error) {
    return { ...call, status: 'failed', error: failureOf(error) };
  }
}
