/**
 * A commission plan's changes as audit entries (issue #28 "every such change is in an audit
 * trail"): the two percents, the per-service percents and the tiered scale, before and after.
 */
import type { CommissionRates } from '@daybook/contracts';
import { toDollars } from '../../lib/money.js';
import { percentText, type StaffChange } from '../staff-audit/index.js';

/** "Haircut 50%, Color 45%", or null without per-service percents. */
function overridesText(rates: CommissionRates, names: ReadonlyMap<string, string>): string | null {
  const list = Object.entries(rates.overrides).map(([id, p]) => `${names.get(id) ?? id} ${p}%`);
  return list.length ? list.sort().join(', ') : null;
}

/** "all: from $0.00 30%, from $2,000.00 40%", or null without a scale. */
function tiersText(rates: CommissionRates): string | null {
  if (!rates.tiers) return null;
  const bands = rates.tiers.bands.map(
    (b) =>
      `from $${toDollars(b.fromCents).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${b.percent}%`,
  );
  return `${rates.tiers.mode}: ${bands.join(', ')}`;
}

/** The audit changes from `before` (what payroll paid by until now) to `after`. */
export function planChanges(
  before: CommissionRates | undefined,
  after: CommissionRates,
  names: ReadonlyMap<string, string>,
): StaffChange[] {
  const area = 'commission' as const;
  return [
    {
      area,
      field: 'Service commission',
      from: percentText(before?.servicePercent),
      to: percentText(after.servicePercent),
    },
    {
      area,
      field: 'Product commission',
      from: percentText(before?.productPercent),
      to: percentText(after.productPercent),
    },
    {
      area,
      field: 'Service percents',
      from: before ? overridesText(before, names) : null,
      to: overridesText(after, names),
    },
    { area, field: 'Tiered scale', from: before ? tiersText(before) : null, to: tiersText(after) },
  ];
}
