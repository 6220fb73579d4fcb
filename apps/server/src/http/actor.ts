/** Who is making a request, and the access rule each route declares. */
import {
  canAccessAnyEstablishment,
  type AuthUser,
  type EndpointAccess,
  type RawRole,
  type Role,
} from '@daybook/contracts';

/** The signed-in person behind a request; every service call carries one. */
export interface Actor {
  userId: string;
  tenantId: string;
  email: string;
  role: Role;
  rawRole: RawRole;
  sessionId: string;
  /** Establishments this person may use (all of the tenant's for owner and admin). */
  establishmentIds: string[];
  /** The establishment selected by the x-establishment-id header; null for all locations. */
  establishmentId: string | null;
}

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
  }
}

/** The actor of a request whose route requires sign-in (the guard has already checked). */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new Error('requireActor on a route without a signed-in actor');
  return actor;
}

/**
 * Whether the actor may use `establishmentId` at all (spec core.md §6 establishment access):
 * admin and owner any of the tenant's, everyone else the ones they work at. Row-level security
 * keeps other tenants' out either way.
 */
export function reaches(actor: Pick<Actor, 'role' | 'establishmentIds'>, establishmentId: string): boolean {
  return canAccessAnyEstablishment(actor.role) || actor.establishmentIds.includes(establishmentId);
}
