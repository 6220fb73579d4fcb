/** What other modules may use of establishments. */
export { insertEstablishment, openEstablishment } from './establishments.service.js';
export {
  activeStaffAt,
  assignUser,
  findEstablishment,
  listEstablishments,
  listEmployees,
  type EstablishmentRow,
} from './establishments.repository.js';
