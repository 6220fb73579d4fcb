/**
 * Registers a route from its endpoint contract (packages/contracts `endpoint()`): method, path,
 * access rule, the schemas that validate params, query and body, and the answer's schema for
 * the API reference. A module's routes file is then a list of `route(app, CONTRACT, handler)`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { EndpointParsed, EndpointReply, EndpointShape } from '@daybook/contracts';
import type { Actor } from '../core/actor.js';
import { requireActor } from './actor.js';
import { establishmentFromHeader } from './establishment-header.js';
import { refuseNul } from './nul-guard.js';

/** A request whose params, query and body the contract's schemas have parsed. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest & {
  params: EndpointParsed<E, 'params'>;
  query: EndpointParsed<E, 'query'>;
  body: EndpointParsed<E, 'body'>;
};

/**
 * Handles a request: answers the success body (sent with the contract's status), or the reply
 * itself once it has sent something else (raw bytes, another status).
 */
export type EndpointHandler<E extends EndpointShape> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointReply<E> | FastifyReply>;

/** Route options a contract does not carry: per-route limits of the HTTP layer. */
export type RouteExtras = Pick<RouteOptions, 'bodyLimit'> & {
  /** Groups of the API reference. */
  tags?: string[];
  /** Per-route rate limit (@fastify/rate-limit options), e.g. for public writes. */
  rateLimit?: Record<string, unknown>;
  /**
   * The route also takes application/x-www-form-urlencoded bodies (RFC 8058 one-click
   * unsubscribe); its plugin registers the parser. Public routes only: the guard's JSON rule is
   * what keeps cross-site forms off signed-in writes.
   */
  acceptsForm?: boolean;
};

/** Registers `contract`'s route on `app`, handled by `handler`. */
export function route<E extends EndpointShape>(
  app: FastifyInstance,
  contract: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const status = contract.status ?? 200;
  const fillEstablishment = establishmentFromHeader(contract);
  const response = Object.fromEntries(
    [status, ...(contract.otherStatuses ?? [])].map((code) => [code, contract.response]),
  );
  app.route({
    method: contract.method,
    url: contract.path,
    bodyLimit: extras.bodyLimit,
    config: {
      access: contract.access,
      ...(extras.acceptsForm ? { acceptsForm: true } : {}),
      ...(extras.rateLimit ? { rateLimit: extras.rateLimit } : {}),
    },
    schema: {
      ...(extras.tags ? { tags: extras.tags } : {}),
      summary: contract.summary,
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.mediaType ? { produces: [contract.mediaType] } : {}),
      response,
    },
    // Before the schemas: a NUL anywhere is a 400 naming its field (http/nul-guard.ts), and a
    // location left out comes from the header (http/establishment-header.ts).
    preValidation: async (request) => {
      refuseNul(request);
      fillEstablishment?.(request);
    },
    handler: async (request, reply) => {
      reply.status(status);
      // The contract's schemas validated params, query and body before this runs.
      return handler(request as EndpointRequest<E>, reply);
    },
  });
}

/** The `data` of an endpoint whose answer is the `{ success, data }` envelope. */
export type EndpointData<E extends EndpointShape> = EndpointReply<E> extends { data: infer D } ? D : never;

/**
 * Registers a signed-in route answering `{ success: true, data }`, `data` being what `handle`
 * gives for the request and its actor: the shape most routes have.
 */
export function dataRoute<E extends EndpointShape>(
  app: FastifyInstance,
  contract: E,
  handle: (request: EndpointRequest<E>, actor: Actor) => Promise<EndpointData<E>>,
  extras: RouteExtras = {},
): void {
  route(
    app,
    contract,
    // The envelope around EndpointData<E> is EndpointReply<E> by that type's definition.
    async (request) =>
      ({ success: true, data: await handle(request, requireActor(request.actor)) }) as EndpointReply<E>,
    extras,
  );
}
