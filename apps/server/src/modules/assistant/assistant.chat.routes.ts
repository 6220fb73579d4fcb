/**
 * HTTP surface of Dawn's answers (issue #33): asking, answering again and deciding on a write,
 * each streamed (application/x-ndjson); the tools as direct actions; and, for owners, the month's
 * token use and the audit trail. Every check that can refuse runs before the stream starts, so a
 * refusal is an ordinary JSON error with its status.
 */
import type { FastifyInstance } from 'fastify';
import { ASSISTANT_ENDPOINTS as E, ASSISTANT_MONTHLY_TOKENS_DEFAULT } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute, route } from '../../http/route.js';
import { requireActor } from '../../http/actor.js';
import { auditTrail, usageThisMonth } from './assistant.audit.js';
import { ask, decide, releaseThread, retry, type ChatDeps } from './assistant.chat.js';
import { runReadTool, toolInfos } from './assistant.direct.js';
import { languageModelOf } from './assistant.model.js';
import { streamEvents } from './assistant.stream.js';
import { personOf, toolContextOf, turnOf } from './assistant.turn.js';

/** Ask, retry, approve, reject (streamed), the tools, the usage and the audit trail. */
export function assistantChatRoutes(deps: Pick<ModuleDeps, 'db' | 'ai' | 'now'>) {
  const { db, ai, now } = deps;
  const monthlyTokens = ai?.monthlyTokens ?? ASSISTANT_MONTHLY_TOKENS_DEFAULT;
  const chat: ChatDeps = {
    db,
    monthlyTokens,
    loop: ai ? { db, model: languageModelOf(ai), monthlyTokens } : null,
  };
  return async (app: FastifyInstance) => {
    const extras = { tags: ['assistant'] };
    route(
      app,
      E.send,
      async (req, reply) => {
        const at = now();
        const actor = requireActor(req.actor);
        // The prompt's facts are read while the question is checked and stored; should they
        // fail, a question already stored must not keep its thread busy.
        const [asked, turned] = await Promise.allSettled([
          ask(chat, actor, req.params.id, req.body.content, at),
          turnOf(app, req, req.params.id, at),
        ]);
        if (asked.status === 'rejected') throw asked.reason;
        if (turned.status === 'rejected') {
          await releaseThread(chat, actor, req.params.id);
          throw turned.reason;
        }
        const [prepared, turn] = [asked.value, turned.value];
        return streamEvents(req, reply, (emit, signal) => prepared.run(turn(emit, signal)));
      },
      extras,
    );
    route(
      app,
      E.retry,
      async (req, reply) => {
        const at = now();
        const prepared = await retry(chat, requireActor(req.actor), req.params.id, at);
        const turn = await turnOf(app, req, req.params.id, at);
        return streamEvents(req, reply, (emit, signal) => prepared.run(turn(emit, signal)));
      },
      extras,
    );
    for (const [contract, approve] of [
      [E.approve, true],
      [E.reject, false],
    ] as const)
      route(
        app,
        contract,
        async (req, reply) => {
          const { id, callId } = req.params;
          const prepared = await decide(chat, requireActor(req.actor), personOf(req), id, callId, approve);
          const turn = await turnOf(app, req, id, now());
          return streamEvents(req, reply, (emit, signal) => prepared.run(turn(emit, signal)));
        },
        extras,
      );
    dataRoute(app, E.tools, async () => toolInfos(), extras);
    dataRoute(
      app,
      E.runTool,
      (req) => runReadTool(toolContextOf(app, req, now()), req.params.name, req.body),
      extras,
    );
    dataRoute(app, E.usage, (_req, actor) => usageThisMonth(db, actor, now(), monthlyTokens), extras);
    dataRoute(app, E.audit, (req, actor) => auditTrail(db, actor, req.query.page), extras);
  };
}
