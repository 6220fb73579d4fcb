/**
 * Commission math of a pay run (issue #14 "Payroll"), in integer cents. Percents carry at most
 * two decimals and are worked in hundredths of a percent (basis points × 100 = 10 000 per 100 %)
 * so no float ever reaches a total. Rules:
 * - a service with a per-service override earns the override's percent;
 * - the other services earn the flat service percent, or, with a tiered scale, either the
 *   percent of the highest band the period's sales reach applied to all of them ('all') or each
 *   band's slice at its own percent ('progressive'); the bands are measured on those services'
 *   net sales (sales after discounts, without tax and tips);
 * - products earn the product percent;
 * - group totals are rounded once, then spread over the items by net (largest remainder), so the
 *   items add up to the totals a person can check by hand.
 */
import { allocateCents } from '../checkout/allocate.js';

export const TIER_MODES = ['all', 'progressive'] as const;
export type TierMode = (typeof TIER_MODES)[number];

/** One band: sales from `fromCents` up to `toCents` (null: no ceiling) earn `percent`. */
export interface TierBand {
  fromCents: number;
  toCents: number | null;
  percent: number;
}

export interface CommissionRates {
  servicePercent: number;
  productPercent: number;
  /** Percent per service id. */
  overrides: Readonly<Record<string, number>>;
  tiers: { mode: TierMode; bands: readonly TierBand[] } | null;
}

export interface CommissionItem {
  id: string;
  kind: 'service' | 'product';
  serviceId: string | null;
  /** Gross less discounts, without tax and tips; never negative. */
  netCents: number;
}

export interface CommissionResult {
  items: { id: string; percent: number; commissionCents: number }[];
  serviceCommissionCents: number;
  productCommissionCents: number;
  /** The tier-measured services' net sales (0 without a scale). */
  tieredSalesCents: number;
  /** 'all': the reached band's percent; 'progressive': the effective percent; null: flat. */
  tierPercent: number | null;
}

/** A percent (≤ 2 decimals) in hundredths of a percent: 12.5 → 1250. */
export const hundredths = (percent: number): number => Math.round(percent * 100);

/** `cents` × `percent` %, rounded half up to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * hundredths(percent)) / 10_000);
}

/** The band `salesCents` falls in (the first band for no sales). */
export function reachedBand(salesCents: number, bands: readonly TierBand[]): TierBand | undefined {
  return [...bands].reverse().find((b) => salesCents > b.fromCents) ?? bands[0];
}

/** Commission (cents) of `salesCents` on a tiered scale. */
export function tierCommission(salesCents: number, bands: readonly TierBand[], mode: TierMode): number {
  if (mode === 'all') return percentOf(salesCents, reachedBand(salesCents, bands)?.percent ?? 0);
  let sum = 0;
  for (const b of bands) {
    const top = b.toCents === null ? salesCents : Math.min(salesCents, b.toCents);
    if (top > b.fromCents) sum += (top - b.fromCents) * hundredths(b.percent);
  }
  return Math.round(sum / 10_000);
}

/**
 * Why `bands` are not a valid scale (the first issue), or null: they start at 0, each starts
 * where the one before ends, each ends above its start, only the last is open-ended.
 */
export function tierBandsProblem(bands: readonly TierBand[]): string | null {
  if (bands.length === 0) return 'Add at least one band.';
  if (bands[0]!.fromCents !== 0) return 'The first band starts at $0.';
  for (let i = 0; i < bands.length; i++) {
    const b = bands[i]!;
    const last = i === bands.length - 1;
    if (b.toCents === null && !last) return 'Only the last band may have no upper limit.';
    if (b.toCents !== null && b.toCents <= b.fromCents) return 'Each band must end above where it starts.';
    if (!last && bands[i + 1]!.fromCents !== b.toCents)
      return 'Bands must be in order, each starting where the one before ends, without overlap.';
  }
  return null;
}

/** Spreads `total` over `items` by net, answering each item's share. */
function spread(total: number, items: readonly CommissionItem[]): number[] {
  return allocateCents(
    total,
    items.map((i) => i.netCents),
  );
}

/** The commission of a person's period `items` under `rates`. */
export function computeCommission(
  rates: CommissionRates,
  items: readonly CommissionItem[],
): CommissionResult {
  const overridden = items.filter(
    (i) => i.kind === 'service' && i.serviceId && i.serviceId in rates.overrides,
  );
  const tiered = items.filter((i) => i.kind === 'service' && !overridden.includes(i));
  const products = items.filter((i) => i.kind === 'product');
  const out = new Map<string, { percent: number; commissionCents: number }>();

  for (const i of overridden) {
    const percent = rates.overrides[i.serviceId!]!;
    out.set(i.id, { percent, commissionCents: percentOf(i.netCents, percent) });
  }
  const tieredSalesCents = tiered.reduce((s, i) => s + i.netCents, 0);
  let tierPercent: number | null = null;
  let tieredCommission: number;
  if (rates.tiers) {
    tieredCommission = tierCommission(tieredSalesCents, rates.tiers.bands, rates.tiers.mode);
    tierPercent =
      rates.tiers.mode === 'all' || tieredSalesCents === 0
        ? (reachedBand(tieredSalesCents, rates.tiers.bands)?.percent ?? 0)
        : Math.round((tieredCommission * 10_000) / tieredSalesCents) / 100;
  } else {
    tieredCommission = percentOf(tieredSalesCents, rates.servicePercent);
  }
  const tierShares = spread(tieredCommission, tiered);
  tiered.forEach((i, k) =>
    out.set(i.id, { percent: tierPercent ?? rates.servicePercent, commissionCents: tierShares[k]! }),
  );
  const productTotal = percentOf(
    products.reduce((s, i) => s + i.netCents, 0),
    rates.productPercent,
  );
  const productShares = spread(productTotal, products);
  products.forEach((i, k) =>
    out.set(i.id, { percent: rates.productPercent, commissionCents: productShares[k]! }),
  );

  const result = items.map((i) => ({ id: i.id, ...out.get(i.id)! }));
  const sumOf = (list: readonly CommissionItem[]) =>
    list.reduce((s, i) => s + (out.get(i.id)?.commissionCents ?? 0), 0);
  return {
    items: result,
    serviceCommissionCents: sumOf(overridden) + tieredCommission,
    productCommissionCents: sumOf(products),
    tieredSalesCents,
    tierPercent,
  };
}

/** The percent an item of this kind and service earns in a period whose result is `result`. */
export function periodPercent(
  rates: CommissionRates,
  result: Pick<CommissionResult, 'tierPercent'>,
  item: Pick<CommissionItem, 'kind' | 'serviceId'>,
): number {
  if (item.kind === 'product') return rates.productPercent;
  if (item.serviceId && item.serviceId in rates.overrides) return rates.overrides[item.serviceId]!;
  return result.tierPercent ?? rates.servicePercent;
}

/**
 * The commission a refund takes back from one line it returned (a negative number of cents, or
 * 0): `percent` of the net it took back of that line (checkout's refund lines), as the line
 * earned it.
 */
export function refundReversal(refundedNetCents: number, percent: number): number {
  const back = percentOf(refundedNetCents, percent);
  return back === 0 ? 0 : -back;
}
