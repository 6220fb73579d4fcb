/** What other modules may use of establishments. */
export { insertEstablishment } from './establishments.service.js';
export { assignUser } from './establishments.repository.js';
