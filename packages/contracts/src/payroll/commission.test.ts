import { describe, expect, it } from 'vitest';
import {
  computeCommission,
  percentOf,
  refundReversal,
  tierBandsProblem,
  tierCommission,
  type CommissionRates,
  type TierBand,
} from './commission.js';

const BANDS: TierBand[] = [
  { fromCents: 0, toCents: 200_000, percent: 30 },
  { fromCents: 200_000, toCents: 500_000, percent: 40 },
  { fromCents: 500_000, toCents: null, percent: 50 },
];
const flat = (servicePercent: number, productPercent = 0): CommissionRates => ({
  servicePercent,
  productPercent,
  overrides: {},
  tiers: null,
});

describe('tiers', () => {
  it('pays the reached band on every dollar in "all" mode', () => {
    expect(tierCommission(150_000, BANDS, 'all')).toBe(45_000);
    expect(tierCommission(200_000, BANDS, 'all')).toBe(60_000); // $2,000 exactly is still the first band
    expect(tierCommission(300_000, BANDS, 'all')).toBe(120_000);
    expect(tierCommission(600_000, BANDS, 'all')).toBe(300_000);
  });

  it('pays each band its own percent in "progressive" mode', () => {
    expect(tierCommission(300_000, BANDS, 'progressive')).toBe(60_000 + 40_000);
    expect(tierCommission(600_000, BANDS, 'progressive')).toBe(60_000 + 120_000 + 50_000);
    expect(tierCommission(0, BANDS, 'progressive')).toBe(0);
  });

  it('names the problem of bands out of order, overlapping, open too early or not from $0', () => {
    expect(tierBandsProblem(BANDS)).toBeNull();
    expect(tierBandsProblem([])).not.toBeNull();
    expect(tierBandsProblem([{ fromCents: 100, toCents: null, percent: 10 }])).toMatch(/\$0/);
    expect(tierBandsProblem([BANDS[0]!, { ...BANDS[1]!, fromCents: 150_000 }, BANDS[2]!])).toMatch(/order/);
    expect(tierBandsProblem([BANDS[1]!, BANDS[0]!])).not.toBeNull();
    expect(tierBandsProblem([{ fromCents: 0, toCents: null, percent: 10 }, BANDS[2]!])).toMatch(/last/);
    expect(tierBandsProblem([{ fromCents: 0, toCents: 0, percent: 10 }])).toMatch(/above/);
  });
});

describe('computeCommission', () => {
  it('uses overrides first, the flat percent for other services, and the product percent', () => {
    const rates: CommissionRates = { ...flat(10, 5), overrides: { colour: 25 } };
    const r = computeCommission(rates, [
      { id: 'a', kind: 'service', serviceId: 'colour', netCents: 9_000 },
      { id: 'b', kind: 'service', serviceId: 'cut', netCents: 5_000 },
      { id: 'c', kind: 'product', serviceId: null, netCents: 2_000 },
    ]);
    expect(r.items.map((i) => [i.id, i.percent, i.commissionCents])).toEqual([
      ['a', 25, 2_250],
      ['b', 10, 500],
      ['c', 5, 100],
    ]);
    expect(r).toMatchObject({
      serviceCommissionCents: 2_750,
      productCommissionCents: 100,
      tierPercent: null,
    });
  });

  it('rounds the group once and spreads it so the items add up to the total', () => {
    const items = [1, 2, 3].map((n) => ({
      id: String(n),
      kind: 'service' as const,
      serviceId: null,
      netCents: 333,
    }));
    const r = computeCommission(flat(12.5), items);
    expect(r.serviceCommissionCents).toBe(percentOf(999, 12.5));
    expect(r.items.reduce((s, i) => s + i.commissionCents, 0)).toBe(r.serviceCommissionCents);
  });

  it('measures tiers on the services without an override', () => {
    const rates: CommissionRates = {
      ...flat(0),
      overrides: { x: 10 },
      tiers: { mode: 'progressive', bands: BANDS },
    };
    const r = computeCommission(rates, [
      { id: 'a', kind: 'service', serviceId: 'x', netCents: 1_000_000 },
      { id: 'b', kind: 'service', serviceId: 'y', netCents: 300_000 },
    ]);
    expect(r.tieredSalesCents).toBe(300_000);
    expect(r.serviceCommissionCents).toBe(100_000 + 100_000);
    expect(r.tierPercent).toBeCloseTo(33.33, 2);
  });
});

describe('refundReversal', () => {
  it("takes back the line's commission on what the refund took back of it, rounded as earned", () => {
    expect(refundReversal(4_000, 10)).toBe(-400);
    expect(refundReversal(3_205, 12.5)).toBe(-401);
    expect(refundReversal(0, 10)).toBe(0);
    expect(refundReversal(4_000, 0)).toBe(0);
  });
});
