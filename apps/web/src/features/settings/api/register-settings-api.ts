/**
 * A location's register settings (issue #13): its tax rate, the cash drawer's difference
 * threshold and (issue #28) the tip ceiling and suggested-tip base, read by managers and set by
 * owners (tenant:settings). The query is the register's own contract query (same key and reads),
 * and a save refreshes every reader of register settings, so a saved rate reaches an open register.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { notifications as toasts } from '@mantine/notifications';
import { CHECKOUT_ENDPOINTS as E, type DomainEntity, type RegisterSettingsUpdate } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/query/endpoint-query';

export const REGISTER_SETTINGS_FAILED = 'Failed to load register settings';

/** The register settings answer: the location's register_settings row (defaults without one). */
const REGISTER_SETTINGS_READS: readonly DomainEntity[] = ['register_settings'];

/** The location's tax rate (a fraction) and drawer threshold (dollars). */
export function useLocationRegisterSettings(establishmentId: string) {
  return useQuery(
    endpointQuery(
      E.settings,
      { query: { establishmentId } },
      { reads: REGISTER_SETTINGS_READS, establishmentId, select: (answer) => answer.data },
    ),
  );
}

/** Saves the given settings; errors stay with the caller's form. */
export function useSaveRegisterSettings(establishmentId: string) {
  return useMutation({
    mutationFn: async (body: RegisterSettingsUpdate) =>
      (await callEndpoint(E.updateSettings, { query: { establishmentId }, body })).data,
    onSuccess: () => toasts.show({ color: 'green', title: 'Register settings saved', message: '' }),
    meta: { writes: ['register_settings'] },
  });
}
