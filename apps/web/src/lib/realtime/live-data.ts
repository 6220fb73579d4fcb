/**
 * Live data: the server forwards every committed change of the tenant's data as
 * `entity:changed` (ids only) to the sockets of the establishments concerned. The screens'
 * queries of those establishments are invalidated, so an open calendar, day list or
 * availability reads again within a moment, without polling; after a reconnection everything is
 * read again, since changes may have been missed meanwhile.
 */
import { useEffect, useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS, SOCKET_EVENTS, type EntityChangedPayload } from '@daybook/contracts';
import { queryKeys } from '../query-keys';
import { onReconnect } from './socket';
import { useSocketEvent } from './use-realtime';

/** Changes arriving within this many milliseconds are read again together. */
const COALESCE_MS = 100;

/** Entities a CRM record page (not under a location's key) reads. */
const CRM_ENTITIES: ReadonlySet<string> = new Set([
  'client',
  'client_note',
  'lead',
  'crm_settings',
  'appointment',
]);

/** Collects changes and invalidates the queries they make stale, at most once per COALESCE_MS. */
export function createLiveInvalidator(queryClient: QueryClient) {
  let places = new Set<string>();
  let everywhere = false;
  let crm = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (everywhere) void queryClient.invalidateQueries({ queryKey: ['est'] });
    else {
      for (const id of places)
        void queryClient.invalidateQueries({ queryKey: queryKeys.establishmentScope(id) });
      if (places.size)
        void queryClient.invalidateQueries({ queryKey: queryKeys.establishmentScope(ALL_ESTABLISHMENTS) });
    }
    if (crm) void queryClient.invalidateQueries({ queryKey: ['crm'] });
    places = new Set();
    everywhere = false;
    crm = false;
  };
  return (change: EntityChangedPayload) => {
    if (change.establishmentIds) for (const id of change.establishmentIds) places.add(id);
    else everywhere = true;
    if (CRM_ENTITIES.has(change.entity)) crm = true;
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
