/**
 * Demo payroll (full seed only; issue #14): commission plans for some stylists — a tiered scale
 * paid as the reached tier for all, another paid progressively, a per-service override — then,
 * per location, the pay runs of the last three periods finalised by the owner and a draft of the
 * current period, computed by the payroll module's own engine from the demo's shifts and sales.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { queryRows } from '../db/client.js';
import { commissionPlans } from '../db/schema.js';
import { recordRecentPayRuns } from '../modules/payroll/index.js';

/** Past periods finalised per location. */
const FINALISED_PERIODS = 3;

const BANDS = [
  { fromCents: 0, toCents: 200_000, percent: 30 },
  { fromCents: 200_000, toCents: 500_000, percent: 40 },
  { fromCents: 500_000, toCents: null, percent: 50 },
];

/** Loads the tenant's demo finalised pay runs; `now` is the seed's clock. */
export async function insertDemoPayRuns(
  tx: Tx,
  tenantId: string,
  establishmentIds: string[],
  now: Date,
): Promise<void> {
  if (establishmentIds.length === 0) return;
  const stylists = await queryRows<{ user_id: string; service_id: string | null }>(
    tx,
    sql`SELECT e.user_id,
          (SELECT s.id FROM services s WHERE s.establishment_id = e.establishment_id ORDER BY s.price_cents DESC LIMIT 1) AS service_id
        FROM employee_records e JOIN users u ON u.id = e.user_id
        WHERE e.tenant_id = ${tenantId} AND e.pay_type = 'Commission' AND u.role = 'employee' AND e.status = 'active'
        ORDER BY u.last_name, u.first_name LIMIT 3`,
  );
  const plans = stylists.map((s, k) => ({
    userId: s.user_id,
    tenantId,
    servicePercent: 40,
    productPercent: 10,
    overrides: k === 2 && s.service_id ? { [s.service_id]: 50 } : {},
    tierMode: k === 0 ? ('all' as const) : k === 1 ? ('progressive' as const) : null,
    tiers: k < 2 ? BANDS : null,
  }));
  if (plans.length > 0) await tx.insert(commissionPlans).values(plans).onConflictDoNothing();

  const [owner] = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM users WHERE tenant_id = ${tenantId} AND role = 'owner' ORDER BY created_at LIMIT 1`,
  );
  const places = await queryRows<{ id: string; time_zone: string }>(
    tx,
    sql`SELECT id, time_zone FROM establishments WHERE tenant_id = ${tenantId}`,
  );
  for (const place of places.filter((p) => establishmentIds.includes(p.id)))
    await recordRecentPayRuns(tx, {
      tenantId,
      place: { id: place.id, timeZone: place.time_zone },
      now,
      finalised: FINALISED_PERIODS,
      by: owner?.id ?? null,
    });
}
