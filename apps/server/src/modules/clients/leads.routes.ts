/** HTTP surface of CRM leads (spec core.md §7 "CRM"): list, read, create, update, delete, convert, from CRM_ENDPOINTS. */
import type { FastifyInstance } from 'fastify';
import { CRM_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
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

    dataRoute(app, E.lead, (req, actor) => leads.getLead(db, actor, req.params.id), extras);

    dataRoute(app, E.createLead, (req, actor) => leads.createLead(db, actor, req.body), extras);

    dataRoute(
      app,
      E.updateLead,
      (req, actor) => leads.updateLead(db, actor, req.params.id, req.body),
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

    dataRoute(
      app,
      E.convertLead,
      (req, actor) => leads.convertLead(db, actor, req.params.id, req.body, now()),
      extras,
    );
  };
}
