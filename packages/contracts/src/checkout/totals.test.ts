import { describe, expect, it } from 'vitest';
import { allocateCents } from './allocate.js';
import { CartError, computeCartTotals, discountCents, taxCents, type CartLineInput } from './totals.js';
import { countedCents, expectedDrawerCents, settleTenders } from './tenders.js';
import { denominationCountsSchema, refundRequestSchema } from '../entities/checkout.js';

const cut: CartLineInput = {
  kind: 'service',
  unitPriceCents: 6500,
  quantity: 1,
  taxable: false,
  staffId: 'A',
};
const color: CartLineInput = {
  kind: 'service',
  unitPriceCents: 12000,
  quantity: 1,
  taxable: false,
  staffId: 'B',
};
const shampoo: CartLineInput = {
  kind: 'product',
  unitPriceCents: 1899,
  quantity: 2,
  taxable: true,
  staffId: 'A',
};

describe('computeCartTotals (hand-computed carts)', () => {
  it('10 % order discount over three lines, tax on the product only, tip split evenly', () => {
    const t = computeCartTotals({
      lines: [cut, color, shampoo],
      orderDiscount: { type: 'percent', percent: 10 },
      taxRate: 0.08,
      tipCents: 3001,
      tipSplit: 'even',
    });
    // 10 % of 222.98 is 22.298 → 22.30, split 650 / 1200 (+1 leftover to the largest) / 379.
    expect(t.lines.map((l) => l.orderDiscountCents)).toEqual([650, 1201, 379]);
    expect(t.lines.map((l) => l.netCents)).toEqual([5850, 10799, 3419]);
    // 8 % of 34.19 = 2.7352 → 2.74 on the shampoo only.
    expect(t.lines.map((l) => l.taxCents)).toEqual([0, 0, 274]);
    expect(t).toMatchObject({ subtotalCents: 22298, discountCents: 2230, taxCents: 274, tipCents: 3001 });
    expect(t.totalCents).toBe(22298 - 2230 + 274 + 3001);
    expect(t.tips).toEqual([
      { staffId: 'A', cents: 1501 },
      { staffId: 'B', cents: 1500 },
    ]);
    expect(t.lines.reduce((s, l) => s + l.totalCents, 0) + t.tipCents).toBe(t.totalCents);
  });

  it('percent and fixed line discounts round half-up per line; tax at 8.875 %', () => {
    const t = computeCartTotals({
      lines: [
        { ...shampoo, quantity: 1, unitPriceCents: 3333, discount: { type: 'percent', percent: 15 } },
        { ...shampoo, quantity: 1, unitPriceCents: 1500, discount: { type: 'fixed', amountCents: 500 } },
        { ...shampoo, quantity: 1, unitPriceCents: 400, discount: { type: 'fixed', amountCents: 900 } },
      ],
      taxRate: 0.08875,
      tipCents: 0,
      tipSplit: 'even',
    });
    // 15 % of 33.33 = 4.9995 → 5.00; a fixed discount never exceeds its line.
    expect(t.lines.map((l) => l.lineDiscountCents)).toEqual([500, 500, 400]);
    // 28.33 × 8.875 % = 2.5143 → 2.51; 10.00 × 8.875 % = 0.8875 → 0.89.
    expect(t.lines.map((l) => l.taxCents)).toEqual([251, 89, 0]);
    expect(t.totalCents).toBe(2833 + 251 + 1000 + 89);
  });

  it('splits a tip three ways evenly and by service share', () => {
    const third = { ...cut, staffId: 'C', unitPriceCents: 3500 };
    const even = computeCartTotals({
      lines: [cut, color, third],
      taxRate: 0,
      tipCents: 1000,
      tipSplit: 'even',
    });
    expect(even.tips.map((s) => s.cents)).toEqual([334, 333, 333]);
    const share = computeCartTotals({
      lines: [cut, color, third, shampoo],
      taxRate: 0,
      tipCents: 2200,
      tipSplit: 'service_share',
    });
    // Weights 65 / 120 / 35 of services only (the shampoo does not count): 650, 1200, 350.
    expect(share.tips).toEqual([
      { staffId: 'A', cents: 650 },
      { staffId: 'B', cents: 1200 },
      { staffId: 'C', cents: 350 },
    ]);
  });

  it('manual tips must add up and go to the ticket’s staff', () => {
    const base = { lines: [cut, color], taxRate: 0.08, tipCents: 1000, tipSplit: 'manual' as const };
    expect(
      computeCartTotals({
        ...base,
        manualTips: [
          { staffId: 'A', cents: 700 },
          { staffId: 'B', cents: 300 },
        ],
      }).tips,
    ).toEqual([
      { staffId: 'A', cents: 700 },
      { staffId: 'B', cents: 300 },
    ]);
    expect(() => computeCartTotals({ ...base, manualTips: [{ staffId: 'A', cents: 999 }] })).toThrow(
      CartError,
    );
    expect(() => computeCartTotals({ ...base, manualTips: [{ staffId: 'Z', cents: 1000 }] })).toThrow(
      'Tips can only go to staff on the ticket.',
    );
    expect(() =>
      computeCartTotals({
        lines: [{ ...shampoo, staffId: null }],
        taxRate: 0,
        tipCents: 100,
        tipSplit: 'even',
      }),
    ).toThrow('A tip needs a staff member on the ticket.');
  });

  it('a fixed order discount larger than the cart takes it to zero', () => {
    const t = computeCartTotals({
      lines: [cut],
      orderDiscount: { type: 'fixed', amountCents: 99999 },
      taxRate: 0.08,
      tipCents: 0,
      tipSplit: 'even',
    });
    expect(t.totalCents).toBe(0);
    expect(discountCents(0, { type: 'percent', percent: 50 })).toBe(0);
    expect(taxCents(0, 0.08)).toBe(0);
  });
});

