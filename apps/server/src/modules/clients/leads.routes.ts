/** HTTP surface of CRM leads (spec core.md §7 "CRM"): list, read, create, update, delete, convert. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientCreateResponseSchema,
  leadConvertSchema,
  leadCreateResponseSchema,
  leadCreateSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  leadParamsSchema,
  leadResponseSchema,
  leadUpdateSchema,
  successOnlySchema,
} from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import type { CrmRouteDeps } from './crm.routes.js';
import * as leads from './leads.service.js';

export function leadRoutes({ db, now }: CrmRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['crm'];
    const base = '/api/admin/crm/leads';

    /** A page of leads, newest first; tenantId and establishmentId are required (spec §5). */
    app.get(
      base,
      {
        config: { access: { permission: 'client:read' } },
        schema: { tags, querystring: leadListQuerySchema, response: { 200: leadListResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        ...(await leads.listLeads(db, requireActor(req.actor), req.query)),
      }),
    );

    app.get(
      `${base}/:id`,
      {
        config: { access: { permission: 'client:read' } },
        schema: { tags, params: leadParamsSchema, response: { 200: leadResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await leads.getLead(db, requireActor(req.actor), req.params.id),
      }),
    );

    /** Adds a lead; live clients with the same email or phone come back in `duplicates`. */
    app.post(
      base,
      {
        config: { access: { permission: 'client:create' } },
        schema: { tags, body: leadCreateSchema, response: { 201: leadCreateResponseSchema } },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await leads.createLead(db, requireActor(req.actor), req.body),
        }),
    );

    app.put(
      `${base}/:id`,
      {
        config: { access: { permission: 'client:update' } },
        schema: {
          tags,
          params: leadParamsSchema,
          body: leadUpdateSchema,
          response: { 200: leadResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await leads.updateLead(db, requireActor(req.actor), req.params.id, req.body),
      }),
    );

    app.delete(
      `${base}/:id`,
      {
        config: { access: { permission: 'client:delete' } },
        schema: { tags, params: leadParamsSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await leads.deleteLead(db, requireActor(req.actor), req.params.id);
        return { success: true as const };
      },
    );

    /** Turns the lead into a client in one transaction: the client is created, the lead removed. */
    app.post(
      `${base}/:id/convert`,
      {
        config: { access: { permission: 'client:create' } },
        schema: {
          tags,
          params: leadParamsSchema,
          body: leadConvertSchema,
          response: { 201: clientCreateResponseSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await leads.convertLead(db, requireActor(req.actor), req.params.id, req.body, now()),
        }),
    );
  };
}
