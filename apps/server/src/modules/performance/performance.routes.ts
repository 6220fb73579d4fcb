/** HTTP surface of performance (issue #14), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { PERFORMANCE_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { staffPerformance } from './performance.service.js';

/** Registers GET /api/admin/establishments/:id/performance. */
export function performanceRoutes({ db }: ModuleDeps) {
  return async (app: FastifyInstance) => {
    dataRoute(app, E.report, (req, actor) => staffPerformance(db, actor, req.params.id, req.query), {
      tags: ['performance'],
    });
  };
}
