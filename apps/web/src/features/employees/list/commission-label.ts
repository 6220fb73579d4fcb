/**
 * The commission plan payroll pays by, as the Employees page shows it (issue #28 "One commission
 * figure"): the record carries payroll's terms, so these read the same plan a pay run uses.
 */
import type { Employee } from '@daybook/contracts';
import { formatCurrency } from '../../../lib/format';
import { toDollars } from '../employees-access';

/** "30–45% tiered" for a tiered scale, else the service percent: "40%". */
export function serviceCommissionLabel(e: Employee): string {
  const tiers = e.commissionPlan?.tiers;
  if (!tiers || tiers.bands.length === 0) return `${e.commissionPercent ?? 0}%`;
  const percents = tiers.bands.map((b) => b.percent);
  const [low, high] = [Math.min(...percents), Math.max(...percents)];
  return `${low === high ? low : `${low}–${high}`}% tiered`;
}

/** The scale's bands: "$0.00–$2,000.00 30%, from $2,000.00 45% (rate of the reached band on all)". */
export function tiersLabel(e: Employee): string | null {
  const tiers = e.commissionPlan?.tiers;
  if (!tiers) return null;
  const money = (cents: number) => formatCurrency(toDollars(cents));
  const bands = tiers.bands
    .map((b) =>
      b.toCents === null
        ? `from ${money(b.fromCents)} ${b.percent}%`
        : `${money(b.fromCents)}–${money(b.toCents)} ${b.percent}%`,
    )
    .join(', ');
  const how = tiers.mode === 'all' ? 'rate of the reached band on all sales' : 'each band at its rate';
  return `${bands} (${how})`;
}

/** "2 services at their own percent", or null. */
export function overridesLabel(e: Employee): string | null {
  const n = e.commissionPlan?.overrides ?? 0;
  if (n === 0) return null;
  return `${n} ${n === 1 ? 'service' : 'services'} at their own percent`;
}
