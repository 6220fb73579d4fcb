/** What other modules may use of appointments (availability and reports will read through here). */
export { getAppointment, listAppointments } from './appointments.service.js';
export { ownOnly, reachable } from './appointments.access.js';
export {
  findAppointment,
  insertAppointment,
  insertStatusChanges,
  listAppointments as listAppointmentRows,
  listBusyAppointments,
  type AppointmentView,
  type BusyAppointment,
} from './appointments.repository.js';
/** The instant POST /api/appointments books for a local date and 'HH:MM' (availability matches it). */
export { localInstant as bookingInstant } from './appointments.time.js';
