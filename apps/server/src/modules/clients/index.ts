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
export { isBookableClient, openClient, type OpenedClient } from './clients.service.js';
export { clientContact, type ClientContact } from './clients.contact.js';
export { liveClientCount } from './clients.count.js';
export { clientExportReader, type ClientExportReader, type ExportRecord } from './clients.export.js';
export { clientsModule } from './clients.module.js';
export type { ClientAppointments, ClientConsents, ClientRecordParts } from './records.service.js';
