/**
 * What a CRM PUT changes (spec core.md §7: PUT changes any subset of the fields): the fields
 * whose sent value differs from the stored one, and the establishment the record moves to.
 */
import { ALL_ESTABLISHMENTS } from '@daybook/contracts';

/**
 * The fields among `keys` that `input` sends (undefined means not sent; null clears) with a
 * value other than `row`'s, ready for the repository's update.
 */
export function changedFields<Row, K extends keyof Row>(
  input: { readonly [P in K]?: Row[P] },
  row: Row,
  keys: readonly K[],
): Partial<Pick<Row, K>> {
  const values: Partial<Pick<Row, K>> = {};
  for (const key of keys) {
    const value = input[key];
    if (value !== undefined && value !== row[key]) values[key] = value;
  }
  return values;
}

/**
 * The establishment id a PUT moves the record to, or null when it stays: `establishmentId`
 * not sent, ALL_ESTABLISHMENTS (spec §5 scope of the request, not a new home) or the current one.
 */
export function movedTo(establishmentId: string | undefined, currentId: string): string | null {
  return establishmentId !== undefined &&
    establishmentId !== ALL_ESTABLISHMENTS &&
    establishmentId !== currentId
    ? establishmentId
    : null;
}
