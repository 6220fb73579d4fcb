/** HTTP surface of payroll (issue #14), registered from its contracts (api/payroll.ts). */
import type { FastifyInstance } from 'fastify';
import { PAYROLL_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import { myEarnings } from './payroll.earnings.js';
import { exportRun } from './payroll.export.js';
import { getOvertimeRule, updateOvertimeRule } from './payroll.overtime-rules.js';
import { listPlans, updatePlan } from './payroll.plans.js';
import { draftRun, finaliseRun, getRun, lineDetails, listRuns, recomputeRun } from './payroll.runs.js';
import { getSettings, listPeriods, updateSettings } from './payroll.settings.js';

/** Registers the payroll endpoints. */
export function payrollRoutes({ db, now }: ModuleDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['payroll'] };
    dataRoute(app, E.settings, (_req, actor) => getSettings(db, actor), extras);
    dataRoute(app, E.updateSettings, (req, actor) => updateSettings(db, actor, req.body), extras);
    dataRoute(app, E.overtime, (req, actor) => getOvertimeRule(db, actor, req.query.establishmentId), extras);
    dataRoute(
      app,
      E.updateOvertime,
      (req, actor) => updateOvertimeRule(db, actor, req.query.establishmentId, req.body),
      extras,
    );
    dataRoute(
      app,
      E.periods,
      (req, actor) => listPeriods(db, actor, req.query.establishmentId, now()),
      extras,
    );
    dataRoute(app, E.runs, (req, actor) => listRuns(db, actor, req.query.establishmentId), extras);
    dataRoute(app, E.createRun, (req, actor) => draftRun(db, actor, req.body, now()), extras);
    dataRoute(app, E.run, (req, actor) => getRun(db, actor, req.params.id), extras);
    dataRoute(app, E.recomputeRun, (req, actor) => recomputeRun(db, actor, req.params.id), extras);
    dataRoute(app, E.finaliseRun, (req, actor) => finaliseRun(db, actor, req.params.id, now()), extras);
    dataRoute(app, E.line, (req, actor) => lineDetails(db, actor, req.params.id, req.params.lineId), extras);
    dataRoute(app, E.plans, (req, actor) => listPlans(db, actor, req.query.establishmentId), extras);
    dataRoute(
      app,
      E.updatePlan,
      (req, actor) => updatePlan(db, actor, req.params.userId, req.query.establishmentId, req.body),
      extras,
    );
    dataRoute(app, E.myEarnings, (_req, actor) => myEarnings(db, actor), extras);
    route(
      app,
      E.exportRun,
      async (req, reply) => {
        const { filename, csv } = await exportRun(db, requireActor(req.actor), req.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
      extras,
    );
  };
}
