/** What other modules may use of appointments (availability and reports will read through here). */
export { getAppointment, listAppointments } from './appointments.service.js';
