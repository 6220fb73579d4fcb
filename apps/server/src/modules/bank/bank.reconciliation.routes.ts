/** HTTP surface of reconciliation (issue #31, Financials), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { RECONCILIATION_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import { autoMatch, dismiss, matchDeposit, reconciliation, undoDecision } from './bank.reconciliation.js';

/** The view, a match, a dismissal, undoing either, and the matcher on request. */
export function reconciliationRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['financials'] };
    dataRoute(
      app,
      E.view,
      (req, actor) => reconciliation(db, actor, req.params.id, req.query, now()),
      extras,
    );
    dataRoute(app, E.match, (req, actor) => matchDeposit(db, actor, req.params.id, req.body), extras);
    dataRoute(app, E.dismiss, (req, actor) => dismiss(db, actor, req.params.id, req.body), extras);
    route(
      app,
      E.undo,
      async (req) => {
        await undoDecision(db, requireActor(req.actor), req.params.id, req.params.decisionId);
        return { success: true as const };
      },
      extras,
    );
    dataRoute(app, E.autoMatch, (req, actor) => autoMatch(db, actor, req.params.id, req.body, now()), extras);
  };
}
