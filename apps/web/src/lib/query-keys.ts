/**
 * TanStack Query keys. Data of one location sits under ['est', establishmentId, …] so that
 * switching location fetches fresh data and the old location's data can be dropped at once.
 */
export const queryKeys = {
  profile: (userId: string) => ['profile', userId] as const,
  tenant: (tenantId: string) => ['tenant', tenantId] as const,
  establishments: (tenantId: string) => ['establishments', tenantId] as const,
  publicConfig: ['public-config'] as const,
  /** Root of every establishment-scoped key. */
  establishmentScope: (establishmentId: string) => ['est', establishmentId] as const,
};

/** Query roots that do not depend on the selected location. */
export const LOCATION_INDEPENDENT_ROOTS: ReadonlySet<string> = new Set([
  'profile',
  'tenant',
  'establishments',
  'public-config',
]);
