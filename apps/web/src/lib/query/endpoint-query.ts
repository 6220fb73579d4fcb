/**
 * Query and mutation options built from an endpoint contract (ARCHITECTURE.md "The web's fetch
 * layer"): the key is the contract's path with the call's params and query, under the location's
 * ['est', establishmentId, …] scope where the data is per location; each query declares the
 * entities it reads so that a live change refetches only what it touched. Retries and error
 * toasts are not set here: the query client does both in one place (app/providers.tsx).
 */
import { mutationOptions, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { DomainEntity, EndpointAnswer, EndpointShape } from '@daybook/contracts';
import { callEndpoint, type EndpointCall, type EndpointTarget } from '../api-client';
import { queryKeys } from '../query-keys';

/** What a query tells the query client beside its key (TanStack Query's `meta`). */
export interface DaybookQueryMeta extends Record<string, unknown> {
  /** The entities (packages/contracts DomainEntity) the answer is built from. */
  reads?: readonly DomainEntity[];
  /** Title of the toast when the query fails; without it only a failed refetch toasts. */
  errorTitle?: string;
  /**
   * The answer reads tickets only for the visits it shows (the calendar's paid mark): a change
   * of tickets that belong to no visit (a walk-in sale's) leaves it alone.
   */
  ticketsOfVisits?: boolean;
}

/** What a mutation tells the query client: its failure toast's title and what it changes. */
export interface DaybookMutationMeta extends Record<string, unknown> {
  /** Title of the failure toast (the server's sentence is its body); without it, no toast. */
  errorTitle?: string;
  /** Entities the write changes: on success the queries reading them are read again. */
  writes?: readonly DomainEntity[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: DaybookQueryMeta;
    mutationMeta: DaybookMutationMeta;
  }
}

/** The parts of a call that tell answers apart (not its signal or headers). */
type KeyParts = { params?: unknown; query?: unknown };

/**
 * The cache key of `endpoint`'s answer to `parts`: [path, params, query], under
 * ['est', establishmentId] when `establishmentId` is given. Query fields left undefined are
 * dropped, as endpointUrl does, so `{ a: undefined }` and `{}` share an answer.
 */
export function endpointKey(
  endpoint: Pick<EndpointShape, 'path'>,
  parts: KeyParts,
  establishmentId?: string,
): readonly unknown[] {
  const query = Object.fromEntries(
    Object.entries((parts.query ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined),
  );
  const key = [endpoint.path, parts.params ?? {}, query];
  return establishmentId ? [...queryKeys.establishmentScope(establishmentId), ...key] : key;
}

/** What `endpointQuery` takes beside the call: its reads, its scope and any query option. */
export type EndpointQueryConfig<E extends EndpointShape, TData> = Omit<
  UseQueryOptions<EndpointAnswer<E>, Error, TData, readonly unknown[]>,
  'queryKey' | 'queryFn' | 'meta'
> & {
  /** The entities the answer reads (mirror the server's `answerReads` where it has them). */
  reads: readonly DomainEntity[];
  /** The location the answer belongs to: its key sits under ['est', establishmentId]. */
  establishmentId?: string;
  /** Title of a toast when the read fails (see DaybookQueryMeta.errorTitle). */
  errorTitle?: string;
  /** See DaybookQueryMeta.ticketsOfVisits. */
  ticketsOfVisits?: boolean;
};

/**
 * Query options reading `endpoint` with `parts` (callEndpoint: a 404 or 204 fails), keyed by
 * endpointKey and declaring `reads`; `select` and the other options pass through.
 */
export function endpointQuery<E extends EndpointShape, TData = EndpointAnswer<E>>(
  endpoint: EndpointTarget<E>,
  parts: EndpointCall<E>,
  config: EndpointQueryConfig<E, TData>,
) {
  const { reads, establishmentId, errorTitle, ticketsOfVisits, ...options } = config;
  return queryOptions({
    ...options,
    queryKey: endpointKey(endpoint, parts, establishmentId),
    queryFn: ({ signal }) => callEndpoint<E>(endpoint, { ...parts, signal }),
    meta: { reads, errorTitle, ...(ticketsOfVisits && { ticketsOfVisits }) },
  });
}

/** What `endpointMutation` takes: how a variable becomes the call, the toast and the writes. */
export interface EndpointMutationConfig<E extends EndpointShape, TVariables> {
  /** The call's params, query and body for the mutation's variables. */
  call: (variables: TVariables) => EndpointCall<E>;
  /** Title of the failure toast; the server's sentence is its body. */
  errorTitle: string;
  /** Entities the write changes: on success the queries reading them are read again. */
  writes: readonly DomainEntity[];
}

/**
 * Mutation options calling `endpoint` (never retried: the client's rule), whose failure toasts
 * `errorTitle` with the server's sentence and whose success refetches the readers of `writes`.
 */
export function endpointMutation<E extends EndpointShape, TVariables>(
  endpoint: EndpointTarget<E>,
  config: EndpointMutationConfig<E, TVariables>,
) {
  return mutationOptions<EndpointAnswer<E>, Error, TVariables>({
    mutationFn: (variables) => callEndpoint<E>(endpoint, config.call(variables)),
    meta: { errorTitle: config.errorTitle, writes: config.writes },
  });
}
