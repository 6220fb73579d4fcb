/**
 * A manager's approval typed at someone else's register (issue #28: a tip above the location's
 * ceiling): the manager's email and password are checked as at sign-in, with the same per-account
 * throttle, but no session is opened. Runs in its own auth transaction, so the caller checks it
 * before entering its tenant transaction.
 */
import { canAccessAnyEstablishment, hasPermission, mapRawRole, type Permission } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withAuth } from '../../db/tenant.js';
import { AppError } from '../../core/app-error.js';
import { establishmentIdsOf } from '../establishments/index.js';
import * as repo from './auth.repository.js';
import { THROTTLE } from './auth.service.js';
import { verifyNothing, verifyPassword } from './passwords.js';

export interface ApprovalRequest {
  /** The tenant and location the approval is for. */
  tenantId: string;
  establishmentId: string;
  permission: Permission;
  email: string;
  password: string;
  now: Date;
}

/**
 * The id of the active person of `tenantId` whose `email` and `password` these are, who holds
 * `permission` and works at `establishmentId`; null otherwise (each miss counts as a failed
 * sign-in of that account). RATE_LIMITED (429) once the account has had too many failures.
 */
export async function verifyApprover(db: Db, request: ApprovalRequest): Promise<string | null> {
  const key = `email:${request.email.toLowerCase()}`;
  const windowStart = new Date(request.now.getTime() - THROTTLE.windowMinutes * 60_000);
  const failures = await withAuth(db, (tx) => repo.throttleFailures(tx, [key], windowStart));
  if ((failures.get(key) ?? 0) >= THROTTLE.perAccount) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many sign-in attempts. Please wait ${THROTTLE.windowMinutes} minutes and try again.`,
    );
  }
  const user = await withAuth(db, (tx) => repo.findUserByEmail(tx, request.email));
  const ok = user
    ? await verifyPassword(user.passwordHash, request.password)
    : (await verifyNothing(request.password), false);
  const role = user ? mapRawRole(user.role) : null;
  if (!user || !ok || !user.isActive || !role || user.tenantId !== request.tenantId) {
    await withAuth(db, (tx) => repo.recordThrottleFailure(tx, [key], request.now, windowStart));
    return null;
  }
  if (!hasPermission(role, request.permission)) return null;
  if (canAccessAnyEstablishment(role)) return user.id;
  const reach = await withAuth(db, (tx) => establishmentIdsOf(tx, user));
  return reach.includes(request.establishmentId) ? user.id : null;
}
