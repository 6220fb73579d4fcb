/** HTTP surface of the automated appointment messages (issue #32), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { AUTOMATION_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import {
  getAutomationResults,
  getAutomationSettings,
  listAutomationSends,
  putAutomationSettings,
} from './automations.service.js';

/** Settings read and replace, the page of recent sends, and the reminder results. */
export function automationsRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['automations'] };
    dataRoute(
      app,
      E.get,
      (req, actor) => getAutomationSettings(db, actor, req.query.establishmentId),
      extras,
    );
    dataRoute(
      app,
      E.put,
      (req, actor) =>
        putAutomationSettings(db, actor, req.query.establishmentId, req.body.flows, req.body.clientFlows),
      extras,
    );
    dataRoute(
      app,
      E.sends,
      (req, actor) => listAutomationSends(db, actor, req.query.establishmentId, req.query.page),
      extras,
    );
    dataRoute(
      app,
      E.results,
      (req, actor) => getAutomationResults(db, actor, req.query.establishmentId, req.query.days, deps.now()),
      extras,
    );
  };
}
