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
  /** A location's register settings (tax rate, drawer threshold): the register reads, settings edit. */
  registerSettings: (establishmentId: string) => ['est', establishmentId, 'checkout', 'settings'] as const,
  /**
   * A client's record as the calendar's card and the employee dashboard read it (not tied to
   * the selected location); the CRM's own pages use the contract key.
   */
  crmClient: (clientId: string) => ['crm', 'client', clientId] as const,
};

/** Query roots that do not depend on the selected location. */
export const LOCATION_INDEPENDENT_ROOTS: ReadonlySet<string> = new Set([
  'profile',
  'tenant',
  'establishments',
  'public-config',
  'notifications',
  'notification-settings',
  'dashboard',
]);
