/**
 * Dawn's answer loop against the AI SDK's mock language model (issue #33 "Safety"): a model
 * that keeps calling tools is stopped after ASSISTANT_STEP_CAP steps with the cap's sentence,
 * each step's tokens counted against the tenant's month; bad arguments and an unknown tool fail
 * with their reason, which the model reads on the next step, and nothing runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import {
  ASSISTANT_MESSAGES as M,
  ASSISTANT_STEP_CAP,
  type AssistantStreamEvent,
  type AssistantThread,
} from '@daybook/contracts';
import { withTenant } from '../../db/tenant.js';
import { actorOf, createTestContext, type Session, type TestContext } from '../../../test/context.js';
import { ok } from '../../../test/http.js';
import { toolContextOf } from '../../../test/assistant-tools.js';
import { answer, monthOf } from './assistant.loop.js';
import { usageOf } from './assistant.turns.repository.js';
import { appendMessage } from './assistant.service.js';

let ctx: TestContext;
let owner: Session;
let place: string;

const usage = {
  inputTokens: { total: 40, noCache: 40, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 2, text: 2, reasoning: 0 },
};

/** A model step that calls `toolName` with `input` (and says `text` first). */
function callStep(toolName: string, input: unknown, text = '') {
  return {
    stream: simulateReadableStream({
      chunks: [
        { type: 'stream-start' as const, warnings: [] },
        ...(text
          ? [
              { type: 'text-start' as const, id: 't' },
              { type: 'text-delta' as const, id: 't', delta: text },
              { type: 'text-end' as const, id: 't' },
            ]
          : []),
        {
          type: 'tool-call' as const,
          toolCallId: `c-${Math.random()}`,
          toolName,
          input: JSON.stringify(input),
        },
        { type: 'finish' as const, finishReason: { unified: 'tool-calls' as const, raw: undefined }, usage },
      ],
    }),
  };
}

function textStep(text: string) {
  return {
    stream: simulateReadableStream({
      chunks: [
        { type: 'stream-start' as const, warnings: [] },
        { type: 'text-start' as const, id: 't' },
        { type: 'text-delta' as const, id: 't', delta: text },
        { type: 'text-end' as const, id: 't' },
        { type: 'finish' as const, finishReason: { unified: 'stop' as const, raw: undefined }, usage },
      ],
    }),
  };
}

/** Asks `question` in thread `threadId` and lets `model` answer it. */
async function run(model: MockLanguageModelV3, threadId: string, question = 'Show today’s schedule') {
  await withTenant(ctx.database.db, actorOf(owner), (tx) =>
    appendMessage(tx, actorOf(owner), threadId, { role: 'user', content: question }),
  );
  const events: AssistantStreamEvent[] = [];
  await answer(
    { db: ctx.database.db, model, monthlyTokens: 1_000_000 },
    {
      tool: toolContextOf(ctx.app, owner, place, ctx.clock.now),
      personName: 'Test Owner',
      threadId,
      system: 'You are Dawn.',
      emit: (e) => events.push(e),
      signal: new AbortController().signal,
    },
  );
  return events;
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signIn('owner@luxe.example');
  place = owner.user.establishments[0]!;
});
afterAll(() => ctx?.close());

describe('the answer loop', () => {
  it('stops a model that keeps calling tools at the step cap, counting every step’s tokens', async () => {
    const t = await ok<AssistantThread>(owner, 'POST', '/api/admin/assistant/threads', {}, 201);
    const before = await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, (tx) =>
      usageOf(tx, monthOf(ctx.clock.now)),
    );
    const model = new MockLanguageModelV3({
      doStream: async () => callStep('day_schedule', { establishmentId: place }, 'Checking. '),
    });
    const events = await run(model, t.id);
    expect(model.doStreamCalls).toHaveLength(ASSISTANT_STEP_CAP);
    expect(events.slice(-2)).toEqual([{ type: 'error', message: M.stepCap }, { type: 'done' }]);
    const stored = await ok<AssistantThread>(owner, 'GET', `/api/admin/assistant/threads/${t.id}`);
    expect(stored.messages).toHaveLength(ASSISTANT_STEP_CAP + 1);
    expect(stored.messages.slice(1).every((m) => m.toolCalls[0]?.status === 'done')).toBe(true);
    const after = await withTenant(ctx.database.db, { tenantId: owner.user.tenantId }, (tx) =>
      usageOf(tx, monthOf(ctx.clock.now)),
    );
    expect(after.inputTokens - before.inputTokens).toBe(40 * ASSISTANT_STEP_CAP);
    expect(after.outputTokens - before.outputTokens).toBe(2 * ASSISTANT_STEP_CAP);
  });

  it('fails bad arguments and unknown tools with their reason, which the model reads next', async () => {
    const t = await ok<AssistantThread>(owner, 'POST', '/api/admin/assistant/threads', {}, 201);
    const steps = [
      callStep('day_schedule', { date: 'tomorrow' }),
      callStep('issue_refund', { amount: 500 }),
      textStep('Sorry, I cannot do that.'),
    ];
    const model = new MockLanguageModelV3({ doStream: async () => steps.shift()! });
    const events = await run(model, t.id);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const stored = await ok<AssistantThread>(owner, 'GET', `/api/admin/assistant/threads/${t.id}`);
    expect(
      stored.messages.slice(1).map((m) => m.toolCalls[0] && [m.toolCalls[0].status, m.toolCalls[0].error]),
    ).toEqual([['failed', 'date: Use a date as YYYY-MM-DD.'], ['failed', M.unknownTool], undefined]);
    const told = JSON.stringify(model.doStreamCalls[1]!.prompt);
    expect(told).toContain('Use a date as YYYY-MM-DD.');
    expect(JSON.stringify(model.doStreamCalls[2]!.prompt)).toContain(M.unknownTool);
  });
});
