/** HTTP surface of /api/admin/establishments (spec core.md §7 Establishments), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { ESTABLISHMENT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './establishments.service.js';

export function establishmentRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['establishments'] };

    dataRoute(app, E.list, (req, actor) => service.listEstablishments(db, actor), extras);

    dataRoute(app, E.create, (req, actor) => service.createEstablishment(db, actor, req.body), extras);

    dataRoute(app, E.item, (req, actor) => service.getEstablishment(db, actor, req.params.id), extras);

    dataRoute(
      app,
      E.update,
      (req, actor) => service.updateEstablishment(db, actor, req.params.id, req.body),
      extras,
    );

    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteEstablishment(db, requireActor(req.actor), req.params.id);
        return { success: true as const, message: 'Establishment deleted' };
      },
      extras,
    );
  };
}
