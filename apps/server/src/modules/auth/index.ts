/** What the HTTP layer and other modules may use of auth. */
export { authenticate, type AuthDeps } from './auth.service.js';
export { hashPassword } from './passwords.js';
