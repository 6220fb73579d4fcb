/** The public booking page, one lazy chunk. */
export { BookingPage } from './booking-page';
