/** HTTP surface of the service catalogue (spec core.md §7 "Services"), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { SERVICE_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './services.service.js';

export function serviceRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['services'] };

    dataRoute(
      app,
      E.list,
      (req, actor) =>
        service.listServices(
          db,
          actor,
          req.params.tenantId,
          req.params.establishmentId,
          req.query.includeInactive,
        ),
      extras,
    );

    dataRoute(
      app,
      E.create,
      (req, actor) =>
        service.createService(db, actor, req.params.tenantId, req.params.establishmentId, req.body),
      extras,
    );

    dataRoute(
      app,
      E.update,
      (req, actor) => service.updateService(db, actor, req.params.tenantId, req.params.serviceId, req.body),
      extras,
    );

    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteService(db, requireActor(req.actor), req.params.tenantId, req.params.serviceId);
        return { success: true as const, message: 'Service deleted' };
      },
      extras,
    );
  };
}
