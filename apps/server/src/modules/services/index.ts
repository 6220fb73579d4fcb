/** What other modules may use of the service catalogue. */
export { insertService } from './services.service.js';
export {
  findService,
  listServices,
  findServices,
  staffIdsByService,
  type ServiceRow,
} from './services.repository.js';
