/** HTTP surface of background work (issue #30), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { BACKGROUND_WORK_ENDPOINTS as E, BACKGROUND_WORK_MESSAGES as M } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import { failedJobs, retryFailedJob } from './background-work.service.js';

/** The failed jobs, and running one again. */
export function backgroundWorkRoutes(deps: ModuleDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['background work'] };
    dataRoute(app, E.failed, (_req, actor) => failedJobs(deps.jobs, actor), extras);
    route(
      app,
      E.retry,
      async (req) => {
        await retryFailedJob(deps.jobs, requireActor(req.actor), req.params.id);
        return { success: true as const, message: M.retried };
      },
      extras,
    );
  };
}
