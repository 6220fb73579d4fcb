/** What the HTTP layer and other modules may use of auth. */
export { addPerson, addTenant, authenticate, type AuthDeps } from './auth.service.js';
export { hashPassword } from './passwords.js';
export { verifyApprover, type ApprovalRequest } from './auth.approver.js';
export {
  businessNameOf,
  endAccess,
  invitePerson,
  sendInvitation,
  updatePersonDetails,
  type Invitation,
} from './auth.invite.js';
export { getTenant } from './profile.service.js';
export { SessionCache } from './session-cache.js';
export { authModule } from './auth.module.js';
