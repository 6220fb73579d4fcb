/** HTTP surface of the pay-change trail and the owner's rule for managers (issue #28). */
import type { FastifyInstance } from 'fastify';
import { STAFF_AUDIT_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { paySettings, staffTrail, updatePaySettings } from './staff-audit.service.js';

/** A person's trail, and reading and setting the rule. */
export function staffAuditRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['employees'] };
    dataRoute(app, E.trail, (req, actor) => staffTrail(db, actor, req.params.userId), extras);
    dataRoute(app, E.paySettings, (_req, actor) => paySettings(db, actor), extras);
    dataRoute(app, E.updatePaySettings, (req, actor) => updatePaySettings(db, actor, req.body), extras);
  };
}
