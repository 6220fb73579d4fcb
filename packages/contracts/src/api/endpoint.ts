/**
 * One contract per endpoint: method, path, who may call it, the schemas of its path parameters,
 * query and body, and the schema of its success answer. The server registers its route from the
 * contract (apps/server/src/http/route.ts) and the web app calls it through the same object
 * (apps/web/src/lib/api-client.ts `callEndpoint`), so the two sides cannot drift apart.
 */
import type { z } from 'zod';
import type { Permission } from '../roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, any signed-in person, or a role holding a permission of the
 * roles table (spec core.md §6). The server refuses a route without one (deny by default).
 */
export type EndpointAccess = { public: true } | { signedIn: true } | { permission: Permission };

/** The statuses a success may have. */
export type SuccessStatus = 200 | 201;

/** The shape every endpoint contract has; `endpoint()` keeps its literal types. */
export interface EndpointShape {
  method: HttpMethod;
  /** Fastify-style path: `:name` marks a parameter, e.g. `/api/appointments/:id`. */
  path: string;
  access: EndpointAccess;
  /** One line for the API reference. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; errors are always an ErrorBody. */
  response: z.ZodType;
  /** Media type of the success answer when it is not JSON, e.g. a CSV download. */
  mediaType?: string;
  /** Status of a success (200 unless given). */
  status?: SuccessStatus;
  /**
   * Other statuses the handler may choose for a success with the same answer, e.g. 200 for a
   * booking that repeats an earlier one where a new one is 201.
   */
  otherStatuses?: readonly SuccessStatus[];
}

/** Where an endpoint is: its method and path (api/routes.ts keeps some free of zod). */
export type EndpointRoute = Pick<EndpointShape, 'method' | 'path'>;

/** Declares an endpoint contract, keeping every literal type of `contract`. */
export function endpoint<const E extends EndpointShape>(contract: E): E {
  return contract;
}

type SchemaOf<E extends EndpointShape, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? E[K]
  : undefined;

/** What a caller sends for `K` (strings for params and query, as they travel). */
export type EndpointInput<E extends EndpointShape, K extends 'params' | 'query' | 'body'> =
  SchemaOf<E, K> extends z.ZodType ? z.input<SchemaOf<E, K>> : undefined;

/** What the server's handler receives for `K`, once parsed and transformed. */
export type EndpointParsed<E extends EndpointShape, K extends 'params' | 'query' | 'body'> =
  SchemaOf<E, K> extends z.ZodType ? z.output<SchemaOf<E, K>> : undefined;

type Part<E extends EndpointShape, K extends 'params' | 'query' | 'body', Required extends boolean> =
  E extends Record<K, z.ZodType>
    ? Required extends true
      ? { [P in K]: z.input<E[K]> }
      : { [P in K]?: z.input<E[K]> }
    : { [P in K]?: undefined };

/**
 * What a caller of `E` sends: path parameters and body as its schemas take them (required when
 * it has them), the query optional (its fields are optional strings as they travel).
 */
export type EndpointRequestParts<E extends EndpointShape> = Part<E, 'params', true> &
  Part<E, 'query', false> &
  Part<E, 'body', true>;

/** The success answer of an endpoint as it arrives. */
export type EndpointAnswer<E extends EndpointShape> = z.output<E['response']>;

/** The success answer of an endpoint as the server writes it. */
export type EndpointReply<E extends EndpointShape> = z.input<E['response']>;

/**
 * The endpoint's path with its parameters filled in (each URI-encoded); throws when one is
 * missing, which is a programming error rather than bad input.
 */
export function endpointPath(contract: Pick<EndpointShape, 'path'>, params?: Record<string, string>): string {
  return contract.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${contract.path}`);
    return encodeURIComponent(value);
  });
}
