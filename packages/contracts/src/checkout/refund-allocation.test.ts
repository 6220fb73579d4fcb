import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocateRefund, chosenPart, refundableCents, type RefundablePart } from './refund-allocation.js';

// A visit: a cut by Ana ($65), a shampoo sold by Ana (2 × $16, $2.56 tax), Ana's tip ($13).
const cut: RefundablePart = { key: 'cut', netCents: 6500, taxCents: 0 };
const shampoo: RefundablePart = { key: 'shampoo', netCents: 3200, taxCents: 256 };
const tip: RefundablePart = { key: 'tip', netCents: 1300, taxCents: 0 };

describe('allocateRefund', () => {
  it('takes a refund of the shampoo from the shampoo alone, tax included', () => {
    expect(allocateRefund(3456, [shampoo])).toEqual([{ key: 'shampoo', netCents: 3200, taxCents: 256 }]);
  });

  it('gives everything back, tip and tax, when the whole sale is refunded', () => {
    const all = [cut, shampoo, tip];
    expect(allocateRefund(refundableCents(all), all)).toEqual(all);
  });

  it('spreads an amount named without lines over every line by what it has left', () => {
    // $50 of $112.56: 44.42 % of each line (2887.35, 1535.18, 577.47 cents), the leftover cent
    // to the largest; the shampoo's share gives back 256 × 1535 / 3456 = 113.7 → 114 of tax.
    const shares = allocateRefund(5000, [cut, shampoo, tip]);
    expect(shares).toEqual([
      { key: 'cut', netCents: 2888, taxCents: 0 },
      { key: 'shampoo', netCents: 1421, taxCents: 114 },
      { key: 'tip', netCents: 577, taxCents: 0 },
    ]);
    expect(shares.reduce((s, p) => s + p.netCents + p.taxCents, 0)).toBe(5000);
  });

  it('refuses more than the lines have left, and nothing or fractions of a cent', () => {
    expect(() => allocateRefund(3457, [shampoo])).toThrow(RangeError);
    expect(() => allocateRefund(0, [shampoo])).toThrow(RangeError);
    expect(() => allocateRefund(1.5, [shampoo])).toThrow(RangeError);
  });
});

describe('chosenPart', () => {
  it('is one unit of two at its line price share, the tax in proportion; both units are the line', () => {
    expect(chosenPart(shampoo, 1, 2, 3456)).toEqual({ key: 'shampoo', netCents: 1600, taxCents: 128 });
    expect(chosenPart(shampoo, 2, 2, 3456)).toEqual(shampoo);
  });

  it('is at most what the line has left', () => {
    const half = { key: 'shampoo', netCents: 1000, taxCents: 80 };
    expect(chosenPart(half, 1, 2, 3456)).toEqual(half);
  });
});

const part = (key: string) =>
  fc
    .record({ netCents: fc.nat({ max: 500_000 }), taxCents: fc.nat({ max: 40_000 }) })
    .map((p) => ({ key, ...p }));
const parts = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => part(`line${i}`))))
  .filter((ps) => refundableCents(ps) > 0);

describe('allocateRefund (properties)', () => {
  it('adds up to the refund, and no line gives back more net or tax than it has left', () => {
    fc.assert(
      fc.property(
        parts.chain((ps) => fc.tuple(fc.constant(ps), fc.integer({ min: 1, max: refundableCents(ps) }))),
        ([ps, refund]) => {
          const shares = allocateRefund(refund, ps);
          expect(shares.reduce((s, p) => s + p.netCents + p.taxCents, 0)).toBe(refund);
          for (const share of shares) {
            const line = ps.find((p) => p.key === share.key)!;
            expect(share.netCents).toBeGreaterThanOrEqual(0);
            expect(share.taxCents).toBeGreaterThanOrEqual(0);
            expect(share.netCents).toBeLessThanOrEqual(line.netCents);
            expect(share.taxCents).toBeLessThanOrEqual(line.taxCents);
          }
        },
      ),
    );
  });

  it('returns exactly every line, net and tax, over refunds one after another until nothing is left', () => {
    fc.assert(
      fc.property(parts, fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }), (ps, asks) => {
        let left = ps.map((p) => ({ ...p }));
        const back = new Map(ps.map((p) => [p.key, { net: 0, tax: 0 }]));
        for (const ask of [...asks, Number.MAX_SAFE_INTEGER]) {
          const cents = Math.min(ask, refundableCents(left));
          if (cents === 0) break;
          for (const s of allocateRefund(cents, left)) {
            back.get(s.key)!.net += s.netCents;
            back.get(s.key)!.tax += s.taxCents;
          }
          left = ps.map((p) => ({
            key: p.key,
            netCents: p.netCents - back.get(p.key)!.net,
            taxCents: p.taxCents - back.get(p.key)!.tax,
          }));
        }
        for (const p of ps) expect(back.get(p.key)).toEqual({ net: p.netCents, tax: p.taxCents });
      }),
    );
  });
});
