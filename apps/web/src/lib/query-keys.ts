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
  /** CRM client and lead lists of a location (or ALL_ESTABLISHMENTS), one key per filter set. */
  crmClients: (scopeId: string, params: object) => ['est', scopeId, 'crm', 'clients', params] as const,
  crmLeads: (scopeId: string, params: object) => ['est', scopeId, 'crm', 'leads', params] as const,
  /** One CRM record: a client's page or a lead (not tied to the selected location). */
  crmClient: (clientId: string) => ['crm', 'client', clientId] as const,
  /** A page of a client's past appointments (under the client's key: a change refreshes both). */
  crmClientHistory: (clientId: string, paging: object) =>
    ['crm', 'client', clientId, 'history', paging] as const,
  crmLead: (leadId: string) => ['crm', 'lead', leadId] as const,
  /** The tenant's CRM rules (loyalty points per dollar). */
  crmSettings: (tenantId: string) => ['crm', 'settings', tenantId] as const,
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
