/**
 * Live data: the server forwards every committed change of the tenant's data as
 * `entity:changed` (ids only) to the sockets of the establishments concerned. The queries that
 * declare the changed entity among their reads (`meta.reads`), in the changed location, are
 * invalidated, so an open calendar, day list or availability reads again within a moment,
 * without polling, while a screen that does not read it stays as it is. A query declaring no
 * reads (or an empty list) is never invalidated by a change: every query declares them
 * (lib/query/declared-reads.test.ts). After a reconnection everything is read again, since
 * changes may have been missed meanwhile.
 */
import { useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS, type EntityChangedPayload } from '@daybook/contracts';
import { changeTouches, type EntityChange } from '../query/entity-changes';
import { onReconnect } from './socket';
import { useSocketEvent } from './use-realtime';

/** Changes arriving within this many milliseconds are read again together. */
const COALESCE_MS = 100;

/**
 * Collects changes and, at most once per COALESCE_MS, invalidates the queries they make stale:
 * those for which one of the changes is of an entity they read, in their location
 * (changeTouches).
 */
export function createLiveInvalidator(queryClient: QueryClient) {
  let changes: EntityChange[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const batch = changes;
    changes = [];
    void queryClient.invalidateQueries({
      predicate: (query) => batch.some((c) => changeTouches(query, c)),
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
