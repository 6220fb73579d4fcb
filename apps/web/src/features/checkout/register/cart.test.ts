import { describe, expect, it } from 'vitest';
import { emptyCart, previewTotals, suggestedTipBase, toCheckoutBody, type Cart, type CartLine } from './cart';

const line = (over: Partial<CartLine>): CartLine => ({
  key: 'k',
  kind: 'service',
  serviceId: 's1',
  productId: null,
  appointmentId: null,
  name: 'Cut',
  price: 0,
  quantity: 1,
  taxable: false,
  staffId: null,
  discount: null,
  ...over,
});

/** An $85 untaxed haircut and two taxed $24.99 oils, 10 % off the order, 8 % tax. */
const CART: Cart = {
  ...emptyCart(),
  lines: [
    line({ key: 'a', price: 85, staffId: 'u1' }),
    line({
      key: 'b',
      kind: 'product',
      serviceId: null,
      productId: 'p1',
      name: 'Oil',
      price: 24.99,
      quantity: 2,
      taxable: true,
    }),
  ],
  orderDiscount: { type: 'percent', value: 10 },
};

describe('register cart', () => {
  it('previews the totals a hand computation gives', () => {
    // Gross 85.00 + 49.98 = 134.98; 10 % = 13.498 → 13.50, split by the lines' worth 8.50… / 4.99…
    // with the spare cent to the larger line (8.51 / 4.99); the oils' net 44.99 is taxed
    // 8 % = 3.5992 → 3.60; total 134.98 − 13.50 + 3.60 = 125.08.
    const { totals, error } = previewTotals(CART, 0.08);
    expect(error).toBeNull();
    expect(totals).toMatchObject({
      subtotalCents: 13498,
      discountCents: 1350,
      taxCents: 360,
      totalCents: 12508,
    });
    expect(totals!.lines.map((l) => l.orderDiscountCents)).toEqual([851, 499]);
    // Suggested tips: the haircut's 85.00 − 8.51 = 76.49 alone, or every line's 121.48 (issue #28).
    expect(suggestedTipBase(CART, totals!, true)).toBe(7649);
    expect(suggestedTipBase(CART, totals!, false)).toBe(12148);
  });

  it('adds a tip on top, untaxed, split to the staff on the lines', () => {
    const { totals } = previewTotals({ ...CART, tip: 21.87 }, 0.08);
    expect(totals).toMatchObject({
      taxCents: 360,
      tipCents: 2187,
      totalCents: 14695,
      tips: [{ staffId: 'u1', cents: 2187 }],
    });
  });

  it('says why a tip cannot be shared when no line has staff', () => {
    const cart = { ...CART, lines: CART.lines.map((l) => ({ ...l, staffId: null })), tip: 5 };
    const { totals, error } = previewTotals(cart, 0.08);
    expect(error).toBe('A tip needs a staff member on the ticket.');
    expect(totals?.tipCents).toBe(0);
  });

  it('sends choices only: no price, subtotal, tax or total', () => {
    const body = toCheckoutBody(
      { ...CART, tip: 3, tenders: [{ key: 't', type: 'cash', amount: 128.08, received: 140 }] },
      'e1',
    );
    expect(body).toEqual({
      establishmentId: 'e1',
      clientId: null,
      lines: [
        { kind: 'service', serviceId: 's1', staffId: 'u1', quantity: 1, discount: null },
        { kind: 'product', productId: 'p1', staffId: null, quantity: 2, discount: null },
      ],
      orderDiscount: { type: 'percent', value: 10 },
      tip: 3,
      tipSplit: 'even',
      tenders: [{ type: 'cash', amount: 128.08, received: 140 }],
    });
  });
});
