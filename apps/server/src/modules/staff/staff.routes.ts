/**
 * HTTP surface of staff and schedules under /api/admin/staff/tenant/:tenantId/establishment/
 * :establishmentId (spec core.md §7 "Staff schedule" and the staff screens), from its contracts.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { dataRoute, route } from '../../http/route.js';
import * as service from './staff.service.js';

export function staffRoutes(deps: service.StaffDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['staff'] };

    dataRoute(
      app,
      E.list,
      (req, actor) => service.listStaff(db, actor, req.params.tenantId, req.params.establishmentId),
      extras,
    );

    route(
      app,
      E.schedule,
      async (req) => ({
        success: true as const,
        ...(await service.getSchedule(
          deps,
          requireActor(req.actor),
          req.params.tenantId,
          req.params.establishmentId,
          req.query.date,
          req.query.days,
        )),
      }),
      extras,
    );

    dataRoute(
      app,
      E.update,
      (req, actor) =>
        service.updateStaff(
          db,
          actor,
          req.params.tenantId,
          req.params.establishmentId,
          req.params.userId,
          req.body,
        ),
      extras,
    );

    dataRoute(app, E.hours, (req, actor) => service.getWeeklyHours(db, actor, req.params), extras);

    dataRoute(
      app,
      E.saveHours,
      (req, actor) => service.replaceWeeklyHours(db, actor, req.params, req.body),
      extras,
    );

    dataRoute(
      app,
      E.overrides,
      (req, actor) => service.listOverrides(db, actor, req.params, req.query),
      extras,
    );

    dataRoute(
      app,
      E.saveOverride,
      (req, actor) => service.saveOverride(db, actor, req.params, req.body),
      extras,
    );

    route(
      app,
      E.removeOverride,
      async (req) => {
        await service.deleteOverride(db, requireActor(req.actor), req.params, req.params.date);
        return { success: true as const, message: 'Schedule change removed' };
      },
      extras,
    );

    dataRoute(app, E.timeOff, (req, actor) => service.listTimeOff(db, actor, req.params, req.query), extras);

    dataRoute(
      app,
      E.addTimeOff,
      (req, actor) => service.createTimeOff(db, actor, req.params, req.body),
      extras,
    );

    route(
      app,
      E.removeTimeOff,
      async (req) => {
        await service.deleteTimeOff(db, requireActor(req.actor), req.params, req.params.id);
        return { success: true as const, message: 'Time off removed' };
      },
      extras,
    );
  };
}
