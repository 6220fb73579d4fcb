/**
 * The online-booking module's public face: its registration, and the data the server draws
 * /book/{id}'s first HTML from (http/web-app.ts).
 */
export { onlineBookingModule } from './online-booking.module.js';
export { bookingPagePlace } from './online-booking.page.js';
export { bookingPageUrl } from './online-booking.link.js';
