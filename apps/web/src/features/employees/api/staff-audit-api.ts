/**
 * The pay-change trail of a person and the owner's rule for managers (issue #28 "Nobody sets
 * their own pay"). The trail sits under the employees keys, so saving a record refreshes it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_AUDIT_ENDPOINTS as A, type StaffPaySettings } from '@daybook/contracts';
import { callEndpoint } from '../../../lib/api-client';

const paySettingsKey = ['tenant', 'pay-settings'] as const;

/** A person's latest pay, commission, leave, shift and certification changes; idle unless `enabled`. */
export function useStaffTrail(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['est', 'all', 'employees', 'trail', userId],
    queryFn: ({ signal }) => callEndpoint(A.trail, { signal, params: { userId } }),
    select: (answer) => answer.data,
    enabled,
  });
}

/** Whether managers may change the pay of the people below them; idle unless `enabled`. */
export function usePaySettings(enabled: boolean) {
  return useQuery({
    queryKey: paySettingsKey,
    queryFn: ({ signal }) => callEndpoint(A.paySettings, { signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

/** Saves the owner's rule. */
export function useUpdatePaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffPaySettings) => callEndpoint(A.updatePaySettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paySettingsKey }),
  });
}
