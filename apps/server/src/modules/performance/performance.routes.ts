/** HTTP surface of performance (issue #14), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import { figuresAnswer, performanceAnswer } from './performance.answer.js';

/** Registers GET /api/admin/establishments/:id/performance and its /figures (remembered answers). */
export function performanceRoutes({ db, answers, now }: ModuleDeps) {
  return async (app: FastifyInstance) => {
    route(
      app,
      E.report,
      async (req, reply) => {
        const actor = requireActor(req.actor);
        const body = await performanceAnswer(db, actor, req.params.id, req.query, answers, now());
        // Already JSON bytes: sent as they are, not serialised again.
        return reply.type('application/json; charset=utf-8').send(body);
      },
      { tags: ['performance'] },
    );
    route(
      app,
      E.figures,
      async (req, reply) => {
        const actor = requireActor(req.actor);
        const body = await figuresAnswer(db, actor, req.params.id, req.query, answers, now());
        return reply.type('application/json; charset=utf-8').send(body);
      },
      { tags: ['performance'] },
    );
  };
}
