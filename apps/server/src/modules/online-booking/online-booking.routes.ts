/**
 * HTTP surface of public online booking (spec core.md §2 /book) under /api/public/booking. All
 * routes are public: no session, and no tenant header on the POST (the guard asks it only of
 * signed-in writes; a cross-site form still cannot send the JSON content type the guard
 * requires). Each route has its own per-IP limit (ONLINE_BOOKING_LIMITS): 429 with a clear
 * message past it.
 */
import type { FastifyInstance } from 'fastify';
import {
  ONLINE_BOOKING_ENDPOINTS as E,
  ONLINE_BOOKING_LIMITS,
  ONLINE_BOOKING_MESSAGES,
} from '@daybook/contracts';
import { AppError } from '../../core/app-error.js';
import { route } from '../../http/route.js';
import { bookOnline } from './online-booking.book.js';
import * as service from './online-booking.service.js';

/** Route extras: at most `max` requests per IP per `timeWindow`. */
function limited(max: number, timeWindow: string, message: string) {
  return {
    tags: ['online booking'],
    rateLimit: { max, timeWindow, errorResponseBuilder: () => new AppError('RATE_LIMITED', message) },
  };
}

export function onlineBookingRoutes(deps: service.OnlineBookingDeps) {
  return async (app: FastifyInstance) => {
    const read = limited(
      ONLINE_BOOKING_LIMITS.readsPerMinute,
      '1 minute',
      ONLINE_BOOKING_MESSAGES.tooManyRequests,
    );

    route(
      app,
      E.locations,
      async (req) => ({
        success: true as const,
        data: await service.listLocations(deps, req.params.tenantId),
      }),
      read,
    );

    route(
      app,
      E.establishment,
      async (req) => ({
        success: true as const,
        data: await service.getLocation(deps, req.params.establishmentId),
      }),
      read,
    );

    route(
      app,
      E.availability,
      async (req) => ({
        success: true as const,
        data: await service.getFreeSlots(deps, req.params.establishmentId, req.query),
      }),
      read,
    );

    route(
      app,
      E.book,
      async (req, reply) => {
        const result = await bookOnline(deps, req.params.establishmentId, req.body);
        return reply
          .status(result.created ? 201 : 200)
          .send({ success: true as const, data: result.confirmation });
      },
      limited(ONLINE_BOOKING_LIMITS.bookingsPerHour, '1 hour', ONLINE_BOOKING_MESSAGES.tooManyBookings),
    );
  };
}
