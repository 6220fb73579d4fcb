/**
 * HTTP surface of staff and schedules under /api/admin/staff/tenant/:tenantId/establishment/
 * :establishmentId (spec core.md §7 "Staff schedule" and the staff screens).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  scheduleOverrideInputSchema,
  scheduleOverrideListResponseSchema,
  scheduleOverrideResponseSchema,
  staffEstablishmentParamsSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffOverrideParamsSchema,
  staffParamsSchema,
  staffRangeQuerySchema,
  staffScheduleQuerySchema,
  staffScheduleResponseSchema,
  staffTimeOffParamsSchema,
  staffUpdateSchema,
  successOnlySchema,
  timeOffInputSchema,
  timeOffListResponseSchema,
  timeOffResponseSchema,
  weeklyHoursResponseSchema,
  weeklyHoursSchema,
} from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import * as service from './staff.service.js';

export function staffRoutes(deps: service.StaffDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    const tags = ['staff'];
    const base = '/api/admin/staff/tenant/:tenantId/establishment/:establishmentId';
    const person = `${base}/:userId`;

    /** Everyone working at the establishment (front desk needs it for the calendar). */
    app.get(
      base,
      {
        config: { access: { signedIn: true } },
        schema: { tags, params: staffEstablishmentParamsSchema, response: { 200: staffListResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.listStaff(
          db,
          requireActor(req.actor),
          req.params.tenantId,
          req.params.establishmentId,
        ),
      }),
    );

    /** Each person's day: `date` 'YYYY-MM-DD', default today in the establishment's zone. */
    app.get(
      `${base}/schedule`,
      {
        config: { access: { permission: 'schedule:read' } },
        schema: {
          tags,
          params: staffEstablishmentParamsSchema,
          querystring: staffScheduleQuerySchema,
          response: { 200: staffScheduleResponseSchema },
        },
      },
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
    );

    /** Display colour, title, bio, bookable flag and sort order of one person. */
    app.put(
      person,
      {
        config: { access: { permission: 'employee:update' } },
        schema: {
          tags,
          params: staffParamsSchema,
          body: staffUpdateSchema,
          response: { 200: staffMemberResponseSchema },
        },
      },
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
    );

    app.get(
      `${person}/hours`,
      {
        config: { access: { permission: 'schedule:read' } },
        schema: { tags, params: staffParamsSchema, response: { 200: weeklyHoursResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.getWeeklyHours(db, requireActor(req.actor), req.params),
      }),
    );

    /** Replaces the whole week. */
    app.put(
      `${person}/hours`,
      {
        config: { access: { permission: 'schedule:update' } },
        schema: {
          tags,
          params: staffParamsSchema,
          body: weeklyHoursSchema,
          response: { 200: weeklyHoursResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.replaceWeeklyHours(db, requireActor(req.actor), req.params, req.body),
      }),
    );

    app.get(
      `${person}/overrides`,
      {
        config: { access: { permission: 'schedule:read' } },
        schema: {
          tags,
          params: staffParamsSchema,
          querystring: staffRangeQuerySchema,
          response: { 200: scheduleOverrideListResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.listOverrides(db, requireActor(req.actor), req.params, req.query),
      }),
    );

    /** Sets one date's hours (a day off or one interval); replaces a change on the same date. */
    app.post(
      `${person}/overrides`,
      {
        config: { access: { permission: 'schedule:update' } },
        schema: {
          tags,
          params: staffParamsSchema,
          body: scheduleOverrideInputSchema,
          response: { 200: scheduleOverrideResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.saveOverride(db, requireActor(req.actor), req.params, req.body),
      }),
    );

    app.delete(
      `${person}/overrides/:date`,
      {
        config: { access: { permission: 'schedule:update' } },
        schema: { tags, params: staffOverrideParamsSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await service.deleteOverride(db, requireActor(req.actor), req.params, req.params.date);
        return { success: true as const, message: 'Schedule change removed' };
      },
    );

    app.get(
      `${person}/time-off`,
      {
        config: { access: { permission: 'schedule:read' } },
        schema: {
          tags,
          params: staffParamsSchema,
          querystring: staffRangeQuerySchema,
          response: { 200: timeOffListResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.listTimeOff(db, requireActor(req.actor), req.params, req.query),
      }),
    );

    /** Blocks time off; 409 when it overlaps another of the person's blocks. */
    app.post(
      `${person}/time-off`,
      {
        config: { access: { permission: 'schedule:update' } },
        schema: {
          tags,
          params: staffParamsSchema,
          body: timeOffInputSchema,
          response: { 201: timeOffResponseSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send({
          success: true as const,
          data: await service.createTimeOff(db, requireActor(req.actor), req.params, req.body),
        }),
    );

    app.delete(
      `${person}/time-off/:id`,
      {
        config: { access: { permission: 'schedule:update' } },
        schema: { tags, params: staffTimeOffParamsSchema, response: { 200: successOnlySchema } },
      },
      async (req) => {
        await service.deleteTimeOff(db, requireActor(req.actor), req.params, req.params.id);
        return { success: true as const, message: 'Time off removed' };
      },
    );
  };
}
