/**
 * How a refund is shared over the lines of a sale (issue #28 "A refund takes back its tip and its
 * commission, and charges the right person"): the one allocation that payroll, performance, the
 * dashboard, today's team and the client's spend all read. The register's refund form and the
 * server's refund both call it; the server recomputes from what it stores.
 *
 * Each line of a sale (a service or product item, or a staff member's tip) has what is left to
 * refund of it: its net (after discounts, without tax) and its tax, less what earlier refunds
 * took. A refund names the lines it returns, or none (then every line is returned in part).
 * Its amount is spread over those lines in proportion to what each has left, leftover cents to
 * the largest first, so the shares add up to the refund and no line gives back more than it
 * has; within an item, its tax comes back in proportion. Integer cents throughout.
 */
import { allocateCents } from './allocate.js';

/** What is left to refund of one line: cents. A tip has no tax. */
export interface RefundablePart {
  /** The line's id: a sold item's or a tip's. */
  key: string;
  netCents: number;
  taxCents: number;
}

/** What one refund takes back from one line: cents. */
export type RefundShare = RefundablePart;

const leftOf = (p: RefundablePart) => p.netCents + p.taxCents;

/** Everything `parts` have left to refund, cents. */
export function refundableCents(parts: readonly RefundablePart[]): number {
  return parts.reduce((sum, p) => sum + leftOf(p), 0);
}

/**
 * What `quantity` of the `soldQuantity` units an item was sold with give back: its line total
 * (`lineTotalCents`, tax included) pro rata, at most what it has left (`leftCents`); all that is
 * left when every unit is chosen. Cents.
 */
export function chosenCents(
  leftCents: number,
  quantity: number,
  soldQuantity: number,
  lineTotalCents: number,
): number {
  if (quantity >= soldQuantity) return leftCents;
  return Math.min(leftCents, Math.round((lineTotalCents * quantity) / soldQuantity));
}

/**
 * The share of an item chosen by `quantity` of its `soldQuantity` units (chosenCents), its net
 * and tax in proportion to what is left of each.
 */
export function chosenPart(
  part: RefundablePart,
  quantity: number,
  soldQuantity: number,
  lineTotalCents: number,
): RefundablePart {
  const left = leftOf(part);
  const cents = chosenCents(left, quantity, soldQuantity, lineTotalCents);
  if (cents === left) return part;
  const taxCents = Math.round((part.taxCents * cents) / left);
  return { key: part.key, netCents: cents - taxCents, taxCents };
}

/**
 * Spreads `refundCents` over `parts` in proportion to what each has left (net + tax), leftover
 * cents to the largest; each share splits into net and tax in proportion to what is left of
 * each. Shares of nothing are left out. Throws a RangeError when `refundCents` is more than the
 * parts have left, or not a whole positive number.
 */
export function allocateRefund(refundCents: number, parts: readonly RefundablePart[]): RefundShare[] {
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0)
    throw new RangeError('a refund is a whole, positive number of cents');
  if (refundCents > refundableCents(parts))
    throw new RangeError('the refund is more than the lines have left');
  const cents = allocateCents(refundCents, parts.map(leftOf));
  return parts.flatMap((part, i) => {
    const share = cents[i]!;
    if (share === 0) return [];
    const left = leftOf(part);
    // Half-up: a share of the whole line gives back all of its tax, a part of it its part.
    const taxCents = Math.round((part.taxCents * share) / left);
    return [{ key: part.key, netCents: share - taxCents, taxCents }];
  });
}