describe('allocateCents', () => {
  it('keeps every cent and splits all-zero weights evenly', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(5, [0, 0])).toEqual([3, 2]);
    expect(allocateCents(7, [])).toEqual([]);
  });
});

describe('settleTenders and the drawer', () => {
  it('split cash and card with change given', () => {
    const s = settleTenders(23345, [
      { type: 'cash', amountCents: 10000, receivedCents: 12000 },
      { type: 'card', amountCents: 13345, cardType: 'visa', cardLast4: '4242', authCode: 'A1B2C3' },
    ]);
    expect(s).toEqual({ cashCents: 10000, cardCents: 13345, cashReceivedCents: 12000, changeCents: 2000 });
    expect(() => settleTenders(100, [{ type: 'cash', amountCents: 99 }])).toThrow(
      'Payments must add up to the total.',
    );
    expect(() => settleTenders(100, [{ type: 'cash', amountCents: 100, receivedCents: 50 }])).toThrow(
      CartError,
    );
  });

  it('expected cash of a hand-computed shift', () => {
    // Float 200, took 120 + 45.50 in cash with 4.50 change, refunded 20 cash, paid in 50, out 12.25.
    const expected = expectedDrawerCents({
      floatCents: 20000,
      cashReceivedCents: 16550,
      changeCents: 450,
      cashRefundCents: 2000,
      payInCents: 5000,
      payOutCents: 1225,
    });
    expect(expected).toBe(37875);
    expect(countedCents({ '10000': 3, '2000': 3, '500': 3, '100': 3, '25': 3 })).toBe(37875);
  });
});

describe('checkout request schemas', () => {
  it('take a subset of denominations and name an unknown one', () => {
    expect(denominationCountsSchema.parse({ '2000': 3 })).toEqual({ '2000': 3 });
    expect(denominationCountsSchema.safeParse({ '300': 3 }).error?.issues[0]?.message).toBe(
      'Not a US denomination.',
    );
  });

  it('refuse a refund or pay-out that rounds to no cent', () => {
    expect(refundRequestSchema.safeParse({ refund_amount: 1e-160, refund_reason: 'x' }).success).toBe(false);
    expect(refundRequestSchema.safeParse({ refund_amount: 0.01, refund_reason: 'x' }).success).toBe(true);
  });
});
