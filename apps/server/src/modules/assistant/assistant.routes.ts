/** HTTP surface of Dawn AI's threads (issue #33), registered from their contracts. */
import type { FastifyInstance } from 'fastify';
import { ASSISTANT_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './assistant.service.js';

/** Status, the person's thread list, create, one thread, rename, delete, and message pages. */
export function assistantRoutes(deps: Pick<ModuleDeps, 'db' | 'ai'>) {
  const { db, ai } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['assistant'] };
    dataRoute(app, E.status, async () => service.assistantStatus(ai), extras);
    dataRoute(app, E.threads, (req, actor) => service.threadPage(db, actor, req.query), extras);
    dataRoute(app, E.create, (req, actor) => service.createThread(db, actor, req.body), extras);
    dataRoute(app, E.thread, (req, actor) => service.getThread(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.rename,
      (req, actor) => service.renameThread(db, actor, req.params.id, req.body.title),
      extras,
    );
    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteThread(db, requireActor(req.actor), req.params.id);
        return { success: true as const };
      },
      extras,
    );
    dataRoute(
      app,
      E.messages,
      (req, actor) => service.messagePage(db, actor, req.params.id, req.query),
      extras,
    );
  };
}
