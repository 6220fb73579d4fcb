/**
 * HTTP surface of public online booking (spec core.md §2 /book) under /api/public/booking. All
 * routes are public: no session, and no tenant header on the POST (the guard asks it only of
 * signed-in writes; a cross-site form still cannot send the JSON content type the guard
 * requires). Each route has its own per-IP limit (ONLINE_BOOKING_LIMITS): 429 with a clear
 * message past it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ONLINE_BOOKING_LIMITS,
  ONLINE_BOOKING_MESSAGES,
  bookingAvailabilityResponseSchema,
  bookingConfirmationResponseSchema,
  bookingEstablishmentResponseSchema,
  bookingLocationsResponseSchema,
  onlineBookingAvailabilityQuerySchema,
  onlineBookingCreateSchema,
  onlineBookingEstablishmentParamsSchema,
  onlineBookingTenantParamsSchema,
} from '@daybook/contracts';
import { AppError } from '../../http/app-error.js';
import { bookOnline } from './online-booking.book.js';
import * as service from './online-booking.service.js';

/** Route config: public, at most `max` requests per IP per `timeWindow`. */
function publicLimited(max: number, timeWindow: string, message: string) {
  return {
    access: { public: true as const },
    rateLimit: { max, timeWindow, errorResponseBuilder: () => new AppError('RATE_LIMITED', message) },
  };
}

export function onlineBookingRoutes(deps: service.OnlineBookingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['online booking'];
    const read = publicLimited(
      ONLINE_BOOKING_LIMITS.readsPerMinute,
      '1 minute',
      ONLINE_BOOKING_MESSAGES.tooManyRequests,
    );
    const base = '/api/public/booking';

    /** A business's locations that take online bookings (404 when none). */
    app.get(
      `${base}/tenants/:tenantId/establishments`,
      {
        config: read,
        schema: {
          tags,
          params: onlineBookingTenantParamsSchema,
          response: { 200: bookingLocationsResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.listLocations(deps, req.params.tenantId),
      }),
    );

    /** One location with its services and bookable staff (404 unless it takes online bookings). */
    app.get(
      `${base}/establishments/:establishmentId`,
      {
        config: read,
        schema: {
          tags,
          params: onlineBookingEstablishmentParamsSchema,
          response: { 200: bookingEstablishmentResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.getLocation(deps, req.params.establishmentId),
      }),
    );

    /** Free starts of one date for a service, with one person or anyone. */
    app.get(
      `${base}/establishments/:establishmentId/availability`,
      {
        config: read,
        schema: {
          tags,
          params: onlineBookingEstablishmentParamsSchema,
          querystring: onlineBookingAvailabilityQuerySchema,
          response: { 200: bookingAvailabilityResponseSchema },
        },
      },
      async (req) => ({
        success: true as const,
        data: await service.getFreeSlots(deps, req.params.establishmentId, req.query),
      }),
    );

    /** Books: 201 with the confirmation, 200 with the earlier one for a repeat of the same booking. */
    app.post(
      `${base}/establishments/:establishmentId/appointments`,
      {
        config: publicLimited(
          ONLINE_BOOKING_LIMITS.bookingsPerHour,
          '1 hour',
          ONLINE_BOOKING_MESSAGES.tooManyBookings,
        ),
        schema: {
          tags,
          params: onlineBookingEstablishmentParamsSchema,
          body: onlineBookingCreateSchema,
          response: { 200: bookingConfirmationResponseSchema, 201: bookingConfirmationResponseSchema },
        },
      },
      async (req, reply) => {
        const result = await bookOnline(deps, req.params.establishmentId, req.body);
        return reply
          .status(result.created ? 201 : 200)
          .send({ success: true as const, data: result.confirmation });
      },
    );
  };
}
