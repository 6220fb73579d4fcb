/** HTTP surface of campaigns (issue #32), registered from their contracts; the open and click routes are campaigns.tracking.ts's. */
import type { FastifyInstance } from 'fastify';
import { CAMPAIGN_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { publicBaseUrl } from '../../http/session-cookie.js';
import { dataRoute, route } from '../../http/route.js';
import type { CampaignDelivery } from './campaigns.delivery.js';
import { sendCampaignTest } from './campaigns.test-send.js';
import * as service from './campaigns.service.js';

/** List, create, estimate, one, replace, delete, test, schedule, unschedule, cancel, recipients. */
export function campaignsRoutes(deps: ModuleDeps, delivery: CampaignDelivery) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['marketing'] };
    dataRoute(app, E.list, (req, actor) => service.listCampaigns(deps, actor, req.query.page), extras);
    dataRoute(app, E.create, (req, actor) => service.createCampaign(deps, actor, req.body), extras);
    dataRoute(
      app,
      E.estimate,
      (req, actor) => service.estimate(deps, actor, req.body, publicBaseUrl(req, deps.publicUrl)),
      extras,
    );
    dataRoute(app, E.get, (req, actor) => service.getCampaign(deps, actor, req.params.id), extras);
    dataRoute(
      app,
      E.update,
      (req, actor) => service.updateCampaign(deps, actor, req.params.id, req.body),
      extras,
    );
    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteCampaign(deps, requireActor(req.actor), req.params.id);
        return { success: true as const };
      },
      extras,
    );
    route(
      app,
      E.test,
      async (req) => {
        const actor = requireActor(req.actor);
        // The location check first: a manager's test of another location's campaign is a 404.
        await service.checkCampaign(deps, actor, req.params.id);
        await sendCampaignTest(deps, actor.tenantId, req.params.id, actor.userId);
        return { success: true as const };
      },
      extras,
    );
    dataRoute(
      app,
      E.schedule,
      (req, actor) => service.scheduleCampaign(deps, delivery, actor, req.params.id, req.body.sendAt),
      extras,
    );
    dataRoute(
      app,
      E.unschedule,
      (req, actor) => service.unscheduleCampaign(deps, actor, req.params.id),
      extras,
    );
    dataRoute(app, E.cancel, (req, actor) => service.cancelCampaign(deps, actor, req.params.id), extras);
    dataRoute(
      app,
      E.recipients,
      (req, actor) =>
        service.campaignRecipientPage(deps, actor, req.params.id, req.query.page, req.query.status),
      extras,
    );
  };
}
