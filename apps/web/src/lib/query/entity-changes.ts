/**
 * Which cached queries a change makes stale (ARCHITECTURE.md "The web's fetch layer"): a query
 * declares the entities it reads (`meta.reads`), and a change of one of them in its location (or
 * in no particular location) makes it stale. Live updates (realtime/live-data.ts) and successful
 * writes (`endpointMutation`'s `writes`) use this one rule.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { ALL_ESTABLISHMENTS, type DomainEntity } from '@daybook/contracts';

/** One change as the socket announces it: the entity, and its locations (null: any or many). */
export interface EntityChange {
  entity: DomainEntity;
  establishmentIds: readonly string[] | null;
  /** For tickets: the visits they belong to ([]: none; null or absent: unknown, so every visit). */
  visitKeys?: readonly string[] | null;
}

/** The location a query's key is scoped to (['est', id, …]), or null when it has none. */
function queryEstablishment(queryKey: readonly unknown[]): string | null {
  return queryKey[0] === 'est' && typeof queryKey[1] === 'string' ? queryKey[1] : null;
}

/**
 * Whether `change` makes `query` stale: the query reads the entity (for a query reading only
 * visits' tickets, a ticket of a visit), and the change is in its location, in no named
 * location, or the query is of all locations or of none. A query that declares no reads is
 * made stale by no change.
 */
export function changeTouches(query: Pick<Query, 'meta' | 'queryKey'>, change: EntityChange): boolean {
  if (!query.meta?.reads?.includes(change.entity)) return false;
  if (query.meta?.ticketsOfVisits && change.entity === 'ticket' && change.visitKeys?.length === 0)
    return false;
  const place = queryEstablishment(query.queryKey);
  if (change.establishmentIds === null || place === null || place === ALL_ESTABLISHMENTS) return true;
  return change.establishmentIds.includes(place);
}

/**
 * Marks stale (and refetches the shown ones of) the queries that read any of `entities`, in
 * `establishmentId` when given, else in every location: what a write of those entities changed.
 */
export function invalidateReaders(
  queryClient: QueryClient,
  entities: readonly DomainEntity[],
  establishmentId?: string,
): Promise<void> {
  const establishmentIds = establishmentId ? [establishmentId] : null;
  return queryClient.invalidateQueries({
    predicate: (query) => entities.some((entity) => changeTouches(query, { entity, establishmentIds })),
  });
}
