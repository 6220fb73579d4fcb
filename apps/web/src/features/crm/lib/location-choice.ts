/** Where a new client, lead or import goes when the person works in several locations. */
import type { Establishment } from '@daybook/contracts';

/**
 * The location a new record starts at and the locations to choose from: the selected one and
 * no choice, or (with 'All Establishments' selected) no preset and every location, or the only
 * one there is.
 */
export function newRecordLocation(
  selected: Establishment | null,
  establishments: readonly Establishment[],
): { establishmentId: string | null; choices: readonly Establishment[] } {
  if (selected) return { establishmentId: selected.id, choices: [] };
  if (establishments.length === 1) return { establishmentId: establishments[0]?.id ?? null, choices: [] };
  return { establishmentId: null, choices: establishments };
}
