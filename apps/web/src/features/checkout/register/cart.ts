/**
 * The register's cart (spec operations.md §3 "Register state", issue #13) as the screen holds
 * it, in dollars as typed, and its translations: to the shared totals function's cents
 * (computeCartTotals, the very function the server runs) and to the checkout body, which
 * carries what was chosen, never a price or a total (the server prices and totals the sale).
 */
import {
  computeCartTotals,
  suggestedTipBaseCents,
  type CardBrand,
  type CartInput,
  type CartTotals,
  type CheckoutInput,
  type Discount,
  type DiscountInput,
  type TenderInput,
  type Ticket,
  type TipSplit,
} from '@daybook/contracts';

/** Dollars (or a fraction of them) to whole cents; typed amounts have at most 2 decimals. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const toDollars = (cents: number): number => cents / 100;

/** A discount as typed: dollars off, or percent off. */
export interface DiscountDraft {
  type: 'fixed' | 'percent';
  value: number;
}

export interface CartLine {
  /** Local key of the row. */
  key: string;
  kind: 'service' | 'product';
  serviceId: string | null;
  productId: string | null;
  appointmentId: string | null;
  name: string;
  /** Unit price in dollars, as the catalogue or ticket gives it (the server prices it again). */
  price: number;
  quantity: number;
  taxable: boolean;
  staffId: string | null;
  discount: DiscountDraft | null;
}

export interface CashTenderDraft {
  key: string;
  type: 'cash';
  amount: number;
  /** Cash handed over; blank means exactly the amount. */
  received: number | null;
}

export interface CardTenderDraft {
  key: string;
  type: 'card';
  amount: number;
  cardType: CardBrand;
  cardLast4: string;
  authCode: string;
}

export type TenderDraft = CashTenderDraft | CardTenderDraft;

export interface Cart {
  ticketId: string | null;
  clientId: string | null;
  clientName: string | null;
  lines: CartLine[];
  orderDiscount: DiscountDraft | null;
  /** Tip in dollars. */
  tip: number;
  tipSplit: TipSplit;
  /** Manual tip per staff id, dollars. */
  manualTips: Record<string, number>;
  tenders: TenderDraft[];
}

export const emptyCart = (): Cart => ({
  ticketId: null,
  clientId: null,
  clientName: null,
  lines: [],
  orderDiscount: null,
  tip: 0,
  tipSplit: 'even',
  manualTips: {},
  tenders: [],
});

/** A ticket's lines and client as a cart to pay it. */
export function cartFromTicket(ticket: Ticket): Cart {
  return {
    ...emptyCart(),
    ticketId: ticket.id,
    clientId: ticket.clientId,
    clientName: ticket.clientName,
    lines: ticket.lines.map((l) => ({
      key: l.id,
      kind: l.kind,
      serviceId: l.serviceId,
      productId: l.productId,
      appointmentId: l.appointmentId,
      name: l.name,
      price: l.price,
      quantity: l.quantity,
      taxable: l.taxable,
      staffId: l.staffId,
      discount: l.discount,
    })),
  };
}

function discountInput(d: DiscountDraft | null): DiscountInput | null {
  if (!d || !(d.value > 0)) return null;
  return d.type === 'fixed'
    ? { type: 'fixed', amountCents: toCents(d.value) }
    : { type: 'percent', percent: d.value };
}

function discountBody(d: DiscountDraft | null): Discount | null {
  return d && d.value > 0 ? { type: d.type, value: d.value } : null;
}

/** Staff on the cart's lines, first appearance first (who a tip can go to). */
export function cartStaff(cart: Cart): string[] {
  return [...new Set(cart.lines.flatMap((l) => (l.staffId ? [l.staffId] : [])))];
}

/** The cart in the totals function's terms (cents). */
export function toCartInput(cart: Cart, taxRate: number): CartInput {
  return {
    lines: cart.lines.map((l) => ({
      kind: l.kind,
      unitPriceCents: toCents(l.price),
      quantity: l.quantity,
      taxable: l.taxable,
      staffId: l.staffId,
      discount: discountInput(l.discount),
    })),
    orderDiscount: discountInput(cart.orderDiscount),
    taxRate,
    tipCents: toCents(cart.tip),
    tipSplit: cart.tipSplit,
    manualTips:
      cart.tipSplit === 'manual'
        ? cartStaff(cart).map((staffId) => ({ staffId, cents: toCents(cart.manualTips[staffId] ?? 0) }))
        : undefined,
  };
}

/** The preview: totals, or the reason they cannot be worked out (a tip with no staff…). */
export function previewTotals(
  cart: Cart,
  taxRate: number,
): { totals: CartTotals | null; error: string | null } {
  try {
    return { totals: computeCartTotals(toCartInput(cart, taxRate)), error: null };
  } catch (e) {
    // The tip is the only part that can fail; show the rest with no tip and say why.
    const totals = computeCartTotals({ ...toCartInput(cart, taxRate), tipCents: 0 });
    return { totals, error: e instanceof Error ? e.message : 'The totals cannot be worked out.' };
  }
}

/**
 * The base of the suggested tip percentages, cents: the service lines after discounts, before
 * tax, or every line when the location counts products too (issue #28).
 */
export function suggestedTipBase(cart: Cart, totals: CartTotals, servicesOnly: boolean): number {
  return suggestedTipBaseCents(
    totals,
    cart.lines.map((l) => l.kind),
    servicesOnly,
  );
}

/** The tenders in the settlement function's terms (cents). */
export function toTenderInputs(tenders: readonly TenderDraft[]): TenderInput[] {
  return tenders.map((t) =>
    t.type === 'cash'
      ? {
          type: 'cash',
          amountCents: toCents(t.amount),
          receivedCents: t.received === null ? undefined : toCents(t.received),
        }
      : {
          type: 'card',
          amountCents: toCents(t.amount),
          cardType: t.cardType,
          cardLast4: t.cardLast4,
          authCode: t.authCode,
        },
  );
}

/** The checkout body: choices only; no price, subtotal, tax or total is sent. */
export function toCheckoutBody(cart: Cart, establishmentId: string): CheckoutInput {
  const staff = cartStaff(cart);
  return {
    establishmentId,
    ...(cart.ticketId ? { ticketId: cart.ticketId } : {}),
    clientId: cart.clientId,
    lines: cart.lines.map((l) => ({
      kind: l.kind,
      ...(l.serviceId ? { serviceId: l.serviceId } : {}),
      ...(l.productId ? { productId: l.productId } : {}),
      ...(l.appointmentId ? { appointmentId: l.appointmentId } : {}),
      staffId: l.staffId,
      quantity: l.quantity,
      discount: discountBody(l.discount),
    })),
    orderDiscount: discountBody(cart.orderDiscount),
    tip: cart.tip,
    tipSplit: cart.tipSplit,
    ...(cart.tipSplit === 'manual'
      ? { tipShares: staff.map((staffId) => ({ staffId, amount: cart.manualTips[staffId] ?? 0 })) }
      : {}),
    tenders: cart.tenders.map((t) =>
      t.type === 'cash'
        ? { type: 'cash', amount: t.amount, ...(t.received === null ? {} : { received: t.received }) }
        : {
            type: 'card',
            amount: t.amount,
            cardType: t.cardType,
            cardLast4: t.cardLast4,
            authCode: t.authCode,
          },
    ),
  };
}
