/** The CRM's public face: the use cases other modules call. */
export {
  addClient,
  addImportedClients,
  clientsByContact,
  clientsWithAnyContact,
  findClientByContact,
  type ContactClient,
  type ImportedClient,
  type NewContactClient,
} from './clients.matching.js';
export { clientsPage, isBookableClient } from './clients.service.js';
export { clientsModule } from './clients.module.js';
