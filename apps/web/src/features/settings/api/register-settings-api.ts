/**
 * A location's register settings (issue #13): its tax rate, the cash drawer's difference
 * threshold and (issue #28) the tip ceiling and suggested-tip base, read by managers and set by
 * owners (tenant:settings). The key is the one the
 * register reads, so a saved rate reaches an open register.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import {
  CHECKOUT_ENDPOINTS as E,
  type RegisterSettings,
  type RegisterSettingsUpdate,
} from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const REGISTER_SETTINGS_FAILED = 'Failed to load register settings';

/** The location's tax rate (a fraction) and drawer threshold (dollars). */
export function useLocationRegisterSettings(establishmentId: string) {
  return useQuery({
    queryKey: queryKeys.registerSettings(establishmentId),
    queryFn: async ({ signal }) =>
      (await callEndpoint(E.settings, { signal, query: { establishmentId } })).data,
  });
}

/** Saves the given settings; errors stay with the caller's form. */
export function useSaveRegisterSettings(establishmentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RegisterSettingsUpdate) =>
      (await callEndpoint(E.updateSettings, { query: { establishmentId }, body })).data,
    onSuccess: (saved: RegisterSettings) => {
      client.setQueryData(queryKeys.registerSettings(establishmentId), saved);
      toasts.show({ color: 'green', title: 'Register settings saved', message: '' });
    },
  });
}
