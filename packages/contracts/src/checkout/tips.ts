/**
 * Tip rules of a location (issue #28 "Tips are bounded and visible"), shared by the register's
 * preview and the server's checkout. A tip above `tipCeilingPercent` of the ticket (its lines
 * after discounts, before tax) needs a manager's approval; the suggested tips are percentages of
 * the service lines alone unless the location says to use the whole ticket. Cents throughout.
 */
import type { CartTotals } from './totals.js';

/** A tip over this share of the ticket needs approval, until an owner sets another (percent). */
export const TIP_CEILING_PERCENT_DEFAULT = 100;
/** Largest ceiling an owner may set (percent). */
export const TIP_CEILING_PERCENT_MAX = 1000;
/** Suggested tips leave products out unless a location says otherwise. */
export const SUGGESTED_TIP_ON_SERVICES_DEFAULT = true;

/** The ticket's lines after every discount, before tax and tip, cents. */
export function ticketNetCents(totals: Pick<CartTotals, 'lines'>): number {
  return totals.lines.reduce((sum, line) => sum + line.netCents, 0);
}

/**
 * The base of a suggested tip percentage, cents: the service lines after discounts (`kinds[i]`
 * is line i's kind), or every line when `servicesOnly` is false.
 */
export function suggestedTipBaseCents(
  totals: Pick<CartTotals, 'lines'>,
  kinds: readonly ('service' | 'product')[],
  servicesOnly: boolean,
): number {
  return totals.lines.reduce(
    (sum, line, i) => (servicesOnly && kinds[i] !== 'service' ? sum : sum + line.netCents),
    0,
  );
}

/** The largest tip that needs no approval: `percent` of the ticket, rounded down, cents. */
export function tipCeilingCents(totals: Pick<CartTotals, 'lines'>, percent: number): number {
  return Math.floor((ticketNetCents(totals) * percent) / 100);
}

/** True when the tip of `totals` is above its ceiling. */
export function tipNeedsApproval(totals: Pick<CartTotals, 'lines' | 'tipCents'>, percent: number): boolean {
  return totals.tipCents > tipCeilingCents(totals, percent);
}

/** The refusal of a tip above the ceiling without a manager's approval. */
export function tipApprovalMessage(percent: number): string {
  return `A tip over ${percent}% of the ticket needs a manager's approval.`;
}
