/**
 * The appointments module's public face: its use cases. Every booking of any source goes
 * through bookAppointment; availability reads who is busy through listBusyAppointments; the
 * register completes a paid visit through completeForCheckout.
 */
export { bookAppointment, type Booker } from './appointments.booking.js';
export { completeForCheckout } from './appointments.checkout.js';
export { changeAppointment, updateAppointment } from './appointments.service.js';
export { SlotTaken, StaffOnTimeOff } from './appointments.db-errors.js';
export {
  anonymiseClientAppointments,
  findActiveBooking,
  appointmentsIn,
  listBusyAppointments,
  reassignClientAppointments,
  type BookingLookup,
  type BusyAppointment,
} from './appointments.service.js';
export { appointmentFacts, visitPartsOf, type AppointmentFacts } from './appointments.reader.js';
export { ownOnly } from './appointments.access.js';
export { appointmentsModule } from './appointments.module.js';
