/** Demo a year of time-clock shifts consistent with bookings (full seed only; issue #14). */
import type { Tx } from '../db/client.js';

/** Loads the tenant's demo a year of time-clock shifts consistent with bookings; `now` is the seed's clock. */
export async function insertDemoTimeClock(
  _tx: Tx,
  _tenantId: string,
  _establishmentIds: string[],
  _now: Date,
): Promise<void> {}
