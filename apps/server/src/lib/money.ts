/** Money on the wire is US dollars with at most 2 decimals; in the database, integer cents. */

/** Dollars (at most 2 decimals, already validated) → integer cents; rounding absorbs float noise (85.5 → 8550). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents → dollars (8550 → 85.5). */
export function toDollars(cents: number): number {
  return cents / 100;
}
