/** HTTP surface of /api/admin/establishments (spec core.md §7 Establishments), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { ESTABLISHMENT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import * as service from './establishments.service.js';

export function establishmentRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['establishments'] };

    route(
      app,
      E.list,
      async (req) => ({
        success: true as const,
        data: await service.listEstablishments(db, requireActor(req.actor)),
      }),
      extras,
    );

    route(
      app,
      E.create,
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.createEstablishment(db, requireActor(req.actor), req.body),
        }),
      extras,
    );

    route(
      app,
      E.item,
      async (req) => ({
        success: true as const,
        data: await service.getEstablishment(db, requireActor(req.actor), req.params.id),
      }),
      extras,
    );

    route(
      app,
      E.update,
      async (req) => ({
        success: true as const,
        data: await service.updateEstablishment(db, requireActor(req.actor), req.params.id, req.body),
      }),
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

    route(
      app,
      E.employees,
      async (req) => ({
        success: true as const,
        data: await service.listEmployees(db, requireActor(req.actor), req.params.id),
      }),
      extras,
    );
  };
}
