/**
 * User profile and tenant (spec core.md §3 User profile and Tenant, §7 Profile and tenant).
 * Admin, owner and manager may read any profile of the tenant; others only their own (§6).
 */
import {
  canAccessAnyUserData,
  type Tenant,
  type UserProfile,
  type updateProfileRequestSchema,
  type updateTenantRequestSchema,
} from '@daybook/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import { establishmentIdsOf, openEstablishment } from '../establishments/index.js';
import * as repo from './auth.repository.js';
import { currentEstablishment } from './auth.service.js';

function toTenant(row: repo.TenantRow): Tenant {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

async function loadProfile(tx: Tx, user: repo.UserRow): Promise<UserProfile> {
  const tenant = await repo.findTenant(tx, user.tenantId);
  if (!tenant) throw new AppError('TENANT_NOT_FOUND');
  const establishments = await establishmentIdsOf(tx, user);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    avatar_url: user.avatarUrl,
    phone: user.phone,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    tenantId: user.tenantId,
    establishments,
    establishment_id: currentEstablishment(user, establishments),
    businessName: tenant.name,
    businessEmail: tenant.email,
    businessPhone: tenant.phone,
    businessAddress: tenant.address,
    businessDescription: tenant.description,
  };
}

/** A user's profile; NOT_FOUND when missing, in another tenant, or not the actor's to see. */
export function getProfile(db: Db, actor: Actor, userId: string): Promise<UserProfile> {
  if (userId !== actor.userId && !canAccessAnyUserData(actor.role)) {
    throw new AppError('NOT_FOUND', 'User profile not found.');
  }
  return withTenant(db, actor, async (tx) => {
    const user = await repo.findUserById(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', 'User profile not found.');
    return loadProfile(tx, user);
  });
}

/**
 * Confirms the user's tenant (spec "update-metadata") and, when given, remembers the last
 * establishment used so the next start selects it. FORBIDDEN for another tenant's id.
 */
export function updateMetadata(
  db: Db,
  actor: Actor,
  input: { tenantId: string; establishmentId?: string | undefined },
): Promise<UserProfile> {
  if (input.tenantId !== actor.tenantId)
    throw new AppError('FORBIDDEN', 'You cannot move to another tenant.');
  return withTenant(db, actor, async (tx) => {
    if (input.establishmentId) {
      // Looked up under the tenant, not only the role: an owner reaches every location of theirs
      // and none of another tenant's (issue #28).
      await openEstablishment(tx, actor, input.establishmentId, 'Establishment not found.');
      await repo.setLastEstablishment(tx, actor.userId, input.establishmentId);
    }
    const user = await repo.findUserById(tx, actor.userId);
    if (!user) throw new AppError('NOT_FOUND', 'User profile not found.');
    return loadProfile(tx, user);
  });
}

/**
 * Updates the actor's own name, phone and picture (issue #11); answers the new profile.
 * FORBIDDEN for anyone else's id, whatever the role: staff records are edited under Employees.
 */
export function updateProfile(
  db: Db,
  actor: Actor,
  userId: string,
  input: z.output<typeof updateProfileRequestSchema>,
): Promise<UserProfile> {
  if (userId !== actor.userId) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
  return withTenant(db, actor, async (tx) => {
    const user = await repo.updateUserProfile(tx, actor.userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      avatarUrl: input.avatar_url,
    });
    if (!user) throw new AppError('NOT_FOUND', 'User profile not found.');
    return loadProfile(tx, user);
  });
}

/** The actor's tenant; TENANT_NOT_FOUND for any other id. */
export function getTenant(db: Db, actor: Actor, tenantId: string): Promise<Tenant> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.findTenant(tx, tenantId);
    if (!row) throw new AppError('TENANT_NOT_FOUND');
    return toTenant(row);
  });
}

/**
 * Updates the actor's business name, email, phone and address (issue #33, onboarding's "business"
 * step); answers the tenant as getTenant does. The route admits owners and admins
 * (tenant:settings); TENANT_NOT_FOUND for any tenant but the actor's, as the read answers.
 */
export function updateTenant(
  db: Db,
  actor: Actor,
  tenantId: string,
  input: z.output<typeof updateTenantRequestSchema>,
): Promise<Tenant> {
  // Row-level security already hides another tenant's row; the check keeps the answer the same
  // without a query.
  if (tenantId !== actor.tenantId) throw new AppError('TENANT_NOT_FOUND');
  return withTenant(db, actor, async (tx) => {
    const row = await repo.updateTenant(tx, tenantId, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      address: input.address,
    });
    if (!row) throw new AppError('TENANT_NOT_FOUND');
    return toTenant(row);
  });
}
