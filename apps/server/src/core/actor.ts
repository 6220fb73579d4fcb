/**
 * Who is acting: the person every use case runs for (issue #30: a core type every module uses,
 * not an HTTP one), and the establishment reach of their role.
 */
import { canAccessAnyEstablishment, type RawRole, type Role } from '@daybook/contracts';

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

/**
 * Whether the actor may use `establishmentId` at all (spec core.md §6 establishment access):
 * admin and owner any of the tenant's, everyone else the ones they work at. Row-level security
 * keeps other tenants' out either way.
 */
export function reaches(actor: Pick<Actor, 'role' | 'establishmentIds'>, establishmentId: string): boolean {
  return canAccessAnyEstablishment(actor.role) || actor.establishmentIds.includes(establishmentId);
}
