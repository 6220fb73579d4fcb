/**
 * The tenant's loyalty rule (issue: loyalty points follow a rule the business can set):
 * GET and PUT /api/admin/crm/settings. Saving refreshes every CRM view, whose loyalty points
 * are derived from it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CLIENT_MESSAGES, CRM_ENDPOINTS, type CrmSettings } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateCrm } from './clients-api';
import { toastCrmSuccess } from './crm-answer';

/** The rule, fetched only while `enabled` (the dialog is open). */
export function useCrmSettings(tenantId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.crmSettings(tenantId),
    queryFn: async () => (await callEndpoint(CRM_ENDPOINTS.settings, {})).data,
    enabled,
  });
}

/** Saves the rule; toasts the outcome. */
export function useSaveCrmSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: CrmSettings) =>
      (await callEndpoint(CRM_ENDPOINTS.saveSettings, { body: settings })).data,
    onSuccess: (saved) => {
      toastCrmSuccess(
        'Loyalty rule saved',
        `Clients earn ${saved.loyaltyPointsPerDollar} points per dollar.`,
      );
      return invalidateCrm(queryClient);
    },
    meta: { errorTitle: CLIENT_MESSAGES.saveSettingsFailed },
  });
}
