/** What the HTTP layer and other modules may use of auth. */
export { addPerson, addTenant, authenticate, type AuthDeps } from './auth.service.js';
export { hashPassword } from './passwords.js';
