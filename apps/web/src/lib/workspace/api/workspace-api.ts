/** Profile, tenant, establishments and public config calls used at start (spec core.md §4, §7). */
import { queryOptions } from '@tanstack/react-query';
import {
  ADMIN_ROUTES,
  ESTABLISHMENT_CACHE_MS,
  ESTABLISHMENT_ROUTES,
  MESSAGES,
  type AuthUser,
  type DomainEntity,
  type Establishment,
  type PublicConfig,
  type Tenant,
  type UserProfile,
} from '@daybook/contracts';
import type { ESTABLISHMENT_ENDPOINTS } from '@daybook/contracts';
import type { ADMIN_ENDPOINTS } from '@daybook/contracts';
import { callEndpoint, callEndpointOrNull } from '../../api-client';
import { queryKeys } from '../../query-keys';

/** Loads the signed-in user's profile; a missing profile blocks the app (spec §5). */
export async function fetchProfile(user: AuthUser): Promise<UserProfile> {
  if (!user.id) throw new Error(MESSAGES.profileUserIdRequired);
  if (!user.email) throw new Error(MESSAGES.profileEmailRequired);
  const answer = await callEndpointOrNull<typeof ADMIN_ENDPOINTS.profileMeMigrate>(
    ADMIN_ROUTES.profileMeMigrate,
    {},
  );
  if (!answer?.data) throw new Error(MESSAGES.profileRequired);
  return answer.data;
}

/** Loads the tenant; it must exist for the app to start. */
export async function fetchTenant(tenantId: string | null | undefined): Promise<Tenant> {
  if (!tenantId) throw new Error(MESSAGES.tenantIdMissing);
  const answer = await callEndpointOrNull<typeof ADMIN_ENDPOINTS.tenant>(ADMIN_ROUTES.tenant, {
    params: { tenantId },
  });
  if (!answer?.data) throw new Error(MESSAGES.tenantNotFound);
  return answer.data;
}

/** Lists the tenant's establishments the user may see. */
export async function fetchEstablishments(): Promise<Establishment[]> {
  const answer = await callEndpointOrNull<typeof ESTABLISHMENT_ENDPOINTS.list>(ESTABLISHMENT_ROUTES.list, {});
  return answer?.data ?? [];
}

/**
 * What the establishment list answer is built from: the locations, and the memberships that
 * decide which of them a person other than the owner or an admin may use.
 */
const ESTABLISHMENT_LIST_READS: readonly DomainEntity[] = ['establishment', 'establishment_member'];

/**
 * The query of the tenant's establishments the user may see, cached 15 minutes (spec §9): the
 * workspace's, the establishments page's and the business settings' one entry. Under a key of
 * its own rather than the contract's, outside every location's scope (LOCATION_INDEPENDENT_ROOTS):
 * a location switch keeps it.
 */
export function establishmentsQuery(tenantId: string) {
  return queryOptions({
    queryKey: queryKeys.establishments(tenantId),
    queryFn: fetchEstablishments,
    meta: { reads: ESTABLISHMENT_LIST_READS },
    staleTime: ESTABLISHMENT_CACHE_MS,
  });
}

/** The public configuration (demo accounts in demo mode). Null when unavailable. */
export async function fetchPublicConfig(): Promise<PublicConfig | null> {
  const answer = await callEndpointOrNull<typeof ADMIN_ENDPOINTS.publicConfig>(ADMIN_ROUTES.publicConfig, {});
  return answer?.data ?? null;
}

/**
 * Records the establishment the user switched to as their last visited one, on the server, so
 * that it follows them to another browser (spec §4 startup order: …, last visited, …).
 */
export async function recordLastVisited(tenantId: string, establishmentId: string): Promise<void> {
  await callEndpoint<typeof ADMIN_ENDPOINTS.updateMetadata>(ADMIN_ROUTES.updateMetadata, {
    body: { tenantId, establishmentId },
  });
}
