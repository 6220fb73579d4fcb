/**
 * The database's change feed (migration 0016: NOTIFY 'daybook_changes' after every statement on
 * a table set up with `app_tenant_table(table, entity)`) turned into domain events.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DOMAIN_ENTITIES, type DomainChange, type DomainEvent } from '@daybook/contracts';
import type { Database, Db } from '../db/client.js';
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
  // Migration 0049's announcements of staff time (appointments) say whose and when.
  staffIds: z.array(z.string()).nullable().optional(),
  from: z.number().optional(),
  to: z.number().optional(),
  // Migration 0056's announcements of tickets say which visits.
  visitKeys: z.array(z.string()).nullable().optional(),
});

/** A sync marker's payload (see syncMarker), which every instance hears and only its sender awaits. */
const markerSchema = z.object({ marker: z.string() });

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
  const { tenantId, entity, op, ids, establishmentIds, staffIds, from, to, visitKeys } = parsed.data;
  const change = CHANGE_OF[op];
  const event: DomainEvent = { type: `${entity}.${change}`, entity, change, tenantId, ids, establishmentIds };
  if (staffIds !== undefined && from !== undefined && to !== undefined) event.scope = { staffIds, from, to };
  if (visitKeys !== undefined) event.visitKeys = visitKeys;
  return event;
}

function markerOf(payload: string): string | null {
  try {
    const parsed = markerSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.marker : null;
  } catch {
    return null;
  }
}

/**
 * Waits until this instance has heard every change committed before the call: sends a marker on
 * the feed and waits for it to come back (the database delivers announcements in commit order).
 * Answers false when the marker did not come back within `timeoutMs`.
 */
export async function syncWithFeed(db: Db, events: DomainEvents, timeoutMs: number): Promise<boolean> {
  const marker = randomUUID();
  const heard = events.awaitMarker(marker, timeoutMs);
  await db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${JSON.stringify({ marker })})`);
  return heard;
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
      if (event) return events.publish(event);
      const marker = markerOf(payload);
      if (marker !== null) return events.markerHeard(marker);
      onUnknown(payload);
    },
    (live) => events.setLive(live),
  );
}
