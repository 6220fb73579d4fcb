/** HTTP surface of the inventory report (spec operations.md "Reports"; issue #12), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { INVENTORY_REPORT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { dataRoute } from '../../http/route.js';
import { inventoryReport } from './inventory.report.js';

/** GET /api/admin/inventory/report (`inventory:read`), figures as of `now()`. */
export function inventoryReportRoutes(db: Db, now: () => Date) {
  return async (app: FastifyInstance) => {
    dataRoute(app, E.report, (req, actor) => inventoryReport(db, actor, req.query, now()), {
      tags: ['inventory'],
    });
  };
}
