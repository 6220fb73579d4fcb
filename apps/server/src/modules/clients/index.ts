/** What other modules may use of the CRM. */
export { findClientsByContact, insertClient, type ClientRow, type NewClient } from './clients.contact.js';
export { listClients } from './clients.service.js';
