/** What the outbox holds: for tests that a use case recorded its business event (issue #30). */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.js';
import type { BusinessEventPayloads, BusinessEventType } from '../src/events/business-events.js';

/** The payloads of `tenantId`'s `type` events, oldest first. */
export async function recordedEvents<K extends BusinessEventType>(
  db: Db,
  tenantId: string,
  type: K,
): Promise<BusinessEventPayloads[K][]> {
  const rows = await queryRows<{ payload: BusinessEventPayloads[K] }>(
    db,
    sql`SELECT payload FROM business_events WHERE tenant_id = ${tenantId} AND type = ${type} ORDER BY id`,
  );
  return rows.map((r) => r.payload);
}
