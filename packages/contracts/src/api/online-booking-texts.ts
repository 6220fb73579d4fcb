/**
 * Limits and wording of public online booking (spec core.md §2 /book). Free of zod, so that the
 * booking page, which imports these, neither downloads nor builds the booking schemas
 * (./online-booking.ts re-exports them).
 */

/** Per-IP limits of the public endpoints: each read endpoint per minute, bookings per hour. */
export const ONLINE_BOOKING_LIMITS = {
  readsPerMinute: 120,
  bookingsPerHour: 10,
} as const;

/** Longest name and notes a client may leave, in characters. */
export const ONLINE_BOOKING_NAME_MAX = 120;
export const ONLINE_BOOKING_NOTES_MAX = 1000;

/** '1 hour', '90 minutes', '2 days': how the advance limits read in messages. */
export function formatAdvance(minutes: number): string {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % 1440 === 0) return unit(minutes / 1440, 'day');
  if (minutes > 0 && minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}

export const ONLINE_BOOKING_MESSAGES = {
  /** 404: an unknown business, or one with no location taking online bookings. */
  businessNotFound: 'This business does not take online bookings.',
  /** 404: an unknown location, or one that does not take online bookings. */
  locationNotFound: 'This location does not take online bookings.',
  /** 409: the slot went between showing it and booking it. */
  slotTaken: 'Sorry, that time was just taken. Please choose another time.',
  serviceUnavailable: 'Please choose a service this location offers online.',
  staffUnavailable: 'Please choose someone at this location who performs this service.',
  nameRequired: 'Please enter your name.',
  nameTooLong: `Your name must be at most ${ONLINE_BOOKING_NAME_MAX} characters.`,
  notesTooLong: `Notes must be at most ${ONLINE_BOOKING_NOTES_MAX} characters.`,
  date: 'Please choose a date.',
  time: 'Please choose a time.',
  /** 429 on the booking endpoint. */
  tooManyBookings: 'Too many booking attempts from your network. Please try again later.',
  /** 429 on the read endpoints. */
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** What the web app shows when a call fails without a message of its own. */
  failed: 'Failed to book appointment',
  loadFailed: 'Failed to load booking information',
  availabilityFailed: 'Failed to check availability',
} as const;

/** 400: a start sooner than the establishment's minimum advance time allows. */
export function tooSoonMessage(minAdvanceMinutes: number): string {
  return minAdvanceMinutes > 0
    ? `Online bookings must start at least ${formatAdvance(minAdvanceMinutes)} from now. Please choose a later time.`
    : 'That time has passed. Please choose a later time.';
}

/** 400: a date past the establishment's maximum advance time (days). */
export function tooFarMessage(maxAdvanceDays: number): string {
  return `Online booking is open up to ${formatAdvance(maxAdvanceDays * 1440)} ahead. Please choose an earlier date.`;
}
