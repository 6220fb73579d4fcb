/**
 * The signed-in person's /dashboard-grid arrangement (issue #15 "/dashboard-grid: … saved per
 * user"): read, replaced whole, or reset by saving an empty list. Each person has their own in
 * each tenant; nobody reads or writes another's. Widgets a role does not show are kept as saved
 * (the screen shows only the role's), so a role change loses nothing.
 */
import type { DashboardLayout, DashboardLayoutItem } from '@daybook/contracts';
import type { Db } from '../../db/client.js';
import { withTenant } from '../../db/tenant.js';
import type { Actor } from '../../core/actor.js';
import * as repo from './dashboard.repository.js';

const EMPTY: DashboardLayout = { items: [], updatedAt: null };

function toLayout(row: repo.LayoutRow): DashboardLayout {
  return { items: row.items, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/dashboard/layout: the saved arrangement, or an empty one never saved. */
export function readLayout(db: Db, actor: Actor): Promise<DashboardLayout> {
  return withTenant(db, actor, async (tx) => {
    const row = await repo.findLayout(tx, actor.userId);
    return row ? toLayout(row) : EMPTY;
  });
}

/**
 * PUT /api/dashboard/layout: replaces the arrangement (items validated by the contract: known
 * widgets, each once, inside 12 columns); an empty list resets it to the role's default.
 */
export function saveLayout(
  db: Db,
  actor: Actor,
  items: DashboardLayoutItem[],
  now: Date,
): Promise<DashboardLayout> {
  return withTenant(db, actor, async (tx) => {
    if (items.length === 0) {
      await repo.deleteLayout(tx, actor.tenantId, actor.userId);
      return EMPTY;
    }
    return toLayout(await repo.upsertLayout(tx, actor.tenantId, actor.userId, items, now));
  });
}
