/** HTTP surface of appointments (spec core.md §7 "Appointments"), registered from its contracts. */
import type { FastifyInstance } from 'fastify';
import { APPOINTMENT_ENDPOINTS as E } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { requireActor } from '../../http/actor.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { dataRoute, route } from '../../http/route.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { createAppointment } from './appointments.booking.js';
import * as service from './appointments.service.js';
import { listAnswer } from './appointments.list-answer.js';

export interface AppointmentRouteDeps {
  db: Db;
  /** The clock that decides "today" for a list without dates and when a status may be set. */
  now: () => Date;
  /** Remembered calendar answers (http/remembered-answers.ts keeps them fresh). */
  calendar: TenantAnswerCache;
}

export function appointmentRoutes({ db, now, calendar }: AppointmentRouteDeps) {
  return async (app: FastifyInstance) => {
    const extras = { tags: ['appointments'] };

    route(
      app,
      E.list,
      async (req, reply) => {
        const actor = requireActor(req.actor);
        const body = await listAnswer(db, actor, req.params.establishmentId, req.query, now(), calendar);
        // Already JSON bytes: sent as they are, not serialised again (a Buffer bypasses the
        // schema's serializer, which stays for the API reference).
        return reply.type('application/json; charset=utf-8').send(body);
      },
      extras,
    );

    dataRoute(app, E.item, (req, actor) => service.getAppointment(db, actor, req.params.id), extras);

    route(
      app,
      E.create,
      async (req, reply) => {
        const key = idempotencyKeyOf(req);
        const answer = await createAppointment(db, requireActor(req.actor), req.body, key);
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return { success: true as const, data: answer.body };
      },
      extras,
    );

    dataRoute(
      app,
      E.update,
      (req, actor) => service.updateAppointment(db, actor, req.params.id, req.body, now()),
      extras,
    );

    route(
      app,
      E.remove,
      async (req) => {
        await service.deleteAppointment(db, requireActor(req.actor), req.params.id, req.body.establishmentId);
        return { success: true as const };
      },
      extras,
    );
  };
}
