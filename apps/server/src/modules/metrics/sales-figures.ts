/**
 * The sales figures' one definition (issue #31 "Every figure is defined once in code"; contracts
 * FIGURE_DEFINITIONS holds the sentence each screen shows): from the sums of a set of day rows to
 * gross, discounts, refunds, net, services, retail, tax, tips, collected, tickets and the average
 * ticket. Every sales screen and report derives them here. Integer cents in, integer cents out.
 */

/** What day rows add up to, in cents (tickets and refunds are counts). */
export interface SalesSums {
  quantity: number;
  grossCents: number;
  discountCents: number;
  serviceNetCents: number;
  serviceRefundedCents: number;
  productNetCents: number;
  productRefundedCents: number;
  taxCents: number;
  refundedTaxCents: number;
  tipsCents: number;
  refundedTipsCents: number;
  tickets: number;
  cardCents: number;
  cashCents: number;
  refunds: number;
  refundedCardCents: number;
  refundedCashCents: number;
}

/** A day roll-up column's name as SalesSums names it: `gross_cents` is `grossCents`. */
export const sumName = (column: string) =>
  column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof SalesSums;

/** Sums of nothing. */
export const NO_SALES: Readonly<SalesSums> = {
  quantity: 0,
  grossCents: 0,
  discountCents: 0,
  serviceNetCents: 0,
  serviceRefundedCents: 0,
  productNetCents: 0,
  productRefundedCents: 0,
  taxCents: 0,
  refundedTaxCents: 0,
  tipsCents: 0,
  refundedTipsCents: 0,
  tickets: 0,
  cardCents: 0,
  cashCents: 0,
  refunds: 0,
  refundedCardCents: 0,
  refundedCashCents: 0,
};

/** `a` and `b` added field by field. */
export function addSums(a: Readonly<SalesSums>, b: Partial<SalesSums>): SalesSums {
  const out = { ...a };
  for (const key of Object.keys(out) as (keyof SalesSums)[]) out[key] += b[key] ?? 0;
  return out;
}

/** The figures of a period, in cents (tickets a count). */
export interface SalesFigureCents {
  gross: number;
  discounts: number;
  refunds: number;
  net: number;
  services: number;
  retail: number;
  tax: number;
  tips: number;
  collected: number;
  tickets: number;
  averageTicket: number;
}

/** The figures the sums define (FIGURE_DEFINITIONS: grossCents … averageTicketCents). */
export function salesFigures(s: Readonly<SalesSums>): SalesFigureCents {
  const sold = s.serviceNetCents + s.productNetCents;
  const refunds = s.serviceRefundedCents + s.productRefundedCents;
  return {
    gross: s.grossCents,
    discounts: s.discountCents,
    refunds,
    net: sold - refunds,
    services: s.serviceNetCents - s.serviceRefundedCents,
    retail: s.productNetCents - s.productRefundedCents,
    tax: s.taxCents - s.refundedTaxCents,
    tips: s.tipsCents - s.refundedTipsCents,
    collected: s.cardCents + s.cashCents - s.refundedCardCents - s.refundedCashCents,
    tickets: s.tickets,
    averageTicket: s.tickets === 0 ? 0 : Math.round(sold / s.tickets),
  };
}
