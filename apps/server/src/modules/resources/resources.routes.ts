/**
 * HTTP surface of rooms and resources (spec core.md §7): the spec's list path, creation on the
 * same path, and one resource by id. Paths come from the contracts' RESOURCE_PATHS.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resourceCreateSchema,
  resourceEstablishmentParamsSchema,
  resourceListQuerySchema,
  resourceListResponseSchema,
  resourceParamsSchema,
  resourceResponseSchema,
  resourceUpdateSchema,
  successOnlySchema,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import * as service from './resources.service.js';

export function resourceRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['resources'];
    const list = '/api/admin/resources/establishment/:establishmentId';
    const one = '/api/admin/resources/:id';

    /**
     * The establishment's rooms then equipment, by name; `includeInactive=true` adds deactivated
     * ones. Anyone signed in who works at the establishment (the booking form lists rooms).
     */
    app.get(
      list,
      {
        config: { access: { signedIn: true } },
        schema: {
          tags,
          params: resourceEstablishmentParamsSchema,
          querystring: resourceListQuerySchema,
          response: { 200: resourceListResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.listResources(
          db,
          requireActor(req.actor),
          req.params.establishmentId,
          req.query.includeInactive,
        ),
      }),
    );

    /** Adds a room or piece of equipment (establishment:update: owner, manager, admin). */
    app.post(
      list,
      {
        config: { access: { permission: 'establishment:update' } },
        schema: {
          tags,
          params: resourceEstablishmentParamsSchema,
          body: resourceCreateSchema,
          response: { 201: resourceResponseSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.createResource(
            db,
            requireActor(req.actor),
            req.params.establishmentId,
            req.body,
          ),
        }),
    );

    /** Changes any subset of name, kind and isActive (establishment:update). */
    app.put(
      one,
      {
        config: { access: { permission: 'establishment:update' } },
        schema: {
          tags,
          params: resourceParamsSchema,
          body: resourceUpdateSchema,
          response: { 200: resourceResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.updateResource(db, requireActor(req.actor), req.params.id, req.body),
      }),
    );

    /** Deletes a resource; 409 while appointments hold it (establishment:update). */
    app.delete(
      one,
      {
        config: { access: { permission: 'establishment:update' } },
        schema: { tags, params: resourceParamsSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await service.deleteResource(db, requireActor(req.actor), req.params.id);
        return { success: true as const, message: 'Room or resource deleted' };
      },
    );
  };
}
