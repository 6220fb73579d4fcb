/** The online-booking module's public face: its registration (no other module calls it). */
export { onlineBookingModule } from './online-booking.module.js';
