/**
 * What a person may do with a request (roles.ts `request`; the server's requests.rules.ts decides,
 * this only hides controls): managers everything; among `:own` roles the requester closes or
 * reopens, the assignee answers and resolves. Only managers assign.
 */
import {
  canMoveRequest,
  hasPermission,
  permissionScope,
  type InternalRequest,
  type Role,
} from '@daybook/contracts';

export const requestsAccess = {
  read: (role: Role) => hasPermission(role, 'request:read'),
  create: (role: Role) => hasPermission(role, 'request:create'),
  /** Handles every request of the location (managers, owners, admins). */
  manage: (role: Role) => permissionScope(role, 'request:update') === 'all',
};

export interface RequestActions {
  assign: boolean;
  respond: boolean;
  resolve: boolean;
  close: boolean;
  reopen: boolean;
}

/** The actions `userId` with `role` may take on `request` now. */
export function actionsFor(request: InternalRequest, role: Role, userId: string): RequestActions {
  const manager = requestsAccess.manage(role);
  const requester = request.staffId === userId;
  const assignee = request.assignedTo === userId;
  const live = request.status !== 'closed';
  return {
    assign: manager && live,
    respond: live && (manager || assignee),
    resolve: canMoveRequest(request.status, 'resolved') && (manager || assignee),
    close: canMoveRequest(request.status, 'closed') && (manager || requester),
    reopen: request.status === 'resolved' && (manager || requester),
  };
}
