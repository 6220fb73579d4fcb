/** The establishments module's public face: its use cases and the record other modules receive. */
export {
  activeStaffAt,
  assignPerson,
  establishmentById,
  establishmentIdsOf,
  establishmentNotFound,
  establishmentsOfTenant,
  insertEstablishment,
  openEstablishment,
  peopleAt,
  staffAt,
  type EstablishmentRow,
  type StaffMember,
} from './establishments.service.js';
export { establishmentsModule } from './establishments.module.js';
