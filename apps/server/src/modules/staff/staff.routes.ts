/**
 * HTTP surface of staff and schedules under /api/admin/staff/tenant/:tenantId/establishment/
 * :establishmentId (spec core.md §7 "Staff schedule" and the staff screens), from its contracts.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ENDPOINTS as E } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import * as service from './staff.service.js';

export function staffRoutes(deps: service.StaffDeps) {
  const { db } = deps;
  return async (app: FastifyInstance) => {
    const extras = { tags: ['staff'] };

    route(
      app,
      E.list,
      async (req) => ({
        success: true as const,
        data: await service.listStaff(
          db,
          requireActor(req.actor),
          req.params.tenantId,
          req.params.establishmentId,
        ),
      }),
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
        )),
      }),
      extras,
    );

    route(
      app,
      E.update,
      async (req) => ({
        success: true as const,
        data: await service.updateStaff(
          db,
          requireActor(req.actor),
          req.params.tenantId,
          req.params.establishmentId,
          req.params.userId,
          req.body,
        ),
      }),
      extras,
    );

    route(
      app,
      E.hours,
      async (req) => ({
        success: true as const,
        data: await service.getWeeklyHours(db, requireActor(req.actor), req.params),
      }),
      extras,
    );

    route(
      app,
      E.saveHours,
      async (req) => ({
        success: true as const,
        data: await service.replaceWeeklyHours(db, requireActor(req.actor), req.params, req.body),
      }),
      extras,
    );

    route(
      app,
      E.overrides,
      async (req) => ({
        success: true as const,
        data: await service.listOverrides(db, requireActor(req.actor), req.params, req.query),
      }),
      extras,
    );

    route(
      app,
      E.saveOverride,
      async (req) => ({
        success: true as const,
        data: await service.saveOverride(db, requireActor(req.actor), req.params, req.body),
      }),
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

    route(
      app,
      E.timeOff,
      async (req) => ({
        success: true as const,
        data: await service.listTimeOff(db, requireActor(req.actor), req.params, req.query),
      }),
      extras,
    );

    route(
      app,
      E.addTimeOff,
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.createTimeOff(db, requireActor(req.actor), req.params, req.body),
        }),
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
