/**
 * The request's actor (core/actor.ts) as Fastify carries it, and the access rule each route
 * declares.
 */
import type { AuthUser, EndpointAccess } from '@daybook/contracts';
import type { Actor } from '../core/actor.js';

/** Access rule of a route (its contract's); a route without one is refused (deny by default). */
export type Access = EndpointAccess;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** Set when a session token came with the request but had expired or was revoked. */
    sessionExpired: boolean;
    /** The signed-in user as /me answers it, and the session's times; null when signed out. */
    authenticated: { user: AuthUser; session: SessionTimes } | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** The route takes form bodies too (route.ts RouteExtras.acceptsForm). */
    acceptsForm?: boolean;
  }
}

/** The actor of a request whose route requires sign-in (the guard has already checked). */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new Error('requireActor on a route without a signed-in actor');
  return actor;
}
