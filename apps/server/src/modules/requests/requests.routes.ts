/** HTTP surface of internal requests (issue #15), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { REQUEST_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { createRequest, getRequest, listAssignees, listRequests } from './requests.service.js';
import { updateRequest } from './requests.update.js';

/** List, assignees, create, one, and the change (assign, status, response, details). */
export function requestsRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['requests'] };
    dataRoute(app, E.list, (req, actor) => listRequests(db, actor, req.params.id, req.query), extras);
    dataRoute(app, E.assignees, (req, actor) => listAssignees(db, actor, req.params.id), extras);
    dataRoute(app, E.create, (req, actor) => createRequest(db, actor, req.body), extras);
    dataRoute(app, E.get, (req, actor) => getRequest(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.update,
      (req, actor) => updateRequest(db, actor, req.params.id, req.body, now()),
      extras,
    );
  };
}
