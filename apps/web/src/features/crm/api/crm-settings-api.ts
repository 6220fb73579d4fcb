/**
 * The tenant's loyalty rule (issue: loyalty points follow a rule the business can set):
 * GET and PUT /api/admin/crm/settings. Saving refreshes every CRM view, whose loyalty points
 * are derived from it.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { CLIENT_MESSAGES, CRM_ENDPOINTS, type CrmSettings, type DomainEntity } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';
import { toastCrmSuccess } from './crm-answer';

/** The rule's answer: the tenant's crm_settings row (the default without one). */
const CRM_SETTINGS_READS: readonly DomainEntity[] = ['crm_settings'];

/** The rule, fetched only while `enabled` (the dialog is open); the tenant is the session's. */
export function useCrmSettings(_tenantId: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(
      CRM_ENDPOINTS.settings,
      {},
      { reads: CRM_SETTINGS_READS, select: (answer): CrmSettings => answer.data },
    ),
    enabled,
  });
}

/** Saves the rule; toasts the outcome. Loyalty points everywhere follow it, so their readers refresh. */
export function useSaveCrmSettings() {
  return useMutation({
    mutationFn: async (settings: CrmSettings) =>
      (await callEndpoint(CRM_ENDPOINTS.saveSettings, { body: settings })).data,
    onSuccess: (saved) =>
      toastCrmSuccess(
        'Loyalty rule saved',
        `Clients earn ${saved.loyaltyPointsPerDollar} points per dollar.`,
      ),
    meta: { errorTitle: CLIENT_MESSAGES.saveSettingsFailed, writes: ['crm_settings'] },
  });
}
