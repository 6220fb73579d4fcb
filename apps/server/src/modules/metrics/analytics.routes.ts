/** HTTP surface of analytics (issue #31 "Analytics"), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { dataRoute } from '../../http/route.js';
import { analytics } from './analytics.js';

/** GET /api/admin/analytics (`revenue:read` over whole locations). */
export function analyticsRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    dataRoute(app, E.analytics, (req, actor) => analytics(db, actor, req.query), { tags: ['analytics'] });
  };
}
