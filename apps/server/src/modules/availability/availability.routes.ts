/**
 * HTTP surface of availability (spec core.md §7): GET /api/appointments/availability/{establishmentId}.
 * Its static 'availability' segment takes precedence over GET /api/appointments/{establishmentId}
 * (Fastify's router tries static segments before parameters), and the extra segment keeps the two
 * apart anyway.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityParamsSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
} from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { availabilityAnswer } from './availability.answer.js';
import type { AvailabilityDeps } from './availability.service.js';

export interface AvailabilityRouteDeps extends AvailabilityDeps {
  /** Remembered calendar answers (http/calendar-answers.ts keeps them fresh). */
  calendar: TenantAnswerCache;
}

export function availabilityRoutes({ calendar, ...deps }: AvailabilityRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    /** Free slots for a date range, overall and per staff member (permission appointment:read). */
    app.get(
      '/api/appointments/availability/:establishmentId',
      {
        config: { access: { permission: 'appointment:read' } },
        schema: {
          tags: ['appointments'],
          params: availabilityParamsSchema,
          querystring: availabilityQuerySchema,
          response: { 200: availabilityResponseSchema },
        },
      },
      async (req, reply) => {
        const body = await availabilityAnswer(
          deps,
          requireActor(req.actor),
          req.params.establishmentId,
          req.query,
          calendar,
        );
        // Already JSON bytes: sent as they are (a Buffer bypasses the schema's serializer, which
        // stays for the API reference).
        const untyped: FastifyReply = reply;
        return untyped.type('application/json; charset=utf-8').send(body);
      },
    );
  };
}
