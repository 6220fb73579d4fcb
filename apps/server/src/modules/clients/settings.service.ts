/**
 * The tenant's CRM settings: the loyalty rule (points per dollar spent, default 1), which every
 * client's loyalty points are computed with (clients.figures.ts).
 */
import { CLIENT_MESSAGES, hasPermission, type CrmSettings } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import { AppError } from '../../core/app-error.js';
import * as repo from './clients.repository.js';

/** The loyalty rule. Permission client:read. */
export function getCrmSettings(db: Db, actor: Actor): Promise<CrmSettings> {
  return withTenant(db, actor, async (tx) => ({ loyaltyPointsPerDollar: await repo.loyaltyRate(tx) }));
}

/**
 * Sets the loyalty rule; every client's points follow at once, since they are derived.
 * Owner and admin only (403 for others). Permission client:update.
 */
export function setCrmSettings(db: Db, actor: Actor, settings: CrmSettings): Promise<CrmSettings> {
  if (!hasPermission(actor.role, 'tenant:settings')) {
    return Promise.reject(new AppError('FORBIDDEN', CLIENT_MESSAGES.settingsForbidden));
  }
  return withTenant(db, actor, async (tx) => {
    await repo.setLoyaltyRate(tx, actor.tenantId, settings.loyaltyPointsPerDollar);
    return { loyaltyPointsPerDollar: await repo.loyaltyRate(tx) };
  });
}
