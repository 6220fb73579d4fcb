/** HTTP surface of the sales report (issue #31 "Reports"), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { SALES_REPORT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { dataRoute } from '../../http/route.js';
import { salesReport } from './sales-report.js';

/** GET /api/admin/reports/sales (`revenue:read` over whole locations). */
export function salesReportRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    dataRoute(app, E.report, (req, actor) => salesReport(db, actor, req.query), { tags: ['reports'] });
  };
}
