/**
 * The payroll module's demo step (full seed only; issue #14, #30): commission plans for some stylists — a tiered scale
 * paid as the reached tier for all, another paid progressively, a per-service override — then,
 * per location, the pay runs of the last three periods finalised by the owner and a draft of the
 * current period, computed by the payroll module's own engine from the demo's shifts and sales.
 * The stylists and their dearest service are read in the published views of employees, auth and
 * services, never those modules' tables.
 */
import { sql } from 'drizzle-orm';
import type { DemoHook } from '../../core/demo.js';
import { queryRows } from '../../db/client.js';
import { recordRecentPayRuns } from './payroll.record.js';
import { commissionPlans } from './payroll.schema.js';

/** Past periods finalised per location. */
const FINALISED_PERIODS = 3;

const BANDS = [
  { fromCents: 0, toCents: 200_000, percent: 30 },
  { fromCents: 200_000, toCents: 500_000, percent: 40 },
  { fromCents: 500_000, toCents: null, percent: 50 },
];

/**
 * Loads the tenant's demo commission plans and pay runs, after the employee records, the clock's
 * shifts and the sales they pay; `now` is the seed's clock.
 */
export const payrollDemo: DemoHook = async ({ tx, tenantId, now, history, made }) => {
  if (!history || made.places.length === 0) return;
  const stylists = await queryRows<{ user_id: string; service_id: string | null }>(
    tx,
    sql`SELECT e.user_id,
          (SELECT s.id FROM published.services s WHERE s.establishment_id = e.establishment_id ORDER BY s.price_cents DESC LIMIT 1) AS service_id
        FROM published.employee_records e JOIN published.users u ON u.id = e.user_id
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

  const owner = made.accounts.find((a) => a.role === 'owner');
  for (const place of made.places)
    await recordRecentPayRuns(tx, {
      tenantId,
      place: { id: place.id, timeZone: place.timeZone },
      now,
      finalised: FINALISED_PERIODS,
      by: owner?.id ?? null,
    });
};
