/** HTTP surface of the clients report (issue #31 "Reports"), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { CLIENTS_REPORT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { dataRoute } from '../../http/route.js';
import { clientsOfFigure, clientsReport } from './clients-report.js';

/** GET /api/admin/reports/clients and …/clients/clients, a figure's clients (`revenue:read` over whole locations). */
export function clientsReportRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    dataRoute(app, E.report, (req, actor) => clientsReport(db, actor, req.query), { tags: ['reports'] });
    dataRoute(app, E.clients, (req, actor) => clientsOfFigure(db, actor, req.query), { tags: ['reports'] });
  };
}
