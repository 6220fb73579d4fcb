/** HTTP surface of availability (spec core.md §7), registered from its contract. */
import type { FastifyInstance } from 'fastify';
import { AVAILABILITY_ENDPOINTS } from '@daybook/contracts';
import { requireActor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import type { TenantAnswerCache } from '../../lib/tenant-answer-cache.js';
import { availabilityAnswer } from './availability.answer.js';
import type { AvailabilityDeps } from './availability.service.js';

export interface AvailabilityRouteDeps extends AvailabilityDeps {
  /** Remembered calendar answers (http/remembered-answers.ts keeps them fresh). */
  calendar: TenantAnswerCache;
}

export function availabilityRoutes({ calendar, ...deps }: AvailabilityRouteDeps) {
  return async (app: FastifyInstance) => {
    route(
      app,
      AVAILABILITY_ENDPOINTS.find,
      async (req, reply) => {
        const actor = requireActor(req.actor);
        const body = await availabilityAnswer(deps, actor, req.params.establishmentId, req.query, calendar);
        // Already JSON bytes: sent as they are (a Buffer bypasses the schema's serializer, which
        // stays for the API reference).
        return reply.type('application/json; charset=utf-8').send(body);
      },
      { tags: ['appointments'] },
    );
  };
}
