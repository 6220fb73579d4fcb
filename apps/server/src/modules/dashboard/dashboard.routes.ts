/** HTTP surface of the dashboard (issue #15), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { DASHBOARD_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { readLayout, saveLayout } from './dashboard.service.js';

/** GET and PUT /api/dashboard/layout: the signed-in person's grid arrangement. */
export function dashboardRoutes({ db, now }: ModuleDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['dashboard'] };
    dataRoute(app, E.layout, (_req, actor) => readLayout(db, actor), extras);
    dataRoute(app, E.saveLayout, (req, actor) => saveLayout(db, actor, req.body.items, now()), extras);
  };
}
