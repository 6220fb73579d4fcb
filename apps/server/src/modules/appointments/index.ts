/** What other modules may use of appointments (availability and reports will read through here). */
export { getAppointment, listAppointments } from './appointments.service.js';
export { ownOnly } from './appointments.access.js';
export {
  findAppointment,
  insertAppointment,
  insertStatusChanges,
  listAppointments as listAppointmentRows,
  listBusyAppointments,
  type AppointmentView,
  type BusyAppointment,
} from './appointments.repository.js';
