/** HTTP surface of walk-ins (spec operations.md §7 "Waitlist and walk-ins"; issue #15), from its contracts. */
import type { FastifyInstance } from 'fastify';
import { WALK_IN_ENDPOINTS as E } from '@daybook/contracts';
import type { ModuleDeps } from '../../app-module.js';
import { dataRoute } from '../../http/route.js';
import { addWalkIn, changeWalkInStatus, listStaffOptions, listWalkIns } from './walk-ins.service.js';

/** Today's queue, adding a walk-in, who could start one now, and a status change. */
export function walkInRoutes(deps: ModuleDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['walk-ins'] };
    dataRoute(
      app,
      E.list,
      (req, actor) => listWalkIns(db, actor, req.params.tenantId, req.params.establishmentId, now()),
      extras,
    );
    dataRoute(
      app,
      E.create,
      (req, actor) => addWalkIn(db, actor, req.params.tenantId, req.params.establishmentId, req.body, now()),
      extras,
    );
    dataRoute(app, E.staffOptions, (req, actor) => listStaffOptions(db, actor, req.params, now()), extras);
    dataRoute(
      app,
      E.updateStatus,
      (req, actor) => changeWalkInStatus(db, actor, req.params, req.body, now()),
      extras,
    );
  };
}
