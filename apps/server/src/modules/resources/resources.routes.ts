/**
 * HTTP surface of rooms and resources (spec core.md §7): the spec's list path, creation on the
 * same path, and one resource by id, registered from RESOURCE_ENDPOINTS.
 */
import type { FastifyInstance } from 'fastify';
import { RESOURCE_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './resources.service.js';

export function resourceRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['resources'] };

    dataRoute(
      app,
      E.list,
      (req, actor) => service.listResources(db, actor, req.params.establishmentId, req.query.includeInactive),
      extras,
    );

    dataRoute(
      app,
      E.create,
      (req, actor) => service.createResource(db, actor, req.params.establishmentId, req.body),
      extras,
    );

    dataRoute(
      app,
      E.update,
      (req, actor) => service.updateResource(db, actor, req.params.id, req.body),
      extras,
    );

    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteResource(db, requireActor(req.actor), req.params.id);
        return { success: true as const, message: 'Room or resource deleted' };
      },
      extras,
    );
  };
}
