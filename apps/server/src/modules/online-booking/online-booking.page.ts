/** The data of the public booking page's first HTML (spec core.md §2 /book, issue #29). */
import { onlineBookingEstablishmentParamsSchema, type BookingEstablishment } from '@daybook/contracts';
import { AppError } from '../../core/app-error.js';
import { getLocation, type OnlineBookingDeps } from './online-booking.service.js';

/**
 * What /book/{establishmentId} draws: the location as its endpoint answers it, or undefined
 * when the id is malformed or names no location that takes online bookings (the page answers
 * 404). Other failures throw.
 */
export async function bookingPagePlace(
  deps: OnlineBookingDeps,
  establishmentId: string,
): Promise<BookingEstablishment | undefined> {
  if (!onlineBookingEstablishmentParamsSchema.safeParse({ establishmentId }).success) return undefined;
  try {
    return await getLocation(deps, establishmentId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
    throw error;
  }
}
