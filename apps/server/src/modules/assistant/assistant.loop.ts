/**
 * Dawn's answer loop (issue #33 "The model", "Tools", "Safety"): one model step at a time, its
 * words streamed as they come; each step is stored with the tool calls it made. Reads run at
 * once as the person; writes stop at their approval card and the answer ends there until the
 * person decides. At most ASSISTANT_STEP_CAP steps an answer; every step's tokens count against
 * the tenant's month, and no step starts once the month's allowance is used. Nothing here holds
 * a transaction while the model speaks.
 */
import { randomUUID } from 'node:crypto';
import { jsonSchema, streamText, tool, type LanguageModel, type ToolSet } from 'ai';
import {
  ASSISTANT_MESSAGE_LIMIT_DEFAULT,
  ASSISTANT_MESSAGE_MAX,
  ASSISTANT_MESSAGES as M,
  ASSISTANT_STEP_CAP,
  hasControlCharacter,
  type AssistantMessage,
  type AssistantStreamEvent,
  type AssistantToolCall,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import { AppError } from '../../core/app-error.js';
import { appendMessage } from './assistant.service.js';
import { modelMessagesOf } from './assistant.history.js';
import * as repo from './assistant.repository.js';
import * as turns from './assistant.turns.repository.js';
import { ASSISTANT_TOOLS, inputJsonSchema, toolNamed, type ToolContext } from './tools/index.js';
import { failureOf, toolCallOf } from './assistant.tool-calls.js';

/** What the loop needs beyond the turn: the database, the model, and the month's allowance. */
export interface LoopDeps {
  db: Db;
  model: LanguageModel;
  /** Tokens a tenant may use a calendar month (UTC). */
  monthlyTokens: number;
}

/** One answer: who asks (their tools' context and name), where, and where the events go. */
export interface Turn {
  tool: ToolContext;
  personName: string;
  threadId: string;
  /** The system prompt for this answer (assistant.prompt.ts). */
  system: string;
  emit(event: AssistantStreamEvent): void;
  /** Aborted when the person stops the answer (their connection closed). */
  signal: AbortSignal;
}

/** How long a step may hold the thread before another answer may take it, in seconds. */
export const ANSWER_LEASE_SECONDS = 120;

let toolSet: ToolSet | undefined;
/** The tools as the model sees them: name, description and the JSON schema of the arguments. */
export function modelTools(): ToolSet {
  toolSet ??= Object.fromEntries(
    ASSISTANT_TOOLS.map((t) => [
      t.name,
      tool({
        description: t.description,
        inputSchema: jsonSchema(inputJsonSchema(t)),
      }),
    ]),
  );
  return toolSet;
}

/** The first of next month's days, and this month's ('YYYY-MM-01', UTC). */
export const monthOf = (now: Date) => `${now.toISOString().slice(0, 7)}-01`;

/** Model output made storable: no control characters but line breaks and tabs, within the cap. */
function storable(text: string): string {
  return [...text]
    .filter((ch) => !hasControlCharacter(ch, true))
    .slice(0, ASSISTANT_MESSAGE_MAX)
    .join('');
}

/**
 * What the next step starts from, in one transaction: the thread's lease renewed, and its latest
 * messages, or null when the tenant's month has no tokens left.
 */
async function nextStep(deps: LoopDeps, turn: Turn): Promise<AssistantMessage[] | null> {
  return withTenant(deps.db, turn.tool.actor, async (tx) => {
    const used = await turns.usageOf(tx, monthOf(turn.tool.now));
    if (used.inputTokens + used.outputTokens >= deps.monthlyTokens) return null;
    await turns.claimAnswering(tx, turn.threadId, ANSWER_LEASE_SECONDS, true);
    const { rows } = await repo.messagesBefore(tx, turn.threadId, undefined, ASSISTANT_MESSAGE_LIMIT_DEFAULT);
    return rows.map((r) => ({
      id: r.id,
      role: r.role,
      content: r.content,
      timestamp: r.createdAt.toISOString(),
      toolCalls: r.toolCalls,
    }));
  });
}

interface StepOutcome {
  text: string;
  calls: { name: string; input: unknown; error?: string }[];
  failed: boolean;
  inputTokens: number;
  outputTokens: number;
}

/** One model step, its words streamed to the person as they come. */
async function modelStep(deps: LoopDeps, turn: Turn, messages: AssistantMessage[]): Promise<StepOutcome> {
  const outcome: StepOutcome = { text: '', calls: [], failed: false, inputTokens: 0, outputTokens: 0 };
  const result = streamText({
    model: deps.model,
    system: turn.system,
    messages: modelMessagesOf(messages),
    tools: modelTools(),
    abortSignal: turn.signal,
    maxRetries: 1,
    // A failure arrives as the stream's error part, answered below; the SDK would print it too.
    onError: () => {},
  });
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      outcome.text += part.text;
      turn.emit({ type: 'text', delta: part.text });
    } else if (part.type === 'tool-call') {
      outcome.calls.push({ name: part.toolName, input: part.input });
    } else if (part.type === 'tool-error') {
      outcome.calls.push({ name: part.toolName, input: part.input, error: String(part.error) });
    } else if (part.type === 'finish-step') {
      outcome.inputTokens += part.usage.inputTokens ?? 0;
      outcome.outputTokens += part.usage.outputTokens ?? 0;
    } else if (part.type === 'error') {
      outcome.failed = true;
    }
  }
  return outcome;
}

