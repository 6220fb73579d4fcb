/** HTTP surface of appointments (spec core.md §7 "Appointments"): paths as the spec gives them. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentCreateResponseSchema,
  appointmentCreateSchema,
  appointmentDeleteSchema,
  appointmentEstablishmentParamsSchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentParamsSchema,
  appointmentResponseSchema,
  appointmentUpdateSchema,
  successOnlySchema,
} from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { createAppointment } from './appointments.booking.js';
import * as service from './appointments.service.js';
import { listAnswer } from './appointments.list-answer.js';

export interface AppointmentRouteDeps {
  db: Db;
  /** The clock that decides "today" for a list without dates. */
  now: () => Date;
  /** Remembered calendar answers (http/calendar-answers.ts keeps them fresh). */
  calendar: TenantAnswerCache;
}

export function appointmentRoutes({ db, now, calendar }: AppointmentRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['appointments'];

    /** The establishment's appointments in a window of local dates, filtered, ordered by start. */
    app.get(
      '/api/appointments/:establishmentId',
      {
        config: { access: { permission: 'appointment:read' } },
        schema: {
          tags,
          params: appointmentEstablishmentParamsSchema,
          querystring: appointmentListQuerySchema,
          response: { 200: appointmentListResponseSchema },
        },
      },
      async (req, reply) => {
        const body = await listAnswer(
          db,
          requireActor(req.actor),
          req.params.establishmentId,
          req.query,
          now(),
          calendar,
        );
        // Already JSON bytes: sent as they are, not serialised again (a Buffer bypasses the
        // schema's serializer, which stays for the API reference).
        const untyped: FastifyReply = reply;
        return untyped.type('application/json; charset=utf-8').send(body);
      },
    );

    /** One appointment with its status history (not in the spec, which has no read-one call). */
    app.get(
      '/api/appointments/item/:id',
      {
        config: { access: { permission: 'appointment:read' } },
        schema: { tags, params: appointmentParamsSchema, response: { 200: appointmentResponseSchema } },
      },
      async (req) => ({
        success: true as const,
        data: await service.getAppointment(db, requireActor(req.actor), req.params.id),
      }),
    );

    /**
     * Books an appointment, or a visit of back-to-back services (`additionalServices`; the answer
     * carries them all in `visit`); an Idempotency-Key header makes a retry replay the first answer.
     */
    app.post(
      '/api/appointments',
      {
        config: { access: { permission: 'appointment:create' } },
        schema: { tags, body: appointmentCreateSchema, response: { 201: appointmentCreateResponseSchema } },
      },
      async (req, reply) => {
        const key = idempotencyKeyOf(req);
        const answer = await createAppointment(db, requireActor(req.actor), req.body, key);
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(answer.status).send({ success: true as const, data: answer.body });
      },
    );

    /** Changes any subset: move, reassign, status through the lifecycle, notes, price… */
    app.put(
      '/api/appointments/:id',
      {
        config: { access: { permission: 'appointment:update' } },
        schema: {
          tags,
          params: appointmentParamsSchema,
          body: appointmentUpdateSchema,
          response: { 200: appointmentResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.updateAppointment(db, requireActor(req.actor), req.params.id, req.body),
      }),
    );

    /** Deletes an appointment; the body names its establishment (spec §7). */
    app.delete(
      '/api/appointments/:id',
      {
        config: { access: { permission: 'appointment:delete' } },
        schema: {
          tags,
          params: appointmentParamsSchema,
          body: appointmentDeleteSchema,
          response: { 200: successOnlySchema },
        },
      },
      async (req) => {
        await service.deleteAppointment(db, requireActor(req.actor), req.params.id, req.body.establishmentId);
        return { success: true as const };
      },
    );
  };
}
