/** HTTP surface of time off (spec operations.md §7 HR; issue #14), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { TIME_OFF_ENDPOINTS as E, TIME_OFF_MESSAGES } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import { getPolicy, runAccruals, setPolicy } from './time-off.accruals.js';
import { adjustBalance, listBalances, listLedger } from './time-off.balances.js';
import { calendarTimeOff } from './time-off.calendar.js';
import { decideRequest, reviewRequest } from './time-off.decisions.js';
import { createRequest, deleteRequest, listRequests, updateRequest } from './time-off.requests.js';

/** Requests, decisions, balances, the ledger and the accrual policy. */
export function timeOffRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['hr'] };
    dataRoute(app, E.list, (req, actor) => listRequests(db, actor, req.params.id, req.query), extras);
    dataRoute(app, E.balances, (req, actor) => listBalances(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.ledger,
      (req, actor) => listLedger(db, actor, req.params.id, req.query.employee_id),
      extras,
    );
    dataRoute(app, E.create, (req, actor) => createRequest(db, actor, req.body), extras);
    dataRoute(app, E.update, (req, actor) => updateRequest(db, actor, req.params.id, req.body), extras);
    route(
      app,
      E.remove,
      async (req) => {
        await deleteRequest(db, requireActor(req.actor), req.params.id);
        return { success: true as const, message: TIME_OFF_MESSAGES.deleted };
      },
      extras,
    );
    dataRoute(app, E.calendar, (req, actor) => calendarTimeOff(db, actor, req.params.id, req.query), extras);
    dataRoute(app, E.review, (req, actor) => reviewRequest(db, actor, req.params.id), extras);
    dataRoute(
      app,
      E.decide,
      (req, actor) => decideRequest({ db, mailer: deps.mailer }, actor, req.params.id, req.body, now()),
      extras,
    );
    dataRoute(app, E.adjust, (req, actor) => adjustBalance(db, actor, req.body, now()), extras);
    dataRoute(app, E.policy, (_req, actor) => getPolicy(db, actor), extras);
    dataRoute(app, E.setPolicy, (req, actor) => setPolicy(db, actor, req.body), extras);
    dataRoute(app, E.runAccruals, (req, actor) => runAccruals(db, actor, req.body, now()), extras);
  };
}
