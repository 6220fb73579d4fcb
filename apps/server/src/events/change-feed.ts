/**
 * The database's change feed (migration 0016: NOTIFY 'daybook_changes' after every statement on
 * a table set up with `app_tenant_table(table, entity)`) turned into domain events.
 */
import { z } from 'zod';
import { DOMAIN_ENTITIES, type DomainChange, type DomainEvent } from '@daybook/contracts';
import type { Database } from '../db/client.js';
import type { DomainEvents } from './domain-events.js';

/** The NOTIFY channel of migration 0016's trigger function. */
export const CHANGE_CHANNEL = 'daybook_changes';

const CHANGE_OF: Record<'insert' | 'update' | 'delete', DomainChange> = {
  insert: 'created',
  update: 'updated',
  delete: 'deleted',
};

const payloadSchema = z.object({
  tenantId: z.string(),
  entity: z.enum(DOMAIN_ENTITIES),
  op: z.enum(['insert', 'update', 'delete']),
  ids: z.array(z.string()).nullable(),
  establishmentIds: z.array(z.string()).nullable(),
});

/** The domain event a payload announces, or null for one this version does not know. */
export function toDomainEvent(payload: string): DomainEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const { tenantId, entity, op, ids, establishmentIds } = parsed.data;
  const change = CHANGE_OF[op];
  return { type: `${entity}.${change}`, entity, change, tenantId, ids, establishmentIds };
}

/**
 * Listens to the change feed and publishes each change on `events`; an unknown payload (a newer
 * instance's entity during a rolling upgrade) is reported to `onUnknown` and skipped. Resolves
 * once listening; the answer stops it.
 */
export function connectChangeFeed(
  listen: Database['listen'],
  events: DomainEvents,
  onUnknown: (payload: string) => void,
): Promise<() => Promise<void>> {
  return listen(
    CHANGE_CHANNEL,
    (payload) => {
      const event = toDomainEvent(payload);
      if (event) events.publish(event);
      else onUnknown(payload);
    },
    (live) => events.setLive(live),
  );
}
