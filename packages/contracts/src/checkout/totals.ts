/**
 * The one totals function of a sale (issue #13, spec operations.md §3 "Register state", §9 tax
 * 0.08). The register's preview and the server's checkout both call it; the server never trusts
 * totals a client sends.
 *
 * Rounding rule, written once: every amount is integer cents. Each line is rounded on its own,
 * half-up to the cent: its percent discount, then its tax on what is left after every discount.
 * An order discount (fixed, or percent of the lines after their own discounts, half-up) and a
 * tip are split with remainder-preserving allocation, so the lines always add up to the totals.
 * Tax is charged on taxable lines after discounts; tips are never taxed.
 */
import { allocateCents } from './allocate.js';

/** Spec operations.md §9: a location's tax rate until an owner sets another. */
export const DEFAULT_TAX_RATE = 0.08;

export const DISCOUNT_TYPES = ['fixed', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** How a tip is shared between the ticket's staff. */
export const TIP_SPLITS = ['even', 'service_share', 'manual'] as const;
export type TipSplit = (typeof TIP_SPLITS)[number];

/** A discount in cents (fixed) or percent (0 to 100, at most 2 decimals). */
export type DiscountInput = { type: 'fixed'; amountCents: number } | { type: 'percent'; percent: number };

export interface CartLineInput {
  kind: 'service' | 'product';
  unitPriceCents: number;
  /** Whole units. */
  quantity: number;
  taxable: boolean;
  staffId: string | null;
  discount?: DiscountInput | null;
}

export interface CartInput {
  lines: readonly CartLineInput[];
  orderDiscount?: DiscountInput | null;
  /** A fraction: 0.08 is 8 %. At most 5 decimals count (8.875 % is 0.08875). */
  taxRate: number;
  tipCents: number;
  tipSplit: TipSplit;
  /** With `manual`: each staff member's part, adding up to `tipCents`. */
  manualTips?: readonly TipShare[];
}

export interface TipShare {
  staffId: string;
  cents: number;
}

export interface LineTotals {
  /** Unit price × quantity. */
  grossCents: number;
  lineDiscountCents: number;
  /** This line's part of the order discount. */
  orderDiscountCents: number;
  /** Gross less both discounts. */
  netCents: number;
  taxCents: number;
  /** Net plus tax. */
  totalCents: number;
}

export interface CartTotals {
  lines: LineTotals[];
  /** Sum of gross. */
  subtotalCents: number;
  /** Line and order discounts together. */
  discountCents: number;
  taxCents: number;
  tipCents: number;
  /** What the client pays: subtotal − discount + tax + tip. */
  totalCents: number;
  /** The tip per staff member, adding up to `tipCents`. */
  tips: TipShare[];
}

/** A cart that cannot be totalled as asked; `path` names the field. */
export class CartError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'CartError';
  }
}

export const CART_MESSAGES = {
  tipWithoutStaff: 'A tip needs a staff member on the ticket.',
  manualTipsSum: 'The tip shares must add up to the tip.',
  manualTipStranger: 'Tips can only go to staff on the ticket.',
} as const;

/** n / d rounded half-up, for n ≥ 0 and d > 0, in whole numbers. */
function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** Percent in hundredths (12.5 % → 1250) so percent arithmetic stays in whole numbers. */
function basisPoints(percent: number): number {
  return Math.round(Math.min(Math.max(percent, 0), 100) * 100);
}

/** What `discount` takes off `base` cents, never more than `base`. */
export function discountCents(base: number, discount: DiscountInput | null | undefined): number {
  if (!discount || base <= 0) return 0;
  if (discount.type === 'fixed') return Math.min(Math.max(discount.amountCents, 0), base);
  return Math.min(divideHalfUp(base * basisPoints(discount.percent), 10_000), base);
}

/** Tax on `netCents` at `rate`, half-up to the cent. */
export function taxCents(netCents: number, rate: number): number {
  if (netCents <= 0 || rate <= 0) return 0;
  return divideHalfUp(netCents * Math.round(rate * 100_000), 100_000);
}

/** The ticket's staff in the order they first appear on its lines. */
function staffOf(lines: readonly CartLineInput[]): string[] {
  return [...new Set(lines.flatMap((l) => (l.staffId ? [l.staffId] : [])))];
}

function splitTip(cart: CartInput, lines: readonly LineTotals[]): TipShare[] {
  const tip = cart.tipCents;
  if (tip <= 0) return [];
  const staff = staffOf(cart.lines);
  if (staff.length === 0) throw new CartError('tip', CART_MESSAGES.tipWithoutStaff);
  if (cart.tipSplit === 'manual') {
    const shares = (cart.manualTips ?? []).filter((s) => s.cents !== 0);
    if (shares.some((s) => !staff.includes(s.staffId)))
      throw new CartError('tipShares', CART_MESSAGES.manualTipStranger);
    if (shares.reduce((sum, s) => sum + s.cents, 0) !== tip)
      throw new CartError('tipShares', CART_MESSAGES.manualTipsSum);
    return shares.map((s) => ({ staffId: s.staffId, cents: s.cents }));
  }
  const weights =
    cart.tipSplit === 'service_share'
      ? staff.map((id) =>
          cart.lines.reduce(
            (sum, l, i) => (l.kind === 'service' && l.staffId === id ? sum + (lines[i]?.netCents ?? 0) : sum),
            0,
          ),
        )
      : staff.map(() => 1);
  const parts = allocateCents(tip, weights);
  return staff.map((staffId, i) => ({ staffId, cents: parts[i] ?? 0 }));
}

/**
 * Totals of `cart` by the rounding rule above. Throws CartError for a tip with nobody to
 * receive it or manual shares that do not add up; amounts are assumed validated (non-negative,
 * whole cents) by the caller's schema.
 */
export function computeCartTotals(cart: CartInput): CartTotals {
  const afterLine = cart.lines.map((line) => {
    const gross = line.unitPriceCents * line.quantity;
    const lineDiscount = discountCents(gross, line.discount);
    return { gross, lineDiscount, base: gross - lineDiscount };
  });
  const orderBase = afterLine.reduce((sum, l) => sum + l.base, 0);
  const orderDiscount = discountCents(orderBase, cart.orderDiscount);
  const orderParts = allocateCents(
    orderDiscount,
    afterLine.map((l) => l.base),
  );

  const lines: LineTotals[] = afterLine.map((l, i) => {
    const net = l.base - (orderParts[i] ?? 0);
    const tax = cart.lines[i]?.taxable ? taxCents(net, cart.taxRate) : 0;
    return {
      grossCents: l.gross,
      lineDiscountCents: l.lineDiscount,
      orderDiscountCents: orderParts[i] ?? 0,
      netCents: net,
      taxCents: tax,
      totalCents: net + tax,
    };
  });
  const sum = (pick: (l: LineTotals) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const subtotalCents = sum((l) => l.grossCents);
  const discount = sum((l) => l.lineDiscountCents + l.orderDiscountCents);
  const tax = sum((l) => l.taxCents);
  const tips = splitTip(cart, lines);
  return {
    lines,
    subtotalCents,
    discountCents: discount,
    taxCents: tax,
    tipCents: cart.tipCents,
    totalCents: subtotalCents - discount + tax + cart.tipCents,
    tips,
  };
}
