/** The service catalogue's public face: its use cases and reads for other modules. */
export { performersOf, serviceById, servicesAt, servicesByIds, type ServiceRow } from './services.catalog.js';
export { servicesModule } from './services.module.js';
