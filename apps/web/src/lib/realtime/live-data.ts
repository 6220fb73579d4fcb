/**
 * Live data: the server forwards every committed change of the tenant's data as
 * `entity:changed` (ids only) to the sockets of the establishments concerned. The queries of
 * those establishments that read the changed entity are invalidated, so an open calendar, day
 * list or availability reads again within a moment, without polling, while a screen that does
 * not read it stays as it is; after a reconnection everything is read again, since changes may
 * have been missed meanwhile.
 */
import { useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  ALL_ESTABLISHMENTS,
  SOCKET_EVENTS,
  type DomainEntity,
  type EntityChangedPayload,
} from '@daybook/contracts';
import { changeTouches, queryEstablishment, type EntityChange } from '../query/entity-changes';
import { onReconnect } from './socket';
import { useSocketEvent } from './use-realtime';

/** Changes arriving within this many milliseconds are read again together. */
const COALESCE_MS = 100;

/** Entities a CRM record page (not under a location's key) reads. */
const CRM_ENTITIES: ReadonlySet<DomainEntity> = new Set<DomainEntity>([
  'client',
  'client_note',
  'lead',
  'crm_settings',
  'appointment',
]);

/**
 * Whether a query that declares no reads is made stale by `changes` (the rule before queries
 * declared them, kept so that nothing goes stale): every query of a changed location and of the
 * all-locations view, every location's for a change of none, and the CRM records (not under a
 * location's key) for a CRM entity.
 */
function staleUndeclared(queryKey: readonly unknown[], changes: readonly EntityChange[]): boolean {
  if (queryKey[0] === 'crm') return changes.some((c) => CRM_ENTITIES.has(c.entity));
  const place = queryEstablishment(queryKey);
  if (place === null) return false;
  return changes.some(
    (c) => c.establishmentIds === null || place === ALL_ESTABLISHMENTS || c.establishmentIds.includes(place),
  );
}

/**
 * Collects changes and, at most once per COALESCE_MS, invalidates the queries they make stale:
 * a query that declares its reads only when one of the changes is of an entity it reads, in its
 * location (changeTouches); one that declares none as before (staleUndeclared).
 */
export function createLiveInvalidator(queryClient: QueryClient) {
  let changes: EntityChange[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const batch = changes;
    changes = [];
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.meta?.reads
          ? batch.some((c) => changeTouches(query, c))
          : staleUndeclared(query.queryKey, batch),
    });
  };
  return (change: EntityChangedPayload) => {
    changes.push({
      entity: change.entity,
      establishmentIds: change.establishmentIds,
      visitKeys: change.visitKeys,
    });
    timer ??= setTimeout(flush, COALESCE_MS);
  };
}

/** Keeps the open screens' data live while mounted (the signed-in shell mounts it once). */
export function useLiveData(): void {
  const queryClient = useQueryClient();
  const invalidate = useMemo(() => createLiveInvalidator(queryClient), [queryClient]);
  useSocketEvent<EntityChangedPayload>(SOCKET_EVENTS.entityChanged, invalidate);
  useEffect(() => onReconnect(() => void queryClient.invalidateQueries()), [queryClient]);
}
