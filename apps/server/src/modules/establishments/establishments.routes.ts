/** HTTP surface of /api/admin/establishments (spec core.md §7 Establishments). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ESTABLISHMENT_PATHS,
  establishmentCreateSchema,
  establishmentEmployeesResponseSchema,
  establishmentListResponseSchema,
  establishmentResponseSchema,
  establishmentUpdateSchema,
  idParamSchema,
  successOnlySchema,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import * as service from './establishments.service.js';

export function establishmentRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['establishments'];
    const one = '/api/admin/establishments/:id';

    /** Establishments the actor may use (all of the tenant's for owner and admin). */
    app.get(
      ESTABLISHMENT_PATHS.list,
      {
        config: { access: { signedIn: true } },
        schema: { tags, response: { 200: establishmentListResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.listEstablishments(db, requireActor(req.actor)),
      }),
    );

    /** Creates an establishment with the spec's default hours and settings unless given. */
    app.post(
      ESTABLISHMENT_PATHS.list,
      {
        config: { access: { permission: 'establishment:create' } },
        schema: { tags, body: establishmentCreateSchema, response: { 201: establishmentResponseSchema } },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.createEstablishment(db, requireActor(req.actor), req.body),
        }),
    );

    /** One establishment; 404 when missing or out of reach. */
    app.get(
      one,
      {
        config: { access: { signedIn: true } },
        schema: { tags, params: idParamSchema, response: { 200: establishmentResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.getEstablishment(db, requireActor(req.actor), req.params.id),
      }),
    );

    /** Updates any subset of fields, business hours, settings and the active flag. */
    app.put(
      one,
      {
        config: { access: { permission: 'establishment:update' } },
        schema: {
          tags,
          params: idParamSchema,
          body: establishmentUpdateSchema,
          response: { 200: establishmentResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.updateEstablishment(db, requireActor(req.actor), req.params.id, req.body),
      }),
    );

    /** Deletes an establishment; 409 for the tenant's last one. */
    app.delete(
      one,
      {
        config: { access: { permission: 'establishment:delete' } },
        schema: { tags, params: idParamSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await service.deleteEstablishment(db, requireActor(req.actor), req.params.id);
        return { success: true as const, message: 'Establishment deleted' };
      },
    );

    /** People working at the establishment. */
    app.get(
      `${one}/employees`,
      {
        config: { access: { signedIn: true } },
        schema: { tags, params: idParamSchema, response: { 200: establishmentEmployeesResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.listEmployees(db, requireActor(req.actor), req.params.id),
      }),
    );
  };
}
