/**
 * HTTP surface of availability (spec core.md §7): GET /api/appointments/availability/{establishmentId}.
 * Its static 'availability' segment takes precedence over GET /api/appointments/{establishmentId}
 * (Fastify's router tries static segments before parameters), and the extra segment keeps the two
 * apart anyway.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityParamsSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
} from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import * as service from './availability.service.js';

export function availabilityRoutes(deps: service.AvailabilityDeps): FastifyPluginAsyncZod {
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
      async (req) => ({
        success: true as const,
        data: await service.getAvailability(
          deps,
          requireActor(req.actor),
          req.params.establishmentId,
          req.query,
        ),
      }),
    );
  };
}
