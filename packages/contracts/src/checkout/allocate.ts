/**
 * Remainder-preserving allocation of cents (issue #13): an order discount over its lines, a tip
 * over the ticket's staff. dinero.js splits by ratios and hands leftover cents to the largest
 * ratios first, so the parts always add up to the whole.
 */
import { allocate, dinero, toSnapshot } from 'dinero.js';
import { USD } from 'dinero.js/currencies';

/**
 * Splits `cents` (an integer, may be 0) by `weights` (non-negative integers). The parts add up
 * to `cents`. All-zero weights split evenly, since "by share" of nothing means "alike".
 * An empty `weights` answers an empty list (there is nobody to give it to).
 */
export function allocateCents(cents: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be a whole number');
  const ratios = weights.some((w) => w > 0)
    ? weights.map((w) => Math.max(0, Math.round(w)))
    : weights.map(() => 1);
  return allocate(dinero({ amount: cents, currency: USD }), ratios).map((part) => toSnapshot(part).amount);
}
