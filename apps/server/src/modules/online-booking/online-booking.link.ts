/**
 * The address of a location's public booking page (core.md §2 `/book`), as every message that
 * invites a client to book gives it: campaigns' `{{booking_link}}` and button, and the automated
 * messages' `{{booking_link}}`.
 */

/** `publicUrl` + /book/{establishmentId}, without a doubled slash. */
export function bookingPageUrl(publicUrl: string, establishmentId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/book/${establishmentId}`;
}