/** Stores a step's message with its calls (and their audit rows), and tells the person. */
async function storeStep(turn: Turn, deps: LoopDeps, text: string, calls: AssistantToolCall[]) {
  const { actor } = turn.tool;
  const message = await withTenant(deps.db, actor, async (tx) => {
    const stored = await appendMessage(tx, actor, turn.threadId, {
      role: 'assistant',
      content: storable(text),
      toolCalls: calls,
    });
    await turns.recordCalls(tx, auditOwner(turn), calls);
    return stored;
  });
  turn.emit({ type: 'message', message });
  return message;
}

const auditOwner = (turn: Turn) => ({
  tenantId: turn.tool.actor.tenantId,
  userId: turn.tool.actor.userId,
  personName: turn.personName,
  threadId: turn.threadId,
});

/**
 * Saves `message`'s calls as they now are (status, result, approver) in the message and the
 * audit trail, and tells the person.
 */
export async function updateCalls(deps: LoopDeps | { db: Db }, turn: Turn, message: AssistantMessage) {
  await withTenant(deps.db, turn.tool.actor, async (tx) => {
    await turns.setToolCalls(tx, message.id, message.toolCalls);
    await turns.recordCalls(tx, auditOwner(turn), message.toolCalls);
  });
  turn.emit({ type: 'message', message });
}

/** Runs `message`'s read calls waiting to execute, one by one, telling the person of each. */
async function runReads(deps: LoopDeps, turn: Turn, message: AssistantMessage): Promise<AssistantMessage> {
  let current = message;
  for (const [i, call] of message.toolCalls.entries()) {
    if (call.status !== 'executing') continue;
    const found = toolNamed(call.name);
    let next: AssistantToolCall;
    try {
      if (!found) throw new AppError('NOT_FOUND', M.unknownTool);
      const result = await found.run(turn.tool, found.input.parse(call.arguments));
      next = { ...call, status: 'done', result };
    } catch (error) {
      next = { ...call, status: 'failed', error: failureOf(error) };
    }
    current = { ...current, toolCalls: current.toolCalls.map((c, j) => (j === i ? next : c)) };
    await updateCalls(deps, turn, current);
  }
  return current;
}

/** Adds a step's tokens to the tenant's month. */
async function countTokens(deps: LoopDeps, turn: Turn, step: StepOutcome) {
  if (step.inputTokens + step.outputTokens === 0) return;
  const { actor } = turn.tool;
  await withTenant(deps.db, actor, (tx) =>
    turns.addUsage(tx, actor.tenantId, monthOf(turn.tool.now), step.inputTokens, step.outputTokens),
  );
}

/**
 * Answers the thread's latest question (or goes on after a decision): model steps until Dawn
 * has no more tools to call, a write waits for approval, the person stops, or the step cap. Ends
 * with a `done` event, after an `error` event when it could not finish.
 */
export async function answer(deps: LoopDeps, turn: Turn): Promise<void> {
  for (let step = 0; step < ASSISTANT_STEP_CAP; step++) {
    const messages = await nextStep(deps, turn);
    if (!messages) return finish(turn, M.budget);
    const outcome = await modelStep(deps, turn, messages);
    await countTokens(deps, turn, outcome);
    if (turn.signal.aborted) {
      if (outcome.text.trim()) await storeStep(turn, deps, outcome.text, []);
      return;
    }
    if (outcome.failed && outcome.calls.length === 0) {
      if (outcome.text.trim()) await storeStep(turn, deps, outcome.text, []);
      return finish(turn, M.modelFailed);
    }
    const calls = await Promise.all(
      outcome.calls.map((c) => toolCallOf(turn.tool, randomUUID(), c.name, c.input, c.error)),
    );
    const stored = await storeStep(turn, deps, outcome.text, calls);
    if (calls.length === 0) return finish(turn);
    const after = await runReads(deps, turn, stored);
    if (after.toolCalls.some((c) => c.status === 'pending_approval')) return finish(turn);
  }
  return finish(turn, M.stepCap);
}

function finish(turn: Turn, error?: string): void {
  if (error) turn.emit({ type: 'error', message: error });
  turn.emit({ type: 'done' });
}
