/** HTTP surface of the appointments report (issue #31 "Reports"), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { APPOINTMENTS_REPORT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { dataRoute } from '../../http/route.js';
import { appointmentsList, appointmentsReport } from './appointments-report.js';

/** GET /api/admin/reports/appointments and its /list of the rows behind a figure (`revenue:read` over whole locations). */
export function appointmentsReportRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    dataRoute(app, E.report, (req, actor) => appointmentsReport(db, actor, req.query), {
      tags: ['reports'],
    });
    dataRoute(app, E.list, (req, actor) => appointmentsList(db, actor, req.query), {
      tags: ['reports'],
    });
  };
}
