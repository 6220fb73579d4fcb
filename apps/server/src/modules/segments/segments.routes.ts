/** HTTP surface of client segments (issue #32), registered from their contracts. */
import type { FastifyInstance } from 'fastify';
import { SEGMENT_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './segments.service.js';

/** List, create, preview, one, replace, delete, and a page of members. */
export function segmentsRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['marketing'] };
    dataRoute(app, E.list, (_req, actor) => service.listSegments(db, actor), extras);
    dataRoute(app, E.create, (req, actor) => service.createSegment(db, actor, req.body), extras);
    dataRoute(app, E.preview, (req, actor) => service.previewSegment(db, actor, req.body.filter), extras);
    dataRoute(app, E.get, (req, actor) => service.getSegment(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.update,
      (req, actor) => service.updateSegment(db, actor, req.params.id, req.body),
      extras,
    );
    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteSegment(db, requireActor(req.actor), req.params.id);
        return { success: true as const };
      },
      extras,
    );
    dataRoute(
      app,
      E.members,
      (req, actor) => service.segmentMemberPage(db, actor, req.params.id, req.query.page),
      extras,
    );
  };
}
