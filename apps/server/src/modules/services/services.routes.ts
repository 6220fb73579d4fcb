/** HTTP surface of the service catalogue (spec core.md §7 "Services"): paths exactly as the spec gives them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  serviceCreateSchema,
  serviceEstablishmentParamsSchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
  serviceParamsSchema,
  serviceResponseSchema,
  serviceUpdateSchema,
  successOnlySchema,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import * as service from './services.service.js';

export function serviceRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['services'];
    const list = '/api/admin/services/establishment/:establishmentId/tenant/:tenantId';
    const create = '/api/services/establishment/:establishmentId/tenant/:tenantId';
    const one = '/api/services/tenant/:tenantId/services/:serviceId';

    /** The establishment's services by category then name; `includeInactive=true` adds deactivated ones. */
    app.get(
      list,
      {
        config: { access: { permission: 'service:read' } },
        schema: {
          tags,
          params: serviceEstablishmentParamsSchema,
          querystring: serviceListQuerySchema,
          response: { 200: serviceListResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.listServices(
          db,
          requireActor(req.actor),
          req.params.tenantId,
          req.params.establishmentId,
          req.query.includeInactive,
        ),
      }),
    );

    /** Adds a service to the establishment's catalogue. */
    app.post(
      create,
      {
        config: { access: { permission: 'service:create' } },
        schema: {
          tags,
          params: serviceEstablishmentParamsSchema,
          body: serviceCreateSchema,
          response: { 201: serviceResponseSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.createService(
            db,
            requireActor(req.actor),
            req.params.tenantId,
            req.params.establishmentId,
            req.body,
          ),
        }),
    );

    /** Updates any subset of a service's fields; `staffIds` replaces the staff list. */
    app.put(
      one,
      {
        config: { access: { permission: 'service:update' } },
        schema: {
          tags,
          params: serviceParamsSchema,
          body: serviceUpdateSchema,
          response: { 200: serviceResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.updateService(
          db,
          requireActor(req.actor),
          req.params.tenantId,
          req.params.serviceId,
          req.body,
        ),
      }),
    );

    /** Deletes a service; 409 while appointments still reference it. */
    app.delete(
      one,
      {
        config: { access: { permission: 'service:delete' } },
        schema: { tags, params: serviceParamsSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await service.deleteService(db, requireActor(req.actor), req.params.tenantId, req.params.serviceId);
        return { success: true as const, message: 'Service deleted' };
      },
    );
  };
}
