/** HTTP surface of checkout's drawer (issue #13), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import * as drawer from './checkout.drawer.js';

/** The drawer's endpoints: its X report, open, pay-ins and pay-outs, close (Z report), past sessions. */
export function drawerRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['register'] };
    dataRoute(
      app,
      E.drawer,
      (req, actor) => drawer.getOpenDrawer(db, actor, req.query.establishmentId),
      extras,
    );
    dataRoute(app, E.openDrawer, (req, actor) => drawer.openDrawer(db, actor, req.body, now()), extras);
    dataRoute(
      app,
      E.drawerMovement,
      (req, actor) => drawer.recordMovement(db, actor, req.body, now()),
      extras,
    );
    dataRoute(app, E.closeDrawer, (req, actor) => drawer.closeDrawer(db, actor, req.body, now()), extras);
    dataRoute(app, E.drawerSessions, (req, actor) => drawer.listDrawerSessions(db, actor, req.query), extras);
  };
}
