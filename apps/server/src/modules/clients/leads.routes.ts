/** HTTP surface of CRM leads (spec core.md §7 "CRM"): list, read, create, update, delete, convert, from CRM_ENDPOINTS. */
import type { FastifyInstance } from 'fastify';
import { CRM_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import type { CrmRouteDeps } from './crm.routes.js';
import * as leads from './leads.service.js';

export function leadRoutes({ db, now }: CrmRouteDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['crm'] };

    route(
      app,
      E.listLeads,
      async (req) => ({
        success: true as const,
        ...(await leads.listLeads(db, requireActor(req.actor), req.query)),
      }),
      extras,
    );

    route(
      app,
      E.lead,
      async (req) => ({
        success: true as const,
        data: await leads.getLead(db, requireActor(req.actor), req.params.id),
      }),
      extras,
    );

    route(
      app,
      E.createLead,
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await leads.createLead(db, requireActor(req.actor), req.body),
        }),
      extras,
    );

    route(
      app,
      E.updateLead,
      async (req) => ({
        success: true as const,
        data: await leads.updateLead(db, requireActor(req.actor), req.params.id, req.body),
      }),
      extras,
    );

    route(
      app,
      E.removeLead,
      async (req) => {
        await leads.deleteLead(db, requireActor(req.actor), req.params.id);
        return { success: true as const };
      },
      extras,
    );

    route(
      app,
      E.convertLead,
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await leads.convertLead(db, requireActor(req.actor), req.params.id, req.body, now()),
        }),
      extras,
    );
  };
}
